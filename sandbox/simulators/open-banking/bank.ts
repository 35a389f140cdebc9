/**
 * The open-banking provider simulator: where Instant Verification sends the page (`ct` = the merchant's
 * JWT, `at` = the client's authorization fingerprint), served by the sandbox gateway under
 * `/simulators/open-banking/`. Approve, cancel or fail return to the JWT's `redirectUrl` with `success`,
 * `cancel` or `error`.
 */
import { randomUUID } from "node:crypto";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { withQuery } from "../../gateway/methods/common/urls.js";
import { encodeResult, endOpenBankingSession, openBankingSession } from "../../gateway/methods/instant-verification.js";
import { bankDecisionForm, readDecision } from "../bank-page.js";
import { queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "Open banking";

/** The fingerprint, when given, must belong to the JWT's merchant. */
function fingerprintMatches(at: string | undefined, merchantId: string, context: GatewayContext): boolean {
  if (!at) return true;
  return context.auth.merchantIdOf(at) === merchantId;
}

/** `GET /simulators/open-banking/create?ct=…&at=…`. */
export function showOpenBanking(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const ct = queryValue(request.query, "ct");
  const session = openBankingSession(ct, context);
  if (!session)
    return simulatorError(
      PROVIDER,
      401,
      "This session token (ct) is not valid: expired, already used or not from this sandbox.",
    );
  if (!fingerprintMatches(queryValue(request.query, "at"), session.merchantId, context)) {
    return simulatorError(PROVIDER, 403, "The authorization fingerprint (at) is not for this merchant.");
  }
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Link your bank account",
    content: `<p>Sandbox Bank — checking account ending in 6789</p>${bankDecisionForm("/simulators/open-banking/decide", { ct: ct ?? "" }, "Link account")}`,
  });
}

/**
 * `GET /simulators/open-banking/decide?ct=…&decision=approve|cancel|fail`: back to the merchant. A linked
 * account's token is a nonce the merchant's server can charge once (`transaction sale`).
 */
export function decideOpenBanking(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const session = openBankingSession(queryValue(request.query, "ct"), context);
  const decision = readDecision(queryValue(request.query, "decision"));
  if (!session)
    return simulatorError(
      PROVIDER,
      401,
      "This session token (ct) is not valid: expired, already used or not from this sandbox.",
    );
  if (!decision) return simulatorError(PROVIDER, 400, "Link the account, cancel or fail.");
  endOpenBankingSession(session, context);
  if (decision === "cancel")
    return redirectTo(withQuery(session.redirectUrl, { cancel: encodeResult({ reason: "CUSTOMER_CANCELED" }) }));
  if (decision === "fail") {
    return redirectTo(
      withQuery(session.redirectUrl, {
        error: encodeResult({ reason: "BANK_AUTHORIZATION_FAILED", message: "The bank declined the link." }),
      }),
    );
  }
  const account = randomUUID();
  context.nonces.recordFrom({
    nonce: account,
    type: "OpenBankingAccount",
    description: "Checking account ending in 6789",
    details: { lastFour: "6789" },
  });
  const result = { tokenizedAccounts: [{ tokenized_account: account, account_type: "CHECKING", last4: "6789" }] };
  return redirectTo(withQuery(session.redirectUrl, { success: encodeResult(result) }));
}

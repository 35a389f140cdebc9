/**
 * The SEPA bank simulator: the mandate page an `approvalUrl` shows, served by the sandbox gateway under
 * `/simulators/sepa/`. Approve returns with `success=true&cart_id=…`; cancel goes to the cancel URL; fail
 * returns like an approval, but the bank has rejected the mandate, so tokenizing it fails.
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { withQuery } from "../../gateway/methods/common/urls.js";
import { sepaMandates } from "../../gateway/methods/sepa.js";
import { bankDecisionForm, readDecision } from "../bank-page.js";
import { escapeHtml, queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "SEPA bank";

function mandateOf(request: GatewayRequest, context: GatewayContext) {
  const cartId = queryValue(request.query, "cart_id") ?? "";
  const mandate = context.state(sepaMandates).get(cartId);
  return mandate?.cartId === cartId ? mandate : undefined;
}

/** `GET /simulators/sepa/mandate?cart_id=…`. */
export function showSepaMandate(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const mandate = mandateOf(request, context);
  if (!mandate) return simulatorError(PROVIDER, 404, "This SEPA mandate is unknown to the sandbox.");
  if (mandate.state !== "created")
    return simulatorError(PROVIDER, 409, `This SEPA mandate was already ${mandate.state}.`);
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: mandate.mandateType === "RECURRENT" ? "Approve a recurring SEPA mandate" : "Approve a one-off SEPA debit",
    content:
      `<p>Account holder: ${escapeHtml(mandate.accountHolderName)}</p>` +
      `<p>IBAN ending in <span data-last4>${escapeHtml(mandate.last4)}</span></p>` +
      bankDecisionForm("/simulators/sepa/decide", { cart_id: mandate.cartId }, "Approve mandate"),
  });
}

/** `GET /simulators/sepa/decide?cart_id=…&decision=approve|cancel|fail`: back to the shop. */
export function decideSepaMandate(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const mandate = mandateOf(request, context);
  const decision = readDecision(queryValue(request.query, "decision"));
  if (!mandate) return simulatorError(PROVIDER, 404, "This SEPA mandate is unknown to the sandbox.");
  if (!decision) return simulatorError(PROVIDER, 400, "Approve, cancel or fail the mandate.");
  if (mandate.state !== "created")
    return simulatorError(PROVIDER, 409, `This SEPA mandate was already ${mandate.state}.`);
  if (decision === "cancel") {
    mandate.state = "canceled";
    return redirectTo(mandate.cancelUrl);
  }
  mandate.state = decision === "approve" ? "approved" : "rejected";
  return redirectTo(withQuery(mandate.returnUrl, { success: "true", cart_id: mandate.cartId }));
}

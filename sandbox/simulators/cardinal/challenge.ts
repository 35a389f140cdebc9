/**
 * Cardinal's side of 3-D Secure (SIMULATOR): Songbird.js (`/simulators/cardinal/songbird.js`, which sets
 * `window.Cardinal`), its set-up call, and the issuer's challenge page where a tester passes, fails or
 * cancels. The result goes back to the merchant page signed, and the gateway's `authenticate_from_jwt`
 * (sandbox/gateway/methods/three-d-secure.ts) checks it.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import {
  type ChallengeDecision,
  type Transaction,
  signChallengeResult,
  threeDSecureTransactions,
} from "../../gateway/methods/three-d-secure.js";
import { escapeHtml, queryValue, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "3-D Secure issuer";

/** `POST /simulators/cardinal/setup`: Cardinal's /Init — a JWT in, a device-data session id out. */
export function cardinalSetup(request: GatewayRequest): GatewayResponse {
  const jwt = isRecord(request.body) ? request.body.jwt : undefined;
  if (typeof jwt !== "string" || jwt.split(".").length !== 3) {
    return {
      status: 400,
      body: { ErrorNumber: 10008, ErrorDescription: "Songbird was initialized without a merchant JWT." },
    };
  }
  return { status: 200, body: { sessionId: `0_${randomUUID()}` } };
}

function transactionFrom(request: GatewayRequest, context: GatewayContext): Transaction | undefined {
  return context.state(threeDSecureTransactions).get(queryValue(request.query, "transactionId") ?? "");
}

/** `GET /simulators/cardinal/challenge?transactionId=…&origin=…`: the issuer's challenge, shown in Cardinal's frame. */
export function showChallenge(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const transaction = transactionFrom(request, context);
  if (!transaction) return simulatorError(PROVIDER, 404, "This 3-D Secure transaction is unknown to the sandbox.");
  if (transaction.decision) return simulatorError(PROVIDER, 409, "This challenge was already answered.");
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const button = (decision: ChallengeDecision, label: string) =>
    `<button type="submit" name="decision" value="${decision}"${decision === "pass" ? " data-approve" : ""}>${label}</button>`;
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Confirm this purchase",
    content:
      `<p>Card ending in <strong>${escapeHtml(transaction.card.lastFour)}</strong>. Your bank asks you to confirm it is you.</p>` +
      `<p>Sandbox: choose the outcome of the authentication.</p>` +
      `<form method="get" action="/simulators/cardinal/decide">${hidden("transactionId", transaction.id)}${hidden("origin", queryValue(request.query, "origin") ?? "")}` +
      `<div class="actions">${button("pass", "Pass authentication")}${button("fail", "Fail authentication")}${button("cancel", "Cancel")}</div></form>`,
  });
}

/**
 * `GET /simulators/cardinal/decide?transactionId=…&decision=pass|fail|cancel&origin=…`: records the
 * tester's choice and hands the signed result to the simulated Songbird.js on the merchant page (a
 * message to the parent page, or JSON with `format=json` for the modal's own close button).
 */
export function decideChallenge(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const transaction = transactionFrom(request, context);
  const decision = queryValue(request.query, "decision");
  if (!transaction) return simulatorError(PROVIDER, 404, "This 3-D Secure transaction is unknown to the sandbox.");
  if (decision !== "pass" && decision !== "fail" && decision !== "cancel")
    return simulatorError(PROVIDER, 400, "Choose an outcome.");
  if (transaction.decision) return simulatorError(PROVIDER, 409, "This challenge was already answered.");
  transaction.decision = decision;
  const result = { transactionId: transaction.id, decision, jwt: signChallengeResult(transaction, decision) };
  if (queryValue(request.query, "format") === "json") return { status: 200, body: result };
  let origin: string;
  try {
    origin = new URL(queryValue(request.query, "origin") ?? "").origin;
  } catch {
    return simulatorError(PROVIDER, 400, "Missing merchant origin.");
  }
  const json = JSON.stringify(result).replace(/</g, "\\u003c");
  const script =
    `<script type="application/json" id="result">${json}</script>` +
    `<script>parent.postMessage({paykitCardinalSimulator:JSON.parse(document.getElementById("result").textContent)},${JSON.stringify(origin)});</script>`;
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Returning to the shop…",
    content: `<p role="status">Authentication finished.</p>${script}`,
  });
}

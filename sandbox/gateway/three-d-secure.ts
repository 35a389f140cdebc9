/**
 * 3D Secure 2 on the sandbox gateway: the lookup and JWT endpoints of the client API, driven by the
 * provider's public 3DS test cards (WIRE §8.5), and the Cardinal side a browser here cannot reach — a
 * simulated Songbird.js set-up endpoint and the issuer's challenge page where a tester passes, fails
 * or cancels. The simulated SDK itself is `simulators/cardinal-songbird.js`.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { isRecord } from "../shared/http.js";
import type { IssuedNonce } from "../types.js";
import type { CardVault } from "./card-tokenization.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, authorizeClassic, classicError, isResponse } from "./context.js";
import { escapeHtml, queryValue, renderSimulatorPage, simulatorError } from "./simulators/page.js";
import { simulatorScript } from "./simulators/scripts.js";
import { binDataOf } from "./test-cards.js";

const PROVIDER = "3-D Secure issuer";

type Outcome = "successful" | "failed" | "attempt" | "unavailable" | "not-enrolled";
type Decision = "pass" | "fail" | "cancel";

/** What a test card does at lookup: a frictionless outcome, or a challenge (whose result the tester picks, unless fixed). */
interface Scenario {
  frictionless?: Outcome;
  challenge?: { onPass: Outcome };
}

/** WIRE §8.5, keyed by BIN and last four (the vault keeps no full numbers). */
const SCENARIOS: Record<string, Scenario> = {
  "400000:1000": { frictionless: "successful" },
  "400000:1091": { challenge: { onPass: "successful" } },
  "400000:1109": { challenge: { onPass: "failed" } },
  "400000:1018": { frictionless: "failed" },
  "400000:1026": { frictionless: "attempt" },
  "400000:1083": { frictionless: "unavailable" },
  "400000:1125": { challenge: { onPass: "successful" } },
  "520000:1005": { frictionless: "successful" },
  "520000:1096": { challenge: { onPass: "successful" } },
};

const OUTCOMES: Record<Outcome, { status: string; liabilityShifted: boolean; liabilityShiftPossible: boolean }> = {
  successful: { status: "authenticate_successful", liabilityShifted: true, liabilityShiftPossible: true },
  attempt: { status: "authenticate_attempt_successful", liabilityShifted: true, liabilityShiftPossible: true },
  failed: { status: "authenticate_failed", liabilityShifted: false, liabilityShiftPossible: true },
  unavailable: { status: "authentication_unavailable", liabilityShifted: false, liabilityShiftPossible: false },
  "not-enrolled": { status: "lookup_not_enrolled", liabilityShifted: false, liabilityShiftPossible: false },
};

interface Transaction {
  id: string;
  merchantId: string;
  /** The nonce the lookup issued; `authenticate_from_jwt` must name it. */
  nonce: string;
  card: IssuedNonce;
  onPass: Outcome;
  decision?: Decision;
  authenticated: boolean;
}

/** Challenges per sandbox (keyed by its card vault, so two sandboxes never share one). */
const ledgers = new WeakMap<CardVault, Map<string, Transaction>>();
function transactionsOf(context: GatewayContext): Map<string, Transaction> {
  let ledger = ledgers.get(context.vault);
  if (!ledger) ledgers.set(context.vault, (ledger = new Map()));
  return ledger;
}

const SECRET = randomBytes(32);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The response JWT Cardinal would sign for a finished challenge (signed with a sandbox secret). */
function signResult(transaction: Transaction, decision: Decision): string {
  const content = `${base64url({ typ: "JWT", alg: "HS256" })}.${base64url({
    iss: "paykit-sandbox-cardinal",
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    Payload: { TransactionId: transaction.id, Decision: decision },
  })}`;
  return `${content}.${createHmac("sha256", SECRET).update(content).digest("base64url")}`;
}

function readResult(jwt: unknown): { transactionId: string; decision: Decision } | undefined {
  if (typeof jwt !== "string") return undefined;
  const [header, claims, signature] = jwt.split(".");
  if (!header || !claims || !signature) return undefined;
  const expected = createHmac("sha256", SECRET).update(`${header}.${claims}`).digest("base64url");
  if (expected !== signature) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")).Payload;
    return { transactionId: String(payload.TransactionId), decision: payload.Decision as Decision };
  } catch {
    return undefined;
  }
}

function threeDSecureInfo(outcome: Outcome, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { status, liabilityShifted, liabilityShiftPossible } = OUTCOMES[outcome];
  const authenticated = liabilityShifted;
  return {
    liabilityShifted,
    liabilityShiftPossible,
    status,
    enrolled: outcome === "not-enrolled" ? "N" : "Y",
    threeDSecureVersion: "2.2.0",
    eciFlag: authenticated ? "05" : "07",
    cavv: authenticated ? randomBytes(20).toString("base64") : null,
    dsTransactionId: randomUUID(),
    threeDSecureAuthenticationId: randomBytes(12).toString("hex"),
    ...extra,
  };
}

/** Issues a new nonce for the card (the one given to the lookup is consumed). */
function reissue(card: IssuedNonce, context: GatewayContext): IssuedNonce {
  const issued: IssuedNonce = { ...card, nonce: randomUUID(), consumed: false, createdAt: Date.now() };
  context.vault.record(issued);
  return issued;
}

function paymentMethod(card: IssuedNonce, info: Record<string, unknown>): Record<string, unknown> {
  const lastTwo = card.lastFour.slice(-2);
  return {
    nonce: card.nonce,
    type: "CreditCard",
    description: `ending in ${lastTwo}`,
    details: {
      bin: card.bin,
      cardType: card.cardType,
      lastFour: card.lastFour,
      lastTwo,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      cardholderName: card.cardholderName,
    },
    binData: binDataOf(""),
    threeDSecureInfo: info,
  };
}

/** The nonce named in `/payment_methods/:nonce/three_d_secure/...`. */
function pathNonce(path: string): string {
  const segment = /\/payment_methods\/([^/]+)\/three_d_secure\//.exec(path)?.[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isNumeric(value: unknown): boolean {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value));
}

/** `POST …/payment_methods/:nonce/three_d_secure/lookup`. */
export function threeDSecureLookup(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (credential.kind !== "clientToken") return classicError(403, "3D Secure requires a client token.");
  const card = context.vault.get(pathNonce(request.path));
  if (!card || card.merchantId !== credential.merchant.merchantId || card.consumed || card.type !== "CreditCard") {
    return classicError(404, "Unknown or expired payment_method_nonce.");
  }
  if (!isNumeric(body.amount)) {
    return { status: 422, body: { error: { message: "Amount is an invalid format." }, fieldErrors: [{ field: "amount", code: "81503", message: "Amount is an invalid format." }] } };
  }
  card.consumed = true;
  const scenario = SCENARIOS[`${card.bin}:${card.lastFour}`] ?? { frictionless: "not-enrolled" };
  const issued = reissue(card, context);
  if (scenario.frictionless) {
    const info = threeDSecureInfo(scenario.frictionless);
    return {
      status: 201,
      body: {
        lookup: { acsUrl: null, pareq: null, transactionId: randomUUID(), threeDSecureVersion: "2.2.0" },
        paymentMethod: paymentMethod(issued, info),
        threeDSecureInfo: { liabilityShifted: info.liabilityShifted, liabilityShiftPossible: info.liabilityShiftPossible },
        success: true,
      },
    };
  }
  const transaction: Transaction = {
    id: randomUUID(),
    merchantId: credential.merchant.merchantId,
    nonce: issued.nonce,
    card: issued,
    onPass: scenario.challenge?.onPass ?? "successful",
    authenticated: false,
  };
  transactionsOf(context).set(transaction.id, transaction);
  const info = { liabilityShifted: false, liabilityShiftPossible: true, status: "challenge_required", enrolled: "Y", threeDSecureVersion: "2.2.0" };
  return {
    status: 201,
    body: {
      lookup: {
        acsUrl: `${context.urls.gateway}/simulators/cardinal/challenge`,
        pareq: Buffer.from(JSON.stringify({ transactionId: transaction.id, amount: String(body.amount) })).toString("base64"),
        transactionId: transaction.id,
        threeDSecureVersion: "2.2.0",
      },
      paymentMethod: paymentMethod(issued, info),
      threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
      success: true,
    },
  };
}

/** `POST …/payment_methods/:nonce/three_d_secure/authenticate_from_jwt`: the challenge's outcome for the lookup nonce. */
export function threeDSecureAuthenticateFromJwt(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const result = readResult(body.jwt);
  const transaction = result ? transactionsOf(context).get(result.transactionId) : undefined;
  const nonce = pathNonce(request.path);
  if (!result || !transaction || transaction.nonce !== nonce || transaction.merchantId !== credential.merchant.merchantId) {
    return { status: 422, body: { error: { message: "The JWT could not be verified for this payment method." } } };
  }
  if (transaction.authenticated) return classicError(422, "This 3D Secure authentication was already completed.");
  transaction.authenticated = true;
  const outcome: Outcome = result.decision === "pass" ? transaction.onPass : "failed";
  const info = threeDSecureInfo(outcome, result.decision === "cancel" ? { challengeCanceled: true } : {});
  const card = context.vault.get(nonce) ?? transaction.card;
  card.consumed = true;
  const issued = reissue(card, context);
  return {
    status: 201,
    body: {
      paymentMethod: paymentMethod(issued, info),
      threeDSecureInfo: { liabilityShifted: info.liabilityShifted, liabilityShiftPossible: info.liabilityShiftPossible },
      success: true,
    },
  };
}

/** `GET /simulators/cardinal/songbird.js`: the simulated Songbird.js (sets `window.Cardinal`). */
export const serveSongbird = (): GatewayResponse => simulatorScript("cardinal-songbird.js");

/** `POST /simulators/cardinal/setup`: Cardinal's /Init — a JWT in, a device-data session id out. */
export function cardinalSetup(request: GatewayRequest): GatewayResponse {
  const jwt = isRecord(request.body) ? request.body.jwt : undefined;
  if (typeof jwt !== "string" || jwt.split(".").length !== 3) {
    return { status: 400, body: { ErrorNumber: 10008, ErrorDescription: "Songbird was initialized without a merchant JWT." } };
  }
  return { status: 200, body: { sessionId: `0_${randomUUID()}` } };
}

function transactionFrom(request: GatewayRequest, context: GatewayContext): Transaction | undefined {
  return transactionsOf(context).get(queryValue(request.query, "transactionId") ?? "");
}

/** `GET /simulators/cardinal/challenge?transactionId=…&origin=…`: the issuer's challenge, shown in Cardinal's frame. */
export function showChallenge(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const transaction = transactionFrom(request, context);
  if (!transaction) return simulatorError(PROVIDER, 404, "This 3-D Secure transaction is unknown to the sandbox.");
  if (transaction.decision) return simulatorError(PROVIDER, 409, "This challenge was already answered.");
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const button = (decision: Decision, label: string) =>
    `<button type="submit" name="decision" value="${decision}"${decision === "pass" ? ' data-approve' : ""}>${label}</button>`;
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
  if (decision !== "pass" && decision !== "fail" && decision !== "cancel") return simulatorError(PROVIDER, 400, "Choose an outcome.");
  if (transaction.decision) return simulatorError(PROVIDER, 409, "This challenge was already answered.");
  transaction.decision = decision;
  const result = { transactionId: transaction.id, decision, jwt: signResult(transaction, decision) };
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
  return renderSimulatorPage({ provider: PROVIDER, heading: "Returning to the shop…", content: `<p role="status">Authentication finished.</p>${script}` });
}

/**
 * 3D Secure 2 on the sandbox gateway: the lookup and JWT endpoints of the client API, driven by the
 * provider's public 3DS test cards (WIRE §8.5). The Cardinal side a browser here cannot reach (Songbird.js,
 * its set-up and the issuer's challenge page) is sandbox/simulators/cardinal/; it signs the challenge's
 * result with {@link signChallengeResult} and this gateway checks it.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { isRecord, textOf } from "../../shared/http.js";
import type { IssuedNonce } from "../../types.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
  gatewayState,
} from "../context.js";
import { binDataOf } from "../core/test-cards.js";
import { type Route, post } from "../router.js";

type Outcome = "successful" | "failed" | "attempt" | "unavailable" | "not-enrolled";
export type ChallengeDecision = "pass" | "fail" | "cancel";

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

/** A lookup that asked for a challenge, and what the tester chose on the issuer's page. */
export interface Transaction {
  id: string;
  merchantId: string;
  /** The nonce the lookup issued; `authenticate_from_jwt` must name it. */
  nonce: string;
  card: IssuedNonce;
  onPass: Outcome;
  decision?: ChallengeDecision;
  authenticated: boolean;
}

/** This gateway's challenged transactions, by transaction id. */
export const threeDSecureTransactions = gatewayState("3-D Secure transactions", () => new Map<string, Transaction>());

const SECRET = randomBytes(32);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The response JWT Cardinal would sign for a finished challenge (signed with a sandbox secret). */
export function signChallengeResult(transaction: Transaction, decision: ChallengeDecision): string {
  const content = `${base64url({ typ: "JWT", alg: "HS256" })}.${base64url({
    iss: "paykit-sandbox-cardinal",
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    Payload: { TransactionId: transaction.id, Decision: decision },
  })}`;
  return `${content}.${createHmac("sha256", SECRET).update(content).digest("base64url")}`;
}

function readResult(jwt: unknown): { transactionId: string; decision: ChallengeDecision } | undefined {
  if (typeof jwt !== "string") return undefined;
  const [header, claims, signature] = jwt.split(".");
  if (!header || !claims || !signature) return undefined;
  const expected = createHmac("sha256", SECRET).update(`${header}.${claims}`).digest("base64url");
  if (expected !== signature) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
    const payload = isRecord(parsed) ? parsed.Payload : undefined;
    if (!isRecord(payload)) return undefined;
    return { transactionId: textOf(payload.TransactionId), decision: payload.Decision as ChallengeDecision };
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
function pathNonce(request: GatewayRequest): string {
  return request.params.nonce ?? "";
}

function isNumeric(value: unknown): boolean {
  return (
    (typeof value === "number" && Number.isFinite(value)) ||
    (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value))
  );
}

/** `POST …/payment_methods/:nonce/three_d_secure/lookup`. */
export function threeDSecureLookup(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (credential.kind !== "clientToken") return classicError(403, "3D Secure requires a client token.");
  const card = context.vault.get(pathNonce(request));
  if (!card || card.merchantId !== credential.merchant.merchantId || card.consumed || card.type !== "CreditCard") {
    return classicError(404, "Unknown or expired payment_method_nonce.");
  }
  if (!isNumeric(body.amount)) {
    return {
      status: 422,
      body: {
        error: { message: "Amount is an invalid format." },
        fieldErrors: [{ field: "amount", code: "81503", message: "Amount is an invalid format." }],
      },
    };
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
        threeDSecureInfo: {
          liabilityShifted: info.liabilityShifted,
          liabilityShiftPossible: info.liabilityShiftPossible,
        },
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
  context.state(threeDSecureTransactions).set(transaction.id, transaction);
  const info = {
    liabilityShifted: false,
    liabilityShiftPossible: true,
    status: "challenge_required",
    enrolled: "Y",
    threeDSecureVersion: "2.2.0",
  };
  return {
    status: 201,
    body: {
      lookup: {
        acsUrl: `${context.urls.gateway}/simulators/cardinal/challenge`,
        pareq: Buffer.from(JSON.stringify({ transactionId: transaction.id, amount: String(body.amount) })).toString(
          "base64",
        ),
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
  const transaction = result ? context.state(threeDSecureTransactions).get(result.transactionId) : undefined;
  const nonce = pathNonce(request);
  if (
    !result ||
    !transaction ||
    transaction.nonce !== nonce ||
    transaction.merchantId !== credential.merchant.merchantId
  ) {
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
      threeDSecureInfo: {
        liabilityShifted: info.liabilityShifted,
        liabilityShiftPossible: info.liabilityShiftPossible,
      },
      success: true,
    },
  };
}

export const threeDSecureRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/payment_methods/:nonce/three_d_secure/lookup", threeDSecureLookup),
  post(
    "/merchants/:merchantId/client_api/v1/payment_methods/:nonce/three_d_secure/authenticate_from_jwt",
    threeDSecureAuthenticateFromJwt,
  ),
];

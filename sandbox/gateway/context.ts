import { isRecord } from "../shared/http.js";
import { type AuthorizationService, type Credential, isFailure } from "./authorization.js";
import type { CardVault } from "./card-tokenization.js";
import type { MasterpassLedger } from "./masterpass.js";
import type { MerchantDirectory } from "./merchants.js";
import type { PayPalLedger } from "./paypal.js";
import type { NonceBook } from "./transactions.js";
import type { VenmoLedger } from "./venmo.js";
import type { GatewayUrls } from "./urls.js";
import type { UnionPayLedger } from "./unionpay.js";
import type { BankLoginLedger } from "./us-bank-account.js";
import type { CustomerVault } from "./vault-manager.js";
import type { PaymentReadySessions } from "./payment-ready.js";

/** The gateway's state, shared by every route handler. */
export interface GatewayContext {
  merchants: MerchantDirectory;
  auth: AuthorizationService;
  urls: GatewayUrls;
  vault: CardVault;
  /** PayPal payment resources and billing agreements, and the shopper's decisions on them. */
  paypal: PayPalLedger;
  /** Masterpass request tokens and the shopper's decisions on them. */
  masterpass: MasterpassLedger;
  /** UnionPay SMS enrollments. */
  unionPay: UnionPayLedger;
  /** Public tokens of the simulated bank-linking service. */
  bankLogins: BankLoginLedger;
  /** Stored payment methods of client-token customers (vault manager). */
  customerVault: CustomerVault;
  /** Payment Ready customer sessions. */
  paymentReady: PaymentReadySessions;
  /** Venmo payment contexts and the shopper's decisions on them. */
  venmo: VenmoLedger;
  /** Payloads received by the analytics sink (live array). */
  analytics: object[];
  /** Every nonce the gateway answered with, for `transaction sale`. */
  nonces: NonceBook;
}

/** A parsed gateway request as route handlers see it. */
export interface GatewayRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** Merchant named in a `/merchants/:merchantId/…` path. */
  pathMerchantId?: string | undefined;
  /** GraphQL operation name, when the request is a GraphQL one. */
  operationName?: string | undefined;
}

export interface GatewayResponse {
  status: number;
  /** Sent as JSON, unless `text` is given. */
  body: unknown;
  /** A non-JSON body (simulator pages and scripts), sent with `headers`. */
  text?: string;
  headers?: Record<string, string>;
}

export function classicError(status: number, message: string): GatewayResponse {
  return { status, body: { error: { message } } };
}

/**
 * Authorizes a classic client API request: `tokenizationKey` or `authorizationFingerprint` taken from
 * the given parameters (query for GET, body otherwise). Refusals are 401 (bad authorization) or 403
 * (authorization for another merchant than the one in the path).
 */
export function authorizeClassic(
  params: unknown,
  pathMerchantId: string | undefined,
  context: GatewayContext,
): Credential | GatewayResponse {
  const fields = isRecord(params) ? params : {};
  const fingerprint = typeof fields.authorizationFingerprint === "string" ? fields.authorizationFingerprint : undefined;
  const key = typeof fields.tokenizationKey === "string" ? fields.tokenizationKey : undefined;
  const result =
    fingerprint !== undefined
      ? context.auth.verifyFingerprint(fingerprint)
      : key !== undefined
        ? context.auth.verifyTokenizationKey(key)
        : context.auth.verifyFingerprint(undefined);
  if (isFailure(result)) return classicError(401, result.message);
  if (pathMerchantId !== undefined && result.merchant.merchantId !== pathMerchantId) {
    return classicError(403, "User does not have the required permissions for this action");
  }
  return result;
}

export function isResponse(value: Credential | GatewayResponse): value is GatewayResponse {
  return "status" in value;
}

/** Whether a handler step already produced the response (and the handler should return it). */
export function isAnswer(value: object): value is GatewayResponse {
  return "status" in value;
}

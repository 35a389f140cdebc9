/**
 * What every route handler works with: the request as the server parsed it, the gateway's core services,
 * and the state each area keeps for itself (a payment method's ledger). The core knows no payment method:
 * a method declares its state with {@link gatewayState} in its own file, and the gateway creates it on first
 * use, once per running sandbox.
 */
import { isRecord } from "../shared/http.js";
import { type AuthorizationService, type Credential, isFailure } from "./core/authorization.js";
import type { CardVault } from "./core/card-tokenization.js";
import type { MerchantDirectory } from "./core/merchants.js";
import type { NonceBook } from "./core/nonce-book.js";
import type { GatewayUrls } from "./core/urls.js";

/** State one area keeps per gateway (two sandboxes in one process never share it). */
export interface GatewayState<T> {
  /** For error messages and debugging: what the state is. */
  readonly name: string;
  readonly create: () => T;
}

/** Declares a piece of per-gateway state; `context.state(slot)` returns this gateway's instance. */
export function gatewayState<T>(name: string, create: () => T): GatewayState<T> {
  return { name, create };
}

/** The core services shared by every route. */
export interface GatewayServices {
  merchants: MerchantDirectory;
  auth: AuthorizationService;
  urls: GatewayUrls;
  /** Card nonces (cards and wallet cards), read by 3-D Secure, the vault manager and `transaction sale`. */
  vault: CardVault;
  /** Every nonce the gateway answered with, for `transaction sale`. */
  nonces: NonceBook;
  /** Payloads received by the analytics sink (live array). */
  analytics: object[];
}

/** The gateway's state, shared by every route handler. */
export interface GatewayContext extends GatewayServices {
  /** This gateway's instance of an area's state, created on first use. */
  state<T>(slot: GatewayState<T>): T;
}

export function createGatewayContext(services: GatewayServices): GatewayContext {
  const states = new Map<GatewayState<unknown>, unknown>();
  return {
    ...services,
    state<T>(slot: GatewayState<T>): T {
      if (!states.has(slot)) states.set(slot, slot.create());
      return states.get(slot) as T;
    },
  };
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
  /** The `:name` segments of the route's path pattern, decoded. */
  params: Readonly<Record<string, string>>;
}

export interface GatewayResponse {
  status: number;
  /** Sent as JSON, unless `text` is given. */
  body: unknown;
  /** A non-JSON body (simulator pages and scripts), sent with `headers`. */
  text?: string;
  headers?: Record<string, string>;
}

export function classicError(status: number, message: string, fix?: string): GatewayResponse {
  return { status, body: fix === undefined ? { error: { message } } : { error: { message }, fix } };
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
  if (isFailure(result)) return classicError(401, result.message, result.fix);
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

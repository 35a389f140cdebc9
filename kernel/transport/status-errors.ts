import { createError, type BraintreeError, type ErrorDefinition } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { STATUS_NO_ANSWER } from "./http.js";

/**
 * The status the provider's client reports for a request that got no answer, after its one retry: refused,
 * dropped, or abandoned when its `timeout` expired (the provider's XHR sees status 0 and reports 500).
 */
const NO_ANSWER_STATUS = 500;

/**
 * Maps a failed request's status to the client catalogue error (WIRE §3.1); no answer at all (a refused or
 * dropped connection, an expired `timeout`) is CLIENT_GATEWAY_NETWORK with status 500, as the provider gives it. A 408 (answered twice, after
 * the retry) is a request error like any other 4xx, with the gateway's body, as the provider reports it.
 */
export function requestError(answered: number, body: unknown): BraintreeError {
  const status = answered <= STATUS_NO_ANSWER ? NO_ANSWER_STATUS : answered;
  const byStatus: Record<number, ErrorDefinition> = {
    401: clientErrors.CLIENT_AUTHORIZATION_INVALID,
    403: clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT,
    429: clientErrors.CLIENT_RATE_LIMITED,
  };
  const known = byStatus[status] ?? (status >= 500 ? clientErrors.CLIENT_GATEWAY_NETWORK : undefined);
  return known
    ? createError(known, { details: { httpStatus: status } })
    : createError(clientErrors.CLIENT_REQUEST_ERROR, { details: { originalError: body, httpStatus: status } });
}

/**
 * Maps a failed configuration fetch: only 401 and 403 are told apart; `details` holds the body (WIRE §2.1) and,
 * in development-trust builds, what `hint` adds about an unreachable local sandbox.
 */
export function configurationError(status: number, body: unknown, hint?: object): BraintreeError {
  const details = { originalError: body ?? "error", ...hint };
  // Not through requestError's table: a kernel bundle, which fetches configurations, then need not carry it.
  const known =
    status === 401
      ? clientErrors.CLIENT_AUTHORIZATION_INVALID
      : status === 403
        ? clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT
        : clientErrors.CLIENT_GATEWAY_NETWORK;
  return createError(known, { details });
}

import type { ClientTokenOptions } from "../../types.js";
import { isRecord } from "../../shared/http.js";
import { UnknownMerchantError } from "./authorization.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, classicError } from "../context.js";
import { type Route, post } from "../router.js";

/** Reads client token options from JSON or a query string; returns an error message when malformed. */
export function readClientTokenOptions(value: unknown): ClientTokenOptions | string {
  if (value === undefined || value === "") return {};
  if (!isRecord(value)) return "Client token options must be a JSON object";
  const options: ClientTokenOptions = {};
  for (const key of ["merchantId", "graphQLDate", "customerId"] as const) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== "string") return `${key} must be a string`;
    options[key] = field;
  }
  for (const key of ["failOnDuplicatePaymentMethod", "expired"] as const) {
    const field = value[key];
    if (field === undefined) continue;
    if (field === true || field === "true") options[key] = true;
    else if (field === false || field === "false") options[key] = false;
    else return `${key} must be a boolean`;
  }
  return options;
}

/**
 * `POST /client_token`: what a merchant's server does with its private keys, done by the gateway
 * itself so the demo page and tests can get client tokens. Body = {@link ClientTokenOptions}.
 */
export function mintClientTokenRoute(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const options = readClientTokenOptions(request.body);
  if (typeof options === "string") return classicError(400, options);
  try {
    return { status: 201, body: { clientToken: context.auth.mintClientToken(options) } };
  } catch (error) {
    if (error instanceof UnknownMerchantError) return classicError(404, error.message);
    throw error;
  }
}

export const clientTokenRoutes: readonly Route[] = [post("/client_token", mintClientTokenRoute)];

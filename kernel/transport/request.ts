/**
 * The `client-request` part: what `client.request` needs beyond the client itself (option checks, the gateway
 * transport with its GraphQL translations, the card tokenization translation loader and the card fraud hook's loader).
 * A Hosted Fields checkout never calls `client.request` on the page (cards are tokenized inside the frames), so the
 * client fetches this only on its first request (kernel/client/client.ts).
 */
import type { Authorization } from "../authorization/parse.js";
import { HTTP_METHODS, MAX_ENDPOINT_LENGTH, MAX_TIMER_MS, REQUEST_TIMEOUT_MS } from "../constants.js";
import { graphQLUrlFor } from "../configuration/environments.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { createError, type BraintreeError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { cardFraudNet } from "../fraud/load.js";
import { classicRequest, graphQLRequest, type GatewayResult } from "./gateway.js";
import { loadCardTokenization } from "./graphql/load-card-tokenization.js";
import { CARD_TOKENIZATION_PATH } from "./graphql/translations.js";
import { isSuccess, sendWithRetry } from "./http.js";
import { isTrustedUrl } from "../configuration/trusted-domains.js";
import type { AnalyticsMetadata } from "./metadata.js";
import { requestError } from "./status-errors.js";
import { jsonCopy, recordOf } from "../values/inspect.js";

/** Options of `client.request`. */
export interface RequestOptions {
  /** HTTP method; required for the client API. */
  method?: string;
  /** Path below `{clientApiUrl}/v1/`, e.g. "payment_methods/credit_cards"; required for the client API. */
  endpoint?: string;
  /** Request data: query string for GET, JSON body otherwise. For GraphQL: `{query, variables, operationName}`. */
  data?: Record<string, unknown>;
  /** "clientApi" (default) or "graphQLApi". */
  api?: "clientApi" | "graphQLApi";
  /** Milliseconds before the request is abandoned (default 60000). */
  timeout?: number;
}

/** What `client.request` resolves to: the response body with the HTTP status beside it, as the provider's SDK gives it. */
export type RequestResult = Json & { _httpStatus: number };

/** What `client.request` needs to know about its client. */
export interface RequestContext {
  authorization: Authorization;
  metadata: AnalyticsMetadata;
  gatewayConfiguration: GatewayConfiguration;
}

type Json = Record<string, unknown>;

/**
 * `client.request`: checks the options (spec §5), sends to the client API (over GraphQL where the gateway
 * offers the operation) or the GraphQL API, and resolves with the body plus `_httpStatus`; failures are
 * client catalogue errors.
 */
export async function sendRequest(context: RequestContext, options: unknown): Promise<RequestResult> {
  const checked = validateRequestOptions(options);
  const configuration = context.gatewayConfiguration;
  const gateway = { authorization: context.authorization, metadata: context.metadata, graphQL: configuration.graphQL };
  const timeout = checked.timeout;
  // The card fraud hook's code (only where the configuration asks for device data), fetched beside the request.
  const fraudNet = checked.endpoint === CARD_TOKENIZATION_PATH ? cardFraudNet(configuration) : undefined;
  let result: GatewayResult;
  if (checked.api === "graphQLApi") {
    result = await graphQLRequest(gateway, { url: graphQLEndpoint(configuration), data: checked.data, timeout });
    const errors = (result.body as { errors?: unknown } | undefined)?.errors;
    if (isSuccess(result.status) && errors) {
      throw createError(clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR, { details: { originalError: errors } });
    }
  } else {
    const url = `${configuration.clientApiUrl}/v1/${checked.endpoint}`;
    // Like the provider's client: card tokenization goes over GraphQL where the gateway offers it (WIRE §3.3).
    const features = configuration.graphQL?.features;
    if (
      checked.endpoint === CARD_TOKENIZATION_PATH &&
      Array.isArray(features) &&
      features.includes("tokenize_credit_cards")
    ) {
      await loadCardTokenization().catch(() => undefined);
    }
    result = await classicRequest(gateway, { method: checked.method, url, data: checked.data, timeout });
  }
  if (!isSuccess(result.status)) throw requestError(result.status, result.body);
  if (fraudNet) {
    const { authorizationFingerprint } = context.authorization as { authorizationFingerprint?: string };
    const body = result.body as { creditCards?: Array<{ nonce?: unknown }> } | undefined;
    (await fraudNet)?.collectCardFraudData(configuration, authorizationFingerprint, body?.creditCards?.[0]?.nonce);
  }
  return Object.assign({ _httpStatus: result.status }, result.body);
}

/** What braintree-web-drop-in hands the client's private `_request`: an absolute address (its analytics). */
export interface PrivateRequestOptions {
  url: string;
  method?: string;
  data?: Json;
  timeout?: number;
}

/**
 * The provider's private `client._request`, kept for compatibility only (braintree-web-drop-in sends its analytics
 * with it): a JSON request to an absolute address, which must be on the trusted domains. Resolves with the body
 * and the status, or fails with the client's catalogue errors.
 */
export async function sendPrivateRequest(options: unknown): Promise<{ body: unknown; status: number }> {
  const { url, method, data, timeout } = recordOf(options) as Partial<PrivateRequestOptions>;
  if (typeof url !== "string" || !isTrustedUrl(url)) {
    throw createError(clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN, {
      message: "url property is on an invalid domain.",
    });
  }
  const verb = typeof method === "string" ? method.toUpperCase() : "GET";
  const response = await sendWithRetry({
    method: verb,
    url,
    headers: verb === "GET" ? {} : { "Content-Type": "application/json" },
    body: verb === "GET" ? undefined : JSON.stringify(recordOf(data)),
    timeout: typeof timeout === "number" && timeout > 0 && timeout <= MAX_TIMER_MS ? timeout : REQUEST_TIMEOUT_MS,
  });
  if (!isSuccess(response.status)) throw requestError(response.status, response.body);
  return { body: response.body, status: response.status };
}

function graphQLEndpoint(configuration: GatewayConfiguration): string {
  if (configuration.environment === "development" && configuration.graphQL?.url) return configuration.graphQL.url;
  return graphQLUrlFor(configuration.environment) ?? configuration.graphQL?.url ?? "";
}

interface CheckedRequest {
  api: "clientApi" | "graphQLApi";
  method: string;
  endpoint: string;
  data: Json;
  timeout: number;
}

function optionRequired(name: string): BraintreeError {
  return createError(clientErrors.CLIENT_OPTION_REQUIRED, {
    message: `options.${name} is required when making a request.`,
  });
}

function optionInvalid(name: string): BraintreeError {
  return createError(clientErrors.CLIENT_OPTION_INVALID, { message: `options.${name} is invalid.` });
}

/**
 * The request rules of spec §5 (method and endpoint unless GraphQL, a known api), and, beyond the provider's
 * client, an HTTP method and an endpoint short enough to send: anything else fails here at once rather than
 * after a CORS preflight and a retry. Options are read once, through recordOf (an unreadable one is not given).
 */
function validateRequestOptions(options: unknown): CheckedRequest {
  const raw = recordOf(options) as RequestOptions;
  const api = raw.api ?? "clientApi";
  if (api !== "clientApi" && api !== "graphQLApi") throw optionInvalid("api");
  const data = dataOf(raw.data);
  const timeout =
    typeof raw.timeout === "number" && raw.timeout > 0 && raw.timeout <= MAX_TIMER_MS
      ? raw.timeout
      : REQUEST_TIMEOUT_MS;
  if (api === "graphQLApi") return { api, method: "POST", endpoint: "", data, timeout };
  if (typeof raw.method !== "string" || raw.method === "") throw optionRequired("method");
  if (typeof raw.endpoint !== "string" || raw.endpoint === "") throw optionRequired("endpoint");
  const method = raw.method.toUpperCase();
  if (!HTTP_METHODS.includes(method)) throw optionInvalid("method");
  if (raw.endpoint.length > MAX_ENDPOINT_LENGTH) throw optionInvalid("endpoint");
  return { api, method, endpoint: raw.endpoint.replace(/^\/+/, ""), data, timeout };
}

/**
 * The request data as a JSON copy (what is sent anyway), so nothing after this check reads the merchant's
 * object again; data that JSON cannot carry (cycles, BigInt, throwing getters) is the merchant's mistake.
 */
function dataOf(value: unknown): Json {
  let isObject: boolean;
  try {
    isObject = value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    // Array.isArray throws for a revoked Proxy.
    throw optionInvalid("data");
  }
  if (!isObject) return {};
  const copy = jsonCopy(value);
  if (copy === undefined || copy === null || typeof copy !== "object") throw optionInvalid("data");
  return copy as Json;
}

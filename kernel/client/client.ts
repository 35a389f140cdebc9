import type { Authorization } from "../authorization/parse.js";
import type { Analytics } from "../analytics/analytics.js";
import { REQUEST_TIMEOUT_MS } from "../constants.js";
import { graphQLUrlFor } from "../configuration/environments.js";
import type { ClientConfiguration, GatewayConfiguration } from "../configuration/types.js";
import { createError, type BraintreeError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import type { GatewayContext, GatewayResult } from "../transport/gateway.js";
import { CARD_TOKENIZATION_PATH } from "../transport/graphql/translations.js";
import { isSuccess } from "../transport/http.js";
import { loadRequestChunk, type RequestChunk } from "../transport/load-request.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import { requestError } from "../transport/status-errors.js";
import { VERSION } from "../version.js";

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

type Json = Record<string, unknown>;

/** What `client.request` resolves to: the response body with the HTTP status beside it, as the provider's SDK gives it. */
export type RequestResult = Json & { _httpStatus: number };

export interface ClientParts {
  authorization: Authorization;
  metadata: AnalyticsMetadata;
  gatewayConfiguration: GatewayConfiguration;
  analytics: Analytics;
  isDebug: boolean;
  onTeardown: () => void;
}

/** Each client's analytics, kept off the instance so its public surface stays the provider's. */
const analyticsOf = new WeakMap<object, Analytics>();

/**
 * Sends an analytics event (`web.` is prefixed) for a client: never throws, never waits. `fields` go into
 * the event's payload; `tracked` also into its tracking record (a plugin names them: WIRE §4.1). Clients
 * that are not paykit's (a merchant's stand-in object) send nothing.
 */
export function sendEvent(client: unknown, kind: string, fields?: Json, tracked?: Json): void {
  analyticsOf.get(client as object)?.send(kind, fields, tracked);
}

/** A connection to the gateway for one authorization; the object every component is built on. */
export class Client {
  readonly #parts: ClientParts;
  readonly #context: GatewayContext;

  constructor(parts: ClientParts) {
    this.#parts = parts;
    analyticsOf.set(this, parts.analytics);
    this.#context = {
      authorization: parts.authorization,
      metadata: parts.metadata,
      graphQL: parts.gatewayConfiguration.graphQL,
    };
  }

  /**
   * A deep copy of the authorization details and the merchant configuration, with the provider's keys only
   * (a JSON copy: `authorizationFingerprint` only for client tokens, `isDebug` only when set). It still
   * answers after teardown.
   */
  getConfiguration(): ClientConfiguration {
    const { authorization, metadata, gatewayConfiguration, isDebug } = this.#parts;
    return JSON.parse(
      JSON.stringify({
        authorizationType: authorization.kind,
        authorizationFingerprint: authorization.kind === "CLIENT_TOKEN" ? authorization.authorizationFingerprint : undefined,
        analyticsMetadata: metadata,
        gatewayConfiguration,
        isDebug: isDebug || undefined,
        authorization: authorization.raw,
      }),
    ) as ClientConfiguration;
  }

  getVersion(): string {
    return VERSION;
  }

  toJSON(): ClientConfiguration {
    return this.getConfiguration();
  }

  /**
   * Sends a request to the gateway and resolves with the response body plus `_httpStatus`; failures are
   * client catalogue errors. The callback style passes the status as a third argument too.
   */
  request(options: RequestOptions): Promise<unknown>;
  request(options: RequestOptions, callback: (error: unknown, body?: unknown, status?: number) => void): undefined;
  request(options: RequestOptions): Promise<unknown> | undefined {
    return this.#send(options);
  }

  async #send(options: RequestOptions): Promise<RequestResult> {
    const checked = validateRequestOptions(options);
    assertSerialisable(checked.data);
    const configuration = this.#parts.gatewayConfiguration;
    const timeout = checked.timeout;
    const { classicRequest, graphQLRequest, loadCardTokenization, collectCardFraudData } = await requestMachinery();
    let result: GatewayResult;
    if (checked.api === "graphQLApi") {
      const url = graphQLEndpoint(configuration);
      result = await graphQLRequest(this.#context, { url, data: checked.data, timeout });
      const errors = (result.body as { errors?: unknown } | undefined)?.errors;
      if (isSuccess(result.status) && errors) {
        throw createError(clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR, { details: { originalError: errors } });
      }
    } else {
      const url = `${configuration.clientApiUrl}/v1/${checked.endpoint}`;
      // Like the provider's client: card tokenization goes over GraphQL where the gateway offers it (WIRE §3.3).
      const features = configuration.graphQL?.features;
      if (checked.endpoint === CARD_TOKENIZATION_PATH && Array.isArray(features) && features.includes("tokenize_credit_cards")) {
        await loadCardTokenization().catch(() => undefined);
      }
      result = await classicRequest(this.#context, { method: checked.method, url, data: checked.data, timeout });
    }
    if (!isSuccess(result.status)) throw requestError(result.status, result.body);
    if (checked.endpoint === CARD_TOKENIZATION_PATH) {
      const { authorizationFingerprint } = this.#parts.authorization as { authorizationFingerprint?: string };
      const body = result.body as { creditCards?: Array<{ nonce?: unknown }> } | undefined;
      collectCardFraudData(configuration, authorizationFingerprint, body?.creditCards?.[0]?.nonce);
    }
    return Object.assign({ _httpStatus: result.status }, result.body) as RequestResult;
  }

  async teardown(): Promise<void> {
    this.#parts.analytics.flush();
    this.#parts.onTeardown();
  }
}

/** The request machinery; a bundle that cannot be fetched is the gateway out of reach, as the provider reports it. */
function requestMachinery(): Promise<RequestChunk> {
  return loadRequestChunk().catch((error: unknown) => {
    throw createError(clientErrors.CLIENT_GATEWAY_NETWORK, { details: { originalError: error } });
  });
}

/**
 * The card tokenization fraud hook (WIRE §4.3) for plugins that tokenize cards elsewhere (Hosted Fields, in
 * its frames): runs once the request machinery is there; never throws, never holds up the tokenization.
 */
export function collectCardFraudData(...args: Parameters<RequestChunk["collectCardFraudData"]>): void {
  loadRequestChunk().then((chunk) => chunk.collectCardFraudData(...args), () => undefined);
}

/** Fetches the request machinery ahead of the first request (CDN builds); a failure shows on that request. */
export function prefetchRequestMachinery(): void {
  loadRequestChunk().catch(() => undefined);
}

function graphQLEndpoint(configuration: GatewayConfiguration): string {
  if (configuration.environment === "development" && configuration.graphQL?.url) return configuration.graphQL.url;
  return graphQLUrlFor(configuration.environment) ?? configuration.graphQL?.url ?? "";
}

/** Data that JSON cannot carry (cycles, BigInt) is the merchant's mistake, not a crash. */
function assertSerialisable(data: Json): void {
  try {
    JSON.stringify(data);
  } catch {
    throw createError(clientErrors.CLIENT_OPTION_INVALID, { message: "options.data is invalid." });
  }
}

/** Timers fire at once beyond this many milliseconds (a signed 32-bit delay), so longer timeouts fall back. */
const MAX_TIMER_MS = 2147483647;

interface CheckedRequest {
  api: "clientApi" | "graphQLApi";
  method: string;
  endpoint: string;
  data: Json;
  timeout: number;
}

function optionRequired(name: string): BraintreeError {
  return createError(clientErrors.CLIENT_OPTION_REQUIRED, { message: `options.${name} is required when making a request.` });
}

/** The request rules of spec §5: method and endpoint unless GraphQL, a known api. */
function validateRequestOptions(options: unknown): CheckedRequest {
  const raw = (options !== null && typeof options === "object" ? options : {}) as RequestOptions;
  const api = raw.api ?? "clientApi";
  if (api !== "clientApi" && api !== "graphQLApi") {
    throw createError(clientErrors.CLIENT_OPTION_INVALID, { message: "options.api is invalid." });
  }
  const data = raw.data !== null && typeof raw.data === "object" && !Array.isArray(raw.data) ? raw.data : {};
  const timeout =
    typeof raw.timeout === "number" && raw.timeout > 0 && raw.timeout <= MAX_TIMER_MS ? raw.timeout : REQUEST_TIMEOUT_MS;
  if (api === "graphQLApi") return { api, method: "POST", endpoint: "", data, timeout };
  if (typeof raw.method !== "string" || raw.method === "") throw optionRequired("method");
  if (typeof raw.endpoint !== "string" || raw.endpoint === "") throw optionRequired("endpoint");
  return { api, method: raw.method, endpoint: raw.endpoint.replace(/^\/+/, ""), data, timeout };
}

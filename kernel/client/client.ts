import type { Authorization } from "../authorization/parse.js";
import type { Analytics } from "../analytics/analytics.js";
import type { ClientConfiguration, GatewayConfiguration } from "../configuration/types.js";
import { createError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { loadRequestChunk, type RequestChunk } from "../transport/load-request.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
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

  constructor(parts: ClientParts) {
    this.#parts = parts;
    analyticsOf.set(this, parts.analytics);
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
    const { sendRequest } = await requestMachinery();
    return sendRequest(this.#parts, options);
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
 * its frames): fetches the request machinery only for a merchant who collects device data; never throws,
 * never holds up the tokenization.
 */
export function collectCardFraudData(...args: Parameters<RequestChunk["collectCardFraudData"]>): void {
  if (!args[0]?.creditCards?.collectDeviceData) return;
  loadRequestChunk().then((chunk) => chunk.collectCardFraudData(...args), () => undefined);
}

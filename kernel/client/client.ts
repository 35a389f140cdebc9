import type { Authorization } from "../authorization/parse.js";
import type { Analytics } from "../analytics/analytics.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { createError, type BraintreeError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { loadPart } from "../parts/parts.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import type { Callback } from "../methods/callback.js";
import type { RequestOptions, RequestResult } from "../transport/request.js";
import { VERSION } from "../version.js";
import { parseJson, stringifyJson } from "../values/intrinsics.js";

export type { RequestOptions, RequestResult } from "../transport/request.js";

/** `client.request`'s callback: the error, or the response body and the HTTP status. */
export type RequestCallback = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the gateway's body, `any` as the community typings have it
  callback(error?: BraintreeError | null, body?: any, status?: number): void;
}["callback"];

type Json = Record<string, unknown>;

/** What `client.getConfiguration()` returns. */
export interface ClientConfiguration {
  authorizationType: "TOKENIZATION_KEY" | "CLIENT_TOKEN";
  /** The client token's fingerprint; absent for a tokenization key. */
  authorizationFingerprint?: string;
  analyticsMetadata: AnalyticsMetadata;
  gatewayConfiguration: GatewayConfiguration;
  /** `true` when the client was created with `debug: true`; absent otherwise. */
  isDebug?: boolean;
  /** The tokenization key or client token the client was created with. */
  authorization: string;
}

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
    // Through the JSON the kernel found: a later script's JSON.parse cannot rewrite an address or the authorization.
    return parseJson(
      stringifyJson({
        authorizationType: authorization.kind,
        authorizationFingerprint:
          authorization.kind === "CLIENT_TOKEN" ? authorization.authorizationFingerprint : undefined,
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
  request(options: RequestOptions, callback: RequestCallback): void;
  // The body is `any`, as in the provider's typings: its shape depends on the endpoint asked.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request(options: RequestOptions): Promise<any>;
  request(options: RequestOptions): Promise<unknown> | undefined {
    return this.#send(options);
  }

  async #send(options: RequestOptions): Promise<RequestResult> {
    const { sendRequest } = await requestMachinery();
    return sendRequest(this.#parts, options);
  }

  /**
   * Compatibility only: the provider's private request to an absolute address on the trusted domains, which
   * braintree-web-drop-in calls for its analytics on every create. Calls back with `(error, body, status)`, or
   * returns a Promise of the body.
   */
  _request(
    options: unknown,
    callback?: (error: unknown, body?: unknown, status?: number) => void,
  ): Promise<unknown> | undefined {
    const sent = requestMachinery().then((machinery) => machinery.sendPrivateRequest(options));
    if (typeof callback !== "function") return sent.then((answer) => answer.body);
    sent.then(
      (answer) => callback(null, answer.body, answer.status),
      (error: unknown) => callback(error),
    );
    return undefined;
  }

  teardown(callback: Callback<void>): void;
  teardown(): Promise<void>;
  async teardown(): Promise<void> {
    // Sent, not waited for: teardown resolves without the logger's answer (flush never rejects).
    void this.#parts.analytics.flush();
    this.#parts.onTeardown();
  }
}

type RequestMachinery = typeof import("../transport/request.js");

/**
 * The machinery of `client.request` (option checks, gateway transport, GraphQL translations, card fraud hook): a part
 * (`client-request`), so pages that never call it (Hosted Fields tokenizes inside its frames) never fetch it. A part
 * that cannot be fetched is the gateway out of reach, as the provider reports it.
 */
function requestMachinery(): Promise<RequestMachinery> {
  return loadPart("client-request", () => import("../transport/request.js")).catch((error: unknown) => {
    throw createError(clientErrors.CLIENT_GATEWAY_NETWORK, { details: { originalError: error } });
  });
}

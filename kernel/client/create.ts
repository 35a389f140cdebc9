import { createAnalytics } from "../analytics/analytics.js";
import { parseAuthorization } from "../authorization/parse.js";
import { REQUEST_TIMEOUT_MS } from "../constants.js";
import { fetchConfiguration, verifyConfiguration } from "./configuration.js";
import { asProviderHoldsIt } from "./graphql-configuration.js";
import { createError } from "../errors/braintree-error.js";
import { clientErrors, sharedErrors } from "../errors/catalogue.js";
import { exposeMethods } from "../methods/public-methods.js";
import { settle, attempt, type Callback } from "../methods/callback.js";
import { createMetadata, uuid } from "../transport/metadata.js";
import { recordOf } from "../values/inspect.js";
import { Client, sendEvent, type RequestResult } from "./client.js";

/** Options of `client.create`. */
export interface ClientCreateOptions {
  /** A tokenization key or a client token. */
  authorization: string;
  /** Use this analytics session id instead of a new one. */
  sessionId?: string;
  /** Marks the configuration as debug (`isDebug`). */
  debug?: boolean;
}

/** One pending or finished client per authorization string; dropped on failure and on teardown. */
const clients = new Map<string, Promise<Client>>();

/**
 * Clients the loader started ahead of a component's bundle (`startClient`) that no `create` has asked for yet,
 * by authorization: the first `create` to ask takes it as its own, success or failure, and it is not reported as
 * a cached client.
 */
const unclaimed = new Map<string, Promise<Client>>();

/** Creates a client, or returns the one already made for this authorization. */
export function createClient(options: ClientCreateOptions): Promise<Client> {
  return attempt(() => {
    const raw = recordOf(options) as Partial<ClientCreateOptions>;
    const authorization = raw.authorization;
    if (authorization === undefined || authorization === null || authorization === "") {
      throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
        message: "options.authorization is required when instantiating a client.",
      });
    }
    if (typeof authorization !== "string") throw createError(clientErrors.CLIENT_INVALID_AUTHORIZATION);
    const started = unclaimed.get(authorization);
    if (started) {
      unclaimed.delete(authorization);
      return started;
    }
    const cached = clients.get(authorization);
    if (cached) {
      cached.then(
        (client) => sendEvent(client, "custom.client.load.cached"),
        () => undefined,
      );
      return cached;
    }
    const pending = buildClient(authorization, raw);
    clients.set(authorization, pending);
    pending.catch(() => {
      if (clients.get(authorization) === pending) clients.delete(authorization);
    });
    return pending;
  });
}

/**
 * Starts the client of a component's `authorization` while the component's bundle is still on its way (the
 * loader calls it in the same tick as it requests the bundle), so the configuration request is not kept
 * waiting. The component's own `create` then takes this client over. Never throws or rejects: whatever is
 * wrong is reported by that `create`. Returns what to call if no `create` took it (its bundle failed).
 */
export function startClient(authorization: unknown): () => void {
  if (
    typeof authorization !== "string" ||
    authorization === "" ||
    clients.has(authorization) ||
    unclaimed.has(authorization)
  ) {
    return () => undefined;
  }
  const pending = createClient({ authorization });
  pending.catch(() => undefined);
  unclaimed.set(authorization, pending);
  return () => {
    if (unclaimed.get(authorization) !== pending) return;
    unclaimed.delete(authorization);
    if (clients.get(authorization) === pending) clients.delete(authorization);
  };
}

async function buildClient(authorizationString: string, options: Partial<ClientCreateOptions>): Promise<Client> {
  const authorization = parseAuthorization(authorizationString);
  const sessionId = typeof options.sessionId === "string" && options.sessionId ? options.sessionId : uuid();
  const metadata = createMetadata(sessionId);
  const fetched = await fetchConfiguration(authorization, metadata, REQUEST_TIMEOUT_MS);
  const gatewayConfiguration = asProviderHoldsIt(fetched, authorization);
  verifyConfiguration(gatewayConfiguration, authorization);
  const analytics = createAnalytics(gatewayConfiguration, authorization, metadata);
  const client = new Client({
    authorization,
    metadata,
    gatewayConfiguration,
    analytics,
    isDebug: options.debug === true,
    onTeardown: () => clients.delete(authorizationString),
  });
  // getConfiguration is left out: like the provider's, it still answers after teardown.
  exposeMethods(client, {
    async: ["request", "teardown"],
    sync: ["getVersion", "toJSON"],
    callbackArgs: { request: (result: RequestResult) => [result, result._httpStatus] },
  });
  analytics.send("custom.client.load.initialized");
  analytics.send("custom.client.load.succeeded");
  return client;
}

/** The public `client.create(options, callback?)`: a Promise, or `undefined` when a callback is given. */
export function create(options: ClientCreateOptions): Promise<Client>;
export function create(options: ClientCreateOptions, callback: Callback<Client>): undefined;
export function create(options: ClientCreateOptions, callback?: Callback<Client>): Promise<Client> | undefined {
  return settle(createClient(options), callback);
}

/** Forgets every cached client (tests and full page resets). */
export function clearClientCache(): void {
  clients.clear();
  unclaimed.clear();
}

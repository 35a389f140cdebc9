// What the loader starts in the same tick as a component's bundles, when its `create` is called: the
// configuration request (the loader has the authorization) and the plugin's own early work (its manifest's
// `early` module, e.g. Hosted Fields' frames). The kernel and the plugin take it over when their code
// arrives (kernel/registry/early.ts), so a checkout costs two sequential round trips: the loader, then
// everything else at once.
import { readAuthorization } from "../kernel/authorization/parse.js";
import { configurationLocation, configurationRequestUrl, type EarlyConfiguration } from "../kernel/configuration/request.js";
import { isTrustedUrl } from "../kernel/configuration/trusted-domains.js";
import { EARLY_KEY, type EarlyWork } from "../kernel/registry/early.js";
import { createMetadata, uuid } from "../kernel/transport/metadata.js";
import { EARLY } from "./early.generated.js";
import { BASE } from "./load-bundle.js";

type Braintree = Record<string, unknown>;

/** Early work the loader may take away again. */
type Started = { abandon(): void };

/** The asset origin root (…/web/<version>/js/ → …), when the loader knows where it came from and trusts it. */
const ASSETS_URL = BASE && isTrustedUrl(BASE) ? new URL("../../..", BASE).href.replace(/\/$/, "") : undefined;

/** The configuration request of this authorization, sent as the kernel sends it; `undefined` if it may not be. */
function requestConfiguration(authorization: string, sessionId: string): (EarlyConfiguration & Started) | undefined {
  const parsed = readAuthorization(authorization);
  const location = parsed && configurationLocation(parsed);
  // Never contact an untrusted address: the kernel refuses it with its catalogue error.
  if (!parsed || !location || !isTrustedUrl(location)) return undefined;
  const url = configurationRequestUrl(location, parsed, createMetadata(sessionId));
  const controller = new AbortController();
  // The kernel's GET (transport/http.ts): no custom header, so no CORS preflight. The kernel reads the answer
  // and times it out; unread, it is dropped.
  const response = fetch(url, { credentials: "omit", signal: controller.signal });
  response.catch(() => undefined);
  return { sessionId, url, response, controller, abandon: () => controller.abort() };
}

/**
 * Starts the early work of `braintree[name].create(options)`; returns what to call once the create has
 * settled (`failed`: refused, so what was started and not taken over goes). Never throws: the early work
 * only saves time, and whatever is wrong with the options is for the component to report.
 */
export function startEarly(braintree: Braintree, name: string, options: unknown): (failed?: boolean) => void {
  let work = braintree[EARLY_KEY] as EarlyWork | undefined;
  if (!work) Object.defineProperty(braintree, EARLY_KEY, { value: (work = new Map()) });
  const early = work;
  const started: Array<[unknown, Started | undefined]> = [];
  try {
    const { client, authorization, sessionId } = options as { client?: unknown; authorization?: unknown; sessionId?: unknown };
    // Once the kernel is on the page its client cache answers; until then the configuration is asked for here.
    if (!braintree.__paykitKernel && client == null && typeof authorization === "string" && !early.has(authorization)) {
      // client.create's own session id goes on the wire, as the kernel would send it.
      const session = name === "client" && typeof sessionId === "string" && sessionId ? sessionId : uuid();
      started.push([authorization, requestConfiguration(authorization, session)]);
    }
    started.push([options, ASSETS_URL ? EARLY[name]?.(options as never, ASSETS_URL) : undefined]);
  } catch {
    // A throwing getter or an odd value: the component raises its catalogue error for it.
  }
  for (const [key, value] of started) if (value) early.set(key, value);
  return (failed) => {
    for (const [key, value] of started) {
      // Taken over (no longer here): a configuration request is the client's now, which another create may share.
      const taken = early.get(key) !== value;
      if (!taken) early.delete(key);
      // This create's own frames go whoever holds them (the plugin has removed those it placed).
      if (failed && (!taken || key === options)) value?.abandon();
    }
  };
}

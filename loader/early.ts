// What the loader starts in the same tick as a component's bundle request, when its `create` is called: the
// client of the create's authorization (so the configuration request is not kept waiting for the bundle) and
// the plugin's own early work (its manifest's `early` module, e.g. Hosted Fields' field frames). The kernel and
// the plugin take them over when the plugin's code arrives, so a checkout costs two sequential round trips: the
// loader, then everything else at once. The early work goes into the loader's own kernel (registry/early.ts), never
// through the runtime handle: when another kernel bundle was on the page first (its handle is the page's), the
// loader starts no early work and the plugin places its frames itself.
import type { startClient as StartClient } from "../kernel/client/create.js";
import { leaveEarly, settleEarly, type EarlyWork } from "../kernel/registry/early.js";
import { recordOf } from "../kernel/values/inspect.js";

/** A payment method as the loader knows it before its bundle arrives (loader/plugins.generated.ts). */
export interface LoaderPlugin {
  /** Synchronous statics the namespace answers without its bundle. */
  statics?: Record<string, (...args: never[]) => unknown>;
  /** Work that needs neither the plugin's code nor the configuration; `assetsUrl` has no trailing slash. */
  early?: (options: never, assetsUrl: string) => EarlyWork | undefined;
}

/**
 * Starts what `create(options)` can start before the bundle runs; returns what to call once the create has
 * settled. Never throws: the early work only saves time, and whatever is wrong with the options is for the
 * component to report with its catalogue error. `startClient` is the page kernel's (read from its runtime handle).
 */
export function startEarly(
  startClient: typeof StartClient,
  plugin: LoaderPlugin,
  options: unknown,
  assetsUrl: string | undefined,
): (failed: boolean) => void {
  // `assetsUrl` is given only when this loader's kernel is the page's.
  let releaseClient = () => undefined as void;
  let work: EarlyWork | undefined;
  try {
    const { client, authorization } = recordOf(options);
    if (client === undefined || client === null) releaseClient = startClient(authorization);
    work = assetsUrl && plugin.early ? plugin.early(options as never, assetsUrl) : undefined;
    if (work) leaveEarly(options, work);
  } catch {
    // A hostile value: the component raises its catalogue error for it.
  }
  return (failed) => {
    if (work) settleEarly(options, work, failed);
    if (failed) releaseClient();
  };
}

// What a CDN kernel bundle (client.min.js, or loader.min.js which contains it) does when it runs: publishes the
// runtime handle that every other CDN bundle on the page imports the runtime modules from (kernel/runtime.ts),
// and the `client` namespace. A page may load the kernel twice (its own client.min.js tag and the loader, or a
// plugin bundle that fetched client.min.js): the first one stays, so there is one client cache, one registry and
// one BraintreeError class, and the second hands it the parts it knows.
import * as runtime from "./runtime.js";
import { client, VERSION } from "./index.js";
import { RUNTIME_HANDLE } from "./constants.js";
import { setAssetsBaseHint } from "./frames/assets-base.js";

/** The kernel's runtime modules, by their names; the handle holds each under its key (read below). */
export type Runtime = typeof runtime;

declare global {
  /**
   * The runtime handle's key of each export (build/runtime-keys.ts), for the kernel's reads of a handle:
   * `handle[__PAYKIT_RUNTIME_KEY__.loadPart]`. The CDN kernel builds replace each by its key; nothing else runs them.
   */
  const __PAYKIT_RUNTIME_KEY__: { readonly [Name in keyof Runtime]: Name };
}

/**
 * Publishes this kernel on `braintree` unless one is already there, and returns the page's kernel.
 * `scriptUrl` is where this bundle was served from (the asset origin root is three directories up:
 * `<assets>/web/<version>/js/`), so frames can load before the configuration names the asset origin.
 */
export function installKernel(scriptUrl: string | undefined): Runtime {
  const root = globalThis as { braintree?: Record<string, unknown> };
  const braintree = (root.braintree ??= {});
  const existing = braintree[RUNTIME_HANDLE] as Runtime | undefined;
  if (existing) {
    existing[__PAYKIT_RUNTIME_KEY__.addPartRows](runtime[__PAYKIT_RUNTIME_KEY__.partRows]());
    return existing;
  }
  // A frozen copy: a script that runs after paykit can neither replace the handle nor a function on it.
  Object.defineProperty(braintree, RUNTIME_HANDLE, { value: Object.freeze({ ...runtime }) });
  holdNamespace(root, braintree);
  braintree.client = client;
  braintree.VERSION = VERSION;
  braintree.BraintreeError ??= runtime[__PAYKIT_RUNTIME_KEY__.BraintreeError];
  if (scriptUrl) setAssetsBaseHint(new URL("../../../", scriptUrl).href);
  return runtime;
}

/**
 * Keeps `window.braintree` this object for good, so that a later script cannot put a wrapper in its place before a
 * plugin bundle reads the runtime handle from it. Pages keep assigning to it as they do with the provider's SDK
 * (`window.braintree = window.braintree || {}`, in strict code too): the assignment is accepted and changes nothing.
 * A page that declared `var braintree` first keeps its own binding (it cannot be redefined).
 */
function holdNamespace(root: object, braintree: Record<string, unknown>): void {
  try {
    Object.defineProperty(root, "braintree", { get: () => braintree, set: () => undefined, enumerable: true });
  } catch {
    // Not configurable: left as the page made it.
  }
}

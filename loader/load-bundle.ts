import { createError } from "../kernel/errors/braintree-error.js";
import { incompatibleVersions } from "../kernel/errors/versions.js";
import { sharedErrors } from "../kernel/errors/catalogue.js";
import { loadScript } from "../kernel/scripts/load-script.js";
import { VERSION } from "../kernel/version.js";
import { BUNDLES, bundleFile } from "./namespaces.js";

export interface LoadedNamespace {
  create(options: unknown): Promise<unknown>;
  VERSION: string;
}

/** The part of the kernel runtime (kernel/runtime.ts) the loader reads: plugins reach a page through its registry. */
interface Registry {
  getPlugin(name: string): { version: string; displayName: string; namespace: LoadedNamespace } | undefined;
}

type Root = { braintree: Record<string, unknown> & { __paykitKernel?: Registry } };

/** The directory the loader was served from: every bundle sits beside it. */
export const BASE = (() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src ?? "";
  return src.slice(0, src.lastIndexOf("/") + 1);
})();

/**
 * Fetches a namespace's bundle once (concurrent callers share the fetch), pinned by its integrity, and
 * returns the namespace the kernel's registry admitted, refusing a plugin built for another version.
 */
export async function loadNamespace(name: string, proxy: object): Promise<LoadedNamespace> {
  const integrity = BUNDLES[name];
  if (!integrity) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { message: `${name} is not available.` });
  const root = globalThis as unknown as Root;
  // Ordered: a plugin bundle runs after client.min.js, whose kernel runtime it uses; both download at once.
  const src = BASE + bundleFile(name);
  await loadScript({ src, integrity, crossOrigin: "anonymous", ordered: true });
  // A plugin bundle registers with the kernel runtime; anything else (client.min.js, a foreign script) only
  // left a namespace behind, checked by the version it claims.
  const plugin = root.braintree.__paykitKernel?.getPlugin(name);
  const loaded = plugin ? plugin.namespace : (root.braintree[name] as LoadedNamespace | undefined);
  if (!loaded || loaded === proxy || typeof loaded.create !== "function") {
    throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { details: { src } });
  }
  const version = plugin ? plugin.version : loaded.VERSION;
  if (version !== VERSION) {
    root.braintree[name] = proxy;
    throw incompatibleVersions(VERSION, plugin ? plugin.displayName : name, String(version));
  }
  return loaded;
}

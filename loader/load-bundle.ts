import { createError } from "../kernel/errors/braintree-error.js";
import { sharedErrors } from "../kernel/errors/catalogue.js";
import { loadScript } from "../kernel/scripts/load-script.js";
import { VERSION } from "../kernel/version.js";
import { BUNDLES } from "./namespaces.js";

export interface LoadedNamespace {
  create(options: unknown): Promise<unknown>;
  VERSION: string;
}

type Root = { braintree: Record<string, unknown> };

/** The directory the loader was served from: every bundle sits beside it. */
export const BASE = (() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src ?? "";
  return src.slice(0, src.lastIndexOf("/") + 1);
})();

/**
 * Fetches a namespace's bundle once (concurrent callers share the fetch), pinned by its integrity,
 * and returns the namespace it installed, refusing one built for another version.
 */
export async function loadNamespace(name: string, proxy: object): Promise<LoadedNamespace> {
  const bundle = BUNDLES[name];
  if (!bundle) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { message: `${name} is not available.` });
  const root = globalThis as unknown as Root;
  // Ordered: a plugin bundle runs after client.min.js, whose kernel runtime it uses; both download at once.
  await loadScript({ src: BASE + bundle.file, integrity: bundle.integrity, crossOrigin: "anonymous", ordered: true });
  const loaded = root.braintree[name] as LoadedNamespace | undefined;
  if (!loaded || loaded === proxy || typeof loaded.create !== "function") {
    throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { details: { src: BASE + bundle.file } });
  }
  if (loaded.VERSION !== VERSION) {
    root.braintree[name] = proxy;
    throw createError(sharedErrors.INCOMPATIBLE_VERSIONS, {
      message: `Client (version ${VERSION}) and ${name} (version ${String(loaded.VERSION)}) components must be from the same SDK version.`,
    });
  }
  return loaded;
}

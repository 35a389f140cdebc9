// How the checkout reaches a payment method: its plugin is a part (kernel/parts/parts.ts), fetched the first time a
// sheet needs it (on npm a chunk of the merchant's bundler, on the CDN `<dir>.min.js` pinned by the part table), and
// the kernel's registry makes its namespace. The checkout never imports plugin code otherwise.
import { getPlugin, loadPart, registerPlugin, type AnyPlugin, type NamespaceOf } from "../kernel/index.js";

/** Defined (`true`) by the build in the checkout's CDN bundles only (build/build.ts, `checkoutCdnBuild`, `partCdnBuild`). */
declare const __PAYKIT_CDN__: true | undefined;

/**
 * Whether a part is reached by an `import()`: on npm (and in the tests, which run the source) the merchant's bundler
 * follows it. The checkout's own CDN bundle leaves those it makes out (`ON_NPM ? () => import(…) : undefined` folds to
 * `undefined` there): the page's kernel fetches every part by its part table and never calls them.
 */
export const ON_NPM = typeof __PAYKIT_CDN__ === "undefined";

/**
 * A payment method's namespace (`hostedFields`, `venmo`, …), its plugin fetched once per page unless its bundle is
 * already installed (the merchant's own script tag).
 */
export async function namespaceOf<P extends AnyPlugin>(
  name: string,
  importer: () => Promise<{ default: P }>,
): Promise<NamespaceOf<P>> {
  const plugin: P =
    (getPlugin(name) as P | undefined) ?? (await loadPart<P>(name, () => importer().then((module) => module.default)));
  return registerPlugin(plugin);
}

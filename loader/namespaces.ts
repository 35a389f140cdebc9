// What the loader knows before any bundle is fetched: every namespace, its file, and the static
// answers pages ask synchronously. Generated values come from the build (see build/build.ts).
import { EARLY } from "./early.generated.js";

/**
 * Namespace → subresource integrity of its bundle, for `client` and every plugin the build produced. The file
 * is the namespace in kebab case (`hostedFields` → `hosted-fields.min.js`; the build checks every plugin
 * folder is named so), see `bundleFile`: the loader every page loads carries no file names.
 */
declare const __PAYKIT_BUNDLES__: Record<string, string>;

export const BUNDLES: Record<string, string> = __PAYKIT_BUNDLES__;

/**
 * The bundle file of a namespace, next to the loader. `client` and the plugins with early work have a build of
 * their own for the loader (`loader-<file>`): it takes from the loader the code the loader already carries
 * (shared-modules.ts), and a plugin's runs once client.min.js's kernel is there, which the loader sees to.
 */
export function bundleFile(name: string): string {
  return `${name === "client" || EARLY[name] ? "loader-" : ""}${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.min.js`;
}

export { STATICS } from "./statics.generated.js";

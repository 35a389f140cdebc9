// What the loader knows before any bundle is fetched: every namespace, its file, and the static
// answers pages ask synchronously. Generated values come from the build (see build/build.ts).

/**
 * Namespace → subresource integrity of its bundle, for `client` (loader-client.min.js) and every plugin the build produced. The file
 * is the namespace in kebab case (`hostedFields` → `hosted-fields.min.js`; the build checks every plugin
 * folder is named so): the loader every page loads carries no file names.
 */
declare const __PAYKIT_BUNDLES__: Record<string, string>;

export const BUNDLES: Record<string, string> = __PAYKIT_BUNDLES__;

/**
 * The bundle file of a namespace, next to the loader. `client` is loader-client.min.js: client.min.js built to
 * take from the loader the kernel code the loader already carries (shared-modules.ts).
 */
export function bundleFile(name: string): string {
  return `${name === "client" ? "loader-" : ""}${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.min.js`;
}

export { STATICS } from "./statics.generated.js";

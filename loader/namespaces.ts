// What the loader knows before any bundle is fetched: every namespace, its file, and the static
// answers pages ask synchronously. Generated values come from the build (see build/build.ts).

declare const __PAYKIT_BUNDLES__: Record<string, { file: string; integrity: string }>;

export interface BundleInfo {
  /** File next to the loader, e.g. "hosted-fields.min.js". */
  file: string;
  /** sha256 subresource integrity written by the build. */
  integrity: string;
}

/** Namespace → bundle, for `client` and every plugin the build produced. */
export const BUNDLES: Record<string, BundleInfo> = __PAYKIT_BUNDLES__;

export { STATICS } from "./statics.generated.js";

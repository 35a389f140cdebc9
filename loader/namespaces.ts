// What the loader knows before any bundle is fetched: every namespace, its file, and the static
// answers pages ask synchronously. Generated values come from the build (see build/build.ts).

import { supportsPopupFlows } from "../kernel/frames/browser.js";

declare const __PAYKIT_BUNDLES__: Record<string, { file: string; integrity: string }>;

export interface BundleInfo {
  /** File next to the loader, e.g. "hosted-fields.min.js". */
  file: string;
  /** sha384 subresource integrity written by the build. */
  integrity: string;
}

/** Namespace → bundle, for `client` and every plugin the build produced. */
export const BUNDLES: Record<string, BundleInfo> = __PAYKIT_BUNDLES__;

/** Synchronous statics of namespaces, answered without fetching the bundle (the same answers it gives). */
export const STATICS: Record<string, Record<string, () => unknown>> = {
  hostedFields: { supportsInputFormatting: () => true },
  paypal: { isSupported: () => true },
  masterpass: { isSupported: supportsPopupFlows },
};

// Answers the `braintree.venmo` namespace gives before any bundle is fetched (the loader serves them too).
import { isBrowserSupported as supports } from "./browser.js";
import type { VenmoBrowserSupportOptions } from "./types.js";

/** Whether Venmo can be offered in this browser with these options; never throws. */
export function isBrowserSupported(options?: VenmoBrowserSupportOptions): boolean {
  try {
    return supports(options);
  } catch {
    return false;
  }
}

// Answers the `braintree.masterpass` namespace gives before any bundle is fetched (the loader serves them too).
import { supportsPopupFlows } from "../../kernel/index.js";

/** Masterpass needs a real pop-up, or an app's pop-up bridge. */
export function isSupported(): boolean {
  return supportsPopupFlows();
}

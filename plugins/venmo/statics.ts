// Answers the `braintree.venmo` namespace gives before any bundle is fetched (the loader serves them too): whether
// the Venmo app switch can work in this browser (spec 001 §5).
import {
  inIframe,
  isAndroid,
  isChrome,
  isFacebookOwnedBrowserOnAndroid,
  isIos,
  isIosSafari,
  isMobile,
  isNonDefaultBrowser,
  isWebview,
} from "../common/browser.js";
import { recordOf } from "../../kernel/index.js";
import type { VenmoBrowserSupportOptions } from "./types.js";

/** Options as booleans, with the defaults of spec 001 §9. */
function allowances(options: unknown) {
  const given = recordOf(options);
  const allowed = (name: keyof VenmoBrowserSupportOptions) => (name in given ? Boolean(given[name]) : true);
  return {
    desktop: given.allowDesktop === true || given.allowDesktopWebLogin === true,
    newTab: allowed("allowNewBrowserTab"),
    nonDefault: allowed("allowNonDefaultBrowsers"),
    webviews: allowed("allowWebviews"),
  };
}

/** Whether Venmo can be offered in this browser with these options; never throws. */
export function isBrowserSupported(options?: VenmoBrowserSupportOptions): boolean {
  try {
    return supports(allowances(options));
  } catch {
    return false;
  }
}

function supports(allow: ReturnType<typeof allowances>): boolean {
  if (isNonDefaultBrowser() && !allow.nonDefault) return false;
  if (!allow.webviews && isWebview()) return false;
  if (isUnsupportedMobileBrowser(allow)) return false;
  return isMobile() || allow.desktop;
}

function isUnsupportedMobileBrowser(allow: ReturnType<typeof allowances>): boolean {
  // Chrome on iOS returns from the app in a new tab, which a frame cannot receive.
  if ((allow.nonDefault || allow.newTab) && !inIframe() && isIos() && isChrome()) return false;
  if (isIos() && !isIosSafari()) return !allow.newTab;
  if (isAndroid() && !isChrome()) return !allow.newTab;
  return isFacebookOwnedBrowserOnAndroid();
}

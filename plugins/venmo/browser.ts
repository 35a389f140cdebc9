// What the Venmo app switch needs to know about the browser it runs in (spec 001 §5).
import type { VenmoBrowserSupportOptions } from "./types.js";

const agent = (): string => (typeof navigator === "undefined" ? "" : navigator.userAgent);
const test = (pattern: RegExp) => pattern.test(agent());

export const isAndroid = () => test(/Android/i);
export const isIos = () => test(/iPhone|iPod|iPad/i);
/** Chrome, including Chrome on iOS; not the Chromium-based browsers that name themselves. */
export const isChrome = () => test(/Chrome|CriOS/) && !test(/Edg|OPR|Opera|SamsungBrowser|Silk|UCBrowser/);
export const isIosWebview = () => isIos() && !test(/Safari/i);
export const isIosSafari = () => isIos() && !isIosWebview() && !test(/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//);
export const isAndroidWebview = () => isAndroid() && test(/; wv\)/);
export const isWebview = () => isIosWebview() || isAndroidWebview();
export const isSamsungBrowser = () => test(/SamsungBrowser/);
export const isMobileFirefox = () => (isIos() && test(/FxiOS/)) || (isAndroid() && test(/Firefox/));
export const isMobile = () => isAndroid() || isIos();

/** Facebook's and Instagram's in-app browsers on Android never come back from the app. */
const isFacebookOwnedBrowserOnAndroid = () =>
  (test(/huawei/i) && test(/fban/i)) || (isAndroid() && test(/fb_iab|instagram/i));

/** Whether this page sits in a frame (a frame can neither receive return URLs nor open the app). */
export function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** A mobile browser that is not the platform's own (Safari on iOS, Chrome on Android). */
export function isNonDefaultBrowser(): boolean {
  return isMobile() && !isIosSafari() && !(isAndroid() && isChrome());
}

/** Options as booleans, with the defaults of spec 001 §9. */
function read(options: unknown) {
  const given = (options !== null && typeof options === "object" ? options : {}) as Record<string, unknown>;
  const allowed = (name: keyof VenmoBrowserSupportOptions) => (Object.hasOwn(given, name) ? Boolean(given[name]) : true);
  return {
    desktop: given.allowDesktop === true || given.allowDesktopWebLogin === true,
    newTab: allowed("allowNewBrowserTab"),
    nonDefault: allowed("allowNonDefaultBrowsers"),
    webviews: allowed("allowWebviews"),
  };
}

/** Whether Venmo can be offered here, given the merchant's options. */
export function isBrowserSupported(options?: unknown): boolean {
  const allow = read(options);
  if (isNonDefaultBrowser() && !allow.nonDefault) return false;
  if (!allow.webviews && isWebview()) return false;
  if (isUnsupportedMobileBrowser(allow)) return false;
  return isMobile() || allow.desktop;
}

function isUnsupportedMobileBrowser(allow: ReturnType<typeof read>): boolean {
  // Chrome on iOS returns from the app in a new tab, which a frame cannot receive.
  if ((allow.nonDefault || allow.newTab) && !inIframe() && isIos() && isChrome()) return false;
  if (isIos() && !isIosSafari()) return !allow.newTab;
  if (isAndroid() && !isChrome()) return !allow.newTab;
  return isFacebookOwnedBrowserOnAndroid();
}

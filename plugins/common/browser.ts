// What a payment method may need to know about the browser it runs in, read from the user agent: whether it is
// a phone, a webview, the platform's own browser (app switches and return URLs depend on it).

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
export const isFacebookOwnedBrowserOnAndroid = () =>
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

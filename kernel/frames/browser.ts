/**
 * Whether `window.open` gives a real, separate window. In-app browsers and web views either refuse or
 * open the page in place of the merchant page, so the frame service shows a modal there instead.
 */
export function supportsPopups(
  userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent,
): boolean {
  const iosWebView = /iPhone|iPod|iPad/i.test(userAgent) && !/Safari/i.test(userAgent);
  const androidWebView = /Android/i.test(userAgent) && /; wv\)/.test(userAgent);
  const inAppBrowser = /FBAN|FBAV|Instagram/i.test(userAgent);
  return !(iosWebView || androidWebView || inAppBrowser);
}

/** The native pop-up bridge an app may install in its web view. */
export interface PopupBridge {
  open(url: string): void;
  getReturnUrlPrefix(): string;
  onComplete?: (error: unknown, payload?: { path?: string; queryItems?: Record<string, unknown> }) => void;
}

export function popupBridge(): PopupBridge | undefined {
  const candidate = (globalThis as { popupBridge?: Partial<PopupBridge> }).popupBridge;
  return candidate && typeof candidate.open === "function" && typeof candidate.getReturnUrlPrefix === "function"
    ? (candidate as PopupBridge)
    : undefined;
}

/** Whether a pop-up flow can run here: a real pop-up, or an app's pop-up bridge. */
export function supportsPopupFlows(): boolean {
  return Boolean(popupBridge() || supportsPopups());
}

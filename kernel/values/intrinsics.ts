// The built-ins paykit relies on where a script that runs after it could steer a card or learn a field frame's proof,
// as they were when the kernel bundle ran. A later script can replace `JSON.parse` or the `contentWindow` getter, or
// give a frame it navigated to this page's origin a `postMessage` of its own; these copies keep working as the browser
// made them. On the CDN this module is one of the runtime modules (kernel/runtime.ts), so a plugin bundle fetched
// after such a script still uses the kernel's copies. Each costs bytes in the kernel bundle: only those a late replacement could turn against the card are here.

/** `fn` called with its receiver as first argument, without looking up `call` each time. */
export const uncurry = <T, A extends unknown[], R>(fn: (this: T, ...args: A) => R): ((self: T, ...args: A) => R) =>
  Function.prototype.call.bind(fn) as (self: T, ...args: A) => R;

const inBrowser = typeof window === "object" && typeof HTMLIFrameElement === "function";

// Each capture is marked pure so that a bundle which never calls it (a frame page) leaves it out.
const frameWindow = /* @__PURE__ */ (() =>
  inBrowser
    ? // eslint-disable-next-line @typescript-eslint/unbound-method -- a getter uncurried on purpose: called with its receiver as the first argument
      uncurry(Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow")?.get as () => Window | null)
    : undefined)();

/** Document's getter on a window: throws for a window of another origin, as the browser's own getter does. */
const documentOf = /* @__PURE__ */ (() =>
  inBrowser
    ? // eslint-disable-next-line @typescript-eslint/unbound-method -- a getter uncurried on purpose: called with its receiver as the first argument
      uncurry(Object.getOwnPropertyDescriptor(window, "document")?.get as () => Document)
    : undefined)();

/** An iframe's window, through the browser's own getter. */
export function contentWindowOf(frame: HTMLIFrameElement): Window | null {
  return frameWindow ? frameWindow(frame) : frame.contentWindow;
}

/**
 * Posts `message` to `target` only while `target` shows a document of another origin, whose `postMessage` is the
 * browser's own (a frame a script navigated to this page's origin could carry one of its own, and is skipped). The
 * page's own `postMessage` is not used: scripts that wrap it before paykit (analytics do) keep working.
 */
export function postTo(target: Window, message: unknown, targetOrigin: string): void {
  if (documentOf) {
    try {
      documentOf(target);
      return;
    } catch {
      // Another origin's window: the browser's postMessage.
    }
  }
  target.postMessage(message, targetOrigin);
}

/** `JSON.parse` and `JSON.stringify` as the kernel found them. */
export const { parse: parseJson, stringify: stringifyJson } = JSON;

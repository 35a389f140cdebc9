// The small driver interface the cross-engine smoke suite (test/engines/smoke.ts) is written against, once for every
// engine: Firefox ESR through Playwright's WebDriver BiDi (firefox.ts) and WebKitGTK's MiniBrowser through
// WebKitWebDriver (webkit.ts). A test runs in a session as good as new (the previous test's,
// reset: its other windows closed, the first back on about:blank, its records gone; a new one after a failure) and talks to one window at a time; selectors are CSS, and `frame` names the iframe (a CSS selector in the current
// window) a call reaches into.

/** Where a call acts: the current window's page, or inside one of its iframes. */
export interface In {
  /** CSS selector of an iframe of the current window's page. */
  frame?: string;
}

/** One browser session: a window (the page), and the windows it opens. */
export interface Session {
  /** Opens `url` in the current window; resolves once it has loaded. */
  goto(url: string): Promise<void>;
  /** Waits until an element matching `selector` is displayed (`timeout` ms, 30 s by default). */
  waitFor(selector: string, where?: In, timeout?: number): Promise<void>;
  /** Clicks an element as a shopper does (waits for it to be displayed and enabled first). */
  click(selector: string, where?: In): Promise<void>;
  /** Puts `text` in an input as a shopper typing it (focus moves there first). */
  fill(selector: string, text: string, where?: In): Promise<void>;
  /** Presses Enter in an input that has the focus or is focused first. */
  pressEnter(selector: string, where?: In): Promise<void>;
  /** Chooses an option of a `<select>` by value. */
  select(selector: string, value: string): Promise<void>;
  /** The element's text content ("" when none). */
  text(selector: string, where?: In): Promise<string>;
  /** An attribute of the element (null when absent). */
  attribute(selector: string, name: string, where?: In): Promise<string | null>;
  /** Runs `script` (a function's source, called with `arg`) in the page or a frame; resolves to its JSON result. */
  evaluate<T>(script: string, arg?: unknown, where?: In): Promise<T>;
  /** Waits until `script` (as for `evaluate`) returns a truthy value; resolves to it. */
  waitUntil<T>(script: string, arg?: unknown, timeout?: number): Promise<T>;
  /** Runs `action`, waits for the window it opens, makes that window current, and resolves once it has loaded. */
  openedWindow(action: () => Promise<unknown>): Promise<void>;
  /** Opens a new window of the same session at `url` and makes it current (the shopper's phone, a second tab). */
  newWindow(url: string): Promise<void>;
  /** Closes the current window if still open and goes back to the first one. */
  backToPage(): Promise<void>;
  /** The console errors, uncaught errors and CSP violations seen in every window and frame so far. */
  consoleErrors(): Promise<string[]>;
  /**
   * Makes the session as good as new for the next test: closes every window but the first, navigates that one to
   * about:blank (which stops its timers, requests and frames) and forgets what it recorded. Nothing the suite opens
   * keeps cookies or Web Storage. Resolves to false when it cannot (the session is then closed and a new one opened).
   */
  reset(): Promise<boolean>;
  /** Ends the session. */
  close(): Promise<void>;
}

/** One engine: starts what it needs once, and opens a session when the suite needs a new one. */
export interface Engine {
  name: "firefox" | "webkit";
  start(): Promise<void>;
  session(): Promise<Session>;
  stop(): Promise<void>;
}

/**
 * Records, in the document it runs in, what would reach the console as an error: `console.error`, uncaught errors and
 * rejections, and Content-Security-Policy violations (which the engines log without going through `console`).
 * Idempotent; the records are in `window.__paykitEngineErrors`.
 */
export const RECORDER = `(() => {
  if (window.__paykitEngineErrors) return;
  const errors = (window.__paykitEngineErrors = []);
  const where = () => location.origin + location.pathname;
  const original = console.error;
  console.error = function (...args) {
    errors.push("console.error " + where() + ": " + args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
    return original.apply(this, args);
  };
  addEventListener("error", (event) => errors.push("uncaught " + where() + ": " + event.message));
  addEventListener("unhandledrejection", (event) => errors.push("unhandled rejection " + where() + ": " + (event.reason && event.reason.message || event.reason)));
  document.addEventListener("securitypolicyviolation", (event) => errors.push("CSP " + where() + ": " + event.effectiveDirective + " blocked " + event.blockedURI));
})()`;

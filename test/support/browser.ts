// Debian's Chromium driven by Playwright; never a downloaded browser.
// One Chromium per vitest worker for the whole run (the browser project runs its files in one worker without
// isolation, see vitest.config.ts): launching it per file cost about two seconds a file. Each test still gets a fresh
// browser context (`browser().newPage()` / `newContext()`), and a file's leftover contexts are closed after it.
import { chromium, type Browser, type ConsoleMessage, type Frame, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless Chromium 156 still draws its address bar's suggestion pop-up as two WebUI renderers
 * (chrome://omnibox-popup.top-chrome) for every browser context, which nothing here ever shows: about a third of
 * Chromium's CPU time per context (measured: 30 contexts with two pages each, 38.9 s of CPU with them, 28.2 s
 * without).
 */
const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "OmniboxAim"];

/**
 * The features playwright-core 1.65 disables in Chromium. Chromium keeps only the last `--disable-features`
 * switch, so ours must repeat them, or they would be turned back on (among them ThirdPartyStoragePartitioning,
 * which changes what a cross-origin frame may store). Check this list when playwright-core is upgraded.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(",")}`,
];

/** A Chromium of its own, for a test about start-up; other tests share the worker's through `useBrowser`. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  await pollWaitsByInterval(browser);
  return browser;
}

/** How often `waitForFunction` asks its predicate when a test names no polling. */
const POLLING_MS = 50;
const POLLING_PATCHED = Symbol.for("paykit.test.pollingPatched");

/**
 * `waitForFunction` without a `polling` option asks its predicate on every animation frame, which keeps the page
 * rendering 60 frames a second for as long as the test waits: about three times the CPU of asking every 50 ms (measured
 * on the demo page: 0.12 against 0.04 CPU-s per second of waiting), on a machine whose two cores the test lanes share.
 * Playwright has no default for it, so the Frame class's method (Page's delegates to it) gets one, once per process.
 */
async function pollWaitsByInterval(browser: Browser): Promise<void> {
  const slot = globalThis as { [POLLING_PATCHED]?: true };
  if (slot[POLLING_PATCHED]) return;
  const context = await browser.newContext();
  const frame = (await context.newPage()).mainFrame();
  type WaitForFunction = (this: Frame, pageFunction: unknown, arg?: unknown, options?: object) => Promise<unknown>;
  const prototype = Object.getPrototypeOf(frame) as { waitForFunction: WaitForFunction };
  const original = prototype.waitForFunction;
  prototype.waitForFunction = function (this: Frame, pageFunction, arg, options?: { polling?: unknown }) {
    return original.call(
      this,
      pageFunction,
      arg,
      options?.polling === undefined ? { ...options, polling: POLLING_MS } : options,
    );
  };
  slot[POLLING_PATCHED] = true;
  await context.close();
}

// Kept on globalThis so that it outlives a module re-evaluation between files.
const WORKER_BROWSER = Symbol.for("paykit.test.workerBrowser");
type WorkerSlot = { [WORKER_BROWSER]?: Promise<Browser> };

/** The worker's Chromium, launched on first use; relaunched if it crashed or a test closed it. */
export function workerBrowser(): Promise<Browser> {
  const slot = globalThis as WorkerSlot;
  const current = slot[WORKER_BROWSER];
  if (current) {
    return current.then((browser) => {
      if (browser.isConnected()) return browser;
      slot[WORKER_BROWSER] = undefined;
      return workerBrowser();
    });
  }
  const launched = launchChromium();
  slot[WORKER_BROWSER] = launched;
  launched.catch(() => {
    if (slot[WORKER_BROWSER] === launched) slot[WORKER_BROWSER] = undefined;
  });
  return launched;
}

/** The worker's browser for the tests of this file; the contexts a file leaves open are closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    if (!browser?.isConnected()) return;
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
  });
  return () => {
    if (!browser) throw new Error("browser not started");
    return browser;
  };
}

/** Collects console errors and warnings and uncaught page errors, so tests can assert a quiet console. */
export function recordConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A fresh page (in a context of its own) per test in the worker's browser, with its console recorded; closed after each
 * test. `prepare` runs before each page opens (e.g. to clear sandbox faults and logs).
 */
export function usePage(prepare?: () => void): { page: () => Page; consoleProblems: () => string[] } {
  const browser = useBrowser();
  let page: Page | undefined;
  let problems: string[] = [];
  beforeEach(async () => {
    prepare?.();
    page = await browser().newPage();
    problems = recordConsole(page);
    return () => page?.close();
  });
  return {
    page: () => {
      if (!page) throw new Error("page not open");
      return page;
    },
    consoleProblems: () => problems,
  };
}

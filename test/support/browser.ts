// Debian's Chromium driven by Playwright; never a downloaded browser.
// One Chromium per vitest worker for the whole run (the browser project runs its files in one worker without
// isolation, see vitest.config.ts): launching it per file cost about two seconds a file. Each test still gets a fresh
// browser context (`browser().newPage()` / `newContext()`), and a file's leftover contexts are closed after it.
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type ConsoleMessage,
  type Frame,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

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
 * What a test can do to a page or its context that a navigation does not undo: a page a test touched this way is closed
 * after it instead of being handed to the next test.
 */
const LASTING_PAGE_CHANGES = [
  "addInitScript",
  "addLocatorHandler",
  "emulateMedia",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultNavigationTimeout",
  "setDefaultTimeout",
  "setExtraHTTPHeaders",
  "unroute",
  "unrouteAll",
];
const LASTING_CONTEXT_CHANGES = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "newCDPSession",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultNavigationTimeout",
  "setDefaultTimeout",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
  "unroute",
  "unrouteAll",
];

/** Wraps `names` on the object itself (so that it stays the object Playwright's events return) to call `onCall` first. */
function notifyCalls(target: object, names: readonly string[], onCall: (name: string) => void): void {
  const prototype = Object.getPrototypeOf(target) as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const method = prototype[name];
    if (typeof method !== "function") continue;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        onCall(name);
        return method.apply(target, args);
      },
    });
  }
}

/**
 * A page that remembers whether its test changed it or its context lastingly (see LASTING_PAGE_CHANGES, a key or button
 * held down, and `clock`, whose fake timers an init script installs).
 */
function watchForLastingChanges(page: Page): { changed: () => boolean } {
  let changed = false;
  const change = (): void => {
    changed = true;
  };
  notifyCalls(page, LASTING_PAGE_CHANGES, change);
  notifyCalls(page.context(), LASTING_CONTEXT_CHANGES, change);
  // A key or button held down stays down for the next test.
  notifyCalls(page.keyboard, ["down"], change);
  notifyCalls(page.mouse, ["down"], change);
  // The page's clock is its context's (which Playwright itself reads for every new page).
  const clock = Object.getOwnPropertyDescriptor(page, "clock");
  if (clock && "value" in clock) {
    Object.defineProperty(page, "clock", {
      configurable: true,
      get: () => {
        change();
        return clock.value as unknown;
      },
    });
  }
  return { changed: () => changed };
}

type KeptPage = {
  page: Page;
  changed: () => boolean;
  cdp: CDPSession;
  scripts: string[];
  viewport: { width: number; height: number } | null;
};

async function openKeptPage(browser: Browser, options?: BrowserContextOptions): Promise<KeptPage> {
  // A context of its own (rather than browser.newPage's) when the test may open more pages in it.
  const page = options ? await (await browser.newContext(options)).newPage() : await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  return { page, cdp, scripts: [], viewport: page.viewportSize(), ...watchForLastingChanges(page) };
}

/**
 * Makes the previous test's page as good as new for the next one, or resolves to false when it cannot: its pop-ups are
 * closed, it is navigated to about:blank (which stops its timers, requests and frames), and its context forgets its
 * cookies and HTTP cache (so a test still sees every asset request). Nothing on these pages uses Web Storage.
 */
async function recycle(kept: KeptPage): Promise<boolean> {
  const { page, cdp } = kept;
  if (page.isClosed() || kept.changed()) return false;
  try {
    page.removeAllListeners();
    await Promise.all(
      kept.scripts.splice(0).map((identifier) => cdp.send("Page.removeScriptToEvaluateOnNewDocument", { identifier })),
    );
    const context = page.context();
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.goto("about:blank");
    // A test may resize the page (a phone's width): the next one gets the size the page was opened with.
    const size = page.viewportSize();
    if (kept.viewport && (size?.width !== kept.viewport.width || size?.height !== kept.viewport.height))
      await page.setViewportSize(kept.viewport);
    await Promise.all([context.clearCookies(), cdp.send("Network.clearBrowserCache")]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh-as-new page per test in the worker's browser, with its console recorded. Opening a page in a context of its
 * own costs Chromium about 0.4 CPU-s, most of a simple test's cost, so a page its test left as a navigation can reset is
 * navigated to about:blank and handed to the next test of the file instead; any other page is closed with its context.
 * `prepare` runs before each test, once the previous test's page is quiet (e.g. to clear sandbox faults and logs).
 * PAYKIT_FRESH_PAGES=1 opens a new context for every test instead (to tell whether a failure depends on the reuse).
 */
export function usePage(prepare?: () => void): { page: () => Page; consoleProblems: () => string[] } {
  const browser = useBrowser();
  let kept: KeptPage | undefined;
  let problems: string[] = [];
  beforeEach(async () => {
    if (kept && (process.env.PAYKIT_FRESH_PAGES || !(await recycle(kept)))) {
      await kept.page
        .context()
        .close()
        .catch(() => undefined);
      kept = undefined;
    }
    prepare?.();
    kept ??= await openKeptPage(browser());
    problems = recordConsole(kept.page);
  });
  afterAll(async () => {
    if (kept)
      await kept.page
        .context()
        .close()
        .catch(() => undefined);
    kept = undefined;
  });
  return {
    page: () => {
      if (!kept) throw new Error("page not open");
      return kept.page;
    },
    consoleProblems: () => problems,
  };
}

/**
 * Pages as `usePage` hands them out, for a file whose tests need pages of more than one kind (a desktop and a phone, by
 * their context options): `page(options)` resolves to a page of that kind, the one an earlier test left if it could be
 * reset, else a new page in a new context. After each test every page it used is reset at once (its pop-ups closed,
 * about:blank: nothing it started keeps polling the sandbox during the next test) or closed with its context.
 */
export function useKeptPages(): {
  page: (options?: BrowserContextOptions) => Promise<Page>;
  beforeScripts: <T>(page: Page, script: (arg: T) => void, arg: T) => Promise<void>;
} {
  const browser = useBrowser();
  const kept = new Map<string, KeptPage>();
  const used = new Set<string>();
  const close = async (key: string) => {
    const page = kept.get(key)?.page;
    kept.delete(key);
    await page
      ?.context()
      .close()
      .catch(() => undefined);
  };
  afterEach(async () => {
    const keys = [...used];
    used.clear();
    await Promise.all(
      keys.map(async (key) => {
        const page = kept.get(key);
        if (page && (process.env.PAYKIT_FRESH_PAGES || !(await recycle(page)))) await close(key);
      }),
    );
  });
  afterAll(async () => {
    await Promise.all([...kept.keys()].map(close));
  });
  return {
    async page(options) {
      const key = JSON.stringify(options ?? {});
      used.add(key);
      let page = kept.get(key);
      if (!page) {
        page = await openKeptPage(browser(), options);
        kept.set(key, page);
      }
      return page.page;
    },
    /**
     * Runs `script(arg)` in the page's top document before its own scripts, at every load until the test ends (what
     * `addInitScript` does, but removed when the page is reset, so the page can go on to the next test). Top
     * documents only: the frames on other sites run without it.
     */
    async beforeScripts(page, script, arg) {
      const owner = [...kept.values()].find((candidate) => candidate.page === page);
      if (!owner) throw new Error("not a kept page");
      await owner.cdp.send("Page.enable");
      const { identifier } = await owner.cdp.send("Page.addScriptToEvaluateOnNewDocument", {
        source: `(${String(script)})(${JSON.stringify(arg)})`,
      });
      owner.scripts.push(identifier);
    },
  };
}

// Debian's Chromium driven by Playwright; never a downloaded browser.
import { chromium, type Browser, type ConsoleMessage, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** One browser per test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
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
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A fresh page per test in one browser per file, with its console recorded; closed after each test.
 * `prepare` runs before each page opens (e.g. to clear sandbox faults and logs).
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

// Firefox ESR (Debian's firefox-esr) driven through its own WebDriver BiDi by playwright-core 1.64, installed under the
// alias playwright-core-firefox (1.65, which drives Chromium here, fails on the first page with a BiDi command this
// Firefox does not know). One Firefox for the engine's tests, and one browser context for them, reset between tests (a new one after a
// failure).
// Driver quirks met (not paykit's): a click into a frame inside a CSS-transformed container (the 3-D Secure modal)
// never lands, so clicks inside frames are the element's own click() once it is displayed; key presses do not reach
// cross-site frames, so text is filled and Enter is the key event the field would receive.
import { firefox, type Browser, type BrowserContext, type Frame, type Page } from "playwright-core-firefox";
import type { Engine, In, Session } from "./driver.js";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/lib/firefox-esr/firefox-esr";

/** CSP violations are logged by the engine without `console`; this makes each one a console error too. */
const CSP_TO_CONSOLE = `document.addEventListener("securitypolicyviolation", (event) => console.error("CSP " + location.origin + location.pathname + ": " + event.effectiveDirective + " blocked " + event.blockedURI));`;

class FirefoxSession implements Session {
  #context: BrowserContext;
  #first: Page;
  #page: Page;
  #errors: string[] = [];

  constructor(context: BrowserContext, page: Page) {
    this.#context = context;
    this.#first = page;
    this.#page = page;
    this.#watch(page);
    context.on("page", (opened) => this.#watch(opened));
  }

  #watch(page: Page): void {
    page.on("console", (message) => {
      if (message.type() === "error") this.#errors.push(`console.error ${message.location().url}: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.#errors.push(`uncaught ${page.url()}: ${error.message}`));
  }

  async #frame(where?: In): Promise<Page | Frame> {
    if (!where?.frame) return this.#page;
    const handle = await this.#page.waitForSelector(where.frame, { state: "attached", timeout: 30000 });
    const frame = await handle.contentFrame();
    if (!frame) throw new Error(`no frame at ${where.frame}`);
    return frame;
  }

  async goto(url: string): Promise<void> {
    await this.#page.goto(url);
  }

  async waitFor(selector: string, where?: In, timeout = 30000): Promise<void> {
    await (await this.#frame(where)).locator(selector).first().waitFor({ state: "visible", timeout });
  }

  async click(selector: string, where?: In): Promise<void> {
    const target = (await this.#frame(where)).locator(selector).first();
    if (!where?.frame) return target.click({ timeout: 30000 });
    await target.waitFor({ state: "visible", timeout: 30000 });
    await target.evaluate((element) => (element as HTMLElement).click());
  }

  async fill(selector: string, text: string, where?: In): Promise<void> {
    await (await this.#frame(where)).locator(selector).first().fill(text, { timeout: 30000 });
  }

  async pressEnter(selector: string, where?: In): Promise<void> {
    const target = (await this.#frame(where)).locator(selector).first();
    await target.focus({ timeout: 30000 });
    await target.evaluate((element) => {
      for (const type of ["keydown", "keypress", "keyup"])
        element.dispatchEvent(
          new KeyboardEvent(type, { key: "Enter", code: "Enter", bubbles: true, cancelable: true }),
        );
    });
  }

  async select(selector: string, value: string): Promise<void> {
    await this.#page.selectOption(selector, value);
  }

  async text(selector: string, where?: In): Promise<string> {
    return (await (await this.#frame(where)).locator(selector).first().textContent({ timeout: 30000 })) ?? "";
  }

  async attribute(selector: string, name: string, where?: In): Promise<string | null> {
    return (await this.#frame(where)).locator(selector).first().getAttribute(name, { timeout: 30000 });
  }

  async evaluate<T>(script: string, arg?: unknown, where?: In): Promise<T> {
    return (await this.#frame(where)).evaluate(([source, value]) => (0, eval)(`(${source})`)(value), [
      script,
      arg,
    ] as const) as Promise<T>;
  }

  async waitUntil<T>(script: string, arg?: unknown, timeout = 30000): Promise<T> {
    const handle = await this.#page
      .waitForFunction(([source, value]) => (0, eval)(`(${source})`)(value), [script, arg] as const, {
        timeout,
        // Every 50 ms, not every animation frame (Playwright's default: the page kept rendering while it waited).
        polling: 50,
      })
      .catch((error: Error) => {
        throw new Error(`waiting for ${script}: ${error.message}`);
      });
    return (await handle.jsonValue()) as T;
  }

  async openedWindow(action: () => Promise<unknown>): Promise<void> {
    const [opened] = await Promise.all([this.#page.waitForEvent("popup", { timeout: 30000 }), action()]);
    await opened.waitForLoadState();
    this.#page = opened;
  }

  async newWindow(url: string): Promise<void> {
    this.#page = await this.#context.newPage();
    await this.#page.goto(url);
  }

  async backToPage(): Promise<void> {
    if (this.#page !== this.#first && !this.#page.isClosed()) await this.#page.close();
    this.#page = this.#first;
  }

  async consoleErrors(): Promise<string[]> {
    return [...this.#errors];
  }

  async reset(): Promise<boolean> {
    try {
      await Promise.all(
        this.#context
          .pages()
          .filter((page) => page !== this.#first)
          .map((page) => page.close()),
      );
      this.#page = this.#first;
      await this.#page.goto("about:blank");
      await this.#context.clearCookies();
      this.#errors = [];
      return !this.#page.isClosed();
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#context.close().catch(() => undefined);
  }
}

export function firefoxEngine(): Engine {
  let browser: Browser | undefined;
  return {
    name: "firefox",
    async start() {
      browser = await firefox.launch({
        channel: "moz-firefox",
        executablePath: FIREFOX_PATH,
        headless: true,
      });
    },
    async session() {
      if (!browser) throw new Error("Firefox not started");
      // The same window size as MiniBrowser's, so both engines lay the demo out alike.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(CSP_TO_CONSOLE);
      return new FirefoxSession(context, await context.newPage());
    },
    async stop() {
      await browser?.close().catch(() => undefined);
      browser = undefined;
    },
  };
}

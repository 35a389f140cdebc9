// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and MiniBrowser, the engine Safari is built on) driven through
// classic WebDriver by selenium-webdriver. MiniBrowser has no headless mode: the engine starts its own Xvfb and
// WebKitWebDriver and stops both (and every MiniBrowser they started) at the end. The tests share one MiniBrowser
// session, reset between them (a new one after a failure: about 2 CPU-s each); creating one can hang, so it has a time
// limit and one retry.
// Driver quirks met (not paykit's): frames must be scrolled into view before switching into them, and focus moves
// only with pointer actions. This WebKitWebDriver offers no BiDi and no console log, so each document the test reaches
// records its own errors (driver.ts RECORDER), read back from every window and frame: what a document logged before
// the driver first reached it, or after it closed, is not seen.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { Builder, By, Key, until, type WebDriver, type WebElement } from "selenium-webdriver";
import { RECORDER, type Engine, type In, type Session } from "./driver.js";

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const SESSION_TIMEOUT_MS = 30000;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves to the process and the display. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { process: xvfb, display };
}

/** Ends a process started detached, with everything it started (its process group). */
function stopGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForDriver(url: string): Promise<void> {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("WebKitWebDriver did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class WebKitSession implements Session {
  #driver: WebDriver;
  #first = "";
  #errors: string[] = [];

  constructor(driver: WebDriver) {
    this.#driver = driver;
  }

  async init(): Promise<this> {
    this.#first = await this.#driver.getWindowHandle();
    await this.#driver.manage().window().setRect({ width: 1280, height: 900 });
    return this;
  }

  /** Switches into the page of the current window, or one of its frames (scrolled into view first). */
  async #enter(where?: In): Promise<void> {
    await this.#driver.switchTo().defaultContent();
    if (!where?.frame) return;
    const element = await this.#driver.wait(until.elementLocated(By.css(where.frame)), 30000);
    await this.#driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
    await this.#driver.switchTo().frame(element);
    await this.#driver.executeScript(RECORDER);
  }

  async #visible(selector: string, timeout = 30000): Promise<WebElement> {
    const element = await this.#driver.wait(until.elementLocated(By.css(selector)), timeout);
    await this.#driver.wait(until.elementIsVisible(element), timeout);
    return element;
  }

  async #pointerClick(element: WebElement): Promise<void> {
    await this.#driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
    await this.#driver.actions({ async: true }).move({ origin: element }).press().release().perform();
  }

  async goto(url: string): Promise<void> {
    await this.#driver.switchTo().defaultContent();
    await this.#driver.get(url);
    await this.#driver.executeScript(RECORDER);
  }

  async waitFor(selector: string, where?: In, timeout = 30000): Promise<void> {
    await this.#enter(where);
    await this.#visible(selector, timeout);
  }

  async click(selector: string, where?: In): Promise<void> {
    await this.#enter(where);
    const element = await this.#visible(selector);
    await this.#driver.wait(until.elementIsEnabled(element), 30000);
    await this.#pointerClick(element);
  }

  async fill(selector: string, text: string, where?: In): Promise<void> {
    await this.#enter(where);
    const element = await this.#visible(selector);
    await this.#pointerClick(element);
    // What the input held is replaced, as a shopper selecting it all and typing over it.
    if (await element.getAttribute("value")) await element.sendKeys(Key.chord(Key.CONTROL, "a"), Key.DELETE);
    await element.sendKeys(text);
  }

  async pressEnter(selector: string, where?: In): Promise<void> {
    await this.#enter(where);
    const element = await this.#visible(selector);
    await this.#pointerClick(element);
    await element.sendKeys(Key.ENTER);
  }

  async select(selector: string, value: string): Promise<void> {
    await this.#enter();
    await this.#pointerClick(
      await this.#visible(`${selector} option[value="${value}"]`).catch(() => this.#visible(selector)),
    );
    await this.#driver.executeScript(
      "const select = document.querySelector(arguments[0]); select.value = arguments[1]; select.dispatchEvent(new Event('change', { bubbles: true }));",
      selector,
      value,
    );
  }

  async text(selector: string, where?: In): Promise<string> {
    await this.#enter(where);
    return this.#driver.executeScript("return document.querySelector(arguments[0])?.textContent ?? ''", selector);
  }

  async attribute(selector: string, name: string, where?: In): Promise<string | null> {
    await this.#enter(where);
    return this.#driver.executeScript(
      "return document.querySelector(arguments[0])?.getAttribute(arguments[1]) ?? null",
      selector,
      name,
    );
  }

  async evaluate<T>(script: string, arg?: unknown, where?: In): Promise<T> {
    await this.#enter(where);
    return this.#driver.executeScript(`return (${script})(arguments[0])`, arg ?? null);
  }

  async waitUntil<T>(script: string, arg?: unknown, timeout = 30000): Promise<T> {
    await this.#enter();
    return this.#driver.wait(
      () => this.#driver.executeScript(`return (${script})(arguments[0])`, arg ?? null),
      timeout,
      `waiting for ${script}`,
    ) as Promise<T>;
  }

  async openedWindow(action: () => Promise<unknown>): Promise<void> {
    const before = new Set(await this.#driver.getAllWindowHandles());
    await action();
    const opened = await this.#driver.wait(
      async () => (await this.#driver.getAllWindowHandles()).find((handle) => !before.has(handle)),
      30000,
    );
    await this.#driver.switchTo().window(opened as string);
    await this.#driver.wait(() => this.#driver.executeScript("return document.readyState === 'complete'"), 30000);
    await this.#driver.executeScript(RECORDER);
  }

  async newWindow(url: string): Promise<void> {
    await this.#driver.switchTo().newWindow("window");
    await this.goto(url);
  }

  async backToPage(): Promise<void> {
    const current = await this.#driver.getWindowHandle().catch(() => undefined);
    if (current && current !== this.#first) {
      // A pop-up may close itself meanwhile: what it recorded is then gone with it.
      this.#errors.push(...(await this.#collect().catch(() => [])));
      await this.#driver.close().catch(() => undefined);
    }
    await this.#driver.switchTo().window(this.#first);
  }

  /** The records of the current window's page and its frames (a frame the driver never reached records from now). */
  async #collect(): Promise<string[]> {
    const read = `${RECORDER}; return window.__paykitEngineErrors.slice()`;
    await this.#driver.switchTo().defaultContent();
    const seen: string[] = await this.#driver.executeScript(read);
    const frames = await this.#driver.findElements(By.css("iframe"));
    for (let index = 0; index < frames.length; index += 1) {
      await this.#driver.switchTo().defaultContent();
      const frame = (await this.#driver.findElements(By.css("iframe")))[index];
      if (!frame) continue;
      try {
        await this.#driver.switchTo().frame(frame);
        seen.push(...(await this.#driver.executeScript<string[]>(read)));
      } catch {
        // a frame removed meanwhile
      }
    }
    await this.#driver.switchTo().defaultContent();
    return seen;
  }

  async consoleErrors(): Promise<string[]> {
    const current = await this.#driver.getWindowHandle().catch(() => this.#first);
    const seen = [...this.#errors];
    for (const handle of await this.#driver.getAllWindowHandles()) {
      try {
        await this.#driver.switchTo().window(handle);
        seen.push(...(await this.#collect()));
      } catch {
        // a window that closed meanwhile
      }
    }
    await this.#driver.switchTo().window(current);
    return [...new Set(seen)];
  }

  async reset(): Promise<boolean> {
    try {
      for (const handle of await this.#driver.getAllWindowHandles()) {
        if (handle === this.#first) continue;
        await this.#driver.switchTo().window(handle);
        await this.#driver.close();
      }
      await this.#driver.switchTo().window(this.#first);
      await this.#driver.switchTo().defaultContent();
      await this.#driver.get("about:blank");
      this.#errors = [];
      return (await this.#driver.getAllWindowHandles()).length === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await withTimeout(this.#driver.quit(), 20000, "ending the MiniBrowser session").catch(() => undefined);
  }
}

export function webkitEngine(): Engine {
  let xvfb: ChildProcess | undefined;
  let webDriver: ChildProcess | undefined;
  let url = "";

  async function createSession(): Promise<WebDriver> {
    const capabilities = {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
    };
    const builder = new Builder().usingServer(url).withCapabilities(capabilities);
    return withTimeout(
      builder.build() as unknown as Promise<WebDriver>,
      SESSION_TIMEOUT_MS,
      "creating a MiniBrowser session",
    );
  }

  return {
    name: "webkit",
    async start() {
      const started = await startXvfb();
      xvfb = started.process;
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      webDriver = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
        stdio: "ignore",
        detached: true,
        env: { ...process.env, DISPLAY: started.display },
      });
      await waitForDriver(url);
    },
    async session() {
      let driver: WebDriver;
      try {
        driver = await createSession();
      } catch {
        // A session that hung at creation: once more, as the runs needed.
        driver = await createSession();
      }
      return new WebKitSession(driver).init();
    },
    async stop() {
      stopGroup(webDriver);
      stopGroup(xvfb);
      await Promise.all(
        [webDriver, xvfb]
          .filter((child) => child && child.exitCode === null && child.signalCode === null)
          .map((child) => once(child as ChildProcess, "exit")),
      );
      webDriver = undefined;
      xvfb = undefined;
    },
  };
}

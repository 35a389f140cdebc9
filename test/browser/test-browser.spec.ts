// The Chromium the browser tests share (test/support/browser.ts): what it is launched with must hold in the browser.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, usePage } from "../support/browser.js";
import { useSandbox } from "../support/sandbox.js";

const browser = useBrowser();

describe("the tests' Chromium", () => {
  it("draws no address-bar pop-up renderer for a new context, and keeps Playwright's disabled features", async () => {
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto("chrome://version");
      const session = await browser().newBrowserCDPSession();
      const { targetInfos } = (await session.send("Target.getTargets")) as {
        targetInfos: { type: string; url: string }[];
      };
      await session.detach();
      expect(targetInfos.filter((target) => target.url.startsWith("chrome://omnibox-popup"))).toEqual([]);
      // chrome://version shows the browser's command line: the last --disable-features is the one Chromium applies.
      const commandLine = (await page.locator("#command_line").textContent()) ?? "";
      const disabled = [...commandLine.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1]?.split(",") ?? [];
      expect(disabled).toEqual(
        expect.arrayContaining(["ThirdPartyStoragePartitioning", "PaintHolding", "WebUIOmniboxPopup"]),
      );
    } finally {
      await context.close();
    }
  });
});

// usePage hands a test's page to the next test of the file when a navigation can reset it (test/support/browser.ts).
// These tests run in order: each one checks what the one before it left.
describe("a page handed from one test to the next", () => {
  const sandbox = useSandbox();
  const tab = usePage(() => {
    sandbox().assetRequests.length = 0;
  });
  const HOSTED_FIELDS_BUNDLE = "/web/3.132.0/js/hosted-fields.min.js";
  const fetchedHostedFields = () =>
    sandbox().assetRequests.filter((request) => request.path === HOSTED_FIELDS_BUNDLE).length;
  let previous: Page | undefined;
  const heardByPrevious: string[] = [];

  async function openCardPage(page: Page): Promise<void> {
    await page.goto(`${sandbox().demoUrl}/?methods=card`);
    await page.waitForSelector("#card-form[data-state='ready']");
  }

  it("leaves cookies, globals, listeners and pop-ups behind", async () => {
    const page = tab.page();
    await openCardPage(page);
    expect(fetchedHostedFields()).toBe(1);
    page.on("console", (message) => heardByPrevious.push(message.text()));
    await page.evaluate(() => {
      document.cookie = "left=behind; max-age=600";
      (window as { leftBehind?: boolean }).leftBehind = true;
      window.open(location.href, "_blank");
    });
    await expect.poll(() => page.context().pages().length).toBe(2);
    previous = page;
  });

  it("arrives blank and forgets them, and fetches every asset again", async () => {
    const page = tab.page();
    expect(page).toBe(previous);
    expect(page.url()).toBe("about:blank");
    expect(page.context().pages()).toEqual([page]);
    expect(await page.context().cookies()).toEqual([]);
    await openCardPage(page);
    expect(await page.evaluate(() => (window as { leftBehind?: boolean }).leftBehind)).toBeUndefined();
    expect(await page.evaluate(() => document.cookie)).toBe("");
    // The HTTP cache was emptied: the bundle the previous test fetched (cacheable for 10 s) is fetched again.
    expect(fetchedHostedFields()).toBe(1);
    await page.evaluate(() => console.log("for this test only"));
    expect(tab.consoleProblems()).toEqual([]);
    expect(heardByPrevious).not.toContain("for this test only");
  });

  it("is changed by an init script", async () => {
    const page = tab.page();
    await page.addInitScript(() => {
      (window as { initScript?: boolean }).initScript = true;
    });
    previous = page;
  });

  it("arrives as a new page after a test changed it beyond what a navigation resets", async () => {
    const page = tab.page();
    expect(page).not.toBe(previous);
    expect(previous?.isClosed()).toBe(true);
    await openCardPage(page);
    expect(await page.evaluate(() => (window as { initScript?: boolean }).initScript)).toBeUndefined();
  });
});

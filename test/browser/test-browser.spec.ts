// The Chromium the browser tests share (test/support/browser.ts): what it is launched with must hold in the browser.
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser.js";

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

// The demo checkout's layout (`npm start`): the methods as an accordion, a page short enough to show, a phone
// screen without sideways scrolling, no request aborted while every method mounts, and the receipt in view after a
// sale. One page load per page and scenario.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { DEMO_PAGES, everyMethodReady, openDemo, openSection, saleOutcome, typeCard } from "../support/demo.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
beforeEach(() => {
  page = tab.page();
});

describe("the demo checkout's layout", () => {
  it("shows the methods as an accordion: the card first and open, one method open at a time", async () => {
    await openDemo(page, sandbox(), "/");
    const toggles = page.locator(".method-toggle");
    expect(await toggles.first().getAttribute("data-choice")).toBe("card");
    expect(await page.locator('.method-toggle[aria-expanded="true"]').count()).toBe(1);
    expect(await page.isVisible("#card-form")).toBe(true);
    await openSection(page, "venmo");
    expect(await page.$$eval('.method-toggle[aria-expanded="true"]', (open) => open.map((toggle) => toggle.getAttribute("data-choice")))).toEqual(["venmo"]);
    expect(await page.isVisible("#card-form")).toBe(false);
    expect(await page.textContent("#paying-with")).toBe("Venmo");
  });

  for (const path of ["/", "/react"]) {
    it(`shows only the methods named by ?methods=, in the page's order, on ${path}`, async () => {
      await openDemo(page, sandbox(), path, ["venmo", "paypal"]);
      const choices = await page.$$eval(".method-toggle", (toggles) => toggles.map((toggle) => toggle.getAttribute("data-choice")));
      expect(choices).toEqual(["card", "paypal", "venmo"]);
    });
  }

  for (const path of DEMO_PAGES) {
    it(`is at most 1,600 px tall at 1280 px, and fits a 390 px phone screen without sideways scrolling, with every method mounted, on ${path}`, async () => {
      // Mounting every method aborts no request: a method this browser cannot use makes no instance (and so no frame
      // torn down while it loads).
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
      await page.setViewportSize({ width: 1280, height: 800 });
      await openDemo(page, sandbox(), path);
      await everyMethodReady(page);
      expect(failed).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1600);
      await page.setViewportSize({ width: 390, height: 844 });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""}`),
      );
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`shows the receipt inside the viewport after a sale at 1280 px and at 390 px and empties the form, Pay disabled until it is filled again, on ${path}`, async () => {
      await openDemo(page, sandbox(), path);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await typeCard(page);
        await page.waitForFunction(() => !(document.querySelector("#pay") as HTMLButtonElement).disabled);
        const previous = (await page.textContent("#nonce")) ?? "";
        await page.click("#pay");
        // A new nonce first: the receipt of the sale before stays on show until the next nonce arrives.
        await page.waitForFunction((earlier) => (document.getElementById("nonce")?.textContent ?? "") !== earlier, previous, { timeout: 40000 });
        expect(await saleOutcome(page)).toBe("authorized");
        await page.waitForFunction(() => (document.querySelector("#pay") as HTMLButtonElement).disabled);
        const screenshot = await page.screenshot({ path: `test-results/demo-receipt-${width}${path === "/" ? "" : "-react"}.png` });
        expect(screenshot.byteLength).toBeGreaterThan(0);
        const receipt = await page.locator("#receipt").boundingBox();
        expect(receipt?.y, `${width} px`).toBeGreaterThanOrEqual(0);
        expect((receipt?.y ?? 0) + (receipt?.height ?? 0), `${width} px`).toBeLessThanOrEqual(height);
        expect(await page.isDisabled("#pay")).toBe(true);
      }
      await typeCard(page);
      await page.waitForFunction(() => !(document.querySelector("#pay") as HTMLButtonElement).disabled);
    });
  }
});

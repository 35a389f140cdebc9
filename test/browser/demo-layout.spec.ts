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

/**
 * The shown elements a selector finds (their id or class) and the smallest gap between any two of their
 * boxes, along the axis where the two are apart (0 when they touch, negative when they overlap).
 */
function closestPair(selector: string): Promise<{ names: string[]; distance: number }> {
  return page.$$eval(selector, (elements) => {
    const shown = elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    let distance = Number.MAX_SAFE_INTEGER;
    for (const [index, { box: a }] of shown.entries()) {
      for (const { box: b } of shown.slice(index + 1)) {
        const apart = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
        distance = Math.min(distance, apart);
      }
    }
    const names = shown.map(
      ({ element }) =>
        /braintree-option__(\w+)/.exec(String(element.className))?.[1] || element.id || String(element.className),
    );
    return { names, distance };
  });
}

describe("the demo checkout's layout", () => {
  it("shows the methods as an accordion: the card first and open, one method open at a time", async () => {
    await openDemo(page, sandbox(), "/");
    const toggles = page.locator("button.method-toggle");
    expect(await toggles.first().getAttribute("data-choice")).toBe("card");
    expect(await page.locator('.method-toggle[aria-expanded="true"]').count()).toBe(1);
    expect(await page.isVisible("#card-form")).toBe(true);
    await openSection(page, "venmo");
    expect(
      await page.$$eval('.method-toggle[aria-expanded="true"]', (open) =>
        open.map((toggle) => toggle.getAttribute("data-choice")),
      ),
    ).toEqual(["venmo"]);
    expect(await page.isVisible("#card-form")).toBe(false);
    expect(await page.textContent("#paying-with")).toBe("Venmo");
  });

  for (const path of ["/", "/react"]) {
    it(`shows only the methods named by ?methods=, in the page's order, on ${path}`, async () => {
      await openDemo(page, sandbox(), path, ["venmo", "paypal"]);
      const choices = await page.$$eval("button.method-toggle", (toggles) =>
        toggles.map((toggle) => toggle.getAttribute("data-choice")),
      );
      expect(choices).toEqual(["card", "paypal", "venmo"]);
    });
  }

  // One page load per page with every method mounted: the order and groups as it loads, then the height at 1280 px,
  // then the same page at 390 px (the layout is CSS's: drawn at 390 px or resized to it, the boxes are the same).
  for (const path of DEMO_PAGES) {
    it(`shows the Checkout first, on its own and open, and the single methods in groups; with every method mounted, is at most 2,000 px tall at 1280 px (the Checkout beside the groups), and at 390 px scrolls no sideways, keeps every method's title clear of the chevron and the Checkout's expiry and CVV inputs level or stacked (Drop-in's flexible fields), never overlapping, on ${path}`, async () => {
      // Mounting every method aborts no request: a method this browser cannot use makes no instance (and so no frame
      // torn down while it loads).
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
      await page.setViewportSize({ width: 1280, height: 800 });
      await openDemo(page, sandbox(), path);
      const first = await page.$eval("#payment-title", (title) => {
        const checkout = document.getElementById("method-checkout");
        return (
          Boolean(checkout && checkout.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING) &&
          !checkout?.closest("#methods")
        );
      });
      expect(first).toBe(true);
      expect(await page.isVisible("#method-checkout-body")).toBe(true);
      const groups = await page.$$eval(".method-group", (all) =>
        all.map((group) => [
          group.querySelector(".method-group-title")?.textContent,
          [...group.querySelectorAll("button.method-toggle")].map((toggle) => toggle.getAttribute("data-choice")),
        ]),
      );
      expect(groups.map(([title]) => title)).toEqual([
        "Cards",
        "Wallets",
        "PayPal and Venmo",
        "Banks and local methods",
        "Saved and advanced",
      ]);
      expect(groups[2]?.[1]).toEqual(["paypal", "venmo"]);

      await everyMethodReady(page);
      expect(failed).toEqual([]);
      // 1,600 px before the Checkout stood on its own, open, above the methods (issue 39); beside them it adds ~300 px.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2000);

      await page.setViewportSize({ width: 390, height: 844 });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""}`),
      );
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const clashes = await page.$$eval("button.method-toggle", (toggles) =>
        toggles
          .map((toggle) => {
            const title = toggle.querySelector(".method-title")?.getBoundingClientRect();
            const chevron = toggle.querySelector(".method-chevron")?.getBoundingClientRect();
            return {
              id: toggle.getAttribute("data-choice"),
              clear: Boolean(title && chevron && title.right <= chevron.left),
            };
          })
          .filter((row) => !row.clear)
          .map((row) => row.id),
      );
      expect(clashes).toEqual([]);
      await page.click("#checkout-demo .braintree-option__card");
      await page.waitForSelector('#checkout-demo [data-braintree-id="cvv-field-group"] iframe');
      const fields = await page.$$eval(
        '#checkout-demo [data-braintree-id="expiration-date-field-group"], #checkout-demo [data-braintree-id="cvv-field-group"]',
        (all) =>
          all.map((field) => {
            const label = field.querySelector(".braintree-form__label") as HTMLElement;
            const input = field.querySelector(".braintree-form__hosted-field") as HTMLElement;
            return {
              labelHeight: label.getBoundingClientRect().height,
              fontSize: parseFloat(getComputedStyle(label).fontSize),
              inputTop: input.getBoundingClientRect().top,
              inputBottom: input.getBoundingClientRect().bottom,
            };
          }),
      );
      expect(fields).toHaveLength(2);
      // One line each: no taller than twice the font size (a wrapped label is three times it or more).
      for (const field of fields) expect(field.labelHeight).toBeLessThan(field.fontSize * 2);
      // Drop-in's flexible fields sit side by side when both fit, else one under the other.
      const [expiry, cvv] = fields as [(typeof fields)[number], (typeof fields)[number]];
      const level = Math.abs(expiry.inputTop - cvv.inputTop) <= 1;
      expect(level || cvv.inputTop >= expiry.inputBottom).toBe(true);
    });
  }

  // The /react page's default PayPal and Venmo buttons, drawn one after another, are pinned in
  // react-payment-method.spec.ts. `/` and `/loader` draw no such pair: the PayPal and Venmo sections open one at a time
  // and the Checkout shows one sheet at a time; what they do draw side by side must not touch either. The Checkout's
  // options are Drop-in's list, one bordered row under the other: they touch, never overlap.
  for (const path of ["/", "/loader"]) {
    it(`keeps PayPal and Venmo apart at 1280 px and at 390 px: the Checkout's rows never overlapping, each section's buttons 8 px or more apart, on ${path}`, async () => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await openDemo(page, sandbox(), path, ["checkout", "paypal", "venmo"]);
        await page.waitForSelector("#checkout-demo[data-state='ready']", { timeout: 30000 });
        const rows = await closestPair("#method-checkout-body .braintree-option");
        expect(rows.names, `${width} px`).toEqual(expect.arrayContaining(["paypal", "paypalCredit", "venmo"]));
        expect(rows.distance, `${width} px: Checkout rows`).toBeGreaterThanOrEqual(0);

        await openSection(page, "paypal");
        await page.waitForSelector("#paypal-demo .paypal-simulator-button", { timeout: 30000 });
        const paypal = await closestPair("#paypal-demo button");
        expect(paypal.names.length, `${width} px`).toBeGreaterThanOrEqual(5);
        expect(paypal.distance, `${width} px: PayPal buttons`).toBeGreaterThanOrEqual(8);

        await openSection(page, "venmo");
        await page.waitForSelector("#venmo-qr:enabled", { timeout: 30000 });
        expect(await page.isVisible("#paypal-demo"), `${width} px`).toBe(false);
        const venmo = await closestPair("#venmo-demo button");
        expect(venmo.names, `${width} px`).toEqual(["venmo-qr", "venmo-web-login"]);
        expect(venmo.distance, `${width} px: Venmo buttons`).toBeGreaterThanOrEqual(8);
      }
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
        await page.waitForFunction(
          (earlier) => (document.getElementById("nonce")?.textContent ?? "") !== earlier,
          previous,
          { timeout: 40000 },
        );
        expect(await saleOutcome(page)).toBe("authorized");
        await page.waitForFunction(() => (document.querySelector("#pay") as HTMLButtonElement).disabled);
        const screenshot = await page.screenshot({
          path: `test-results/demo-receipt-${width}${path === "/" ? "" : "-react"}.png`,
        });
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

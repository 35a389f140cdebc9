// The kernel's frame service in Chromium, through the PayPal pop-up flow: the full-screen modal where
// pop-ups are not possible, the return pages on the asset origin, and what the dispatch frame refuses.
import { afterEach, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { BUTTONS_BODY, decideInSimulator, popupFrom } from "../support/popups.js";
import { handledAt } from "../support/messages.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

const ANDROID_WEB_VIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";

let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function newPage(userAgent?: string): Promise<Page> {
  context = await browser().newContext(userAgent ? { userAgent } : {});
  return context.newPage();
}

async function openShop(page: Page): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "paypal.min.js"], body: BUTTONS_BODY });
  await page.evaluate(async (authorization) => {
    const w = window as unknown as { braintree: any; paypalInstance: any; outcome?: unknown };
    w.paypalInstance = await w.braintree.paypal.create({ authorization });
    document.getElementById("pay")?.addEventListener("click", () => {
      w.paypalInstance.tokenize({ flow: "checkout", amount: "8.00", currency: "USD" }).then(
        (payload: any) => (w.outcome = { nonce: payload.nonce, type: payload.type }),
        (error: any) => (w.outcome = { code: error.code }),
      );
    });
  }, sandbox().tokenizationKey);
}

async function outcome(page: Page): Promise<any> {
  await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 20000,
  });
  return page.evaluate(() => (window as unknown as { outcome: unknown }).outcome);
}

const MODAL = '[role="dialog"][aria-modal="true"]';

describe("full-screen modal where pop-ups are not possible", () => {
  it("shows the provider in a modal frame above everything and completes to a nonce", async () => {
    const page = await newPage(ANDROID_WEB_VIEW);
    const problems = recordConsole(page);
    await openShop(page);
    await page.click("#pay");
    const modal = page.locator(MODAL);
    await modal.waitFor();
    expect(await modal.evaluate((element) => getComputedStyle(element).zIndex)).toBe("20001");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const frame = page.frameLocator(`${MODAL} iframe`);
    await frame.locator('button[value="approve"]').click();
    expect(await outcome(page)).toMatchObject({ nonce: expect.any(String), type: "PayPalAccount" });
    expect(await page.locator(MODAL).count()).toBe(0);
    expect(await page.evaluate(() => [document.body.style.overflow, document.body.style.position])).toEqual(["", ""]);
    expect(problems).toEqual([]);
  });

  it("ends the flow as closed when the shopper presses the modal's close button", async () => {
    const page = await newPage(ANDROID_WEB_VIEW);
    await openShop(page);
    await page.click("#pay");
    await page.locator(`${MODAL} button[aria-label="Close"]`).click();
    expect(await outcome(page)).toEqual({ code: "PAYPAL_POPUP_CLOSED" });
    expect(await page.locator(MODAL).count()).toBe(0);
  });

  it("ends the flow as closed when the shopper cancels inside the modal", async () => {
    const page = await newPage(ANDROID_WEB_VIEW);
    await openShop(page);
    await page.click("#pay");
    await page.frameLocator(`${MODAL} iframe`).locator('button[value="cancel"]').click();
    expect(await outcome(page)).toEqual({ code: "PAYPAL_POPUP_CLOSED" });
  });
});

describe("dispatch frame", () => {
  it("ignores reports forged by the provider's page, even with the right channel", async () => {
    const page = await newPage();
    await openShop(page);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    // The provider knows the channel: it is in the return URL it was given.
    const channel = await page.evaluate(() =>
      document.querySelector("iframe.braintree-dispatch-frame")?.getAttribute("name")?.slice("dispatch_".length),
    );
    const reachedDispatchFrame = await popup.evaluate((id) => {
      const report = { kind: "return", parameters: { token: "EC-FORGED", paymentId: "PAYID-FORGED", PayerID: "EVIL" } };
      const opener = window.opener as Window;
      const dispatch = (opener.frames as unknown as Record<string, Window | undefined>)[`dispatch_${id}`];
      dispatch?.postMessage({ paykitFrameReport: id, ...report }, "*");
      opener.postMessage({ paykit: id, type: "frameService:DISPATCH_FRAME_REPORT", payload: report }, "*");
      return dispatch !== undefined;
    }, channel);
    expect(reachedDispatchFrame).toBe(true);
    // Both forged reports have been handled (and anything the dispatch frame passed on has reached the page) before the
    // page is checked.
    const dispatchFrame = page.frame({ name: `dispatch_${channel}` });
    if (!dispatchFrame) throw new Error("no dispatch frame");
    const toOpenersFrame = ({ marker, target }: { marker: string; target: string }) =>
      ((window.opener as Window).frames as unknown as Record<string, Window | undefined>)[target]?.postMessage(
        marker,
        "*",
      );
    await handledAt(dispatchFrame, popup, toOpenersFrame, `dispatch_${channel}`);
    await handledAt(page, popup, ({ marker }) => (window.opener as Window).postMessage(marker, "*"));
    await handledAt(page, dispatchFrame, ({ marker }) => window.parent.postMessage(marker, "*"));
    expect(await page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome)).toBeUndefined();
    await decideInSimulator(popup, "approve");
    expect(await outcome(page)).toMatchObject({ type: "PayPalAccount" });
  });
});

describe("return pages", () => {
  it("tell the shopper the shop is gone when no merchant page waits for them", async () => {
    const page = await newPage();
    await page.goto(
      `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.min.html?channel=${"a".repeat(32)}&token=EC-1`,
    );
    await expect
      .poll(() => page.locator("[role=status]").textContent())
      .toBe("This payment window is no longer connected to the shop. You can close it.");
  });

  it("carry a content security policy that allows only their own inline script", async () => {
    const response = await fetch(`${sandbox().assetsUrl}/web/3.132.0/html/cancel-frame.min.html`);
    const html = await response.text();
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha384-[A-Za-z0-9+/=]+'; /);
  });

  it("that open as pop-ups declare an empty icon their policy allows, so no browser asks for /favicon.ico against it", async () => {
    const pages = [
      "redirect-frame",
      "cancel-frame",
      "paypal-landing-frame",
      "local-payment-redirect-frame",
      "masterpass-loading-frame",
    ];
    for (const name of pages) {
      const html = await (await fetch(`${sandbox().assetsUrl}/web/3.132.0/html/${name}.min.html`)).text();
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(html, name).toContain('<link rel="icon" href="data:,">');
      expect(policy.split("; "), name).toContain("img-src data:");
    }
    // A frame is never a window of its own: its policy stays without images.
    const dispatch = await (await fetch(`${sandbox().assetsUrl}/web/3.132.0/html/dispatch-frame.min.html`)).text();
    expect(dispatch).not.toContain("img-src");
  });
});

describe("frame-service.min.js", () => {
  it("is fetched once per page however many pop-up plugins use it", async () => {
    const page = await newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/js/frame-service.min.js")) fetched.push(request.url());
    });
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "paypal.min.js", "masterpass.min.js"],
      body: BUTTONS_BODY,
    });
    await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      await Promise.all([braintree.paypal.create({ authorization }), braintree.masterpass.create({ authorization })]);
      await braintree.paypal.create({ authorization });
    }, sandbox().tokenizationKey);
    expect(fetched).toEqual([`${sandbox().assetsUrl}/web/3.132.0/js/frame-service.min.js`]);
  });

  it("failing to load fails create with a catalogue error, not a hang", async () => {
    const page = await newPage();
    await page.route("**/js/frame-service.min.js", (route) => route.fulfill({ status: 404, body: "missing" }));
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "paypal.min.js"], body: BUTTONS_BODY });
    const failure = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      return braintree.paypal.create({ authorization }).then(
        () => "created",
        (error: any) => ({ name: error.name, code: error.code, type: error.type, message: error.message }),
      );
    }, sandbox().tokenizationKey);
    expect(failure).toEqual({
      name: "BraintreeError",
      code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      type: "NETWORK",
      message: "Braintree frame service script could not be loaded.",
    });
  });
});

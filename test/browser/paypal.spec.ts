// PayPal (the older pop-up flow) in Chromium: real pop-ups to the sandbox's PayPal simulator, back
// through the redirect and cancel frames on the asset origin.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import {
  BUTTONS_BODY,
  blockPopups,
  closedPopup,
  decideInSimulator,
  popupFrom,
  closeByShopper,
} from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** A shop whose Pay button runs `paypal.tokenize(options)` in callback style and keeps the handler. */
async function openShop(options: Record<string, unknown>): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "paypal.min.js"], body: BUTTONS_BODY });
  await page.evaluate(
    async ({ authorization, tokenizeOptions }) => {
      const w = window as unknown as { braintree: any; paypalInstance: any; handler?: any; outcome?: unknown };
      w.paypalInstance = await w.braintree.paypal.create({ authorization });
      document.getElementById("pay")?.addEventListener("click", () => {
        w.handler = w.paypalInstance.tokenize(tokenizeOptions, (error: any, payload: any) => {
          w.outcome = error
            ? { code: error.code, message: error.message }
            : { nonce: payload.nonce, type: payload.type, details: payload.details };
        });
      });
    },
    { authorization: sandbox().tokenizationKey, tokenizeOptions: options },
  );
}

async function outcome(): Promise<any> {
  await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 20000,
  });
  return page.evaluate(() => (window as unknown as { outcome: unknown }).outcome);
}

describe("PayPal pop-up flow", () => {
  it("completes a checkout approved in the pop-up to a nonce", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({
      nonce: expect.any(String),
      type: "PayPalAccount",
      details: { email: "sandbox.shopper@example.com" },
    });
    await closedPopup(popup);
    expect(consoleProblems).toEqual([]);
  });

  it("completes a vault flow approved in the pop-up to a nonce", async () => {
    await openShop({ flow: "vault", billingAgreementDescription: "Monthly coffee" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({ type: "PayPalAccount" });
  });

  it("opens a pop-up of 450x535 showing the landing page first", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
    expect(size).toEqual([450, 535]);
    expect(sandbox().assetRequests.map((request) => request.path)).toContain(
      "/web/3.132.0/html/paypal-landing-frame.min.html",
    );
    await closeByShopper(popup);
    await outcome();
  });

  it("fails with PAYPAL_POPUP_CLOSED when the shopper cancels at PayPal", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "cancel");
    expect(await outcome()).toMatchObject({
      code: "PAYPAL_POPUP_CLOSED",
      message: "Customer closed PayPal popup before authorizing.",
    });
    expect(sandbox().assetRequests.map((request) => request.path)).toContain("/web/3.132.0/html/cancel-frame.min.html");
    await closedPopup(popup);
  });

  it("fails with PAYPAL_POPUP_CLOSED when the shopper closes the pop-up", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await closeByShopper(popup);
    expect(await outcome()).toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("closes the pop-up through the handler tokenize returned", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await page.evaluate(() => (window as unknown as { handler: { close(): void } }).handler.close());
    await closedPopup(popup);
    expect(await outcome()).toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("fails at once with PAYPAL_POPUP_OPEN_FAILED when pop-ups are blocked", async () => {
    await blockPopups(page);
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "PAYPAL_POPUP_OPEN_FAILED" });
  });

  it("rejects a second tokenize while the pop-up is open", async () => {
    await openShop({ flow: "checkout", amount: "30.00", currency: "USD" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    const second = await page.evaluate(() =>
      (window as unknown as { paypalInstance: any }).paypalInstance
        .tokenize({ flow: "checkout", amount: "1.00", currency: "USD" })
        .then(
          () => "resolved",
          (error: any) => error.code,
        ),
    );
    expect(second).toBe("PAYPAL_TOKENIZATION_REQUEST_ACTIVE");
    await closeByShopper(popup);
    await outcome();
  });
});

describe("the demo page's PayPal and Masterpass section", () => {
  const FLOWS = [
    { button: "#paypal-sdk-button button", label: "PayPal Checkout", type: "PayPalAccount" },
    { button: "#paypal-vault-initiated", label: "Vault-initiated checkout", type: "PayPalAccount" },
    { button: "#paypal-popup-checkout", label: "PayPal", type: "PayPalAccount" },
    { button: "#paypal-popup-vault", label: "PayPal (vault)", type: "PayPalAccount" },
    { button: "#masterpass-checkout", label: "Masterpass", type: "MasterpassCard" },
  ];

  for (const flow of FLOWS) {
    it(`completes ${flow.label} to a nonce shown on the page`, async () => {
      await page.goto(`${sandbox().demoUrl}/`);
      // The demo's methods are an accordion: open PayPal's.
      await page.click('[data-choice="paypal"]');
      await page.waitForSelector('#paypal-demo[data-state="ready"]');
      const popup = await popupFrom(page, () => page.click(flow.button));
      await decideInSimulator(popup, "approve");
      await page.waitForSelector('#paypal-result[data-state="nonce"]', { timeout: 20000 });
      expect(await page.textContent("#paypal-result")).toMatch(
        new RegExp(`^${flow.label.replace(/[()]/g, "\\$&")} nonce: [0-9a-f-]{36} \\(${flow.type}\\)$`),
      );
      expect(consoleProblems).toEqual([]);
    });
  }
});

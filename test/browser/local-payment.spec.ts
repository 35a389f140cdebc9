// Local Payment in Chromium: real pop-ups and full-page redirects to the sandbox's bank simulator, back
// through Local Payment's own return page on the asset origin.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import { BUTTONS_BODY, blockPopups, closeByShopper, closedPopup, popupFrom } from "../support/popups.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

const IDEAL = {
  paymentType: "ideal",
  paymentTypeCountryCode: "NL",
  amount: "10.00",
  currencyCode: "EUR",
  givenName: "Joe",
  surname: "Doe",
  address: { countryCode: "NL" },
  fallback: { url: "https://shop.example/checkout", buttonText: "Return to shop" },
};

/**
 * A shop whose Pay button calls `startPayment(options)`; `onPaymentStart` records the payment id and
 * calls `start()` unless told not to. The outcome lands in `window.outcome`.
 */
async function openShop(
  options: Record<string, unknown>,
  createOptions: Record<string, unknown> = {},
  startNow = true,
): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "local-payment.min.js"], body: BUTTONS_BODY });
  await page.evaluate(
    async ({ authorization, startOptions, extra, startNow }) => {
      const w = window as any;
      w.localPaymentInstance = await w.braintree.localPayment.create({ authorization, ...extra });
      w.outcomes = [];
      document.getElementById("pay")?.addEventListener("click", () => {
        w.localPaymentInstance
          .startPayment({
            ...startOptions,
            onPaymentStart: (data: { paymentId: string }, start?: () => void) => {
              w.paymentId = data.paymentId;
              if (startNow && start) start();
            },
          })
          .then(
            (payload: any) =>
              w.outcomes.push(
                payload ? { nonce: payload.nonce, type: payload.type, details: payload.details } : { resolved: true },
              ),
            (error: any) =>
              w.outcomes.push({ code: error.code, type: error.type, message: error.message, details: error.details }),
          );
      });
    },
    { authorization: sandbox().tokenizationKey, startOptions: options, extra: createOptions, startNow },
  );
}

async function outcome(count = 1): Promise<any> {
  await page.waitForFunction((n) => (window as any).outcomes?.length >= n, count, { timeout: 20000 });
  return page.evaluate((n) => (window as any).outcomes[n - 1], count);
}

async function decideInBank(target: Page, decision: "approve" | "cancel" | "fail"): Promise<void> {
  const button = target.locator(`button[value="${decision}"]`);
  await button.waitFor({ timeout: 20000 });
  await button.click();
}

describe("Local Payment in a pop-up", () => {
  it("completes a payment approved at the bank to a nonce", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({
      nonce: expect.any(String),
      type: "PayPalAccount",
      details: { email: "sandbox.shopper@example.com" },
    });
    await closedPopup(popup);
    expect(consoleProblems).toEqual([]);
  });

  it("hands onPaymentStart the payment id before the bank page shows", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    expect(await page.evaluate(() => (window as any).paymentId)).toMatch(/^PAYID-/);
    await closeByShopper(popup);
    await outcome();
  });

  it("opens a pop-up of 1282x720 on the local payment landing page by default", async () => {
    await openShop(IDEAL, {}, false);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1282, 720]);
    expect(popup.url()).toContain("/web/3.132.0/html/local-payment-landing-frame.min.html");
    await page.evaluate(() => (window as any).localPaymentInstance.closeWindow());
    expect(await outcome()).toMatchObject({ code: "LOCAL_PAYMENT_WINDOW_CLOSED" });
  });

  it("sizes the pop-up from windowOptions", async () => {
    await openShop({ ...IDEAL, windowOptions: { width: 600, height: 500 } }, {}, false);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 500]);
    await page.evaluate(() => (window as any).localPaymentInstance.closeWindow());
    await outcome();
  });

  it("fails with LOCAL_PAYMENT_CANCELED when the shopper cancels at the bank", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "cancel");
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_CANCELED",
      type: "CUSTOMER",
      message: "Customer canceled the LocalPayment before authorizing.",
      details: { originalError: { token: expect.stringMatching(/^EC-/) } },
    });
    await closedPopup(popup);
  });

  it("fails with LOCAL_PAYMENT_START_PAYMENT_FAILED when the payment fails at the bank", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "fail");
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_FAILED",
      type: "NETWORK",
      message: "LocalPayment startPayment failed.",
      details: { originalError: { errorcode: "processing_error" } },
    });
    await closedPopup(popup);
  });

  it("fails with LOCAL_PAYMENT_WINDOW_CLOSED when the shopper closes the pop-up", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await closeByShopper(popup);
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_WINDOW_CLOSED",
      message: "Customer closed LocalPayment window before authorizing.",
    });
  });

  it("rejects a second start while the pop-up is open with LOCAL_PAYMENT_ALREADY_IN_PROGRESS", async () => {
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    await page.click("#pay");
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_ALREADY_IN_PROGRESS",
      message: "LocalPayment payment is already in progress.",
    });
    await decideInBank(popup, "approve");
    expect(await outcome(2)).toMatchObject({ type: "PayPalAccount" });
  });

  it("fails with LOCAL_PAYMENT_WINDOW_OPEN_FAILED when the pop-up is blocked", async () => {
    await blockPopups(page);
    await openShop(IDEAL);
    await page.click("#pay");
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_WINDOW_OPEN_FAILED",
      type: "MERCHANT",
      message: "LocalPayment window failed to open; make sure startPayment was called in response to a user action.",
    });
  });

  it("fails with LOCAL_PAYMENT_INVALID_PAYMENT_OPTION and closes the pop-up when the gateway answers 422", async () => {
    await openShop({ ...IDEAL, amount: "ten euros" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_INVALID_PAYMENT_OPTION",
      message: "Local payment options are invalid.",
    });
    await closedPopup(popup);
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK and closes the pop-up when the gateway fails, as the provider's", async () => {
    sandbox().inject({ path: "local_payments/create", status: 500 });
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    expect(await outcome()).toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      details: { httpStatus: 500 },
    });
    await closedPopup(popup);
  });

  it("offers the fallback link when the return page has lost the shop", async () => {
    await page.goto(
      `${sandbox().assetsUrl}/web/3.132.0/html/local-payment-redirect-frame.min.html?channel=${"a".repeat(32)}&r=${encodeURIComponent("https://shop.example/back")}&t=Back%20to%20the%20shop&btLpToken=EC-1`,
    );
    const link = page.getByRole("link", { name: "Back to the shop" });
    expect(await link.getAttribute("href")).toBe("https://shop.example/back?btLpToken=EC-1");
  });
});

describe("Local Payment's return page and tokenization", () => {
  it("offers no link to a fallback address that is not http(s)", async () => {
    await page.goto(
      `${sandbox().assetsUrl}/web/3.132.0/html/local-payment-redirect-frame.min.html?channel=${"b".repeat(32)}&r=${encodeURIComponent("javascript:alert(1)")}&t=Back`,
    );
    await page.getByRole("status").filter({ hasText: "no longer connected" }).waitFor();
    expect(await page.getByRole("link").count()).toBe(0);
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK when the gateway fails the approved payment, as the provider's", async () => {
    sandbox().inject({ path: "payment_methods/paypal_accounts", status: 500 });
    await openShop(IDEAL);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
      details: { httpStatus: 500 },
    });
  });
});

describe("Local Payment deferred payments", () => {
  const BLIK_LEVEL_0 = {
    paymentType: "blik",
    paymentTypeCountryCode: "PL",
    amount: "10.00",
    currencyCode: "PLN",
    givenName: "Joe",
    surname: "Doe",
    blikOptions: { level_0: { authCode: "123456" } },
  };

  it("resolves a BLIK level 0 payment after onPaymentStart, opening no window", async () => {
    await openShop(BLIK_LEVEL_0);
    let popups = 0;
    page.on("popup", () => popups++);
    await page.click("#pay");
    expect(await outcome()).toEqual({ resolved: true });
    expect(await page.evaluate(() => (window as any).paymentId)).toMatch(/^PAYID-/);
    expect(popups).toBe(0);
  });

  it("fails with LOCAL_PAYMENT_START_PAYMENT_DEFERRED_PAYMENT_FAILED when the provider asks for a redirect", async () => {
    await openShop({ ...BLIK_LEVEL_0, email: "needs.redirect@example.com" });
    await page.click("#pay");
    expect(await outcome()).toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_DEFERRED_PAYMENT_FAILED",
      type: "UNKNOWN",
      message: "LocalPayment startPayment deferred payment failed.",
    });
  });
});

describe("Local Payment as a full-page redirect", () => {
  async function startRedirect(): Promise<void> {
    await openShop(IDEAL, { redirectUrl: `${sandbox().demoUrl}/blank?shop=1` });
    await Promise.all([page.waitForURL(/\/simulators\/local-payment\/checkout/), page.click("#pay")]);
  }

  /** Back on the shop's page: a new instance reads the return and reports what it found. */
  async function returnedInstance(): Promise<any> {
    const url = new URL(page.url());
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "local-payment.min.js"],
      body: BUTTONS_BODY,
      path: `${url.pathname}${url.search}`,
    });
    return page.evaluate(
      async ({ authorization, redirectUrl }) => {
        const instance = await (window as any).braintree.localPayment.create({ authorization, redirectUrl });
        const error = instance.tokenizeError;
        return {
          payload: instance.tokenizePayload && {
            nonce: instance.tokenizePayload.nonce,
            type: instance.tokenizePayload.type,
          },
          error: error && { code: error.code, message: error.message },
          hasTokenizationParams: instance.hasTokenizationParams(),
        };
      },
      { authorization: sandbox().tokenizationKey, redirectUrl: `${sandbox().demoUrl}/blank?shop=1` },
    );
  }

  it("tokenizes the approved payment when the shop's page is created again on return", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/\/blank\?shop=1&btLpToken=/), decideInBank(page, "approve")]);
    expect(await returnedInstance()).toMatchObject({
      payload: { nonce: expect.any(String), type: "PayPalAccount" },
      hasTokenizationParams: true,
    });
  });

  it("reports LOCAL_PAYMENT_CANCELED on return from a cancelled payment", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/wasCanceled=true/), decideInBank(page, "cancel")]);
    expect(await returnedInstance()).toMatchObject({ payload: undefined, error: { code: "LOCAL_PAYMENT_CANCELED" } });
  });

  it("reports LOCAL_PAYMENT_START_PAYMENT_FAILED on return from a failed payment", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/errorcode=processing_error/), decideInBank(page, "fail")]);
    expect(await returnedInstance()).toMatchObject({
      payload: undefined,
      error: { code: "LOCAL_PAYMENT_START_PAYMENT_FAILED" },
    });
  });

  it("does not reject a second start in the redirect flow", async () => {
    await openShop(IDEAL, { redirectUrl: `${sandbox().demoUrl}/blank?shop=1` }, false);
    await page.click("#pay");
    await page.click("#pay");
    expect([await outcome(1), await outcome(2)]).toEqual([{ resolved: true }, { resolved: true }]);
  });

  it("sends the redirect URL as the return address and with wasCanceled=true as the cancel address", async () => {
    sandbox().clearRequests();
    await openShop(
      IDEAL,
      { redirectUrl: `${sandbox().demoUrl}/blank?shop=1`, merchantAccountId: "eur_account" },
      false,
    );
    await page.click("#pay");
    await outcome();
    const body = apiRequests(sandbox()).find((request) => request.path.endsWith("local_payments/create"))?.body as any;
    expect(body).toMatchObject({
      returnUrl: `${sandbox().demoUrl}/blank?shop=1`,
      cancelUrl: `${sandbox().demoUrl}/blank?shop=1&wasCanceled=true`,
      merchantAccountId: "eur_account",
      fundingSource: "ideal",
      intent: "sale",
    });
  });
});

describe("Local Payment through the loader", () => {
  it("fetches local-payment.min.js on first use and creates an instance", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const methods = await page.evaluate(async (authorization) => {
      const instance = await (window as any).braintree.localPayment.create({ authorization });
      return ["startPayment", "tokenize", "hasTokenizationParams", "closeWindow", "focusWindow", "teardown"].map(
        (name) => typeof instance[name],
      );
    }, sandbox().tokenizationKey);
    expect(methods).toEqual(Array(6).fill("function"));
    expect(sandbox().assetRequests.map((request) => request.path)).toContain("/web/3.132.0/js/local-payment.min.js");
  });
});

describe("Local Payment through React's <PaymentMethod>", () => {
  beforeAll(async () => {
    await buildFixture("react-render-prop.tsx", "react-render-prop");
  });

  it("loads the plugin on demand under StrictMode, with a render prop, and completes a payment to a nonce", async () => {
    await openMerchantPage(page, sandbox(), { bundles: [], body: BUTTONS_BODY });
    await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-render-prop.js`, type: "module" });
    await page.waitForFunction(() => "mountWithRenderProp" in window);
    await page.evaluate(
      async ({ authorization, options }) => {
        const w = window as any;
        const instance = await w.mountWithRenderProp("localPayment", authorization);
        w.outcomes = [];
        document.getElementById("pay")?.addEventListener("click", () => {
          instance.startPayment({ ...options, onPaymentStart: (_data: unknown, start: () => void) => start() }).then(
            (payload: any) => w.outcomes.push({ type: payload.type }),
            (error: any) => w.outcomes.push({ code: error.code }),
          );
        });
      },
      { authorization: sandbox().tokenizationKey, options: IDEAL },
    );
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toEqual({ type: "PayPalAccount" });
  });
});

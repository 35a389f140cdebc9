// PayPal Checkout in Chromium: the simulated PayPal SDK and vault-initiated checkout in real pop-ups,
// against the sandbox gateway and its PayPal simulator.
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

async function openShop(): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "paypal-checkout.min.js"], body: BUTTONS_BODY });
  await page.evaluate(async (authorization) => {
    const w = window as unknown as { braintree: any; checkout: any };
    w.checkout = await w.braintree.paypalCheckout.create({ authorization });
  }, sandbox().tokenizationKey);
}

/** Renders the simulated PayPal buttons wired to createPayment / tokenizePayment; outcomes land in window.outcome. */
async function renderButtons(flow: "checkout" | "vault"): Promise<void> {
  await page.evaluate(async (flowName) => {
    const w = window as unknown as { checkout: any; paypal: any; outcome?: unknown };
    await w.checkout.loadPayPalSDK(flowName === "vault" ? { vault: true } : { currency: "USD", intent: "capture" });
    const create = () =>
      w.checkout.createPayment(
        flowName === "vault"
          ? { flow: "vault" }
          : { flow: "checkout", amount: "25.00", currency: "USD", intent: "capture" },
      );
    await w.paypal
      .Buttons({
        [flowName === "vault" ? "createBillingAgreement" : "createOrder"]: create,
        onApprove: (data: unknown) =>
          w.checkout.tokenizePayment(data).then(
            (payload: any) =>
              (w.outcome = { nonce: payload.nonce, type: payload.type, payerId: payload.details.payerId }),
            (error: any) => (w.outcome = { code: error.code }),
          ),
        onCancel: () => (w.outcome = { canceled: true }),
        onError: (error: any) => (w.outcome = { error: String(error) }),
      })
      .render("#paypal-button");
  }, flow);
}

/** Starts vault-initiated checkout from a real click on the page's button. */
async function wireVaultInitiatedButton(options: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate((extra) => {
    const w = window as unknown as { checkout: any; outcome?: unknown };
    document.getElementById("pay")?.addEventListener("click", () => {
      w.checkout
        .startVaultInitiatedCheckout({
          amount: "15.00",
          currency: "USD",
          vaultInitiatedCheckoutPaymentMethodToken: "vaulted-token",
          ...extra,
        })
        .then(
          (payload: any) => (w.outcome = { nonce: payload.nonce, type: payload.type }),
          (error: any) => (w.outcome = { code: error.code, message: error.message }),
        );
    });
  }, options);
}

async function outcome(): Promise<any> {
  await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 20000,
  });
  return page.evaluate(() => (window as unknown as { outcome: unknown }).outcome);
}

const backdropShown = () =>
  page.evaluate(() => document.querySelector("[data-braintree-paypal-vault-initiated-checkout-modal]") !== null);

describe("PayPal Checkout with the PayPal SDK", () => {
  it("completes a checkout approved in the PayPal pop-up to a nonce", async () => {
    await openShop();
    await renderButtons("checkout");
    const popup = await popupFrom(page, () => page.click("#paypal-button button"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "PayPalAccount",
      payerId: expect.any(String),
    });
    expect(consoleProblems).toEqual([]);
  });

  it("completes a billing agreement approved in the PayPal pop-up to a nonce", async () => {
    await openShop();
    await renderButtons("vault");
    const popup = await popupFrom(page, () => page.click("#paypal-button button"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({ type: "PayPalAccount" });
  });

  it("reports a checkout the shopper cancelled", async () => {
    await openShop();
    await renderButtons("checkout");
    const popup = await popupFrom(page, () => page.click("#paypal-button button"));
    await decideInSimulator(popup, "cancel");
    expect(await outcome()).toEqual({ canceled: true });
  });

  it("requests its dispatch frame at create, so a payment created next comes after it, as the provider's", async () => {
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "paypal-checkout.min.js"],
      body: BUTTONS_BODY,
    });
    const order: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes("/html/dispatch-frame")) order.push("dispatch frame");
      if (path.endsWith("/paypal_hermes/create_payment_resource") && request.method() === "POST")
        order.push("createPayment");
      if (path.endsWith("/paypal_hermes/patch_payment_resource") && request.method() === "POST")
        order.push("updatePayment");
    });
    // Every answer slow, so the order does not depend on which of two quick answers comes first.
    sandbox().setLatency(300);
    try {
      await page.evaluate(async (authorization) => {
        const braintree = (window as unknown as { braintree: any }).braintree;
        const client = await braintree.client.create({ authorization });
        // A first request of the page's own, so the request machinery is loaded before PayPal Checkout is created.
        await client.request({
          method: "post",
          endpoint: "payment_methods/credit_cards",
          data: {
            creditCard: {
              number: "4111111111111111",
              expirationMonth: "12",
              expirationYear: "2040",
              cvv: "123",
              options: { validate: false },
            },
          },
        });
        const checkout = await braintree.paypalCheckout.create({ client });
        const token = await checkout.createPayment({
          flow: "checkout",
          amount: "25.00",
          currency: "USD",
          intent: "capture",
        });
        await checkout.updatePayment({ paymentId: token, amount: "30.00", currency: "USD" });
      }, sandbox().tokenizationKey);
    } finally {
      sandbox().setLatency(0);
    }
    expect(order).toEqual(["dispatch frame", "createPayment", "updatePayment"]);
  });

  it("removes the SDK script on teardown", async () => {
    await openShop();
    await renderButtons("checkout");
    const scripts = await page.evaluate(async () => {
      const w = window as unknown as { checkout: any };
      const before = document.querySelectorAll('script[src*="/simulators/paypal/sdk/js"]').length;
      await w.checkout.teardown();
      return [before, document.querySelectorAll('script[src*="/simulators/paypal/sdk/js"]').length];
    });
    expect(scripts).toEqual([1, 0]);
  });
});

describe("vault-initiated checkout", () => {
  it("completes in a pop-up to a nonce, dimming the page meanwhile", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    expect(await backdropShown()).toBe(true);
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({ nonce: expect.any(String), type: "PayPalAccount" });
    expect(await backdropShown()).toBe(false);
    await closedPopup(popup);
    expect(consoleProblems).toEqual([]);
  });

  it("returns the shopper through the redirect frame on the asset origin", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toMatchObject({ type: "PayPalAccount" });
    // The asset server logs it: the pop-up may close before a test could look at its URL.
    expect(sandbox().assetRequests.map((request) => request.path)).toContain(
      "/web/3.132.0/html/redirect-frame.min.html",
    );
  });

  it("fails with CANCELED when the shopper cancels at PayPal", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "cancel");
    expect(await outcome()).toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED" });
    expect(await backdropShown()).toBe(false);
  });

  it("fails with CANCELED when the shopper closes the pop-up", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await closeByShopper(popup);
    expect(await outcome()).toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED",
      message: "Customer closed PayPal popup before authorizing.",
    });
    expect(await backdropShown()).toBe(false);
  });

  it("fails at once with the pop-up error when pop-ups are blocked", async () => {
    await blockPopups(page);
    await openShop();
    await wireVaultInitiatedButton();
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED" });
    expect(await backdropShown()).toBe(false);
  });

  it("focuses the pop-up when the shopper clicks the backdrop", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    await page.bringToFront();
    await page.click("[data-braintree-paypal-vault-initiated-checkout-modal]");
    await popup.waitForFunction(() => document.hasFocus(), undefined, { timeout: 5000 });
    expect(await popup.evaluate(() => document.hasFocus())).toBe(true);
    await closeByShopper(popup);
    await outcome();
  });

  it("leaves the page clean after teardown", async () => {
    await openShop();
    await wireVaultInitiatedButton();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await page.evaluate(() => (window as unknown as { checkout: any }).checkout.teardown());
    await closedPopup(popup);
    expect(await outcome()).toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED" });
    expect(
      await page.evaluate(
        () => document.querySelectorAll("iframe, [data-braintree-paypal-vault-initiated-checkout-modal]").length,
      ),
    ).toBe(0);
  });
});

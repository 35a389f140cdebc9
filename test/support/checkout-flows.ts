// The payment flows of the checkout, each ending in a nonce through requestPaymentMethod() and a sale in the sandbox,
// registered by each of the checkout's browser specs for its page (CDN script tags, the loader, React).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { recordConsole } from "./browser.js";
import type { Sandbox } from "./sandbox.js";
import {
  approveInPopup,
  approveInVenmo,
  choose,
  createCheckout,
  everyOption,
  fillCard,
  openCheckoutPage,
  passChallenge,
  payInWalletSheet,
  quietConsole,
  requestPaymentMethod,
  sale,
  waitForEvent,
  type CheckoutMode,
} from "./checkout.js";

/** One page (and its browser context, for the Venmo app) per group of flows; its console must stay quiet. */
function useCheckoutPage(browser: () => Browser, sandbox: () => Sandbox, mode: CheckoutMode) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    context = await browser().newContext();
    page = await context.newPage();
    problems = recordConsole(page);
    await openCheckoutPage(page, sandbox(), mode, { simulators: ["apple-pay", "google-pay"] });
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    page: () => page as Page,
    context: () => context as BrowserContext,
    problems: () => problems,
  };
}

/** A sale of the nonce the checkout handed over, authorized by the sandbox. */
async function expectSold(page: Page, nonce: string, deviceData?: string): Promise<void> {
  expect(await sale(page, nonce, deviceData)).toEqual({ status: 201, transaction: "authorized" });
}

export function paymentFlows(mode: CheckoutMode, browser: () => Browser, sandbox: () => Sandbox): void {
  describe(`card flows through ${mode}`, () => {
    const tab = useCheckoutPage(browser, sandbox, mode);

    it("pays by card: requestPaymentMethod tokenizes the card form, and the nonce is sold", async () => {
      const page = tab.page();
      expect(await createCheckout(page, mode, { authorization: sandbox().tokenizationKey })).toEqual({
        ok: true,
        value: ["card"],
      });
      await fillCard(page, "4111111111111111");
      const payload = await requestPaymentMethod(page, mode);
      expect(payload).toMatchObject({
        ok: true,
        value: { type: "CreditCard", details: { lastFour: "1111", cardType: "Visa" }, description: expect.any(String) },
      });
      if (payload.ok) await expectSold(page, payload.value.nonce);
      expect(quietConsole(tab.problems())).toEqual([]);
    });

    it("pays by card verified with 3-D Secure: the issuer's challenge passed, liability shifted, with device data, then sold", async () => {
      const page = tab.page();
      const authorization = await sandbox().createClientToken({});
      const options = { authorization, threeDSecure: { amount: "10.00" }, dataCollector: true };
      expect(await createCheckout(page, mode, options)).toEqual({ ok: true, value: ["card"] });
      await fillCard(page, "4000000000001091");
      const pending = requestPaymentMethod(page, mode);
      await passChallenge(page);
      const payload = await pending;
      expect(payload).toMatchObject({
        ok: true,
        value: {
          type: "CreditCard",
          liabilityShifted: true,
          liabilityShiftPossible: true,
          deviceData: expect.stringContaining("correlation_id"),
        },
      });
      if (payload.ok) await expectSold(page, payload.value.nonce, payload.value.deviceData);
      expect(quietConsole(tab.problems())).toEqual([]);
    });

    it("pays by card verified with 3-D Secure without a challenge (frictionless), then sold", async () => {
      const page = tab.page();
      const authorization = await sandbox().createClientToken({});
      expect(await createCheckout(page, mode, { authorization, threeDSecure: { amount: "10.00" } })).toEqual({
        ok: true,
        value: ["card"],
      });
      await fillCard(page, "4000000000001000");
      const payload = await requestPaymentMethod(page, mode);
      expect(await page.locator("#Cardinal-CCA-IFrame").count()).toBe(0);
      if (payload.ok) await expectSold(page, payload.value.nonce);
    });

    it("pays with the customer's saved card, selected first, without typing anything", async () => {
      const page = tab.page();
      const authorization = await sandbox().createClientToken({ customerId: `checkout-${mode.replace(/\W/g, "")}` });
      expect(await createCheckout(page, mode, { authorization })).toEqual({ ok: true, value: ["card"] });
      expect(
        await page.evaluate(() =>
          (
            window as unknown as { dropin: { isPaymentMethodRequestable(): boolean } }
          ).dropin.isPaymentMethodRequestable(),
        ),
      ).toBe(true);
      const payload = await requestPaymentMethod(page, mode);
      expect(payload).toMatchObject({
        ok: true,
        value: { type: "CreditCard", vaulted: true, details: { lastFour: "1111" } },
      });
      if (payload.ok) await expectSold(page, payload.value.nonce);
    });
  });

  describe(`wallet and bank flows through ${mode}`, () => {
    const tab = useCheckoutPage(browser, sandbox, mode);

    /** A checkout offering one option, whose flow the shopper completes with `complete`; then requested and sold. */
    async function payWith(option: string, type: string, complete: (page: Page) => Promise<void>) {
      const page = tab.page();
      const created = await createCheckout(page, mode, {
        authorization: sandbox().tokenizationKey,
        card: false,
        ...everyOption(),
        paymentOptionPriority: [option],
      });
      expect(created).toEqual({ ok: true, value: [option] });
      await complete(page);
      await waitForEvent(page, "paymentMethodRequestable", true);
      const payload = await requestPaymentMethod(page, mode);
      expect(payload).toMatchObject({ ok: true, value: { type, nonce: expect.any(String) } });
      if (payload.ok) await expectSold(page, payload.value.nonce);
      expect(quietConsole(tab.problems())).toEqual([]);
    }

    it("pays with PayPal once the shopper approves in PayPal's window", async () => {
      await payWith("paypal", "PayPalAccount", (page) => approveInPopup(page, "paypal"));
    });

    it("pays with Venmo once the shopper approves in the Venmo app", async () => {
      await payWith("venmo", "VenmoAccount", (page) => approveInVenmo(page, tab.context()));
    });

    it("pays with Google Pay in the simulated wallet", async () => {
      await payWith("googlePay", "AndroidPayCard", (page) => payInWalletSheet(page, "googlePay"));
    });

    it("pays with Apple Pay in the simulated wallet", async () => {
      await payWith("applePay", "ApplePayCard", (page) => payInWalletSheet(page, "applePay"));
    });

    it("pays with iDEAL (Local Payment) once the shopper approves at the bank's simulator", async () => {
      await payWith("localPayment", "PayPalAccount", (page) => approveInPopup(page, "localPayment"));
    });

    it("offers every enabled option, and pays with the one the shopper chooses in the list", async () => {
      const page = tab.page();
      const created = await createCheckout(page, mode, { authorization: sandbox().tokenizationKey, ...everyOption() });
      expect(created).toEqual({
        ok: true,
        value: ["card", "paypal", "paypalCredit", "venmo", "applePay", "googlePay", "localPayment"],
      });
      await choose(page, "paypalCredit");
      await approveInPopup(page, "paypalCredit");
      await waitForEvent(page, "paymentMethodRequestable", true);
      const payload = await requestPaymentMethod(page, mode);
      expect(payload).toMatchObject({ ok: true, value: { type: "PayPalAccount" } });
      if (payload.ok) await expectSold(page, payload.value.nonce);
    });
  });
}

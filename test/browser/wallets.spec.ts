// Wallets in Chromium: each CDN bundle loaded by script tag next to a sandbox simulator of the wallet's
// browser API, completing to a nonce from the sandbox gateway. The pages use only braintree.<namespace>.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

// Page code runs in the browser and reads loosely typed globals.
type PageWindow = Window & Record<string, any>;

type Mode = "CDN bundles" | "the loader" | "React <PaymentMethod>";
let mode: Mode = "CDN bundles";

const WALLETS = ["applePay", "googlePayment", "paymentRequest", "visaCheckout", "americanExpress"];

/**
 * A blank merchant page with the wallet's code and, when given, a wallet simulator. The page code only
 * uses braintree.<namespace>: from the CDN bundles, from the loader (fetching on first use), or backed by
 * React's <PaymentMethod name> (each create mounts one and resolves with the instance it reports).
 */
async function openWalletPage(bundle: string, simulator?: string, body = "<main></main>"): Promise<void> {
  const bundles = mode === "CDN bundles" ? ["client.min.js", bundle] : mode === "the loader" ? ["loader.min.js"] : [];
  await openMerchantPage(page, sandbox(), { bundles, body });
  if (mode === "React <PaymentMethod>") {
    await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-app.js`, type: "module" });
    await page.waitForFunction(() => "mountPaymentMethod" in window);
    await page.evaluate((names) => {
      const w = window as PageWindow;
      w.braintree = { client: w.paykit.client };
      for (const name of names)
        w.braintree[name] = { create: (options: Record<string, unknown>) => w.mountPaymentMethod(name, options) };
    }, WALLETS);
  }
  if (simulator) await page.addScriptTag({ url: `${sandbox().assetsUrl}/simulators/${simulator}.js` });
}

/** Presses Pay in the simulated sheet once it allows it, after choosing an entry if asked. */
async function payInSheet(choice?: string): Promise<void> {
  if (choice) await page.selectOption('[data-simulator] [data-simulator-field="choice"]', choice);
  await page.click('[data-simulator] [data-simulator-action="pay"]');
}

async function result(): Promise<any> {
  return page.evaluate(() => (window as PageWindow).result);
}

beforeAll(async () => {
  await buildFixture("react-app.tsx", "react-app");
});

describe.each<Mode>(["CDN bundles", "the loader", "React <PaymentMethod>"])("wallets through %s", (current) => {
  beforeEach(() => {
    mode = current;
  });

  it("Apple Pay completes to a nonce through a simulated ApplePaySession", async () => {
    await openWalletPage("apple-pay.min.js", "apple-pay");
    await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const client = await w.braintree.client.create({ authorization });
      const applePay = await w.braintree.applePay.create({ client });
      w.result = new Promise((resolve) => {
        const session = new w.ApplePaySession(
          3,
          applePay.createPaymentRequest({ total: { label: "Shop", amount: "10.00" } }),
        );
        session.onvalidatemerchant = (event: any) =>
          applePay.performValidation({ validationURL: event.validationURL, displayName: "Shop" }).then(
            (merchantSession: unknown) => session.completeMerchantValidation(merchantSession),
            (error: any) => resolve({ error: error.code }),
          );
        session.onpaymentauthorized = (event: any) =>
          applePay.tokenize({ token: event.payment.token }).then(
            (payload: unknown) => {
              session.completePayment(w.ApplePaySession.STATUS_SUCCESS);
              resolve(payload);
            },
            (error: any) => resolve({ error: error.code }),
          );
        session.begin();
      });
    }, sandbox().tokenizationKey);
    await payInSheet("5204247750001471");
    expect(await result()).toMatchObject({
      type: "ApplePayCard",
      nonce: expect.stringMatching(/^tokenapplepay_sb_/),
      details: { cardType: "Apple Pay - MasterCard", dpanLastTwo: "71" },
    });
    expect(await page.locator("[data-simulator]").count()).toBe(0);
    expect(consoleProblems).toEqual([]);
  });

  it("Google Pay completes to a nonce through a simulated PaymentsClient", async () => {
    await openWalletPage("google-payment.min.js", "google-pay");
    await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const googlePayment = await w.braintree.googlePayment.create({ authorization, googlePayVersion: 2 });
      const paymentsClient = new w.google.payments.api.PaymentsClient({ environment: "TEST" });
      const request = googlePayment.createPaymentDataRequest({
        transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: 10 },
      });
      w.ready = await paymentsClient.isReadyToPay({
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: request.allowedPaymentMethods,
      });
      w.result = paymentsClient
        .loadPaymentData(request)
        .then((paymentData: unknown) => googlePayment.parseResponse(paymentData))
        .catch((error: any) => ({ error: error.code ?? error.statusCode }));
    }, sandbox().tokenizationKey);
    expect(await page.evaluate(() => (window as PageWindow).ready)).toMatchObject({ result: true });
    await payInSheet("visa");
    expect(await result()).toMatchObject({
      type: "AndroidPayCard",
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
      details: { cardType: "Visa", lastFour: "1111", isNetworkTokenized: false },
    });
    expect(consoleProblems).toEqual([]);
  });

  it("Payment Request completes to a card nonce through a simulated payment sheet", async () => {
    await openWalletPage("payment-request.min.js", "payment-request");
    await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const paymentRequest = await w.braintree.paymentRequest.create({ authorization });
      w.canPay = await paymentRequest.canMakePayment({
        details: { total: { label: "Total", amount: { currency: "USD", value: "10.00" } } },
      });
      w.result = paymentRequest
        .tokenize({ details: { total: { label: "Total", amount: { currency: "USD", value: "10.00" } } } })
        .catch((error: any) => ({ error: error.code }));
    }, sandbox().tokenizationKey);
    expect(await page.evaluate(() => (window as PageWindow).canPay)).toBe(true);
    await payInSheet("card:2");
    const payload = await result();
    expect(payload).toMatchObject({
      type: "CreditCard",
      description: "ending in 05",
      details: { cardType: "American Express", lastFour: "0005" },
    });
    expect(JSON.stringify(payload.details.rawPaymentResponse)).not.toContain("378282246310005");
    expect(consoleProblems).toEqual([]);
  });

  it("Payment Request completes to a Google Pay nonce chosen in the sheet", async () => {
    await openWalletPage("payment-request.min.js", "payment-request");
    await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const paymentRequest = await w.braintree.paymentRequest.create({ authorization, googlePayVersion: 2 });
      w.result = paymentRequest
        .tokenize({ details: { total: { label: "Total", amount: { currency: "USD", value: "10.00" } } } })
        .catch((error: any) => ({ error: error.code }));
    }, sandbox().tokenizationKey);
    await payInSheet("google-pay");
    expect(await result()).toMatchObject({
      type: "AndroidPayCard",
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
    });
    expect(consoleProblems).toEqual([]);
  });

  it("Visa Checkout completes to a nonce through a simulated V", async () => {
    await openWalletPage(
      "visa-checkout.min.js",
      "visa-checkout",
      '<main><button type="button" class="v-button">Visa Checkout</button></main>',
    );
    await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const visaCheckout = await w.braintree.visaCheckout.create({ authorization });
      w.V.init(visaCheckout.createInitOptions({ paymentRequest: { currencyCode: "USD", subtotal: "10.00" } }));
      w.result = new Promise((resolve) => {
        w.V.on("payment.success", (payment: unknown) =>
          visaCheckout.tokenize(payment).then(resolve, (error: any) => resolve({ error: error.code })),
        );
      });
    }, sandbox().tokenizationKey);
    await page.click(".v-button");
    await payInSheet("6011111111111117");
    expect(await result()).toMatchObject({
      type: "VisaCheckoutCard",
      nonce: expect.stringMatching(/^tokenvisacheckout_sb_/),
      details: { cardType: "Discover", lastFour: "1117" },
      userData: { userEmail: "ada@example.com" },
    });
    expect(consoleProblems).toEqual([]);
  });

  it("American Express looks up the rewards balance of an Amex nonce", async () => {
    await openWalletPage("american-express.min.js");
    const balance = await page.evaluate(async (authorization) => {
      const w = window as PageWindow;
      const client = await w.braintree.client.create({ authorization });
      const tokenized = await client.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: {
          creditCard: { number: "378282246310005", expirationDate: `12/${new Date().getFullYear() + 3}`, cvv: "1234" },
        },
      });
      const americanExpress = await w.braintree.americanExpress.create({ client });
      return americanExpress.getRewardsBalance({ nonce: tokenized.creditCards[0].nonce, currencyIsoCode: "USD" });
    }, sandbox().tokenizationKey);
    expect(balance).toMatchObject({
      rewardsUnit: "Points",
      currencyIsoCode: "USD",
      rewardsAmount: expect.stringMatching(/^\d+$/),
    });
    expect(consoleProblems).toEqual([]);
  });
});

describe("demo page wallets", () => {
  it("completes every simulated wallet to a nonce shown on the page", async () => {
    await page.goto(`${sandbox().demoUrl}/`);
    for (const wallet of ["apple-pay", "google-payment", "payment-request", "visa-checkout"]) {
      // The demo's methods are an accordion: open the wallet's.
      await page.click(`[data-choice="${wallet}"]`);
      await page.click(`[data-wallet-start="${wallet}"]`);
      await payInSheet();
      const output = page.locator(`[data-wallet-result="${wallet}"][data-state="nonce"]`);
      await output.waitFor();
      expect(await output.textContent(), wallet).toMatch(
        /^\S+ \((ApplePayCard|AndroidPayCard|CreditCard|VisaCheckoutCard)\)$/,
      );
    }
    expect(consoleProblems).toEqual([]);
  });
});

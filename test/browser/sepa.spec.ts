// SEPA Direct Debit in Chromium: the mandate approved, cancelled or failed at the sandbox's bank
// simulator, in a pop-up and as a full-page redirect.
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

const MANDATE = {
  accountHolderName: "Jane Doe",
  customerId: "customer-42",
  iban: "FR7630006000011234567890189",
  mandateType: "ONE_OFF",
  countryCode: "FR",
  merchantAccountId: "eur_account",
};

/** A shop whose Pay button calls `sepa.tokenize(options)`; outcomes land in `window.outcomes`. */
async function openShop(options: Record<string, unknown>, createOptions: Record<string, unknown> = {}): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "sepa.min.js"], body: BUTTONS_BODY });
  await page.evaluate(
    async ({ authorization, tokenizeOptions, extra }) => {
      const w = window as any;
      w.sepaInstance = await w.braintree.sepa.create({ authorization, ...extra });
      w.outcomes = [];
      document.getElementById("pay")?.addEventListener("click", () => {
        w.sepaInstance.tokenize(tokenizeOptions).then(
          (payload: any) => w.outcomes.push(payload ?? { resolved: true }),
          (error: any) => w.outcomes.push({ code: error.code, type: error.type, message: error.message }),
        );
      });
    },
    { authorization: sandbox().tokenizationKey, tokenizeOptions: options, extra: createOptions },
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

describe("SEPA in a pop-up", () => {
  it("completes a mandate approved at the bank to a nonce", async () => {
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toEqual({
      nonce: expect.any(String),
      ibanLastFour: "0189",
      customerId: "customer-42",
      mandateType: "ONE_OFF",
    });
    await closedPopup(popup);
    expect(consoleProblems).toEqual([]);
  });

  it("completes a recurrent mandate", async () => {
    await openShop({ ...MANDATE, mandateType: "RECURRENT" });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({ mandateType: "RECURRENT" });
  });

  it("opens a centred pop-up of 400x570 on the SEPA landing page", async () => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (url, name, features) => {
        (window as any).openFeatures = features;
        return open(url, name, features);
      };
    });
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([400, 570]);
    const placement = await page.evaluate(() => {
      const features = new URLSearchParams(String((window as any).openFeatures).replace(/,/g, "&"));
      return {
        left: Number(features.get("left")) === Math.round((screen.availWidth - 400) / 2),
        top: Number(features.get("top")) === Math.round((screen.availHeight - 570) / 2),
      };
    });
    expect(placement).toEqual({ left: true, top: true });
    expect(sandbox().assetRequests.map((request) => request.path)).toContain(
      "/web/3.132.0/html/sepa-landing-frame.min.html",
    );
    await closeByShopper(popup);
    await outcome();
  });

  it("sends the snake_case mandate and tokenization bodies", async () => {
    sandbox().clearRequests();
    await openShop({
      ...MANDATE,
      locale: "fr-FR",
      billingAddress: { addressLine1: "1 rue de la Paix", postalCode: "75002" },
    });
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    await outcome();
    const requests = apiRequests(sandbox());
    expect(requests.find((request) => request.path.endsWith("/v1/sepa_debit"))?.body).toMatchObject({
      sepa_debit: {
        account_holder_name: "Jane Doe",
        billing_address: { country_code: "FR", address_line_1: "1 rue de la Paix", postal_code: "75002" },
        iban: MANDATE.iban,
        merchant_or_partner_customer_id: "customer-42",
        mandate_type: "ONE_OFF",
      },
      locale: "fr-FR",
      merchant_account_id: "eur_account",
      return_url: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.html?success=1`,
      cancel_url: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.html?cancel=1`,
    });
    expect(requests.find((request) => request.path.endsWith("sepa_debit_accounts"))?.body).toMatchObject({
      sepa_debit_account: {
        last_4: "0189",
        merchant_or_partner_customer_id: "customer-42",
        bank_reference_token: expect.stringMatching(/^BRT-/),
        mandate_type: "ONE_OFF",
      },
      merchant_account_id: "eur_account",
    });
  });

  it("fails with SEPA_CUSTOMER_CANCELED when the shopper cancels at the bank", async () => {
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "cancel");
    expect(await outcome()).toEqual({
      code: "SEPA_CUSTOMER_CANCELED",
      type: "CUSTOMER",
      message: "User canceled SEPA authorization",
    });
    await closedPopup(popup);
  });

  it("fails with SEPA_CUSTOMER_CANCELED when the shopper closes the pop-up", async () => {
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await closeByShopper(popup);
    expect(await outcome()).toMatchObject({ code: "SEPA_CUSTOMER_CANCELED" });
  });

  it("fails with SEPA_TRANSACTION_FAILED when the bank rejects the mandate", async () => {
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "fail");
    expect(await outcome()).toEqual({
      code: "SEPA_TRANSACTION_FAILED",
      type: "UNKNOWN",
      message: "SEPA transaction failed",
    });
  });

  it("places no frame at create, and opens the pop-up only after the gateway answered the mandate request", async () => {
    await openShop(MANDATE);
    expect(await page.locator("iframe").count()).toBe(0);
    sandbox().clearRequests();
    const popup = await popupFrom(page, () => page.click("#pay"));
    // The landing page is asked for by the window, which exists only once the mandate does.
    expect(apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/sepa_debit"))).toHaveLength(1);
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({ nonce: expect.any(String) });
  });

  it("fails with SEPA_CREATE_MANDATE_FAILED and opens no pop-up when the gateway refuses the mandate", async () => {
    await openShop({ ...MANDATE, iban: "FR7630006000011234567890188" });
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await page.click("#pay");
    expect(await outcome()).toEqual({
      code: "SEPA_CREATE_MANDATE_FAILED",
      type: "MERCHANT",
      message: "SEPA create mandate failed.",
    });
    expect(popups).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
  });

  it("fails with SEPA_CREATE_MANDATE_FAILED and opens no pop-up when the gateway is down", async () => {
    sandbox().inject({ path: "/v1/sepa_debit", status: 503 });
    await openShop(MANDATE);
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "SEPA_CREATE_MANDATE_FAILED" });
    expect(popups).toEqual([]);
  });

  it("sends nothing and opens nothing for options it refuses", async () => {
    sandbox().clearRequests();
    await openShop({ ...MANDATE, mandateType: "MONTHLY" });
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "SEPA_INVALID_MANDATE_TYPE" });
    expect(popups).toEqual([]);
    expect(apiRequests(sandbox()).filter((request) => request.path.includes("sepa_debit"))).toEqual([]);
  });

  it("rejects a second tokenize while the pop-up is open", async () => {
    await openShop(MANDATE);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "SEPA_TOKENIZATION_FAILED" });
    await decideInBank(popup, "approve");
    expect(await outcome(2)).toMatchObject({ nonce: expect.any(String) });
  });

  it("fails with SEPA_TOKENIZATION_FAILED when the pop-up is blocked", async () => {
    await blockPopups(page);
    await openShop(MANDATE);
    await page.click("#pay");
    expect(await outcome()).toEqual({
      code: "SEPA_TOKENIZATION_FAILED",
      type: "UNKNOWN",
      message: "SEPA encountered a problem",
    });
  });
});

describe("SEPA as a full-page redirect", () => {
  const redirectUrl = () => `${sandbox().demoUrl}/blank?shop=sepa`;

  async function startRedirect(): Promise<void> {
    await openShop(MANDATE, { redirectUrl: redirectUrl() });
    await Promise.all([page.waitForURL(/\/simulators\/sepa\/mandate/), page.click("#pay")]);
  }

  async function returnedInstance(): Promise<any> {
    const url = new URL(page.url());
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "sepa.min.js"],
      body: BUTTONS_BODY,
      path: `${url.pathname}${url.search}`,
    });
    return page.evaluate(
      async ({ authorization, redirectUrl }) => {
        const instance = await (window as any).braintree.sepa.create({
          authorization,
          redirectUrl,
          merchantAccountId: "eur_account",
        });
        return {
          payload: instance.tokenizePayload,
          error: instance.tokenizeError && { code: instance.tokenizeError.code },
        };
      },
      { authorization: sandbox().tokenizationKey, redirectUrl: redirectUrl() },
    );
  }

  it("finishes tokenizing an approved mandate when the page is created again with success and cart_id", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/success=true&cart_id=/), decideInBank(page, "approve")]);
    expect(await returnedInstance()).toEqual({
      payload: { nonce: expect.any(String), ibanLastFour: "0189", customerId: "customer-42", mandateType: "ONE_OFF" },
    });
    expect(
      apiRequests(sandbox()).some(
        (request) => request.method === "GET" && /\/v1\/sepa_debit\/[0-9A-F]+$/.test(request.path),
      ),
    ).toBe(true);
  });

  it("reports SEPA_CUSTOMER_CANCELED on return from a cancelled mandate", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/cancel=1/), decideInBank(page, "cancel")]);
    expect(await returnedInstance()).toEqual({ error: { code: "SEPA_CUSTOMER_CANCELED" } });
  });

  it("reports SEPA_TRANSACTION_FAILED on return from a rejected mandate", async () => {
    await startRedirect();
    await Promise.all([page.waitForURL(/success=true/), decideInBank(page, "fail")]);
    expect(await returnedInstance()).toEqual({ error: { code: "SEPA_TRANSACTION_FAILED" } });
  });

  it("does not reject a second tokenize in the redirect flow", async () => {
    // The first tokenize's request is left unanswered, so the page is still there for the second click however long
    // the clicks take (with a delay instead, a slow machine let the first answer navigate away before the second).
    sandbox().inject({ path: "/v1/sepa_debit", hang: true, times: 1 });
    await openShop(MANDATE, { redirectUrl: redirectUrl() });
    sandbox().clearRequests();
    await page.click("#pay");
    await expect
      .poll(() => apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/sepa_debit")).length)
      .toBe(1);
    await page.click("#pay");
    // The second tokenize is not refused while the first is pending: it asks the gateway too, and redirects.
    await expect
      .poll(() => apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/sepa_debit")).length)
      .toBe(2);
    await expect.poll(() => page.url(), { timeout: 10000 }).toMatch(/\/simulators\/sepa\/mandate/);
  });
});

describe("SEPA through the loader", () => {
  it("fetches sepa.min.js on first use and completes a mandate", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"], body: BUTTONS_BODY });
    await page.evaluate(
      async ({ authorization, options }) => {
        const w = window as any;
        const instance = await w.braintree.sepa.create({ authorization });
        w.outcomes = [];
        document.getElementById("pay")?.addEventListener("click", () => {
          instance.tokenize(options).then(
            (payload: unknown) => w.outcomes.push(payload),
            (error: any) => w.outcomes.push({ code: error.code }),
          );
        });
      },
      { authorization: sandbox().tokenizationKey, options: MANDATE },
    );
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({ nonce: expect.any(String), mandateType: "ONE_OFF" });
  });
});

describe("SEPA through React's <PaymentMethod>", () => {
  beforeAll(async () => {
    await buildFixture("react-render-prop.tsx", "react-render-prop");
  });

  it("loads the plugin on demand under StrictMode and its default button completes a mandate to a nonce", async () => {
    await openMerchantPage(page, sandbox(), { bundles: [], body: "<main></main>" });
    await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-render-prop.js`, type: "module" });
    await page.waitForFunction(() => "mountDefaultButton" in window);
    await page.evaluate(
      ({ authorization, options }) => (window as any).mountDefaultButton("sepa", authorization, options),
      {
        authorization: sandbox().tokenizationKey,
        options: MANDATE,
      },
    );
    const button = page.locator('button[data-paykit-method="sepa"]:not([disabled])');
    await button.waitFor();
    const popup = await popupFrom(page, () => button.click());
    await decideInBank(popup, "approve");
    expect(await outcome()).toMatchObject({ nonce: expect.any(String), ibanLastFour: "0189", mandateType: "ONE_OFF" });
  });
});

// UnionPay, US bank account, vault manager, preferred payment methods and Payment Ready through the
// loader script tag (each bundle fetched on first use) and through React's <PaymentMethod name>.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

beforeAll(async () => {
  await buildFixture("react-app.tsx", "react-app");
});

const MANDATE = "I authorize Braintree to debit my bank account on behalf of Paykit Sandbox Store.";
const BANK_DETAILS = {
  routingNumber: "011000015",
  accountNumber: "1000000000",
  accountType: "savings",
  ownershipType: "business",
  businessName: "Acme",
};

/** Runs each method once against the sandbox through `braintree.<namespace>` as the page has it. */
async function completeEveryMethod(): Promise<Record<string, unknown>> {
  const clientToken = await sandbox().createClientToken({ customerId: "usage-modes" });
  return page.evaluate(
    async ({ key, clientToken, mandateText, bankDetails }) => {
      const braintree = (window as any).braintree;
      const unionpay = await braintree.unionpay.create({ authorization: key });
      const bank = await braintree.usBankAccount.create({ authorization: key });
      const vault = await braintree.vaultManager.create({ authorization: clientToken });
      const preferred = await braintree.preferredPaymentMethods.create({ authorization: key });
      const ready = await braintree.paymentReady.create({ authorization: key });
      return {
        unionpay: (await unionpay.fetchCapabilities({ card: { number: "6212345678901232" } })).isUnionPay,
        usBankAccount: (await bank.tokenize({ mandateText, bankDetails })).type,
        vaultManager: (await vault.fetchPaymentMethods()).length,
        preferredPaymentMethods: await preferred.fetchPreferredPaymentMethods(),
        paymentReady: typeof (await ready.createCustomerSession({ customer: { hashedEmail: "ab" } })).sessionId,
      };
    },
    { key: sandbox().tokenizationKey, clientToken, mandateText: MANDATE, bankDetails: BANK_DETAILS },
  );
}

const EXPECTED = {
  unionpay: true,
  usBankAccount: "us_bank_account",
  vaultManager: 3,
  preferredPaymentMethods: { paypalPreferred: true, venmoPreferred: false },
  paymentReady: "string",
};

async function openReactApp(): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: [], body: "<main></main>" });
  await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-app.js`, type: "module" });
  await page.waitForFunction(() => "mountPaymentMethod" in window);
}

describe("the five methods in every usage mode", () => {
  it("complete against the sandbox through the loader, which fetches each bundle on first use", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"], body: "<main></main>" });
    expect(await completeEveryMethod()).toEqual(EXPECTED);
    const fetched = sandbox().assetRequests.map((request) => request.path);
    for (const file of ["unionpay", "us-bank-account", "vault-manager", "preferred-payment-methods", "payment-ready"]) {
      expect(fetched, file).toContain(`/web/3.132.0/js/${file}.min.js`);
    }
    expect(consoleProblems).toEqual([]);
  });

  it("UnionPay and US bank account complete against the sandbox through React's <PaymentMethod name>", async () => {
    await openReactApp();
    const outcome = await page.evaluate(
      async ({ key, mandateText, bankDetails }) => {
        const w = window as any;
        const unionpay = await w.mountPaymentMethod("unionpay", { authorization: key });
        const bank = await w.mountPaymentMethod("usBankAccount", { authorization: key });
        return {
          unionpay: (await unionpay.fetchCapabilities({ card: { number: "6212345678901232" } })).isUnionPay,
          usBankAccount: (await bank.tokenize({ mandateText, bankDetails })).type,
          buttons: [...document.querySelectorAll("[data-paykit-method]")].map((button) =>
            button.getAttribute("data-paykit-method"),
          ),
        };
      },
      { key: sandbox().tokenizationKey, mandateText: MANDATE, bankDetails: BANK_DETAILS },
    );
    // US bank account's flow is one tokenize call (manifest defaultButton); UnionPay's takes three calls.
    expect(outcome).toEqual({ unionpay: true, usBankAccount: "us_bank_account", buttons: ["usBankAccount"] });
  });

  it("React loads the vault manager, preferred payment methods and Payment Ready, which have no default button", async () => {
    await openReactApp();
    const outcomes = await page.evaluate(async (key) => {
      const w = window as any;
      const results = [];
      for (const name of ["vaultManager", "preferredPaymentMethods", "paymentReady"]) {
        results.push(
          await w.mountPaymentMethod(name, { authorization: key }).then(
            () => "ready",
            (error: Error) => error.message,
          ),
        );
      }
      return { results, buttons: document.querySelectorAll("[data-paykit-method]").length };
    }, sandbox().tokenizationKey);
    expect(outcomes).toEqual({ results: ["ready", "ready", "ready"], buttons: 0 });
  });
});

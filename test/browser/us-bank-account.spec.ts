// US bank account bank login in Chromium: the CDN bundle loads the (simulated) bank-linking script from
// the sandbox gateway, the shopper links an account in its dialog, and the public token becomes a nonce.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
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

const MANDATE = "I authorize Braintree to debit my bank account on behalf of Paykit Sandbox Store.";
const BANK_LOGIN = {
  displayName: "Paykit Sandbox Store",
  ownershipType: "personal",
  firstName: "Ada",
  lastName: "Lovelace",
  billingAddress: { postalCode: "94119" },
};

/** Starts a bank-login tokenization in the page; its outcome lands in `window.outcome`. */
async function startBankLogin(): Promise<void> {
  await openMerchantPage(page, sandbox(), {
    bundles: ["client.min.js", "us-bank-account.min.js"],
    body: "<main></main>",
  });
  await page.evaluate(
    async ({ key, options }) => {
      const w = window as any;
      w.bank = await w.braintree.usBankAccount.create({ authorization: key });
      w.pending = w.bank.tokenize(options).then(
        (value: unknown) => ({ ok: true, value }),
        (error: any) => ({ ok: false, code: error.code, type: error.type, message: error.message }),
      );
    },
    { key: sandbox().tokenizationKey, options: { mandateText: MANDATE, bankLogin: BANK_LOGIN } },
  );
}

function outcome(): Promise<any> {
  return page.evaluate(() => (window as any).pending);
}

describe("US bank account bank login", () => {
  it("loads the simulated bank-linking script from the gateway and completes to a nonce", async () => {
    await startBankLogin();
    await page.selectOption('[data-simulator="bank-login"] [data-simulator-field="subtype"]', "savings");
    await page.click('[data-simulator="bank-login"] [data-simulator-action="link"]');
    expect(await outcome()).toEqual({
      ok: true,
      value: {
        nonce: expect.stringMatching(/^tokenusbankacct_/),
        details: {},
        description: "US bank account ending in - 0000",
        type: "us_bank_account",
      },
    });
    const mutation = sandbox().requests.find((entry) => entry.operationName === "TokenizeUsBankLogin");
    expect((mutation?.body as any).variables.input.usBankLogin).toMatchObject({
      accountType: "SAVINGS",
      accountId: "plaid_account_id",
      individualOwner: { firstName: "Ada" },
    });
    expect(sandbox().requests.some((entry) => entry.path === "/simulators/bank-login/link-initialize.js")).toBe(true);
    expect(await page.locator("[data-simulator]").count()).toBe(0);
    expect(consoleProblems).toEqual([]);
  });

  it("fails with US_BANK_ACCOUNT_LOGIN_CLOSED when the shopper exits the bank login", async () => {
    await startBankLogin();
    await page.click('[data-simulator="bank-login"] [data-simulator-action="exit"]');
    expect(await outcome()).toEqual({
      ok: false,
      code: "US_BANK_ACCOUNT_LOGIN_CLOSED",
      type: "CUSTOMER",
      message: "Customer closed bank login flow before authorizing.",
    });
  });

  it("refuses a second bank login while the first is open", async () => {
    await startBankLogin();
    await page.waitForSelector('[data-simulator="bank-login"]');
    const second = await page.evaluate(
      ({ options }) =>
        (window as any).bank.tokenize(options).catch((error: any) => ({ code: error.code, message: error.message })),
      { options: { mandateText: MANDATE, bankLogin: BANK_LOGIN } },
    );
    expect(second).toEqual({
      code: "US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
      message: "Another bank login tokenization request is active.",
    });
  });
});

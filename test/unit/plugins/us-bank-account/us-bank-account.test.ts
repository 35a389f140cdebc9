// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { usBankAccount, type UsBankAccount } from "../../../../plugins/us-bank-account/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { cardsOnlyKey, merchantsWithNoBankLogin, requestsTo } from "../support.js";

const NO_LOGIN_MERCHANT = "sandbox_merchant_no_login";
const sandbox = useSandbox({ merchants: merchantsWithNoBankLogin(NO_LOGIN_MERCHANT) });

const MANDATE = "I authorize Braintree to debit my bank account on behalf of Paykit Sandbox Store.";
const ADDRESS = {
  streetAddress: "123 Fake St",
  extendedAddress: "Apt B",
  locality: "San Francisco",
  region: "CA",
  postalCode: "94119",
};
const BANK_DETAILS = {
  routingNumber: "011000015",
  accountNumber: "1000000000",
  accountType: "checking",
  ownershipType: "personal" as const,
  firstName: "Ada",
  lastName: "Lovelace",
  billingAddress: ADDRESS,
};
const BANK_LOGIN = {
  displayName: "Paykit Sandbox Store",
  ownershipType: "business" as const,
  businessName: "Acme",
  billingAddress: ADDRESS,
};

let paykitClient: Client;
let instance: UsBankAccount;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await usBankAccount.create({ client: paykitClient });
  sandbox().clearRequests();
});

afterEach(() => {
  for (const sheet of document.querySelectorAll("[data-simulator]")) sheet.remove();
  for (const script of document.querySelectorAll("script")) script.remove();
  delete (window as { Plaid?: unknown }).Plaid;
});

function graphQLRequests(operationName: string) {
  return requestsTo(sandbox(), "/graphql").filter((request) => request.operationName === operationName);
}

describe("usBankAccount.create", () => {
  it("fails with US_BANK_ACCOUNT_NOT_ENABLED for a merchant without US bank accounts", async () => {
    await expect(usBankAccount.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_NOT_ENABLED",
      type: "MERCHANT",
      message: "US bank account is not enabled.",
    });
  });
});

describe("tokenize with bankDetails", () => {
  it("sends the TokenizeUsBankAccount mutation with the account type upper case and resolves with the nonce", async () => {
    const payload = await instance.tokenize({ mandateText: MANDATE, bankDetails: BANK_DETAILS });
    expect(payload).toEqual({
      nonce: expect.stringMatching(/^tokenusbankacct_/),
      details: {},
      description: "US bank account ending in - 0000",
      type: "us_bank_account",
    });
    const [request] = graphQLRequests("TokenizeUsBankAccount");
    expect(request?.body.query).toContain("tokenizeUsBankAccount(input: $input)");
    expect(request?.body.variables.input.usBankAccount).toEqual({
      achMandate: MANDATE,
      routingNumber: "011000015",
      accountNumber: "1000000000",
      accountType: "CHECKING",
      billingAddress: {
        streetAddress: "123 Fake St",
        extendedAddress: "Apt B",
        city: "San Francisco",
        state: "CA",
        zipCode: "94119",
      },
      individualOwner: { firstName: "Ada", lastName: "Lovelace" },
    });
  });

  it("sends a business owner for business accounts", async () => {
    await instance.tokenize({
      mandateText: MANDATE,
      bankDetails: { ...BANK_DETAILS, ownershipType: "business", businessName: "Acme" },
    });
    const input = graphQLRequests("TokenizeUsBankAccount")[0]?.body.variables.input.usBankAccount;
    expect(input.businessOwner).toEqual({ businessName: "Acme" });
    expect(input).not.toHaveProperty("individualOwner");
  });

  it("requires the mandate text", async () => {
    for (const mandateText of [undefined, "", 42]) {
      await expect(instance.tokenize({ mandateText, bankDetails: BANK_DETAILS } as never)).rejects.toMatchObject({
        code: "US_BANK_ACCOUNT_OPTION_REQUIRED",
        type: "MERCHANT",
        message: "mandateText property is required.",
      });
    }
    expect(graphQLRequests("TokenizeUsBankAccount")).toHaveLength(0);
  });

  it("requires bankDetails or bankLogin", async () => {
    await expect(instance.tokenize({ mandateText: MANDATE })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_OPTION_REQUIRED",
      message: "tokenize must be called with bankDetails or bankLogin.",
    });
  });

  it("refuses bankDetails and bankLogin together", async () => {
    await expect(
      instance.tokenize({ mandateText: MANDATE, bankDetails: BANK_DETAILS, bankLogin: BANK_LOGIN }),
    ).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
      type: "MERCHANT",
      message: "tokenize must be called with bankDetails or bankLogin, not both.",
    });
  });

  it("fails with US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR when the gateway's GraphQL refuses the account (no HTTP status)", async () => {
    await expect(
      instance.tokenize({ mandateText: MANDATE, bankDetails: { ...BANK_DETAILS, routingNumber: "123456789" } }),
    ).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      type: "NETWORK",
      message: "A tokenization network error occurred.",
      details: { originalError: { code: "CLIENT_GRAPHQL_REQUEST_ERROR" } },
    });
  });

  it("fails with US_BANK_ACCOUNT_FAILED_TOKENIZATION on an HTTP status below 500", async () => {
    sandbox().inject({ operationName: "TokenizeUsBankAccount", status: 422 });
    await expect(instance.tokenize({ mandateText: MANDATE, bankDetails: BANK_DETAILS })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      type: "CUSTOMER",
      message: "The supplied data failed tokenization.",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
  });

  it("fails with US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR on status 500 or above", async () => {
    sandbox().inject({ operationName: "TokenizeUsBankAccount", status: 503 });
    await expect(instance.tokenize({ mandateText: MANDATE, bankDetails: BANK_DETAILS })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      details: { originalError: { details: { httpStatus: 503 } } },
    });
  });

  it("turns a 401 into the API-access-restricted error", async () => {
    sandbox().inject({ operationName: "TokenizeUsBankAccount", status: 401 });
    await expect(instance.tokenize({ mandateText: MANDATE, bankDetails: BANK_DETAILS })).rejects.toMatchObject({
      code: "BRAINTREE_API_ACCESS_RESTRICTED",
      type: "MERCHANT",
      message: "Your access is restricted and cannot use this part of the Braintree API.",
      details: { originalError: { details: { httpStatus: 401 } } },
    });
  });
});

describe("tokenize with bankLogin", () => {
  async function installBankLoginSimulator(): Promise<void> {
    const response = await fetch(`${sandbox().gatewayUrl}/simulators/bank-login/link-initialize.js`);
    (0, eval)(await response.text());
  }

  /** jsdom loads no scripts: report every script added to the page as failed. */
  function failScripts(): () => void {
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event("error"));
    });
    observer.observe(document, { childList: true, subtree: true });
    return () => observer.disconnect();
  }

  async function press(action: "link" | "exit"): Promise<void> {
    await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>(
        `[data-simulator="bank-login"] [data-simulator-action="${action}"]`,
      );
      if (!button) throw new Error("no bank login dialog");
      button.click();
    });
  }

  it("opens the bank login, exchanges the linked account's public token and resolves with the nonce", async () => {
    await installBankLoginSimulator();
    const pending = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await press("link");
    await expect(pending).resolves.toMatchObject({
      type: "us_bank_account",
      description: "US bank account ending in - 0000",
    });
    const input = graphQLRequests("TokenizeUsBankLogin")[0]?.body.variables.input.usBankLogin;
    expect(input).toMatchObject({
      publicToken: expect.stringMatching(/^public-sandbox-/),
      accountId: "plaid_account_id",
      accountType: "CHECKING",
      achMandate: MANDATE,
      businessOwner: { businessName: "Acme" },
      billingAddress: { city: "San Francisco", zipCode: "94119" },
    });
  });

  it("loads the bank-linking script from the sandbox's simulator on a development gateway", async () => {
    const sources: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) sources.push(node.src);
    });
    watch.observe(document, { childList: true, subtree: true });
    const stop = failScripts();
    await instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN }).catch(() => undefined);
    stop();
    watch.disconnect();
    expect(sources).toContain(`${sandbox().gatewayUrl}/simulators/bank-login/link-initialize.js`);
  });

  it("fails with US_BANK_ACCOUNT_LOGIN_LOAD_FAILED when the script cannot load", async () => {
    const stop = failScripts();
    await expect(instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      type: "NETWORK",
      message: "Bank login flow failed to load.",
    });
    stop();
  });

  it("reports a script that cannot load with no details, as the provider's", async () => {
    const stop = failScripts();
    const error = await instance
      .tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN })
      .catch((failure: unknown) => failure);
    stop();
    expect(error).toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED" });
    expect((error as { details: unknown }).details).toBeUndefined();
  });

  it("fails with US_BANK_ACCOUNT_LOGIN_CLOSED when the shopper leaves the bank login", async () => {
    await installBankLoginSimulator();
    const pending = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await press("exit");
    await expect(pending).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_CLOSED",
      type: "CUSTOMER",
      message: "Customer closed bank login flow before authorizing.",
    });
    expect(graphQLRequests("TokenizeUsBankLogin")).toHaveLength(0);
  });

  it("refuses a second bank login while one is open", async () => {
    await installBankLoginSimulator();
    const first = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await expect(instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
      type: "MERCHANT",
      message: "Another bank login tokenization request is active.",
    });
    await press("exit");
    await first.catch(() => undefined);
  });

  it("allows a new bank login once the previous one was closed", async () => {
    await installBankLoginSimulator();
    const first = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await press("exit");
    await first.catch(() => undefined);
    const second = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await press("link");
    await expect(second).resolves.toMatchObject({ type: "us_bank_account" });
  });

  it("teardown closes an open bank login and fails its tokenization", async () => {
    await installBankLoginSimulator();
    const pending = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await vi.waitFor(() => expect(document.querySelector('[data-simulator="bank-login"]')).not.toBeNull());
    await instance.teardown();
    await expect(pending).rejects.toMatchObject({
      code: "METHOD_CALLED_AFTER_TEARDOWN",
      message: "tokenize cannot be called after teardown.",
    });
    expect(document.querySelector('[data-simulator="bank-login"]')).toBeNull();
  });

  it("requires a display name", async () => {
    await expect(
      instance.tokenize({ mandateText: MANDATE, bankLogin: { ...BANK_LOGIN, displayName: "" } }),
    ).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_OPTION_REQUIRED",
      message: "displayName property is required when using bankLogin.",
    });
  });

  it("fails with US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED when the merchant has no bank login", async () => {
    const clientToken = await sandbox().createClientToken({ merchantId: NO_LOGIN_MERCHANT, graphQLDate: "2019-01-01" });
    const noLogin = await usBankAccount.create({ authorization: clientToken });
    await expect(noLogin.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED",
      type: "MERCHANT",
      message: "Bank login is not enabled.",
    });
  });

  it("maps a failed bank-login tokenization by status like bank details", async () => {
    await installBankLoginSimulator();
    sandbox().inject({ operationName: "TokenizeUsBankLogin", status: 500 });
    const pending = instance.tokenize({ mandateText: MANDATE, bankLogin: BANK_LOGIN });
    await press("link");
    await expect(pending).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR" });
  });
});

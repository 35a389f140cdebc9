// @vitest-environment jsdom
import { afterAll, beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { usBankAccount, type UsBankAccount } from "../../../../plugins/us-bank-account/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
  "US_BANK_ACCOUNT_NOT_ENABLED",
];
const TOKENIZE_CODES = [
  "US_BANK_ACCOUNT_OPTION_REQUIRED",
  "US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
  "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
  "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
  "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
  "US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
  "BRAINTREE_API_ACCESS_RESTRICTED",
];

let instance: UsBankAccount;
let observer: MutationObserver;

beforeAll(async () => {
  clearClientCache();
  instance = await usBankAccount.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
  // jsdom loads no scripts: a bank login fails to load at once instead of waiting for a shopper.
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event("error"));
  });
  observer.observe(document, { childList: true, subtree: true });
});

afterAll(() => observer.disconnect());

const owner = {
  ownershipType: often(fc.constantFrom("personal", "business")),
  firstName: often(fc.constant("Ada")),
  lastName: often(fc.constant("Lovelace")),
  businessName: often(fc.constant("Acme")),
  billingAddress: hostile(),
};
const options = () =>
  often(
    fc.record(
      {
        mandateText: often(fc.constantFrom("I authorize.", "")),
        bankDetails: often(
          fc.record(
            {
              ...owner,
              routingNumber: often(fc.constantFrom("011000015", "1")),
              accountNumber: often(fc.constantFrom("1000000000", "")),
              accountType: often(fc.constantFrom("checking", "savings", "other")),
            },
            { requiredKeys: [] },
          ),
        ),
        bankLogin: often(
          fc.record({ ...owner, displayName: often(fc.constantFrom("Shop", "")) }, { requiredKeys: [] }),
        ),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the US bank account catalogue", () => {
  it("usBankAccount.create either succeeds or fails with a catalogue error", async () => {
    const createOptions = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(createOptions, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => usBankAccount.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("tokenize either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(options(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.tokenize(value as never)), TOKENIZE_CODES);
      }),
      { numRuns: 100 },
    );
  });
});

// @vitest-environment jsdom
import { afterAll, beforeAll, describe, vi } from "vitest";
import { it } from "vitest";
import fc from "fast-check";
import { sepa, type Sepa } from "../../../../plugins/sepa/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectCatalogueError, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: Sepa;

beforeAll(async () => {
  instance = await sepa.create({ authorization: sandbox().tokenizationKey });
});

afterAll(() => {
  vi.restoreAllMocks();
});

const CODES = [
  "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
  "SEPA_INVALID_MANDATE_TYPE",
  "SEPA_CREATE_MANDATE_FAILED",
  "SEPA_CUSTOMER_CANCELED",
  "SEPA_TOKENIZATION_FAILED",
  "SEPA_TRANSACTION_FAILED",
];

const tokenizeOptions = fc.oneof(
  hostile(),
  fc.record(
    {
      accountHolderName: often(fc.string()),
      customerId: often(fc.string()),
      iban: often(fc.constantFrom("FR7630006000011234567890189", "XX00")),
      mandateType: often(fc.constantFrom("ONE_OFF", "RECURRENT", "ONCE")),
      countryCode: often(fc.constantFrom("FR", "DE", "")),
      merchantAccountId: often(fc.string()),
      billingAddress: hostile(),
      locale: hostile(),
    },
    { requiredKeys: [] },
  ),
);

describe("bad input never escapes the SEPA catalogue", () => {
  it("create succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(
        localAuthorization([sandbox().tokenizationKey]),
        hostile(),
        hostile(),
        async (authorization, redirectUrl, debug) => {
          const result = await settle(() => sepa.create({ authorization, redirectUrl, debug } as never));
          expectCatalogueError(result, [
            "INSTANTIATION_OPTION_REQUIRED",
            "CLIENT_INVALID_AUTHORIZATION",
            "CLIENT_AUTHORIZATION_INVALID",
            "CLIENT_GATEWAY_NETWORK",
          ]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("tokenize fails with a catalogue error when the pop-up is blocked", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    await fc.assert(
      fc.asyncProperty(tokenizeOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.tokenize(options as never)), CODES);
      }),
      { numRuns: 60 },
    );
    vi.restoreAllMocks();
  });

  it("tokenize ends with a catalogue error when the shopper closes the pop-up at once", async () => {
    vi.spyOn(window, "open").mockImplementation(() => {
      const popup = { closed: false, close() {}, focus() {}, location: { href: "" } };
      setTimeout(() => (popup.closed = true), 0);
      return popup as unknown as Window;
    });
    await fc.assert(
      fc.asyncProperty(tokenizeOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.tokenize(options as never)), CODES);
      }),
      { numRuns: 40 },
    );
    vi.restoreAllMocks();
  });
});

import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { visaCheckout, type VisaCheckout } from "../../../../plugins/visa-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome, syncOutcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "VISA_CHECKOUT_NOT_ENABLED",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];

let instance: VisaCheckout;

beforeAll(async () => {
  clearClientCache();
  instance = await visaCheckout.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
});

describe("bad input never escapes the Visa Checkout catalogue", () => {
  it("visaCheckout.create either succeeds or fails with a catalogue error", async () => {
    const options = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => visaCheckout.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 50 },
    );
  });

  it("createInitOptions returns options or throws VISA_CHECKOUT_INIT_OPTIONS_REQUIRED", () => {
    const options = often(
      fc.record(
        {
          apikey: hostile(),
          externalClientId: hostile(),
          settings: often(
            fc.record(
              { dataLevel: hostile(), payment: often(fc.record({ cardBrands: hostile() }, { requiredKeys: [] })) },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(options, (value) => {
        expectSuccessOrCatalogueError(
          syncOutcome(() => instance.createInitOptions(value as never)),
          ["VISA_CHECKOUT_INIT_OPTIONS_REQUIRED"],
        );
      }),
      { numRuns: 200 },
    );
  });

  it("tokenize either resolves or rejects with a catalogue error", async () => {
    const payment = often(
      fc.record({ callid: hostile(), encKey: hostile(), encPaymentData: hostile() }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(payment, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.tokenize(value as never)), [
          "VISA_CHECKOUT_PAYMENT_REQUIRED",
          "VISA_CHECKOUT_TOKENIZATION",
        ]);
      }),
      { numRuns: 100 },
    );
  });
});

import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { googlePayment, type GooglePayment } from "../../../../plugins/google-payment/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome, syncOutcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "GOOGLE_PAYMENT_NOT_ENABLED",
  "GOOGLE_PAYMENT_UNSUPPORTED_VERSION",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];

let paykitClient: Client;
let versionOne: GooglePayment;
let versionTwo: GooglePayment;

beforeAll(async () => {
  clearClientCache();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  versionOne = await googlePayment.create({ client: paykitClient });
  versionTwo = await googlePayment.create({ client: paykitClient, googlePayVersion: 2 });
});

const overrides = () =>
  often(
    fc.record(
      {
        transactionInfo: often(fc.record({ totalPrice: hostile(), currencyCode: hostile() }, { requiredKeys: [] })),
        cardRequirements: often(fc.record({ allowedCardNetworks: hostile() }, { requiredKeys: [] })),
        allowedPaymentMethods: often(
          fc.array(
            often(
              fc.record(
                {
                  type: often(fc.constantFrom("CARD", "PAYPAL")),
                  parameters: hostile(),
                  tokenizationSpecification: hostile(),
                },
                { requiredKeys: [] },
              ),
            ),
          ),
        ),
        merchantInfo: hostile(),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the Google Pay catalogue", () => {
  it("googlePayment.create either succeeds or fails with a catalogue error", async () => {
    const keys = [sandbox().tokenizationKey, cardsOnlyKey(sandbox())];
    const options = often(
      fc.record(
        {
          authorization: localAuthorization(keys),
          client: fc.oneof(fc.constant(paykitClient), hostile()),
          googlePayVersion: often(fc.constantFrom(1, 2)),
          googleMerchantId: hostile(),
          useDeferredClient: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => googlePayment.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 80 },
    );
  });

  it("createPaymentDataRequest returns a request or throws a catalogue error, in both versions", () => {
    fc.assert(
      fc.property(overrides(), (value) => {
        expectSuccessOrCatalogueError(
          syncOutcome(() => versionOne.createPaymentDataRequest(value as never)),
          [],
        );
        expectSuccessOrCatalogueError(
          syncOutcome(() => versionTwo.createPaymentDataRequest(value as never)),
          [],
        );
      }),
      { numRuns: 200 },
    );
  });

  it("parseResponse either resolves or rejects with GOOGLE_PAYMENT_GATEWAY_ERROR", async () => {
    const token = often(
      fc.oneof(
        fc.json(),
        fc.jsonValue().map((value) => JSON.stringify({ androidPayCards: [value] })),
      ),
    );
    const response = often(
      fc.record(
        {
          apiVersion: often(fc.constant(2)),
          paymentMethodToken: often(fc.record({ token }, { requiredKeys: [] })),
          paymentMethodData: often(
            fc.record({ tokenizationData: often(fc.record({ token }, { requiredKeys: [] })) }, { requiredKeys: [] }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(response, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => versionOne.parseResponse(value as never)), [
          "GOOGLE_PAYMENT_GATEWAY_ERROR",
        ]);
      }),
      { numRuns: 200 },
    );
  });
});

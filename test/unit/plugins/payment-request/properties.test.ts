// @vitest-environment jsdom
import { afterEach, beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paymentRequest, type PaymentRequestComponent } from "../../../../plugins/payment-request/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import {
  cardsOnlyKey,
  closeSheets,
  expectSuccessOrCatalogueError,
  installSimulator,
  outcome,
  syncOutcome,
} from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "PAYMENT_REQUEST_NO_VALID_SUPPORTED_PAYMENT_METHODS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];
const CONFIGURATION_CODES = [
  "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_MUST_INCLUDE_TYPE",
  "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_TYPE_NOT_ENABLED",
];
const CAN_MAKE_PAYMENT_CODES = [
  "PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD",
  "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
  "PAYMENT_REQUEST_CAN_MAKE_PAYMENT_FAILED",
  "PAYMENT_REQUEST_CAN_MAKE_PAYMENT_NOT_ALLOWED",
];
const TOKENIZE_CODES = [
  "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
  "PAYMENT_REQUEST_CANCELED",
  "PAYMENT_REQUEST_NOT_COMPLETED",
];

let paykitClient: Client;
let instance: PaymentRequestComponent;

beforeAll(async () => {
  await installSimulator(sandbox(), "payment-request");
  clearClientCache();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await paymentRequest.create({ client: paykitClient });
});

afterEach(() => closeSheets());

const amount = () =>
  often(
    fc.record(
      { currency: often(fc.constant("USD")), value: often(fc.constantFrom("1.00", "10")) },
      { requiredKeys: [] },
    ),
  );
const configuration = () =>
  often(
    fc.record(
      {
        supportedPaymentMethods: often(
          fc.array(
            often(
              fc.record(
                { supportedMethods: often(fc.constantFrom("basic-card", "https://google.com/pay")), data: hostile() },
                { requiredKeys: [] },
              ),
            ),
            { maxLength: 3 },
          ),
        ),
        details: often(
          fc.record(
            {
              total: often(fc.record({ label: hostile(), amount: amount() }, { requiredKeys: [] })),
              shippingOptions: hostile(),
            },
            { requiredKeys: [] },
          ),
        ),
        options: often(fc.record({ requestShipping: hostile(), requestPayerEmail: hostile() }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the Payment Request catalogue", () => {
  it("paymentRequest.create either succeeds or fails with a catalogue error", async () => {
    const options = often(
      fc.record(
        {
          authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]),
          client: fc.oneof(fc.constant(paykitClient), hostile()),
          enabledPaymentMethods: often(fc.record({ basicCard: hostile(), googlePay: hostile() }, { requiredKeys: [] })),
          googlePayVersion: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => paymentRequest.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 60 },
    );
  });

  it("createSupportedPaymentMethodsConfiguration returns an entry or throws a catalogue error", () => {
    fc.assert(
      fc.property(often(fc.constantFrom("basicCard", "googlePay")), hostile(), (type, overrides) => {
        const result = syncOutcome(() =>
          instance.createSupportedPaymentMethodsConfiguration(type as never, overrides as never),
        );
        expectSuccessOrCatalogueError(result, CONFIGURATION_CODES);
      }),
      { numRuns: 200 },
    );
  });

  it("on and off accept anything without throwing", () => {
    fc.assert(
      fc.property(hostile(), hostile(), (event, handler) => {
        expectSuccessOrCatalogueError(
          syncOutcome(() => instance.on(event as never, handler as never)),
          [],
        );
        expectSuccessOrCatalogueError(
          syncOutcome(() => instance.off(event as never, handler as never)),
          [],
        );
      }),
      { numRuns: 100 },
    );
  });

  it("canMakePayment either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(configuration(), async (value) => {
        expectSuccessOrCatalogueError(
          await outcome(() => instance.canMakePayment(value as never)),
          CAN_MAKE_PAYMENT_CODES,
        );
      }),
      { numRuns: 150 },
    );
  });

  it("tokenize either resolves or rejects with a catalogue error when the shopper cancels", async () => {
    await fc.assert(
      fc.asyncProperty(configuration(), async (value) => {
        const pending = outcome(() => instance.tokenize(value as never));
        // A sheet that opened waits for the shopper; this one closes it.
        await new Promise((resolve) => setTimeout(resolve, 0));
        document.querySelector<HTMLButtonElement>('[data-simulator] [data-simulator-action="cancel"]')?.click();
        expectSuccessOrCatalogueError(await pending, TOKENIZE_CODES);
      }),
      { numRuns: 150 },
    );
  });
});

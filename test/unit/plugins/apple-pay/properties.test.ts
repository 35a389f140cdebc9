// @vitest-environment jsdom
import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { applePay, type ApplePay } from "../../../../plugins/apple-pay/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome, syncOutcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "APPLE_PAY_NOT_ENABLED",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];
const VALIDATION_CODES = [
  "APPLE_PAY_VALIDATION_URL_REQUIRED",
  "APPLE_PAY_MERCHANT_VALIDATION_FAILED",
  "APPLE_PAY_MERCHANT_VALIDATION_NETWORK",
];
const TOKENIZE_CODES = ["APPLE_PAY_PAYMENT_TOKEN_REQUIRED", "APPLE_PAY_TOKENIZATION"];

let instance: ApplePay;

beforeAll(async () => {
  clearClientCache();
  instance = await applePay.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
});

describe("bad input never escapes the Apple Pay catalogue", () => {
  it("applePay.create either succeeds or fails with a catalogue error", async () => {
    const keys = [sandbox().tokenizationKey, cardsOnlyKey(sandbox())];
    const options = often(
      fc.record(
        { authorization: localAuthorization(keys), useDeferredClient: hostile(), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => applePay.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 60 },
    );
  });

  it("createPaymentRequest returns a request or throws a catalogue error", () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        expectSuccessOrCatalogueError(
          syncOutcome(() => instance.createPaymentRequest(value as never)),
          [],
        );
      }),
      { numRuns: 200 },
    );
  });

  it("performValidation either resolves or rejects with a catalogue error", async () => {
    const options = often(
      fc.record(
        {
          validationURL: often(
            fc.constantFrom(
              "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession",
              "https://apple-pay-gateway-refused.apple.com/x",
            ),
          ),
          displayName: hostile(),
          domainName: often(fc.constantFrom("localhost", "127.0.0.1")),
          merchantIdentifier: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(
          await outcome(() => instance.performValidation(value as never)),
          VALIDATION_CODES,
        );
      }),
      { numRuns: 100 },
    );
  });

  it("tokenize either resolves or rejects with a catalogue error", async () => {
    const options = often(
      fc.record(
        { token: often(fc.record({ paymentData: hostile(), paymentMethod: hostile() }, { requiredKeys: [] })) },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.tokenize(value as never)), TOKENIZE_CODES);
      }),
      { numRuns: 100 },
    );
  });
});

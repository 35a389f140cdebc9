import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { unionpay, type UnionPay } from "../../../../plugins/unionpay/index.js";
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
  "UNIONPAY_NOT_ENABLED",
];
const SOURCE_CODES = [
  "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
  "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
  "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
  "CLIENT_AUTHORIZATION_INSUFFICIENT",
];

let instance: UnionPay;

beforeAll(async () => {
  clearClientCache();
  instance = await unionpay.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
});

const card = () =>
  often(
    fc.record(
      {
        number: often(fc.constantFrom("6212345678901232", "6212345678900085", "4111111111111111", "", "62")),
        expirationMonth: often(fc.constantFrom("12", "1", "")),
        expirationYear: often(fc.constantFrom("2031", "31")),
        expirationDate: often(fc.constantFrom("12/31", "")),
        cvv: often(fc.constantFrom("123", "")),
      },
      { requiredKeys: [] },
    ),
  );
const options = () =>
  often(
    fc.record(
      {
        card: card(),
        hostedFields: hostile(),
        mobile: often(
          fc.record({
            countryCode: often(fc.constantFrom("62", "1")),
            number: often(fc.constantFrom("11111111111", "1")),
          }),
        ),
        enrollmentId: hostile(),
        smsCode: often(fc.constantFrom("12345", "0")),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the UnionPay catalogue", () => {
  it("unionpay.create either succeeds or fails with a catalogue error", async () => {
    const createOptions = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(createOptions, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => unionpay.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("fetchCapabilities either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(options(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.fetchCapabilities(value as never)), [
          ...SOURCE_CODES,
          "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
        ]);
      }),
      { numRuns: 80 },
    );
  });

  it("enroll either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(options(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.enroll(value as never)), [
          ...SOURCE_CODES,
          "UNIONPAY_MISSING_MOBILE_PHONE_DATA",
          "UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
          "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
          "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
        ]);
      }),
      { numRuns: 80 },
    );
  });

  it("tokenize either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(options(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.tokenize(value as never)), [
          ...SOURCE_CODES,
          "UNIONPAY_FAILED_TOKENIZATION",
          "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
        ]);
      }),
      { numRuns: 80 },
    );
  });

  it("a getter that throws reads as no option", async () => {
    const trap = Object.defineProperty({}, "card", {
      get: () => {
        throw new Error("boom");
      },
      enumerable: true,
    });
    expectSuccessOrCatalogueError(await outcome(() => instance.fetchCapabilities(trap)), SOURCE_CODES);
    expectSuccessOrCatalogueError(await outcome(() => instance.enroll(trap as never)), [
      "UNIONPAY_MISSING_MOBILE_PHONE_DATA",
    ]);
    expectSuccessOrCatalogueError(await outcome(() => instance.tokenize(trap as never)), SOURCE_CODES);
  });
});

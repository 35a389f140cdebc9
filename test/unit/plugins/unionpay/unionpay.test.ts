import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { registerGraphQLTranslation } from "../../../../kernel/transport/graphql/translations.js";
import { tokenizeCreditCardTranslation } from "../../../../kernel/transport/graphql/tokenize-credit-card.js";
import { unionpay, type UnionPay } from "../../../../plugins/unionpay/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { cardsOnlyKey, lastRequestTo, requestsTo } from "../support.js";

const sandbox = useSandbox();

const SMS_CARD = "6212345678901232";
const DEBIT_CARD = "6212345678901265";
const NO_SMS_CARD = "6212345678900085";
const SMS_CODE = "12345";
const YEAR = String(new Date().getUTCFullYear() + 3);
const MOBILE = { countryCode: "62", number: "11111111111" };

let paykitClient: Client;
let instance: UnionPay;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await unionpay.create({ client: paykitClient });
  sandbox().clearRequests();
});

describe("unionpay.create", () => {
  it("fails with UNIONPAY_NOT_ENABLED for a merchant without UnionPay", async () => {
    await expect(unionpay.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "UNIONPAY_NOT_ENABLED",
      type: "MERCHANT",
      message: "UnionPay is not enabled for this merchant.",
    });
  });

  it("is the braintree.unionpay namespace with the library version", () => {
    expect(unionpay.VERSION).toBe("3.132.0");
  });
});

describe("fetchCapabilities", () => {
  it("asks for the card number's capabilities with the unionpay source and resolves with the answer unchanged", async () => {
    // Unchanged as client.request resolves it, the provider's `_httpStatus` included.
    await expect(instance.fetchCapabilities({ card: { number: DEBIT_CARD } })).resolves.toEqual({
      _httpStatus: 200,
      isUnionPay: true,
      isDebit: true,
      unionPay: { supportsTwoStepAuthAndCapture: true, isSupported: true },
    });
    const request = lastRequestTo(sandbox(), "/v1/payment_methods/credit_cards/capabilities");
    expect(request.method).toBe("GET");
    expect(request.query).toMatchObject({ _meta: { source: "unionpay" }, creditCard: { number: DEBIT_CARD } });
  });

  it("says a Visa number is not UnionPay", async () => {
    await expect(instance.fetchCapabilities({ card: { number: "4111111111111111" } })).resolves.toMatchObject({
      isUnionPay: false,
    });
  });

  it("fails with UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR when the gateway refuses the number", async () => {
    await expect(instance.fetchCapabilities({ card: { number: "1234" } })).rejects.toMatchObject({
      code: "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
      type: "NETWORK",
      message: "Could not fetch card capabilities.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR", details: { httpStatus: 422 } } },
    });
  });

  it("fails with UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR on a gateway error", async () => {
    sandbox().inject({ path: "capabilities", status: 503 });
    await expect(instance.fetchCapabilities({ card: { number: SMS_CARD } })).rejects.toMatchObject({
      code: "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    });
  });

  it("passes a 403 through as the client's error", async () => {
    sandbox().inject({ path: "capabilities", status: 403 });
    await expect(instance.fetchCapabilities({ card: { number: SMS_CARD } })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
      details: { httpStatus: 403 },
    });
  });

  it("needs a card or a Hosted Fields instance", async () => {
    for (const options of [undefined, {}, { card: {} }, { card: { number: "" } }]) {
      await expect(instance.fetchCapabilities(options as never)).rejects.toMatchObject({
        code: "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
        type: "MERCHANT",
        message: "A card or a Hosted Fields instance is required. Please supply a card or a Hosted Fields instance.",
      });
    }
    expect(requestsTo(sandbox(), "capabilities")).toHaveLength(0);
  });

  it("refuses a card and a Hosted Fields instance together", async () => {
    await expect(instance.fetchCapabilities({ card: { number: SMS_CARD }, hostedFields: {} })).rejects.toMatchObject({
      code: "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
      type: "MERCHANT",
      message: "Please supply either a card or a Hosted Fields instance, not both.",
    });
  });

  it("refuses an object that is not a Hosted Fields instance", async () => {
    await expect(instance.fetchCapabilities({ hostedFields: { tokenize() {} } })).rejects.toMatchObject({
      code: "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
      type: "MERCHANT",
      message: "Found an invalid Hosted Fields instance. Please use a valid Hosted Fields instance.",
    });
  });
});

describe("enroll", () => {
  it("enrolls the card and mobile with the unionpay source and resolves with the enrollment", async () => {
    const enrollment = await instance.enroll({
      card: { number: SMS_CARD, expirationMonth: "12", expirationYear: YEAR },
      mobile: MOBILE,
    });
    expect(enrollment).toEqual({ enrollmentId: expect.any(String), smsCodeRequired: true });
    const request = lastRequestTo(sandbox(), "/v1/union_pay_enrollments");
    expect(request.method).toBe("POST");
    expect(request.body).toMatchObject({
      _meta: { source: "unionpay" },
      unionPayEnrollment: {
        number: SMS_CARD,
        mobileCountryCode: "62",
        mobileNumber: "11111111111",
        expirationMonth: "12",
        expirationYear: YEAR,
      },
    });
  });

  it("sends an expiration date as it is given", async () => {
    await instance.enroll({ card: { number: NO_SMS_CARD, expirationDate: `12/${YEAR}` }, mobile: MOBILE });
    expect(lastRequestTo(sandbox(), "/v1/union_pay_enrollments").body.unionPayEnrollment).toMatchObject({
      expirationDate: `12/${YEAR}`,
    });
  });

  it("says when no SMS code is required", async () => {
    await expect(instance.enroll({ card: { number: NO_SMS_CARD }, mobile: MOBILE })).resolves.toMatchObject({
      smsCodeRequired: false,
    });
  });

  it("needs a mobile with country code and number", async () => {
    for (const mobile of [undefined, null, {}, { countryCode: "62" }, { number: "1111" }, "62 1111"]) {
      await expect(instance.enroll({ card: { number: SMS_CARD }, mobile } as never)).rejects.toMatchObject({
        code: "UNIONPAY_MISSING_MOBILE_PHONE_DATA",
        type: "MERCHANT",
        message: "A `mobile` with `countryCode` and `number` is required.",
      });
    }
    expect(requestsTo(sandbox(), "union_pay_enrollments")).toHaveLength(0);
  });

  it("needs expiration month and year together or neither", async () => {
    for (const card of [
      { number: SMS_CARD, expirationMonth: "12" },
      { number: SMS_CARD, expirationYear: YEAR },
    ]) {
      await expect(instance.enroll({ card, mobile: MOBILE })).rejects.toMatchObject({
        code: "UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
        type: "MERCHANT",
        message: "You must supply expiration month and year or neither.",
      });
    }
  });

  it("needs a card or a Hosted Fields instance, not both", async () => {
    await expect(instance.enroll({ mobile: MOBILE })).rejects.toMatchObject({
      code: "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    });
    await expect(
      instance.enroll({ card: { number: SMS_CARD }, hostedFields: {}, mobile: MOBILE }),
    ).rejects.toMatchObject({
      code: "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    });
  });

  it("fails with UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID when the gateway refuses the input (status below 500)", async () => {
    await expect(
      instance.enroll({ card: { number: SMS_CARD }, mobile: { countryCode: "62", number: "12" } }),
    ).rejects.toMatchObject({
      code: "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      type: "CUSTOMER",
      message: "Enrollment failed due to user input error.",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
  });

  it("fails with UNIONPAY_ENROLLMENT_NETWORK_ERROR on status 500 or above", async () => {
    sandbox().inject({ path: "union_pay_enrollments", status: 500 });
    await expect(instance.enroll({ card: { number: SMS_CARD }, mobile: MOBILE })).rejects.toMatchObject({
      code: "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      type: "NETWORK",
      message: "Could not enroll UnionPay card.",
    });
  });

  it("passes a 403 through unchanged", async () => {
    sandbox().inject({ path: "union_pay_enrollments", status: 403 });
    await expect(instance.enroll({ card: { number: SMS_CARD }, mobile: MOBILE })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
      details: { httpStatus: 403 },
    });
  });
});

describe("tokenize", () => {
  async function enrolled(number: string): Promise<string> {
    const { enrollmentId } = await instance.enroll({ card: { number }, mobile: MOBILE });
    sandbox().clearRequests();
    return enrollmentId;
  }

  it("tokenizes the enrolled card with its SMS code and resolves with the card minus consumed and threeDSecureInfo", async () => {
    const enrollmentId = await enrolled(SMS_CARD);
    const payload = await instance.tokenize({
      card: { number: SMS_CARD, expirationMonth: "12", expirationYear: YEAR, cvv: "123" },
      enrollmentId,
      smsCode: SMS_CODE,
    });
    expect(payload).toMatchObject({
      nonce: expect.any(String),
      type: "CreditCard",
      details: { cardType: "UnionPay", lastFour: "1232" },
    });
    expect(payload).not.toHaveProperty("consumed");
    expect(payload).not.toHaveProperty("threeDSecureInfo");
    const request = lastRequestTo(sandbox(), "/v1/payment_methods/credit_cards");
    expect(request.body).toMatchObject({
      _meta: { source: "unionpay" },
      creditCard: {
        number: SMS_CARD,
        expirationMonth: "12",
        expirationYear: YEAR,
        cvv: "123",
        options: { unionPayEnrollment: { id: enrollmentId, smsCode: SMS_CODE } },
      },
    });
  });

  it("leaves the SMS code out when none is given", async () => {
    const enrollmentId = await enrolled(NO_SMS_CARD);
    await instance.tokenize({ card: { number: NO_SMS_CARD, expirationDate: `12/${YEAR}`, cvv: "123" }, enrollmentId });
    const body = lastRequestTo(sandbox(), "/v1/payment_methods/credit_cards").body;
    expect(body.creditCard.options.unionPayEnrollment).toEqual({ id: enrollmentId });
    expect(body.creditCard.expirationDate).toBe(`12/${YEAR}`);
  });

  it("uses the classic API even when the gateway offers card tokenization over GraphQL", async () => {
    registerGraphQLTranslation("payment_methods/credit_cards", tokenizeCreditCardTranslation);
    const enrollmentId = await enrolled(NO_SMS_CARD);
    await instance.tokenize({ card: { number: NO_SMS_CARD, expirationDate: `12/${YEAR}`, cvv: "123" }, enrollmentId });
    expect(requestsTo(sandbox(), "/v1/payment_methods/credit_cards")).toHaveLength(1);
    expect(requestsTo(sandbox(), "/graphql")).toHaveLength(0);
  });

  it("fails with UNIONPAY_FAILED_TOKENIZATION when the SMS code is wrong (status below 500)", async () => {
    const enrollmentId = await enrolled(SMS_CARD);
    await expect(
      instance.tokenize({ card: { number: SMS_CARD, expirationDate: `12/${YEAR}` }, enrollmentId, smsCode: "99999" }),
    ).rejects.toMatchObject({
      code: "UNIONPAY_FAILED_TOKENIZATION",
      type: "CUSTOMER",
      message: "The supplied card data failed tokenization.",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
  });

  it("fails with UNIONPAY_TOKENIZATION_NETWORK_ERROR on status 500 or above", async () => {
    const enrollmentId = await enrolled(SMS_CARD);
    sandbox().inject({ path: "credit_cards", status: 502 });
    await expect(
      instance.tokenize({ card: { number: SMS_CARD, expirationDate: `12/${YEAR}` }, enrollmentId, smsCode: SMS_CODE }),
    ).rejects.toMatchObject({
      code: "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      type: "NETWORK",
      message: "A tokenization network error occurred.",
    });
  });

  it("passes a 403 through unchanged", async () => {
    const enrollmentId = await enrolled(SMS_CARD);
    sandbox().inject({ path: "credit_cards", status: 403 });
    await expect(
      instance.tokenize({ card: { number: SMS_CARD, expirationDate: `12/${YEAR}` }, enrollmentId, smsCode: SMS_CODE }),
    ).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
    });
  });

  it("needs a card or a Hosted Fields instance, not both", async () => {
    await expect(instance.tokenize({ enrollmentId: "x" })).rejects.toMatchObject({
      code: "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    });
    await expect(
      instance.tokenize({ card: { number: SMS_CARD }, hostedFields: {}, enrollmentId: "x" }),
    ).rejects.toMatchObject({
      code: "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    });
    await expect(instance.tokenize({ hostedFields: {}, enrollmentId: "x" })).rejects.toMatchObject({
      code: "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    });
  });

  it("fails with METHOD_CALLED_AFTER_TEARDOWN once torn down", async () => {
    await instance.teardown();
    expect(() => instance.tokenize({ card: { number: SMS_CARD }, enrollmentId: "x" })).toThrow(
      "tokenize cannot be called after teardown.",
    );
  });
});

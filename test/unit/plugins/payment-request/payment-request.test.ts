// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paymentRequest, type PaymentRequestComponent } from "../../../../plugins/payment-request/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { answerSheet, cardsOnlyKey, closeSheets, installSimulator, lastRequestTo, type Json } from "../support.js";

const sandbox = useSandbox();

const DETAILS = { total: { label: "Total", amount: { currency: "USD", value: "10.00" } } };
const GOOGLE_PAY = "https://google.com/pay";

type Global = { PaymentRequest?: unknown };
let simulatedPaymentRequest: unknown;
let paykitClient: Client;
let instance: PaymentRequestComponent;

beforeAll(async () => {
  await installSimulator(sandbox(), "payment-request");
  simulatedPaymentRequest = (globalThis as Global).PaymentRequest;
});

beforeEach(async () => {
  (globalThis as Global).PaymentRequest = simulatedPaymentRequest;
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await paymentRequest.create({ client: paykitClient });
  sandbox().clearRequests();
});

afterEach(() => closeSheets());

/** Installs a browser PaymentRequest derived from the simulator with some behaviour replaced. */
function replaceBrowserPaymentRequest(overrides: Record<string, (...args: never[]) => unknown>): void {
  const Base = simulatedPaymentRequest as new (...args: unknown[]) => object;
  class Replaced extends Base {}
  Object.assign(Replaced.prototype, overrides);
  (globalThis as Global).PaymentRequest = Replaced;
}

describe("paymentRequest.create", () => {
  it("resolves without placing or waiting for any frame (kept: the provider's create waits for its hidden payment-request frame)", async () => {
    document.querySelectorAll("iframe").forEach((frame) => frame.remove());
    const created = await paymentRequest.create({ client: paykitClient });
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(created.createSupportedPaymentMethodsConfiguration("basicCard").supportedMethods).toBe("basic-card");
  });

  it("fails with PAYMENT_REQUEST_NO_VALID_SUPPORTED_PAYMENT_METHODS when the page turns every available method off", async () => {
    await expect(
      paymentRequest.create({ authorization: cardsOnlyKey(sandbox()), enabledPaymentMethods: { basicCard: false } }),
    ).rejects.toMatchObject({
      name: "BraintreeError",
      code: "PAYMENT_REQUEST_NO_VALID_SUPPORTED_PAYMENT_METHODS",
      type: "MERCHANT",
      message: "There are no supported payment methods associated with this account.",
    });
  });

  it("offers cards alone to a merchant without Google Pay", async () => {
    const cardsOnly = await paymentRequest.create({ authorization: cardsOnlyKey(sandbox()) });
    expect(cardsOnly.createSupportedPaymentMethodsConfiguration("basicCard").supportedMethods).toBe("basic-card");
    expect(() => cardsOnly.createSupportedPaymentMethodsConfiguration("googlePay")).toThrowError(
      expect.objectContaining({
        code: "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_TYPE_NOT_ENABLED",
      }),
    );
  });
});

describe("createSupportedPaymentMethodsConfiguration", () => {
  it("describes basic-card with the merchant's networks", () => {
    expect(instance.createSupportedPaymentMethodsConfiguration("basicCard")).toEqual({
      supportedMethods: "basic-card",
      data: { supportedNetworks: ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro"] },
    });
  });

  it("describes Google Pay with a version 1 request under the provider's Google merchant id", () => {
    const configuration = instance.createSupportedPaymentMethodsConfiguration("googlePay") as Json;
    expect(configuration.supportedMethods).toBe(GOOGLE_PAY);
    expect(configuration.data).toMatchObject({
      apiVersion: 1,
      environment: "TEST",
      merchantId: "18278000977346790994",
      allowedPaymentMethods: ["CARD", "TOKENIZED_CARD"],
      paymentMethodTokenizationParameters: {
        parameters: { gateway: "braintree", "braintree:merchantId": "sandbox_merchant_1" },
      },
    });
  });

  it("describes Google Pay with a version 2 request when asked", async () => {
    const v2 = await paymentRequest.create({ client: paykitClient, googlePayVersion: 2 });
    expect(v2.createSupportedPaymentMethodsConfiguration("googlePay").data).toMatchObject({
      apiVersion: 2,
      merchantInfo: { merchantId: "18278000977346790994" },
    });
  });

  it("merges overrides into data", () => {
    expect(
      instance.createSupportedPaymentMethodsConfiguration("basicCard", {
        supportedNetworks: ["visa"],
        supportedTypes: ["debit"],
      }),
    ).toEqual({
      supportedMethods: "basic-card",
      data: { supportedNetworks: ["visa"], supportedTypes: ["debit"] },
    });
  });

  it("requires a type", () => {
    for (const type of [undefined, null, "", 0]) {
      expect(() => instance.createSupportedPaymentMethodsConfiguration(type as never)).toThrowError(
        expect.objectContaining({
          name: "BraintreeError",
          code: "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_MUST_INCLUDE_TYPE",
          type: "MERCHANT",
          message: "createSupportedPaymentMethodsConfiguration must include a type parameter.",
        }),
      );
    }
  });

  it("refuses a type that is unknown or turned off", async () => {
    const cardsOnly = await paymentRequest.create({
      client: paykitClient,
      enabledPaymentMethods: { googlePay: false },
    });
    const attempts: Array<[PaymentRequestComponent, unknown]> = [
      [instance, "applePay"],
      [instance, "toString"],
      [instance, {}],
      [cardsOnly, "googlePay"],
    ];
    for (const [component, type] of attempts) {
      expect(() => component.createSupportedPaymentMethodsConfiguration(type as never)).toThrowError(
        expect.objectContaining({
          code: "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_TYPE_NOT_ENABLED",
          type: "MERCHANT",
          message: "createSupportedPaymentMethodsConfiguration type parameter must be valid or enabled.",
        }),
      );
    }
  });
});

describe("canMakePayment", () => {
  it("asks the browser", async () => {
    await expect(instance.canMakePayment({ details: DETAILS })).resolves.toBe(true);
  });

  it("resolves false where the browser has no Payment Request", async () => {
    delete (globalThis as Global).PaymentRequest;
    await expect(instance.canMakePayment({ details: DETAILS })).resolves.toBe(false);
  });

  it("accepts only basic-card and Google Pay, naming the method it refuses", async () => {
    const supportedPaymentMethods = [
      { supportedMethods: "basic-card" },
      { supportedMethods: "https://apple.com/apple-pay" },
    ];
    await expect(instance.canMakePayment({ supportedPaymentMethods, details: DETAILS })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD",
      type: "MERCHANT",
      message: "https://apple.com/apple-pay is not a supported payment method.",
    });
  });

  it("names an entry without a method identifier", async () => {
    await expect(
      instance.canMakePayment({ supportedPaymentMethods: [null] as never, details: DETAILS }),
    ).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD",
      message: "undefined is not a supported payment method.",
    });
  });

  it("reports arguments the browser refuses as PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED", async () => {
    await expect(instance.canMakePayment({} as never)).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
      type: "MERCHANT",
      message: "Something went wrong when configuring the payment request.",
      details: { originalError: expect.any(TypeError) },
    });
  });

  it("reports a browser that does not allow the question as PAYMENT_REQUEST_CAN_MAKE_PAYMENT_NOT_ALLOWED", async () => {
    replaceBrowserPaymentRequest({
      canMakePayment: () => Promise.reject(new DOMException("Not allowed", "NotAllowedError")),
    });
    await expect(instance.canMakePayment({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_CAN_MAKE_PAYMENT_NOT_ALLOWED",
      type: "MERCHANT",
      message:
        "Something went wrong when calling `canMakePayment`. Most likely, `canMakePayment` was called multiple times with different supportedMethods configurations.",
    });
  });

  it("reports any other browser failure as PAYMENT_REQUEST_CAN_MAKE_PAYMENT_FAILED", async () => {
    replaceBrowserPaymentRequest({ canMakePayment: () => Promise.reject(new Error("boom")) });
    await expect(instance.canMakePayment({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_CAN_MAKE_PAYMENT_FAILED",
      type: "UNKNOWN",
      message: "Something went wrong when calling `canMakePayment`",
    });
  });
});

describe("tokenize", () => {
  it("tokenizes the card the shopper picked and resolves with its nonce", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    await answerSheet("pay", "card:0");
    const payload = await pending;
    expect(payload).toMatchObject({
      type: "CreditCard",
      nonce: expect.any(String),
      description: "ending in 11",
      details: { cardType: "Visa", lastFour: "1111", lastTwo: "11" },
      binData: { prepaid: "No" },
    });
    expect(sandbox().getNonce(payload.nonce)).toMatchObject({ type: "CreditCard", lastFour: "1111" });
  });

  it("keeps the card number, CVV and expiry out of rawPaymentResponse", async () => {
    const pending = instance.tokenize({ details: DETAILS, options: { requestPayerEmail: true } });
    await answerSheet("pay", "card:0");
    const raw = (await pending).details.rawPaymentResponse as Json;
    expect(raw).toMatchObject({ methodName: "basic-card", payerEmail: "ada@example.com" });
    expect(raw.details).toEqual({
      billingAddress: expect.objectContaining({ postalCode: "94105" }),
      cardholderName: "Ada Lovelace",
    });
    expect(JSON.stringify(raw)).not.toContain("4111111111111111");
  });

  it("sends the card and billing address to the card endpoint", async () => {
    const classic = await paymentRequest.create({ authorization: cardsOnlyKey(sandbox()) });
    const pending = classic.tokenize({ details: DETAILS });
    await answerSheet("pay", "card:0");
    await pending;
    const creditCard = lastRequestTo(sandbox(), "/v1/payment_methods/credit_cards").body.creditCard;
    expect(creditCard).toEqual({
      number: "4111111111111111",
      cardholderName: "Ada Lovelace",
      expirationMonth: "12",
      expirationYear: String(new Date().getFullYear() + 3),
      cvv: "123",
      billingAddress: {
        company: "Paykit Sandbox",
        locality: "San Francisco",
        region: "CA",
        postalCode: "94105",
        streetAddress: "1 Market Street",
        extendedAddress: "Suite 300",
        countryCodeAlpha2: "US",
      },
    });
  });

  it("reads the nonce of Google Pay chosen in the sheet without another request", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    await answerSheet("pay", "google-pay");
    const payload = await pending;
    expect(payload).toMatchObject({
      type: "AndroidPayCard",
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
      details: { cardType: "Visa", lastFour: "1111" },
    });
    expect(sandbox().requests.filter((request) => request.path.endsWith("credit_cards"))).toEqual([]);
  });

  it("reports Google Pay's token error as PAYMENT_REQUEST_GOOGLE_PAYMENT_FAILED_TO_TOKENIZE", async () => {
    const google = instance.createSupportedPaymentMethodsConfiguration("googlePay") as Json;
    google.data.paymentMethodTokenizationParameters.parameters["braintree:authorizationFingerprint"] = "forged";
    const pending = instance.tokenize({ supportedPaymentMethods: [google], details: DETAILS });
    await answerSheet("pay", "google-pay");
    await expect(pending).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_GOOGLE_PAYMENT_FAILED_TO_TOKENIZE",
      type: "MERCHANT",
      message: "Something went wrong when tokenizing the Google Pay card.",
      details: { originalError: { message: "Invalid authorization fingerprint." } },
    });
  });

  it("reports an unreadable Google Pay token as PAYMENT_REQUEST_GOOGLE_PAYMENT_PARSING_ERROR", async () => {
    replaceBrowserPaymentRequest({
      show: () =>
        Promise.resolve({
          methodName: GOOGLE_PAY,
          details: { paymentMethodToken: { token: "{not json" } },
          complete: () => Promise.resolve(),
        }),
    });
    await expect(instance.tokenize({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_GOOGLE_PAYMENT_PARSING_ERROR",
      type: "UNKNOWN",
      message: "Something went wrong when tokenizing the Google Pay card.",
    });
  });

  it("reports a closed sheet as PAYMENT_REQUEST_CANCELED", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    await answerSheet("cancel");
    await expect(pending).rejects.toMatchObject({
      name: "BraintreeError",
      code: "PAYMENT_REQUEST_CANCELED",
      type: "CUSTOMER",
      message: "Payment request was canceled.",
      details: { originalError: expect.objectContaining({ name: "AbortError" }) },
    });
  });

  it("reports a card the gateway rejects as PAYMENT_REQUEST_NOT_COMPLETED with the client error's type", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    await answerSheet("pay", "card:4");
    await expect(pending).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_NOT_COMPLETED",
      type: "NETWORK",
      message: "Payment request could not be completed.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR" } },
    });
  });

  it("reports a browser failure without a type as PAYMENT_REQUEST_NOT_COMPLETED of type CUSTOMER", async () => {
    replaceBrowserPaymentRequest({ show: () => Promise.reject(new DOMException("Busy", "InvalidStateError")) });
    await expect(instance.tokenize({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_NOT_COMPLETED",
      type: "CUSTOMER",
    });
  });

  it("reports a response for a method it cannot tokenize as PAYMENT_REQUEST_NOT_COMPLETED", async () => {
    replaceBrowserPaymentRequest({
      show: () => Promise.resolve({ methodName: "https://pay.example", details: {}, complete: () => undefined }),
    });
    await expect(instance.tokenize({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_NOT_COMPLETED",
      type: "CUSTOMER",
    });
  });

  it("reports arguments the browser refuses as PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED", async () => {
    for (const configuration of [
      undefined,
      {},
      { details: { total: { label: "x" } } },
      { supportedPaymentMethods: [], details: DETAILS },
    ]) {
      await expect(instance.tokenize(configuration as never)).rejects.toMatchObject({
        code: "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
        type: "MERCHANT",
      });
    }
  });

  it("reports a browser without Payment Request as PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED", async () => {
    delete (globalThis as Global).PaymentRequest;
    await expect(instance.tokenize({ details: DETAILS })).rejects.toMatchObject({
      code: "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
    });
  });

  it("closes the sheet once the nonce is there", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    await answerSheet("pay", "card:1");
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("[data-simulator]")).toBeNull();
  });
});

describe("shipping events", () => {
  const SHIPPING_DETAILS = {
    ...DETAILS,
    shippingOptions: [
      { id: "standard", label: "Standard", amount: { currency: "USD", value: "0.00" }, selected: true },
      { id: "express", label: "Express", amount: { currency: "USD", value: "5.00" } },
    ],
  };

  it("emits shippingAddressChange and shippingaddresschange with the address and an updateWith", async () => {
    const events: Json[] = [];
    instance.on("shippingAddressChange", (event) => events.push(["camel", event]));
    instance.on("shippingaddresschange", (event) => events.push(["lower", event]));
    const pending = instance.tokenize({ details: SHIPPING_DETAILS, options: { requestShipping: true } });
    await answerSheet("pay", "card:0");
    const payload = await pending;
    expect(events.map(([name]) => name)).toEqual(["camel", "lower"]);
    expect(events[0][1].target.shippingAddress).toMatchObject({ city: "San Francisco", postalCode: "94105" });
    expect(typeof events[0][1].updateWith).toBe("function");
    expect((payload.details.rawPaymentResponse as Json).shippingAddress).toMatchObject({ postalCode: "94105" });
  });

  it("emits shippingOptionChange with the chosen option", async () => {
    const options: unknown[] = [];
    instance.on("shippingOptionChange", (event) => options.push(event.target.shippingOption));
    const pending = instance.tokenize({ details: SHIPPING_DETAILS, options: { requestShipping: true } });
    await answerSheet("pay", "card:0");
    await pending;
    expect(options).toEqual(["standard"]);
  });

  it("hands the merchant's update to the browser", async () => {
    instance.on("shippingAddressChange", (event) =>
      event.updateWith({
        ...SHIPPING_DETAILS,
        shippingOptions: [{ ...SHIPPING_DETAILS.shippingOptions[1], selected: true }],
      }),
    );
    const options: unknown[] = [];
    instance.on("shippingOptionChange", (event) => options.push(event.target.shippingOption));
    const pending = instance.tokenize({ details: SHIPPING_DETAILS, options: { requestShipping: true } });
    await answerSheet("pay", "card:0");
    await pending;
    expect(options).toEqual(["express"]);
  });

  it("stops calling a handler after off", async () => {
    const calls: unknown[] = [];
    const handler = (event: unknown) => calls.push(event);
    instance.on("shippingAddressChange", handler);
    instance.off("shippingAddressChange", handler);
    const pending = instance.tokenize({ details: SHIPPING_DETAILS, options: { requestShipping: true } });
    await answerSheet("pay", "card:0");
    await pending;
    expect(calls).toEqual([]);
  });

  it("ignores handlers that are not functions", () => {
    expect(() => instance.on("shippingAddressChange", "nope" as never)).not.toThrow();
    expect(() => instance.off("shippingAddressChange", undefined as never)).not.toThrow();
  });
});

describe("teardown", () => {
  it("closes an open sheet, whose tokenize then rejects as canceled", async () => {
    const pending = instance.tokenize({ details: DETAILS });
    const settled = pending.catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await instance.teardown();
    expect(await settled).toMatchObject({ code: "PAYMENT_REQUEST_CANCELED" });
    expect(document.querySelector("[data-simulator]")).toBeNull();
  });

  it("makes every method fail with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await instance.teardown();
    const methods = [
      "tokenize",
      "canMakePayment",
      "createSupportedPaymentMethodsConfiguration",
      "on",
      "off",
      "teardown",
    ] as const;
    for (const method of methods) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

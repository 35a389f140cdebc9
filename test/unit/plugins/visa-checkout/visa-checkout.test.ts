import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { visaCheckout, type VisaCheckout } from "../../../../plugins/visa-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { callProvider, cardsOnlyKey, lastRequestTo, requestsTo, type Json } from "../support.js";

const sandbox = useSandbox();

let paykitClient: Client;
let instance: VisaCheckout;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await visaCheckout.create({ client: paykitClient });
  sandbox().clearRequests();
});

function visaConfiguration(): Json {
  return paykitClient.getConfiguration().gatewayConfiguration.visaCheckout;
}

/** What the simulated Visa hands `payment.success` after the shopper pays with `card`. */
async function successfulPayment(card?: string): Promise<Json> {
  const answer = await callProvider(sandbox(), "/simulators/visa-checkout/payment", {
    apikey: visaConfiguration().apikey,
    card,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("visaCheckout.create", () => {
  it("fails with VISA_CHECKOUT_NOT_ENABLED for a merchant without Visa Checkout", async () => {
    await expect(visaCheckout.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "VISA_CHECKOUT_NOT_ENABLED",
      type: "MERCHANT",
      message: "Visa Checkout is not enabled for this merchant.",
    });
  });
});

describe("createInitOptions", () => {
  it("adds the gateway's keys, FULL data level and the mapped card brands", () => {
    const config = visaConfiguration();
    expect(instance.createInitOptions({ paymentRequest: { currencyCode: "USD", subtotal: "10.00" } })).toEqual({
      paymentRequest: { currencyCode: "USD", subtotal: "10.00" },
      apikey: config.apikey,
      encryptionKey: config.encryptionKey,
      externalClientId: config.externalClientId,
      settings: { dataLevel: "FULL", payment: { cardBrands: ["VISA", "MASTERCARD", "AMEX", "DISCOVER"] } },
    });
  });

  it("keeps the merchant's keys and card brands", () => {
    const options = instance.createInitOptions({
      apikey: "merchant-key",
      externalClientId: "merchant-client",
      encryptionKey: "merchant-encryption",
      settings: { locale: "en_GB", payment: { cardBrands: ["VISA"] } },
    });
    expect(options).toMatchObject({
      apikey: "merchant-key",
      externalClientId: "merchant-client",
      encryptionKey: "merchant-encryption",
      settings: { locale: "en_GB", dataLevel: "FULL", payment: { cardBrands: ["VISA"] } },
    });
  });

  it("forces the FULL data level", () => {
    expect(instance.createInitOptions({ settings: { dataLevel: "SUMMARY" } }).settings?.dataLevel).toBe("FULL");
  });

  it("drops configuration card types Visa Checkout does not know", () => {
    const withMore = {
      ...paykitClient,
      getVersion: () => paykitClient.getVersion(),
      request: paykitClient.request.bind(paykitClient),
      getConfiguration: () => {
        const configuration = paykitClient.getConfiguration();
        (configuration.gatewayConfiguration.visaCheckout as Json).supportedCardTypes = [
          "Visa",
          "JCB",
          "MasterCard",
          "UnionPay",
          "Discover",
          "American Express",
        ];
        return configuration;
      },
    } as Client;
    return visaCheckout.create({ client: withMore }).then((other) => {
      expect(other.createInitOptions({}).settings?.payment?.cardBrands).toEqual([
        "VISA",
        "MASTERCARD",
        "DISCOVER",
        "AMEX",
      ]);
    });
  });

  it("copies the options, leaving the merchant's object untouched", () => {
    const given = { settings: { payment: {} } };
    instance.createInitOptions(given);
    expect(given).toEqual({ settings: { payment: {} } });
  });

  it("treats settings or payment that are not objects as absent", () => {
    expect(instance.createInitOptions({ settings: "x" as never }).settings).toMatchObject({
      dataLevel: "FULL",
      payment: { cardBrands: expect.any(Array) },
    });
    expect(
      instance.createInitOptions({ settings: { payment: 7 as never } }).settings?.payment?.cardBrands,
    ).toHaveLength(4);
  });

  it("throws VISA_CHECKOUT_INIT_OPTIONS_REQUIRED for anything but an object", () => {
    const cyclic: Json = {};
    cyclic.self = cyclic;
    for (const options of [undefined, null, "options", 3, ["a"], cyclic]) {
      expect(() => instance.createInitOptions(options as never)).toThrowError(
        expect.objectContaining({
          name: "BraintreeError",
          code: "VISA_CHECKOUT_INIT_OPTIONS_REQUIRED",
          type: "MERCHANT",
          message: "initOptions requires an object.",
        }),
      );
    }
  });
});

describe("tokenize", () => {
  it("exchanges the Visa Checkout payment for a VisaCheckoutCard nonce", async () => {
    const payload = await instance.tokenize(await successfulPayment());
    expect(payload).toMatchObject({
      type: "VisaCheckoutCard",
      nonce: expect.stringMatching(/^tokenvisacheckout_sb_/),
      description: "ending in 11",
      details: { cardType: "Visa", lastFour: "1111", lastTwo: "11" },
      billingAddress: { postalCode: "94404", countryCode: "US" },
      shippingAddress: { locality: "Foster City" },
      userData: { userEmail: "ada@example.com", userFullName: "Ada Lovelace" },
      binData: { prepaid: "No" },
    });
    expect(sandbox().getNonce(payload.nonce)).toMatchObject({ type: "VisaCheckoutCard", cardType: "Visa" });
  });

  it("posts callId, encryptedPaymentData and encryptedKey with the visa-checkout source", async () => {
    const payment = await successfulPayment("5555555555554444");
    await instance.tokenize(payment);
    const request = lastRequestTo(sandbox(), "/v1/payment_methods/visa_checkout_cards");
    expect(request.body._meta.source).toBe("visa-checkout");
    expect(request.body.visaCheckoutCard).toEqual({
      callId: payment.callid,
      encryptedPaymentData: payment.encPaymentData,
      encryptedKey: payment.encKey,
    });
  });

  it("requires callid, encKey and encPaymentData and sends nothing without them", async () => {
    const payment = await successfulPayment();
    const incomplete = [
      undefined,
      null,
      {},
      { ...payment, callid: "" },
      { ...payment, encKey: undefined },
      { ...payment, encPaymentData: null },
    ];
    for (const options of incomplete) {
      await expect(instance.tokenize(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        code: "VISA_CHECKOUT_PAYMENT_REQUIRED",
        type: "MERCHANT",
        message: "tokenize requires callid, encKey, and encPaymentData.",
      });
    }
    expect(requestsTo(sandbox(), "visa_checkout_cards")).toEqual([]);
  });

  it("reports a payment whose call id was swapped as VISA_CHECKOUT_TOKENIZATION", async () => {
    const payment = await successfulPayment();
    await expect(instance.tokenize({ ...payment, callid: "1234" })).rejects.toMatchObject({
      code: "VISA_CHECKOUT_TOKENIZATION",
      type: "NETWORK",
      message: "A network error occurred when processing the Visa Checkout payment.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR", details: { httpStatus: 422 } } },
    });
  });

  it("reports the sandbox's gateway-error card as VISA_CHECKOUT_TOKENIZATION", async () => {
    await expect(instance.tokenize(await successfulPayment("4000000000000119"))).rejects.toMatchObject({
      code: "VISA_CHECKOUT_TOKENIZATION",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } },
    });
  });

  it("reports an answer without a card as VISA_CHECKOUT_TOKENIZATION", async () => {
    sandbox().inject({ path: "visa_checkout_cards", status: 201, body: {} });
    await expect(instance.tokenize(await successfulPayment())).rejects.toMatchObject({
      code: "VISA_CHECKOUT_TOKENIZATION",
    });
  });
});

describe("teardown", () => {
  it("makes every method fail with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await instance.teardown();
    for (const method of ["createInitOptions", "tokenize", "teardown"] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

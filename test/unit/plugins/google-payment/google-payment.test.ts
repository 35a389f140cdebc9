import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { googlePayment, type GooglePayment } from "../../../../plugins/google-payment/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { callProvider, cardsOnlyKey, type Json } from "../support.js";

const sandbox = useSandbox();

const NETWORKS = ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "MAESTRO"];
const TRANSACTION = { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" };

let paykitClient: Client;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
});

function create(options: Record<string, unknown> = {}): Promise<GooglePayment> {
  return googlePayment.create({ client: paykitClient, ...options });
}

function configuration(): Json {
  return paykitClient.getConfiguration();
}

/** The simulated Google answers `loadPaymentData` for this request. */
async function loadPaymentData(request: unknown, choice: Record<string, unknown> = {}): Promise<Json> {
  const answer = await callProvider(sandbox(), "/simulators/google-pay/payment-data", { request, ...choice });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("googlePayment.create", () => {
  it("fails with GOOGLE_PAYMENT_NOT_ENABLED for a merchant without Google Pay", async () => {
    await expect(googlePayment.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "GOOGLE_PAYMENT_NOT_ENABLED",
      type: "MERCHANT",
      message: "Google Pay is not enabled for this merchant.",
    });
  });

  it("refuses a Google Pay version other than 1 or 2, naming it", async () => {
    for (const version of [3, 1.5, "two", {}] as unknown[]) {
      await expect(create({ googlePayVersion: version })).rejects.toMatchObject({
        code: "GOOGLE_PAYMENT_UNSUPPORTED_VERSION",
        type: "MERCHANT",
        message: `The Braintree SDK does not support Google Pay version ${String(version)}. Please upgrade the version of your Braintree SDK and contact support if this error persists.`,
      });
    }
  });

  it("names a version that cannot be turned into text without failing", async () => {
    await expect(create({ googlePayVersion: Object.create(null) })).rejects.toMatchObject({
      code: "GOOGLE_PAYMENT_UNSUPPORTED_VERSION",
      message: expect.stringContaining("version [object Object]."),
    });
  });

  it("uses version 1 when the version is absent or falsy, as the provider's SDK does", async () => {
    for (const version of [undefined, null, 0, ""]) {
      const instance = await create({ googlePayVersion: version });
      expect(instance.createPaymentDataRequest()).toMatchObject({ apiVersion: 1 });
    }
  });

  it('reads the versions "1" and "2" as numbers', async () => {
    expect((await create({ googlePayVersion: "2" })).createPaymentDataRequest()).toMatchObject({ apiVersion: 2 });
    expect((await create({ googlePayVersion: "1" })).createPaymentDataRequest()).toMatchObject({ apiVersion: 1 });
  });
});

describe("createPaymentDataRequest, version 1", () => {
  it("builds the gateway's tokenization parameters with the tokenization key as client key", async () => {
    const request = (await create()).createPaymentDataRequest({ transactionInfo: TRANSACTION }) as Json;
    const meta = configuration().analyticsMetadata;
    expect(request).toEqual({
      environment: "TEST",
      allowedPaymentMethods: ["CARD", "TOKENIZED_CARD"],
      paymentMethodTokenizationParameters: {
        tokenizationType: "PAYMENT_GATEWAY",
        parameters: {
          gateway: "braintree",
          "braintree:merchantId": "sandbox_merchant_1",
          "braintree:apiVersion": "v1",
          "braintree:sdkVersion": "3.132.0",
          "braintree:metadata": JSON.stringify({
            source: "client",
            integration: "custom",
            sessionId: meta.sessionId,
            version: "3.132.0",
            platform: "web",
          }),
          "braintree:authorizationFingerprint":
            configuration().gatewayConfiguration.androidPay.googleAuthorizationFingerprint,
          "braintree:clientKey": sandbox().tokenizationKey,
        },
      },
      cardRequirements: { allowedCardNetworks: NETWORKS },
      apiVersion: 1,
      transactionInfo: TRANSACTION,
    });
  });

  it("leaves out the client key for a client token", async () => {
    clearClientCache();
    paykitClient = await client.create({ authorization: await sandbox().createClientToken() });
    const request = (await create()).createPaymentDataRequest() as Json;
    expect(request.paymentMethodTokenizationParameters.parameters).not.toHaveProperty("braintree:clientKey");
  });

  it("sets merchantId from googleMerchantId", async () => {
    expect((await create({ googleMerchantId: "01234567890123456789" })).createPaymentDataRequest()).toMatchObject({
      merchantId: "01234567890123456789",
    });
  });

  it("keeps the default card networks when cardRequirements names none", async () => {
    const request = (await create()).createPaymentDataRequest({
      cardRequirements: { billingAddressRequired: true },
    }) as Json;
    expect(request.cardRequirements).toEqual({ billingAddressRequired: true, allowedCardNetworks: NETWORKS });
  });

  it("uses the merchant's card networks when given", async () => {
    const request = (await create()).createPaymentDataRequest({
      cardRequirements: { allowedCardNetworks: ["VISA"] },
    }) as Json;
    expect(request.cardRequirements.allowedCardNetworks).toEqual(["VISA"]);
  });

  it("converts a numeric totalPrice to a string", async () => {
    const request = (await create()).createPaymentDataRequest({
      transactionInfo: { ...TRANSACTION, totalPrice: 10.5 },
    }) as Json;
    expect(request.transactionInfo.totalPrice).toBe("10.5");
  });

  it("returns a fresh request each time, so a merchant's edits do not leak into the next one", async () => {
    const instance = await create();
    (instance.createPaymentDataRequest() as Json).cardRequirements.allowedCardNetworks.push("JCB");
    expect((instance.createPaymentDataRequest() as Json).cardRequirements.allowedCardNetworks).toEqual(NETWORKS);
  });

  it("returns a Promise when created with useDeferredClient and an authorization", async () => {
    const deferred = await googlePayment.create({ authorization: sandbox().tokenizationKey, useDeferredClient: true });
    await expect(deferred.createPaymentDataRequest()).resolves.toMatchObject({ apiVersion: 1 });
  });
});

describe("createPaymentDataRequest, version 2", () => {
  it("offers CARD with the authorization fingerprint and PAYPAL with the PayPal client id", async () => {
    const request = (await create({ googlePayVersion: 2, googleMerchantId: "merchant-42" })).createPaymentDataRequest({
      transactionInfo: TRANSACTION,
    }) as Json;
    const google = configuration().gatewayConfiguration.androidPay;
    expect(request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      environment: "TEST",
      merchantInfo: { merchantId: "merchant-42" },
      transactionInfo: TRANSACTION,
    });
    const [card, paypal] = request.allowedPaymentMethods;
    expect(card).toMatchObject({
      type: "CARD",
      parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: NETWORKS },
      tokenizationSpecification: {
        type: "PAYMENT_GATEWAY",
        parameters: {
          gateway: "braintree",
          "braintree:authorizationFingerprint": google.googleAuthorizationFingerprint,
        },
      },
    });
    expect(card.tokenizationSpecification.parameters).not.toHaveProperty("braintree:clientKey");
    expect(paypal).toEqual({
      type: "PAYPAL",
      parameters: {
        purchase_context: {
          purchase_units: [{ payee: { client_id: google.paypalClientId }, recurring_payment: true }],
        },
      },
      tokenizationSpecification: {
        type: "PAYMENT_GATEWAY",
        parameters: expect.objectContaining({
          gateway: "braintree",
          "braintree:paypalClientId": google.paypalClientId,
        }),
      },
    });
  });

  it("puts the defaults under a merchant's payment method of a known type", async () => {
    const request = (await create({ googlePayVersion: 2 })).createPaymentDataRequest({
      allowedPaymentMethods: [{ type: "CARD", parameters: { billingAddressRequired: true } }],
    }) as Json;
    expect(request.allowedPaymentMethods).toHaveLength(1);
    expect(request.allowedPaymentMethods[0]).toMatchObject({
      type: "CARD",
      parameters: {
        billingAddressRequired: true,
        allowedCardNetworks: NETWORKS,
        allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
      },
      tokenizationSpecification: {
        type: "PAYMENT_GATEWAY",
        parameters: expect.objectContaining({ gateway: "braintree" }),
      },
    });
  });

  it("passes a payment method of an unknown type through untouched", async () => {
    const method = { type: "BANK", parameters: { x: 1 } };
    const request = (await create({ googlePayVersion: 2 })).createPaymentDataRequest({
      allowedPaymentMethods: [method, 7],
    }) as Json;
    expect(request.allowedPaymentMethods).toEqual([method, 7]);
  });
});

describe("parseResponse", () => {
  it("reads the Google Pay card nonce out of a version 1 response", async () => {
    const instance = await create();
    const payload = await instance.parseResponse(
      await loadPaymentData(instance.createPaymentDataRequest({ transactionInfo: TRANSACTION })),
    );
    expect(payload).toMatchObject({
      type: "AndroidPayCard",
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
      description: "Android Pay",
      details: { cardType: "Visa", lastFour: "1111", lastTwo: "11", isNetworkTokenized: false, bin: "411111" },
      binData: { prepaid: "No", issuingBank: expect.any(String) },
    });
    expect(Object.keys(payload).sort()).toEqual(["binData", "description", "details", "nonce", "type"]);
    expect(sandbox().getNonce(payload.nonce)).toMatchObject({
      type: "AndroidPayCard",
      merchantId: "sandbox_merchant_1",
    });
  });

  it("reads a network-tokenized card out of a version 2 response", async () => {
    const instance = await create({ googlePayVersion: 2 });
    const response = await loadPaymentData(instance.createPaymentDataRequest({ transactionInfo: TRANSACTION }), {
      card: "mastercard",
    });
    expect(await instance.parseResponse(response)).toMatchObject({
      type: "AndroidPayCard",
      details: { cardType: "MasterCard", lastFour: "4444", isNetworkTokenized: true },
    });
  });

  it("reads a PayPal account chosen inside Google Pay", async () => {
    const instance = await create({ googlePayVersion: 2 });
    const response = await loadPaymentData(instance.createPaymentDataRequest({ transactionInfo: TRANSACTION }), {
      method: "PAYPAL",
    });
    const payload = await instance.parseResponse(response);
    expect(payload).toEqual({
      nonce: expect.stringMatching(/^tokenpaypal_sb_/),
      type: "PayPalAccount",
      description: "PayPal",
    });
  });

  it("reports a token carrying the gateway's error as GOOGLE_PAYMENT_GATEWAY_ERROR", async () => {
    const instance = await create();
    const response = await loadPaymentData(instance.createPaymentDataRequest(), { card: "gateway-error" });
    await expect(instance.parseResponse(response)).rejects.toMatchObject({
      name: "BraintreeError",
      code: "GOOGLE_PAYMENT_GATEWAY_ERROR",
      type: "UNKNOWN",
      message: "There was an error when tokenizing the Google Pay payment method.",
      details: { originalError: { message: "An unexpected error occurred." } },
    });
  });

  it("reports a request Google tokenized with the wrong credentials as GOOGLE_PAYMENT_GATEWAY_ERROR", async () => {
    const instance = await create();
    const request = instance.createPaymentDataRequest() as Json;
    request.paymentMethodTokenizationParameters.parameters["braintree:authorizationFingerprint"] = "forged";
    await expect(instance.parseResponse(await loadPaymentData(request))).rejects.toMatchObject({
      code: "GOOGLE_PAYMENT_GATEWAY_ERROR",
      details: { originalError: { message: "Invalid authorization fingerprint." } },
    });
  });

  it("reports a malformed or missing token as GOOGLE_PAYMENT_GATEWAY_ERROR", async () => {
    const instance = await create();
    const responses = [
      undefined,
      "token",
      {},
      { paymentMethodToken: { token: "not json" } },
      { paymentMethodToken: { token: "{}" } },
      { paymentMethodToken: { token: JSON.stringify({ androidPayCards: [{ nonce: "x" }] }) } },
      { apiVersion: 2, paymentMethodToken: { token: "{}" } },
    ];
    for (const response of responses) {
      await expect(instance.parseResponse(response as never)).rejects.toMatchObject({
        code: "GOOGLE_PAYMENT_GATEWAY_ERROR",
      });
    }
  });

  it("sends nothing to the gateway: the token already is the gateway's answer", async () => {
    const instance = await create();
    const response = await loadPaymentData(instance.createPaymentDataRequest());
    sandbox().clearRequests();
    await instance.parseResponse(response);
    expect(sandbox().requests.filter((request) => request.path.includes("/client_api/"))).toEqual([]);
  });
});

describe("teardown", () => {
  it("makes every method fail with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    const instance = await create();
    await instance.teardown();
    for (const method of ["createPaymentDataRequest", "parseResponse", "teardown"] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { applePay, type ApplePay } from "../../../../plugins/apple-pay/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { callProvider, cardsOnlyKey, lastRequestTo, requestsTo, type Json } from "../support.js";

const sandbox = useSandbox();

const VALIDATION_URL = "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";
const MERCHANT_IDENTIFIER = "merchant.dev.paykit.sandbox_merchant_1";
const BIN_FIELDS = [
  "prepaid",
  "healthcare",
  "debit",
  "durbinRegulated",
  "commercial",
  "payroll",
  "issuingBank",
  "countryOfIssuance",
  "productId",
  "business",
  "consumer",
  "purchase",
  "corporate",
];

let paykitClient: Client;
let instance: ApplePay;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await applePay.create({ client: paykitClient });
  sandbox().clearRequests();
});

/** Validates the merchant, then has the simulated Apple hand over a payment for `card`. */
async function authorizedPayment(card?: string): Promise<Json> {
  const merchantSession = await instance.performValidation({
    validationURL: VALIDATION_URL,
    displayName: "Paykit Sandbox Store",
  });
  const answer = await callProvider(sandbox(), "/simulators/apple-pay/payment", { merchantSession, card });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("applePay.create", () => {
  it("creates an instance whose merchantIdentifier comes from the configuration", () => {
    expect(instance.merchantIdentifier).toBe(MERCHANT_IDENTIFIER);
  });

  it("keeps merchantIdentifier off the enumerable surface, as the provider's own property is", () => {
    expect(Object.keys(instance)).not.toContain("merchantIdentifier");
    expect(Object.getOwnPropertyDescriptor(instance, "merchantIdentifier")).toEqual({
      value: MERCHANT_IDENTIFIER,
      enumerable: false,
      writable: false,
      configurable: false,
    });
  });

  it("keeps merchantIdentifier read-only", () => {
    expect(() => {
      (instance as { merchantIdentifier: string }).merchantIdentifier = "merchant.other";
    }).toThrow(TypeError);
    expect(instance.merchantIdentifier).toBe(MERCHANT_IDENTIFIER);
  });

  it("creates its own client from an authorization", async () => {
    const fromKey = await applePay.create({ authorization: sandbox().tokenizationKey });
    expect(fromKey.merchantIdentifier).toBe(MERCHANT_IDENTIFIER);
  });

  it("fails with APPLE_PAY_NOT_ENABLED for a merchant without Apple Pay", async () => {
    await expect(applePay.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "APPLE_PAY_NOT_ENABLED",
      type: "MERCHANT",
      message: "Apple Pay is not enabled for this merchant.",
    });
  });

  it("names Apple Pay when neither a client nor an authorization is given", async () => {
    await expect(applePay.create({} as never)).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating Apple Pay.",
    });
  });

  it("carries the library version on the namespace", () => {
    expect(applePay.VERSION).toBe("3.132.0");
  });
});

describe("createPaymentRequest", () => {
  it("fills country, currency, capabilities and networks from the configuration", () => {
    expect(instance.createPaymentRequest({ total: { label: "Shop", amount: "10.00" } })).toEqual({
      countryCode: "US",
      currencyCode: "USD",
      merchantCapabilities: ["supports3DS"],
      supportedNetworks: ["visa", "masterCard", "amex", "discover", "maestro"],
      total: { label: "Shop", amount: "10.00" },
    });
  });

  it("lets the merchant's values win over the defaults", () => {
    const request = instance.createPaymentRequest({ countryCode: "GB", supportedNetworks: ["visa"] }) as Json;
    expect(request.countryCode).toBe("GB");
    expect(request.supportedNetworks).toEqual(["visa"]);
    expect(request.currencyCode).toBe("USD");
  });

  it("ignores overrides that are not an object", () => {
    for (const overrides of [undefined, null, "GB", 42, ["visa"]]) {
      expect(instance.createPaymentRequest(overrides as never)).toMatchObject({
        countryCode: "US",
        currencyCode: "USD",
      });
    }
  });

  it("defaults merchantCapabilities to supports3DS when the configuration names none", async () => {
    const withoutCapabilities = {
      ...paykitClient,
      getVersion: () => paykitClient.getVersion(),
      request: paykitClient.request.bind(paykitClient),
      getConfiguration: () => {
        const configuration = paykitClient.getConfiguration();
        delete (configuration.gatewayConfiguration.applePayWeb as Json).merchantCapabilities;
        return configuration;
      },
    } as Client;
    const bare = await applePay.create({ client: withoutCapabilities });
    expect((bare.createPaymentRequest({}) as Json).merchantCapabilities).toEqual(["supports3DS"]);
  });

  it("returns a Promise when created with useDeferredClient and an authorization", async () => {
    const deferred = await applePay.create({ authorization: sandbox().tokenizationKey, useDeferredClient: true });
    await expect(deferred.createPaymentRequest({})).resolves.toMatchObject({ countryCode: "US" });
  });
});

describe("performValidation", () => {
  it("posts the session request with the apple-pay source and the page's host name", async () => {
    await instance.performValidation({ validationURL: VALIDATION_URL });
    const request = lastRequestTo(sandbox(), "/v1/apple_pay_web/sessions");
    expect(request.method).toBe("POST");
    expect(request.body._meta.source).toBe("apple-pay");
    expect(request.body.applePayWebSession).toEqual({
      validationUrl: VALIDATION_URL,
      domainName: "localhost",
      merchantIdentifier: MERCHANT_IDENTIFIER,
    });
    expect(request.body.tokenizationKey).toBe(sandbox().tokenizationKey);
  });

  it("sends displayName, domainName and merchantIdentifier when given", async () => {
    await instance
      .performValidation({
        validationURL: VALIDATION_URL,
        displayName: "My Store",
        domainName: "127.0.0.1",
        merchantIdentifier: MERCHANT_IDENTIFIER,
      })
      .catch(() => undefined);
    expect(lastRequestTo(sandbox(), "/v1/apple_pay_web/sessions").body.applePayWebSession).toEqual({
      validationUrl: VALIDATION_URL,
      domainName: "127.0.0.1",
      merchantIdentifier: MERCHANT_IDENTIFIER,
      displayName: "My Store",
    });
  });

  it("resolves with Apple's merchant session unchanged", async () => {
    const session = (await instance.performValidation({
      validationURL: VALIDATION_URL,
      displayName: "My Store",
    })) as Json;
    expect(session).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      domainName: "localhost",
      displayName: "My Store",
      epochTimestamp: expect.any(Number),
      expiresAt: expect.any(Number),
      signature: expect.any(String),
    });
  });

  it("resolves with the merchant session carrying _httpStatus, as the provider's does", async () => {
    const session = (await instance.performValidation({ validationURL: VALIDATION_URL })) as Json;
    expect(session._httpStatus).toBe(201);
  });

  it("requires a validationURL and sends nothing without one", async () => {
    for (const options of [undefined, null, {}, { validationURL: "" }, { validationURL: 42 }]) {
      await expect(instance.performValidation(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        code: "APPLE_PAY_VALIDATION_URL_REQUIRED",
        type: "MERCHANT",
        message: "performValidation must be called with a validationURL.",
      });
    }
    expect(requestsTo(sandbox(), "/v1/apple_pay_web/sessions")).toEqual([]);
  });

  it("reports a session Apple refused as APPLE_PAY_MERCHANT_VALIDATION_FAILED with the gateway's answer", async () => {
    const failure = await instance
      .performValidation({ validationURL: "https://apple-pay-gateway-refused.apple.com/paymentservices/startSession" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "APPLE_PAY_MERCHANT_VALIDATION_FAILED",
      type: "MERCHANT",
      message: "Make sure you have registered your domain name in the Braintree Control Panel.",
      details: { originalError: { error: { message: "Apple Pay refused to start a merchant session." } } },
    });
  });

  it("reports an unregistered domain as APPLE_PAY_MERCHANT_VALIDATION_FAILED", async () => {
    await expect(
      instance.performValidation({ validationURL: VALIDATION_URL, domainName: "shop.example" }),
    ).rejects.toMatchObject({
      code: "APPLE_PAY_MERCHANT_VALIDATION_FAILED",
      details: { originalError: { error: { message: "Domain name shop.example is not registered for Apple Pay." } } },
    });
  });

  it("reports an unreachable Apple as APPLE_PAY_MERCHANT_VALIDATION_NETWORK with the client error", async () => {
    await expect(
      instance.performValidation({
        validationURL: "https://apple-pay-gateway-unreachable.apple.com/paymentservices/startSession",
      }),
    ).rejects.toMatchObject({
      code: "APPLE_PAY_MERCHANT_VALIDATION_NETWORK",
      type: "NETWORK",
      message: "A network error occurred when validating the Apple Pay merchant.",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 503 } } },
    });
  });

  it("reports a refused authorization as a network failure, as the provider's SDK does", async () => {
    sandbox().inject({ path: "apple_pay_web/sessions", status: 403 });
    await expect(instance.performValidation({ validationURL: VALIDATION_URL })).rejects.toMatchObject({
      code: "APPLE_PAY_MERCHANT_VALIDATION_NETWORK",
      details: { originalError: { code: "CLIENT_AUTHORIZATION_INSUFFICIENT" } },
    });
  });

  it("reports a dropped connection as APPLE_PAY_MERCHANT_VALIDATION_NETWORK", async () => {
    sandbox().inject({ path: "apple_pay_web/sessions", drop: true, times: 2 });
    await expect(instance.performValidation({ validationURL: VALIDATION_URL })).rejects.toMatchObject({
      code: "APPLE_PAY_MERCHANT_VALIDATION_NETWORK",
    });
  });

  it("answers a Node-style callback instead of returning a Promise", async () => {
    const result = await new Promise<[unknown, unknown]>((resolve) => {
      const returned = (instance.performValidation as (o: unknown, cb: (e: unknown, r: unknown) => void) => unknown)(
        { validationURL: VALIDATION_URL },
        (error, session) => resolve([error, session]),
      );
      expect(returned).toBeUndefined();
    });
    expect(result[0]).toBeNull();
    expect(result[1]).toMatchObject({ merchantSessionIdentifier: expect.any(String) });
  });
});

describe("tokenize", () => {
  it("exchanges the Apple Pay token for an ApplePayCard nonce", async () => {
    const payment = await authorizedPayment();
    const payload = await instance.tokenize({ token: payment.token });
    expect(payload).toMatchObject({
      type: "ApplePayCard",
      nonce: expect.stringMatching(/^tokenapplepay_sb_/),
      description: "ending in 92",
      details: { cardType: "Apple Pay - Visa", dpanLastTwo: "92", cardHolderName: "Ada Lovelace" },
    });
    expect(Object.keys(payload.binData ?? {}).sort()).toEqual([...BIN_FIELDS].sort());
    expect(sandbox().getNonce(payload.nonce)).toMatchObject({
      type: "ApplePayCard",
      cardType: "Visa",
      lastFour: "0492",
    });
  });

  it("sends the token with paymentData as base64 of its JSON and the apple-pay source", async () => {
    const payment = await authorizedPayment("5204247750001471");
    await instance.tokenize({ token: payment.token });
    const body = lastRequestTo(sandbox(), "/v1/payment_methods/apple_payment_tokens").body;
    expect(body._meta.source).toBe("apple-pay");
    expect(body.applePaymentToken.paymentMethod).toEqual(payment.token.paymentMethod);
    expect(body.applePaymentToken.transactionIdentifier).toBe(payment.token.transactionIdentifier);
    expect(JSON.parse(Buffer.from(body.applePaymentToken.paymentData, "base64").toString("utf8"))).toEqual(
      payment.token.paymentData,
    );
  });

  it("encodes paymentData as UTF-8, so any text survives", async () => {
    await instance.tokenize({ token: { paymentData: { note: "café ☕" } } }).catch(() => undefined);
    const encoded = lastRequestTo(sandbox(), "/v1/payment_methods/apple_payment_tokens").body.applePaymentToken
      .paymentData;
    expect(JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))).toEqual({ note: "café ☕" });
  });

  it("requires a payment token and sends nothing without one", async () => {
    for (const options of [undefined, null, {}, { token: null }, { token: 0 }, "token"]) {
      await expect(instance.tokenize(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        code: "APPLE_PAY_PAYMENT_TOKEN_REQUIRED",
        type: "MERCHANT",
        message: "tokenize must be called with a payment token.",
      });
    }
    expect(requestsTo(sandbox(), "/v1/payment_methods/apple_payment_tokens")).toEqual([]);
  });

  it("refuses payment data that JSON cannot carry as APPLE_PAY_PAYMENT_TOKEN_REQUIRED", async () => {
    const paymentData: Json = {};
    paymentData.self = paymentData;
    await expect(instance.tokenize({ token: { paymentData } })).rejects.toMatchObject({
      code: "APPLE_PAY_PAYMENT_TOKEN_REQUIRED",
    });
  });

  it("reports a token the gateway cannot decrypt as APPLE_PAY_TOKENIZATION with the client error", async () => {
    const payment = await authorizedPayment();
    const token = { ...payment.token, paymentData: { ...payment.token.paymentData, data: "dGFtcGVyZWQ=" } };
    await expect(instance.tokenize({ token })).rejects.toMatchObject({
      code: "APPLE_PAY_TOKENIZATION",
      type: "NETWORK",
      message: "A network error occurred when processing the Apple Pay payment.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR", details: { httpStatus: 422 } } },
    });
  });

  it("reports the sandbox's gateway-error card as APPLE_PAY_TOKENIZATION", async () => {
    const payment = await authorizedPayment("4000000000000119");
    await expect(instance.tokenize({ token: payment.token })).rejects.toMatchObject({
      code: "APPLE_PAY_TOKENIZATION",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } },
    });
  });

  it("reports an answer without a card as APPLE_PAY_TOKENIZATION", async () => {
    sandbox().inject({ path: "apple_payment_tokens", status: 201, body: { applePayCards: [] } });
    await expect(instance.tokenize({ token: { paymentData: {} } })).rejects.toMatchObject({
      code: "APPLE_PAY_TOKENIZATION",
      details: { originalError: { applePayCards: [] } },
    });
  });
});

describe("teardown", () => {
  it("makes every method fail with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await instance.teardown();
    for (const method of ["performValidation", "tokenize", "createPaymentRequest", "teardown"] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

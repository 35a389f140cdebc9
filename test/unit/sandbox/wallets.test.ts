// @vitest-environment jsdom
// The sandbox's wallet routes and simulators, spoken to directly (the plugin tests go through paykit).
import { describe, expect, it } from "vitest";
import { CARDS_ONLY_KEY, CARDS_ONLY_MERCHANT, FULL_MERCHANT, type Json, useSandbox } from "./support.js";

const sandbox = useSandbox();

const VALIDATION_URL = "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function clientApi(merchantId: string, endpoint: string): string {
  return `/merchants/${merchantId}/client_api/v1/${endpoint}`;
}

async function configurationOf(key: string, merchantId = FULL_MERCHANT): Promise<Json> {
  const response = await fetch(
    `${sandbox().gatewayUrl}${clientApi(merchantId, "configuration")}?tokenizationKey=${key}`,
  );
  return response.json();
}

async function appleSession(overrides: Record<string, unknown> = {}): Promise<{ status: number; body: Json }> {
  return post(clientApi(FULL_MERCHANT, "apple_pay_web/sessions"), {
    tokenizationKey: sandbox().tokenizationKey,
    applePayWebSession: {
      validationUrl: VALIDATION_URL,
      domainName: "localhost",
      merchantIdentifier: "merchant.dev.paykit.sandbox_merchant_1",
      ...overrides,
    },
  });
}

describe("simulator scripts on the asset server", () => {
  it("serves each wallet simulator with the shared sheet in front and the gateway filled in", async () => {
    for (const name of ["apple-pay", "google-pay", "payment-request", "visa-checkout"]) {
      const response = await fetch(`${sandbox().assetsUrl}/simulators/${name}.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      const text = await response.text();
      expect(text).toContain("window.PaykitSimulator = ");
      expect(text).toContain(`var GATEWAY_URL = "${sandbox().gatewayUrl}"`);
      expect(text).toContain("SIMULATOR (sandbox only)");
      expect(text).not.toContain("{{GATEWAY_URL}}");
    }
  });

  it("answers 404 for unknown simulators and for paths that try to leave the folder", async () => {
    for (const path of [
      "/simulators/none.js",
      "/simulators/..%2Fmerchants.json",
      "/simulators/%2E%2E/demo/demo.js",
      "/simulators/apple-pay.exe",
    ]) {
      expect((await fetch(`${sandbox().assetsUrl}${path}`)).status, path).toBe(404);
    }
  });
});

describe("Apple Pay routes", () => {
  it("answers a merchant session shaped like Apple's", async () => {
    const { status, body } = await appleSession({ displayName: "Shop" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH/),
      merchantIdentifier: expect.stringMatching(/^[0-9A-F]{64}$/),
      domainName: "localhost",
      displayName: "Shop",
      retries: 0,
    });
    expect(body.expiresAt - body.epochTimestamp).toBe(3_600_000);
  });

  it("refuses validation URLs that are not Apple's", async () => {
    for (const validationUrl of [
      "https://evil.example.com/startSession",
      "http://apple-pay-gateway.apple.com/x",
      "not a url",
    ]) {
      const { status, body } = await appleSession({ validationUrl });
      expect(status).toBe(422);
      expect(body.error.message).toMatch(/Validation URL is (invalid|not an Apple Pay gateway URL)\./);
    }
  });

  it("refuses a merchant identifier that is not the merchant's and a display name over 128 characters", async () => {
    expect((await appleSession({ merchantIdentifier: "merchant.other" })).status).toBe(422);
    expect((await appleSession({ displayName: "x".repeat(129) })).status).toBe(422);
  });

  it("needs an authorization and Apple Pay enabled", async () => {
    expect((await post(clientApi(FULL_MERCHANT, "apple_pay_web/sessions"), {})).status).toBe(401);
    const disabled = await post(clientApi(CARDS_ONLY_MERCHANT, "apple_pay_web/sessions"), {
      tokenizationKey: CARDS_ONLY_KEY,
    });
    expect(disabled).toEqual({
      status: 422,
      body: { error: { message: "Apple Pay is not enabled for this merchant." } },
    });
  });

  it("simulates Apple's payment only for a session it issued and that has not expired", async () => {
    const session = (await appleSession()).body;
    expect((await post("/simulators/apple-pay/payment", { merchantSession: session })).status).toBe(200);
    expect(
      (await post("/simulators/apple-pay/payment", { merchantSession: { ...session, merchantIdentifier: "00" } }))
        .status,
    ).toBe(400);
    expect(
      (await post("/simulators/apple-pay/payment", { merchantSession: { ...session, expiresAt: Date.now() - 1 } }))
        .status,
    ).toBe(400);
  });

  it("refuses a token encrypted for another merchant", async () => {
    const session = (await appleSession()).body;
    const { body: payment } = await post("/simulators/apple-pay/payment", { merchantSession: session });
    const paymentData = Buffer.from(JSON.stringify(payment.token.paymentData)).toString("base64");
    const other = await post(clientApi(CARDS_ONLY_MERCHANT, "payment_methods/apple_payment_tokens"), {
      tokenizationKey: CARDS_ONLY_KEY,
      applePaymentToken: { ...payment.token, paymentData },
    });
    expect(other.status).toBe(422);
  });
});

describe("Google Pay simulator route", () => {
  it("answers 400, as Google does, for a request without tokenization parameters", async () => {
    const { status, body } = await post("/simulators/google-pay/payment-data", {
      request: { apiVersion: 2, allowedPaymentMethods: [] },
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe("The request has no tokenization parameters for CARD.");
  });

  it("answers 400 for an unknown test card", async () => {
    const request = { paymentMethodTokenizationParameters: { parameters: { gateway: "braintree" } } };
    expect((await post("/simulators/google-pay/payment-data", { request, card: "diners" })).status).toBe(400);
  });

  it("puts the gateway's refusal into the token for a merchant without Google Pay", async () => {
    const request = {
      paymentMethodTokenizationParameters: {
        parameters: { gateway: "braintree", "braintree:merchantId": CARDS_ONLY_MERCHANT },
      },
    };
    const { status, body } = await post("/simulators/google-pay/payment-data", { request });
    expect(status).toBe(200);
    expect(JSON.parse(body.paymentMethodToken.token)).toEqual({
      error: { message: "Google Pay is not enabled for this merchant." },
    });
  });

  it("refuses a client key of another merchant", async () => {
    const google = (await configurationOf(sandbox().tokenizationKey)).androidPay;
    const parameters = {
      gateway: "braintree",
      "braintree:merchantId": FULL_MERCHANT,
      "braintree:authorizationFingerprint": google.googleAuthorizationFingerprint,
      "braintree:clientKey": CARDS_ONLY_KEY,
    };
    const { body } = await post("/simulators/google-pay/payment-data", {
      request: { paymentMethodTokenizationParameters: { parameters } },
    });
    expect(JSON.parse(body.paymentMethodToken.token)).toEqual({ error: { message: "Invalid client key." } });
  });
});

describe("Visa Checkout routes", () => {
  it("simulates Visa only for a known API key", async () => {
    expect((await post("/simulators/visa-checkout/payment", { apikey: "unknown" })).status).toBe(400);
  });

  it("answers a payment the merchant's gateway can decrypt and no other", async () => {
    const visa = (await configurationOf(sandbox().tokenizationKey)).visaCheckout;
    const { body: payment } = await post("/simulators/visa-checkout/payment", { apikey: visa.apikey });
    expect(payment).toMatchObject({
      callid: expect.stringMatching(/^\d+$/),
      encKey: expect.any(String),
      encPaymentData: expect.any(String),
    });
    const card = { callId: payment.callid, encryptedKey: payment.encKey, encryptedPaymentData: payment.encPaymentData };
    const own = await post(clientApi(FULL_MERCHANT, "payment_methods/visa_checkout_cards"), {
      tokenizationKey: sandbox().tokenizationKey,
      visaCheckoutCard: card,
    });
    expect(own.status).toBe(201);
    const other = await post(clientApi(CARDS_ONLY_MERCHANT, "payment_methods/visa_checkout_cards"), {
      tokenizationKey: CARDS_ONLY_KEY,
      visaCheckoutCard: card,
    });
    expect(other).toEqual({
      status: 422,
      body: { error: { message: "Visa Checkout is not enabled for this merchant." } },
    });
  });
});

describe("American Express routes", () => {
  it("refuses an invalid currency", async () => {
    const tokenized = await post(clientApi(FULL_MERCHANT, "payment_methods/credit_cards"), {
      tokenizationKey: sandbox().tokenizationKey,
      creditCard: { number: "378282246310005", expirationDate: `12/${new Date().getUTCFullYear() + 3}`, cvv: "1234" },
    });
    const nonce = tokenized.body.creditCards[0].nonce;
    const query = `tokenizationKey=${sandbox().tokenizationKey}&paymentMethodNonce=${nonce}&currencyIsoCode=usd`;
    const response = await fetch(
      `${sandbox().gatewayUrl}${clientApi(FULL_MERCHANT, "payment_methods/amex_rewards_balance")}?${query}`,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { message: "Currency ISO code is invalid." } });
  });

  it("needs an authorization in the query string", async () => {
    const response = await fetch(
      `${sandbox().gatewayUrl}${clientApi(FULL_MERCHANT, "payment_methods/amex_express_checkout_cards/x")}`,
    );
    expect(response.status).toBe(401);
  });
});

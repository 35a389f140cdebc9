import { describe, expect, it } from "vitest";
import {
  CARDS_ONLY_KEY,
  CONFIGURATION_QUERY,
  FULL_MERCHANT,
  type Json,
  fingerprintOf,
  postGraphQL,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

function clientConfiguration(bearer: string): Promise<Response> {
  return postGraphQL(sandbox(), bearer, { query: CONFIGURATION_QUERY, operationName: "ClientConfiguration" });
}

describe("GraphQL ClientConfiguration", () => {
  it("answers the full merchant's configuration with upper-case enums", async () => {
    const response = await clientConfiguration(sandbox().tokenizationKey);
    const body: Json = await response.json();
    const { gatewayUrl, assetsUrl } = sandbox();
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.clientConfiguration).toMatchObject({
      analyticsUrl: `${gatewayUrl}/xoplatform/logger/api/logger`,
      environment: "DEVELOPMENT",
      merchantId: FULL_MERCHANT,
      assetsUrl,
      clientApiUrl: `${gatewayUrl}/merchants/${FULL_MERCHANT}/client_api`,
      supportedFeatures: ["TOKENIZE_CREDIT_CARDS", "CONFIGURATION"],
      creditCard: {
        supportedCardBrands: [
          "VISA",
          "MASTERCARD",
          "AMERICAN_EXPRESS",
          "DISCOVER",
          "JCB",
          "UNION_PAY",
          "INTERNATIONAL_MAESTRO",
        ],
        challenges: ["CVV", "POSTAL_CODE"],
        threeDSecureEnabled: true,
      },
      applePayWeb: {
        countryCode: "US",
        currencyCode: "USD",
        supportedCardBrands: ["VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER", "INTERNATIONAL_MAESTRO"],
      },
      googlePay: { environment: "SANDBOX" },
      paypal: { currencyCode: "USD", environment: "OFFLINE" },
      venmo: { environment: "SANDBOX" },
      unionPay: { merchantAccountId: expect.any(String) },
      usBankAccount: { plaidPublicKey: expect.any(String) },
      visaCheckout: {
        apiKey: expect.any(String),
        supportedCardBrands: ["VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER"],
      },
      masterpass: { merchantCheckoutId: expect.any(String) },
      fastlane: { enabled: true },
      openBanking: { profileId: expect.any(String) },
      ideal: null,
    });
    expect(body.data.clientConfiguration.creditCard.threeDSecure.cardinalAuthenticationJWT).toEqual(expect.any(String));
    expect(body.extensions.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers null sections, no features and no challenges for the cards-only merchant", async () => {
    const body: Json = await (await clientConfiguration(CARDS_ONLY_KEY)).json();
    const config = body.data.clientConfiguration;
    expect(config.supportedFeatures).toBeNull();
    expect(config.creditCard).toMatchObject({ challenges: [], threeDSecureEnabled: false, threeDSecure: null });
    for (const section of [
      "applePayWeb",
      "googlePay",
      "paypal",
      "venmo",
      "unionPay",
      "visaCheckout",
      "masterpass",
      "usBankAccount",
      "openBanking",
      "fastlane",
    ]) {
      expect(config[section], section).toBeNull();
    }
  });

  it("accepts a client token's fingerprint as the bearer", async () => {
    const body: Json = await (await clientConfiguration(await fingerprintOf(sandbox(), { customerId: "c-1" }))).json();
    expect(body.data.clientConfiguration.merchantId).toBe(FULL_MERCHANT);
  });

  it("answers an AUTHENTICATION error over HTTP 200 for a bearer it does not know", async () => {
    const response = await clientConfiguration("not-a-real-fingerprint");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: null,
      errors: [
        { message: "Authentication required", extensions: { errorClass: "AUTHENTICATION", errorType: "user_error" } },
      ],
    });
  });

  it("answers an AUTHENTICATION error for an expired client token", async () => {
    const body: Json = await (await clientConfiguration(await fingerprintOf(sandbox(), { expired: true }))).json();
    expect(body.errors[0].extensions.errorClass).toBe("AUTHENTICATION");
  });

  it("answers an AUTHENTICATION error when the Authorization header is missing", async () => {
    const response = await postGraphQL(sandbox(), undefined, {
      query: CONFIGURATION_QUERY,
      operationName: "ClientConfiguration",
    });
    expect((await response.json()).errors[0].extensions.errorClass).toBe("AUTHENTICATION");
  });

  it("answers 400 when the Braintree-Version header is missing", async () => {
    const response = await postGraphQL(
      sandbox(),
      sandbox().tokenizationKey,
      { query: CONFIGURATION_QUERY, operationName: "ClientConfiguration" },
      {},
    );
    expect(response.status).toBe(400);
  });

  it("answers an UNKNOWN error for an operation it does not implement", async () => {
    const response = await postGraphQL(sandbox(), sandbox().tokenizationKey, {
      query: "query Nope { nope }",
      operationName: "Nope",
    });
    const body: Json = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.errorClass).toBe("UNKNOWN");
  });

  it("reads the operation name from the query when operationName is absent", async () => {
    const body: Json = await (
      await postGraphQL(sandbox(), sandbox().tokenizationKey, { query: CONFIGURATION_QUERY })
    ).json();
    expect(body.data.clientConfiguration.merchantId).toBe(FULL_MERCHANT);
    expect(sandbox().requests.at(-1)?.operationName).toBe("ClientConfiguration");
  });
});

import { describe, expect, it } from "vitest";
import {
  CARDS_ONLY_KEY,
  CARDS_ONLY_MERCHANT,
  FULL_MERCHANT,
  type Json,
  decodeClientToken,
  fetchConfiguration,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

describe("classic configuration", () => {
  it("answers the default merchant's configuration for its tokenization key", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const config: Json = await response.json();
    const { gatewayUrl, assetsUrl } = sandbox();
    expect(config).toMatchObject({
      environment: "development",
      merchantId: FULL_MERCHANT,
      clientApiUrl: `${gatewayUrl}/merchants/${FULL_MERCHANT}/client_api`,
      assetsUrl,
      analytics: { url: `${gatewayUrl}/xoplatform/logger/api/logger` },
      challenges: ["cvv", "postal_code"],
      creditCards: {
        supportedCardTypes: ["Visa", "MasterCard", "American Express", "Discover", "JCB", "UnionPay", "Maestro"],
        collectDeviceData: false,
      },
      graphQL: { url: `${gatewayUrl}/graphql`, features: ["tokenize_credit_cards", "configuration"] },
    });
  });

  it("includes a section for every method the full merchant has enabled", async () => {
    const config: Json = await (
      await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey })
    ).json();
    expect(config.applePayWeb).toMatchObject({
      countryCode: "US",
      currencyCode: "USD",
      supportedNetworks: ["visa", "mastercard", "amex", "discover", "maestro"],
    });
    expect(config.androidPay).toMatchObject({
      enabled: true,
      environment: "sandbox",
      supportedNetworks: expect.arrayContaining(["visa"]),
    });
    expect(typeof config.androidPay.googleAuthorizationFingerprint).toBe("string");
    expect(config.paypalEnabled).toBe(true);
    expect(config.paypal).toMatchObject({
      environmentNoNetwork: false,
      currencyIsoCode: "USD",
      assetsUrl: sandbox().assetsUrl,
    });
    expect(config.paypal.currencyCode).toBeUndefined();
    expect(config.payWithVenmo).toMatchObject({ environment: "sandbox", enrichedCustomerDataEnabled: true });
    expect(config.unionPay).toMatchObject({ enabled: true });
    expect(config.visaCheckout).toMatchObject({
      supportedCardTypes: ["Visa", "MasterCard", "American Express", "Discover"],
    });
    expect(config.masterpass.supportedNetworks).toEqual(["visa", "master", "amex", "discover", "jcb", "maestro"]);
    expect(config.usBankAccount.plaid.publicKey).toEqual(expect.any(String));
    expect(config.threeDSecureEnabled).toBe(true);
    expect(config.threeDSecure.cardinalAuthenticationJWT).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(config.openBanking).toMatchObject({
      businessNames: expect.any(Array),
      allowListedDomains: expect.any(Array),
    });
    expect(config.fastlane).toEqual({
      enabled: true,
      tokensOnDemand: { enabled: false, tokenExchange: { enabled: false } },
    });
    expect(config.venmo).toBe("off");
    expect(config.ideal).toBeUndefined();
  });

  it("leaves out GraphQL and every disabled section for the cards-only merchant", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: CARDS_ONLY_KEY }, CARDS_ONLY_MERCHANT);
    const config: Json = await response.json();
    expect(response.status).toBe(200);
    expect(config.merchantId).toBe(CARDS_ONLY_MERCHANT);
    expect(config.challenges).toEqual([]);
    expect(config.paypalEnabled).toBe(false);
    for (const section of [
      "graphQL",
      "applePayWeb",
      "androidPay",
      "paypal",
      "payWithVenmo",
      "unionPay",
      "visaCheckout",
      "masterpass",
      "usBankAccount",
      "threeDSecureEnabled",
      "threeDSecure",
      "openBanking",
      "fastlane",
      "ideal",
    ]) {
      expect(config, section).not.toHaveProperty(section);
    }
  });

  it("answers the configuration at a client token's configUrl with its fingerprint", async () => {
    const token = decodeClientToken(await sandbox().createClientToken());
    const url = `${token.configUrl}?${new URLSearchParams({ authorizationFingerprint: token.authorizationFingerprint, configVersion: "3" })}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.json()).merchantId).toBe(FULL_MERCHANT);
  });

  it("answers the cards-only merchant's configuration for a client token minted for it", async () => {
    const token = decodeClientToken(await sandbox().createClientToken({ merchantId: CARDS_ONLY_MERCHANT }));
    const response = await fetchConfiguration(
      sandbox(),
      { authorizationFingerprint: token.authorizationFingerprint },
      CARDS_ONLY_MERCHANT,
    );
    const config: Json = await response.json();
    expect(response.status).toBe(200);
    expect(config.paypalEnabled).toBe(false);
    expect(config).not.toHaveProperty("applePayWeb");
  });

  it("answers 401 for a tokenization key it does not know", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: `development_zzzzzzzz_${FULL_MERCHANT}` });
    expect(response.status).toBe(401);
    // The provider's error, and the sandbox's own hint: which key this merchant has (its banner shows it).
    expect(await response.json()).toEqual({
      error: { message: expect.any(String) },
      fix: expect.stringContaining("copy a tokenization key from the sandbox's banner"),
    });
  });

  it("answers 401 for a fingerprint it never issued", async () => {
    const response = await fetchConfiguration(sandbox(), {
      authorizationFingerprint: "eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { message: "Authorization fingerprint is invalid" } });
  });

  it("answers 401 for an expired client token", async () => {
    const token = decodeClientToken(await sandbox().createClientToken({ expired: true }));
    const response = await fetchConfiguration(sandbox(), { authorizationFingerprint: token.authorizationFingerprint });
    expect(response.status).toBe(401);
  });

  it("answers 401 when the request carries no authorization", async () => {
    const response = await fetch(
      `${sandbox().gatewayUrl}/merchants/${FULL_MERCHANT}/client_api/v1/configuration?configVersion=3`,
    );
    expect(response.status).toBe(401);
  });

  it("answers 403 when the authorization belongs to another merchant than the path", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: CARDS_ONLY_KEY }, FULL_MERCHANT);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { message: expect.any(String) } });
  });
});

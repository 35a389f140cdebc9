import { describe, expect, it } from "vitest";
import { adaptClientConfiguration } from "../../../../kernel/configuration/graphql.js";

const GRAPHQL_URL = "https://payments.sandbox.braintree-api.com/graphql";

const answer = (clientConfiguration: Record<string, unknown>) => ({ data: { clientConfiguration } });

describe("adaptClientConfiguration", () => {
  it("reshapes the core fields into the classic configuration", () => {
    const config = adaptClientConfiguration(
      answer({
        analyticsUrl: "https://analytics",
        environment: "SANDBOX",
        merchantId: "m",
        assetsUrl: "https://assets.braintreegateway.com",
        clientApiUrl: "https://api.sandbox.braintreegateway.com:443/merchants/m/client_api",
        supportedFeatures: ["TOKENIZE_CREDIT_CARDS"],
        creditCard: {
          supportedCardBrands: ["VISA", "MASTERCARD", "UNION_PAY", "NOT_A_BRAND"],
          challenges: ["CVV", "POSTAL_CODE"],
          threeDSecureEnabled: true,
          threeDSecure: { cardinalAuthenticationJWT: "jwt" },
        },
      }),
      GRAPHQL_URL,
    );
    expect(config).toEqual({
      environment: "sandbox",
      clientApiUrl: "https://api.sandbox.braintreegateway.com:443/merchants/m/client_api",
      assetsUrl: "https://assets.braintreegateway.com",
      merchantId: "m",
      analytics: { url: "https://analytics" },
      venmo: "off",
      graphQL: { url: GRAPHQL_URL, features: ["tokenize_credit_cards"] },
      challenges: ["cvv", "postal_code"],
      creditCards: { supportedCardTypes: ["Visa", "MasterCard", "UnionPay"] },
      threeDSecureEnabled: true,
      threeDSecure: { cardinalAuthenticationJWT: "jwt" },
      paypalEnabled: false,
    });
  });

  it("has no card types, challenges or 3-D Secure without a creditCard block", () => {
    expect(adaptClientConfiguration(answer({ environment: "SANDBOX" }), GRAPHQL_URL)).toMatchObject({
      challenges: [],
      creditCards: { supportedCardTypes: [] },
      threeDSecureEnabled: false,
    });
  });

  it("maps wallet and network sections with their own brand names", () => {
    const config = adaptClientConfiguration(
      answer({
        environment: "SANDBOX",
        applePayWeb: { countryCode: "US", merchantIdentifier: "id", supportedCardBrands: ["VISA", "AMERICAN_EXPRESS", "JCB"] },
        googlePay: { displayName: "Shop", environment: "SANDBOX", googleAuthorization: "g", supportedCardBrands: ["MASTERCARD"] },
        paypal: { clientId: "c", environment: "OFFLINE", currencyCode: "USD" },
        venmo: { merchantId: "v", accessToken: "t", environment: "SANDBOX", enrichedCustomerDataEnabled: true },
        unionPay: { merchantAccountId: "u" },
        visaCheckout: { apiKey: "k", externalClientId: "e", supportedCardBrands: ["VISA", "JCB"] },
        masterpass: { merchantCheckoutId: "mc", supportedCardBrands: ["MASTERCARD", "DINERS"] },
        usBankAccount: { routeId: "r", plaidPublicKey: "p" },
        openBanking: { businessNames: ["B"], allowListedDomains: ["d"], profileId: "pr" },
      }),
      GRAPHQL_URL,
    );
    expect(config).toMatchObject({
      applePayWeb: { countryCode: "US", merchantIdentifier: "id", supportedNetworks: ["visa", "amex"] },
      androidPay: {
        displayName: "Shop",
        enabled: true,
        environment: "sandbox",
        googleAuthorizationFingerprint: "g",
        supportedNetworks: ["mastercard"],
      },
      paypalEnabled: true,
      paypal: { clientId: "c", environment: "offline", currencyIsoCode: "USD" },
      payWithVenmo: { merchantId: "v", accessToken: "t", environment: "sandbox", enrichedCustomerDataEnabled: true },
      unionPay: { enabled: true, merchantAccountId: "u" },
      visaCheckout: { apikey: "k", externalClientId: "e", supportedCardTypes: ["Visa"] },
      masterpass: { merchantCheckoutId: "mc", supportedNetworks: ["master", "diners"] },
      usBankAccount: { routeId: "r", plaid: { publicKey: "p" } },
      openBanking: { businessNames: ["B"], allowListedDomains: ["d"], profileId: "pr" },
    });
    expect((config?.applePayWeb as Record<string, unknown>).supportedCardBrands).toBeUndefined();
    expect((config?.paypal as Record<string, unknown>).currencyCode).toBeUndefined();
  });

  it("returns nothing when the answer has no clientConfiguration", () => {
    expect(adaptClientConfiguration({ data: null }, GRAPHQL_URL)).toBeUndefined();
    expect(adaptClientConfiguration("not json", GRAPHQL_URL)).toBeUndefined();
  });
});

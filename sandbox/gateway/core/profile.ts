import { createHash } from "node:crypto";
import type { MerchantSettings } from "../../types.js";
import { type Brand, brandsForSection, brandsOfCardTypes } from "./card-brands.js";
import type { GatewayUrls } from "./urls.js";

/**
 * Everything a merchant's configuration says, independent of how it is spelled on the wire. The classic
 * configuration and the GraphQL `clientConfiguration` (configuration.ts) are two formatters of this one
 * description, so both transports always agree.
 */
export interface MerchantProfile {
  merchantId: string;
  displayName: string;
  clientApiUrl: string;
  assetsUrl: string;
  analyticsUrl: string;
  graphQLUrl: string;
  /** Lower-case GraphQL features, or null when the merchant does not use GraphQL. */
  graphQLFeatures: string[] | null;
  /** Lower-case: "cvv", "postal_code". */
  challenges: string[];
  cardBrands: Brand[];
  collectDeviceData: boolean;
  threeDSecure: ThreeDSecureProfile | null;
  applePay: { countryCode: string; currencyCode: string; merchantIdentifier: string; brands: Brand[] } | null;
  googlePay: {
    displayName: string;
    environment: string;
    googleAuthorization: string;
    paypalClientId: string;
    brands: Brand[];
  } | null;
  paypal: PayPalProfile | null;
  venmo: { merchantId: string; accessToken: string; environment: string; enrichedCustomerDataEnabled: boolean } | null;
  unionPay: { merchantAccountId: string } | null;
  visaCheckout: { apiKey: string; encryptionKey: string; externalClientId: string; brands: Brand[] } | null;
  masterpass: { merchantCheckoutId: string; brands: Brand[] } | null;
  usBankAccount: { routeId: string; plaidPublicKey: string | null } | null;
  openBanking: { businessNames: string[]; allowListedDomains: string[]; profileId: string } | null;
  fastlane: { enabled: boolean; tokensOnDemand: { enabled: boolean; tokenExchange: { enabled: boolean } } } | null;
  ideal: { routeId: string; assetsUrl: string } | null;
}

export interface ThreeDSecureProfile {
  cardinalAuthenticationJWT: string;
  cardinalSongbirdUrl: string;
  cardinalSongbirdIdentityHash: string | null;
}

export interface PayPalProfile {
  displayName: string;
  clientId: string;
  assetsUrl: string;
  environment: string;
  environmentNoNetwork: boolean;
  unvettedMerchant: boolean;
  braintreeClientId: string;
  billingAgreementsEnabled: boolean;
  merchantAccountId: string;
  currencyCode: string;
  payeeEmail: string | null;
}

/** Features the gateway offers over GraphQL (lower case, as in the classic configuration). */
export const GRAPHQL_FEATURES = ["tokenize_credit_cards", "configuration"];

/** A stable opaque value derived from the merchant, so configurations do not change between runs. */
function opaque(merchantId: string, purpose: string, length = 24): string {
  return createHash("sha256").update(`${merchantId}:${purpose}`).digest("hex").slice(0, length);
}

/** A JWT-shaped value (unsigned content, hash "signature"): enough for clients that only pass it on. */
function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
  const content = `${encode({ typ: "JWT", alg: "HS256" })}.${encode(claims)}`;
  return `${content}.${createHash("sha256").update(content).digest("base64url")}`;
}

export function describeMerchant(merchant: MerchantSettings, urls: GatewayUrls): MerchantProfile {
  const id = merchant.merchantId;
  const on = merchant.methods;
  const displayName = merchant.displayName ?? "Paykit Sandbox Store";
  const currencyCode = merchant.currencyCode ?? "USD";
  const countryCode = merchant.countryCode ?? "US";
  const cardBrands = brandsOfCardTypes(merchant.supportedCardTypes);
  const paypalClientId = `AZsandbox${opaque(id, "paypal-client-id", 32)}`;
  const now = Math.floor(Date.now() / 1000);

  return {
    merchantId: id,
    displayName,
    clientApiUrl: urls.clientApi(id),
    assetsUrl: urls.assets,
    analyticsUrl: urls.analytics,
    graphQLUrl: urls.graphQL,
    graphQLFeatures: merchant.graphQL ? [...(merchant.graphQLFeatures ?? GRAPHQL_FEATURES)] : null,
    challenges: merchant.challenges.map((challenge) => challenge.toLowerCase()),
    cardBrands,
    collectDeviceData: merchant.collectDeviceData === true,
    threeDSecure: on.threeDSecure
      ? {
          cardinalAuthenticationJWT: fakeJwt({
            jti: opaque(id, `cardinal-${now}`, 32),
            iat: now,
            iss: "paykit-sandbox-cardinal",
            OrgUnitId: opaque(id, "cardinal-org-unit", 24),
          }),
          cardinalSongbirdUrl: `${urls.gateway}/simulators/cardinal/songbird.js`,
          cardinalSongbirdIdentityHash: null,
        }
      : null,
    applePay: on.applePay
      ? {
          countryCode,
          currencyCode,
          merchantIdentifier: `merchant.dev.paykit.${id}`,
          brands: brandsForSection(cardBrands, "applePay"),
        }
      : null,
    googlePay: on.googlePay
      ? {
          displayName,
          environment: "sandbox",
          googleAuthorization: fakeJwt({ iss: "paykit-sandbox", merchantId: id, purpose: "google-pay" }),
          paypalClientId,
          brands: brandsForSection(cardBrands, "googlePay"),
        }
      : null,
    paypal: on.paypal
      ? {
          displayName,
          clientId: paypalClientId,
          assetsUrl: urls.assets,
          environment: "offline",
          environmentNoNetwork: merchant.paypalAccountLinked === false,
          unvettedMerchant: false,
          braintreeClientId: "masterclient3",
          billingAgreementsEnabled: true,
          merchantAccountId: `${id}_${currencyCode}`,
          currencyCode,
          payeeEmail: null,
        }
      : null,
    venmo: on.venmo
      ? {
          merchantId: opaque(id, "venmo-merchant", 19).replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10)),
          accessToken: `access_token$development$${opaque(id, "venmo-token", 32)}`,
          environment: "sandbox",
          enrichedCustomerDataEnabled: merchant.venmoEnrichedCustomerData !== false,
        }
      : null,
    unionPay: on.unionPay ? { merchantAccountId: `${id}_UnionPay` } : null,
    visaCheckout: on.visaCheckout
      ? {
          apiKey: opaque(id, "visa-checkout-api-key", 25).toUpperCase(),
          encryptionKey: opaque(id, "visa-checkout-encryption-key", 32),
          externalClientId: opaque(id, "visa-checkout-client", 16),
          brands: brandsForSection(cardBrands, "visaCheckout"),
        }
      : null,
    masterpass: on.masterpass
      ? {
          merchantCheckoutId: opaque(id, "masterpass-checkout", 32),
          brands: brandsForSection(cardBrands, "masterpass"),
        }
      : null,
    usBankAccount: on.usBankAccount
      ? {
          routeId: opaque(id, "us-bank-account-route", 16),
          plaidPublicKey: on.usBankLogin === false ? null : opaque(id, "plaid-public-key", 30),
        }
      : null,
    openBanking: on.openBanking
      ? {
          businessNames: [displayName],
          allowListedDomains: ["localhost", "127.0.0.1"],
          profileId: opaque(id, "open-banking-profile", 20),
        }
      : null,
    fastlane: on.fastlane
      ? { enabled: true, tokensOnDemand: { enabled: false, tokenExchange: { enabled: false } } }
      : null,
    ideal: on.ideal ? { routeId: opaque(id, "ideal-route", 16), assetsUrl: urls.assets } : null,
  };
}

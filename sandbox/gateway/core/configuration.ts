/**
 * The merchant configuration, on both transports: `GET …/client_api/v1/configuration` (classic) and the
 * GraphQL `ClientConfiguration` query. Both format one description of the merchant (profile.ts), so they
 * always agree.
 */
import { type Brand, networkNames } from "./card-brands.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isResponse,
} from "../context.js";
import { type Route, get, operation } from "../router.js";
import { type GraphQLCall, graphQLData } from "./graphql.js";
import { type MerchantProfile, describeMerchant } from "./profile.js";

/**
 * The classic configuration JSON (WIRE §2.2): what `GET …/client_api/v1/configuration` answers.
 * Payment method sections appear only when the merchant has the method enabled.
 */
export function classicConfiguration(profile: MerchantProfile): Record<string, unknown> {
  const config: Record<string, unknown> = {
    environment: "development",
    clientApiUrl: profile.clientApiUrl,
    assetsUrl: profile.assetsUrl,
    analytics: { url: profile.analyticsUrl },
    merchantId: profile.merchantId,
    challenges: [...profile.challenges],
    creditCards: {
      supportedCardTypes: profile.cardBrands.map((brand) => brand.cardType),
      collectDeviceData: profile.collectDeviceData,
    },
    venmo: "off",
  };

  if (profile.graphQLFeatures) config.graphQL = { url: profile.graphQLUrl, features: [...profile.graphQLFeatures] };

  if (profile.threeDSecure) {
    config.threeDSecureEnabled = true;
    config.threeDSecure = { ...profile.threeDSecure };
  }

  if (profile.applePay) {
    const { brands, ...rest } = profile.applePay;
    config.applePayWeb = {
      ...rest,
      supportedNetworks: networkNames(brands, "applePay"),
      merchantCapabilities: ["supports3DS"],
    };
  }

  if (profile.googlePay) {
    const google = profile.googlePay;
    config.androidPay = {
      enabled: true,
      displayName: google.displayName,
      environment: google.environment,
      googleAuthorizationFingerprint: google.googleAuthorization,
      paypalClientId: google.paypalClientId,
      supportedNetworks: networkNames(google.brands, "googlePay"),
    };
  }

  config.paypalEnabled = profile.paypal !== null;
  if (profile.paypal) {
    const { currencyCode, ...rest } = profile.paypal;
    config.paypal = { ...rest, currencyIsoCode: currencyCode };
  }

  if (profile.venmo) config.payWithVenmo = { ...profile.venmo };
  if (profile.unionPay) config.unionPay = { enabled: true, merchantAccountId: profile.unionPay.merchantAccountId };

  if (profile.visaCheckout) {
    const visa = profile.visaCheckout;
    config.visaCheckout = {
      apikey: visa.apiKey,
      encryptionKey: visa.encryptionKey,
      externalClientId: visa.externalClientId,
      supportedCardTypes: networkNames(visa.brands, "visaCheckout"),
    };
  }

  if (profile.masterpass) {
    config.masterpass = {
      merchantCheckoutId: profile.masterpass.merchantCheckoutId,
      supportedNetworks: networkNames(profile.masterpass.brands, "masterpass"),
    };
  }

  if (profile.usBankAccount) {
    const { routeId, plaidPublicKey } = profile.usBankAccount;
    config.usBankAccount = plaidPublicKey === null ? { routeId } : { routeId, plaid: { publicKey: plaidPublicKey } };
  }
  if (profile.openBanking) config.openBanking = structuredClone(profile.openBanking);
  if (profile.fastlane) config.fastlane = structuredClone(profile.fastlane);
  if (profile.ideal) config.ideal = { ...profile.ideal };
  return config;
}

/** `GET /merchants/:merchantId/client_api/v1/configuration` (authorization in the query string). */
export function handleConfiguration(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeClassic(request.query, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  return { status: 200, body: classicConfiguration(describeMerchant(credential.merchant, context.urls)) };
}

const codes = (brands: readonly Brand[]): string[] => brands.map((brand) => brand.code);
const upper = (values: readonly string[]): string[] => values.map((value) => value.toUpperCase());

/**
 * `data.clientConfiguration` of the GraphQL `ClientConfiguration` query (WIRE §2.4): enums upper
 * case, brands as enums, sections of disabled methods `null` as GraphQL returns them.
 */
export function graphQLClientConfiguration(profile: MerchantProfile): Record<string, unknown> {
  const { applePay, googlePay, paypal, venmo, visaCheckout, masterpass, usBankAccount, threeDSecure } = profile;
  return {
    analyticsUrl: profile.analyticsUrl,
    environment: "DEVELOPMENT",
    merchantId: profile.merchantId,
    assetsUrl: profile.assetsUrl,
    clientApiUrl: profile.clientApiUrl,
    supportedFeatures: profile.graphQLFeatures ? upper(profile.graphQLFeatures) : null,
    creditCard: {
      supportedCardBrands: codes(profile.cardBrands),
      challenges: upper(profile.challenges),
      threeDSecureEnabled: threeDSecure !== null,
      threeDSecure: threeDSecure ? { ...threeDSecure } : null,
    },
    applePayWeb: applePay
      ? {
          countryCode: applePay.countryCode,
          currencyCode: applePay.currencyCode,
          merchantIdentifier: applePay.merchantIdentifier,
          supportedCardBrands: codes(applePay.brands),
        }
      : null,
    fastlane: profile.fastlane ? structuredClone(profile.fastlane) : null,
    googlePay: googlePay
      ? {
          displayName: googlePay.displayName,
          supportedCardBrands: codes(googlePay.brands),
          environment: googlePay.environment.toUpperCase(),
          googleAuthorization: googlePay.googleAuthorization,
          paypalClientId: googlePay.paypalClientId,
        }
      : null,
    ideal: profile.ideal ? { ...profile.ideal } : null,
    masterpass: masterpass
      ? { merchantCheckoutId: masterpass.merchantCheckoutId, supportedCardBrands: codes(masterpass.brands) }
      : null,
    openBanking: profile.openBanking ? structuredClone(profile.openBanking) : null,
    paypal: paypal ? { ...paypal, environment: paypal.environment.toUpperCase() } : null,
    unionPay: profile.unionPay ? { merchantAccountId: profile.unionPay.merchantAccountId } : null,
    usBankAccount: usBankAccount
      ? { routeId: usBankAccount.routeId, plaidPublicKey: usBankAccount.plaidPublicKey }
      : null,
    venmo: venmo ? { ...venmo, environment: venmo.environment.toUpperCase() } : null,
    visaCheckout: visaCheckout
      ? {
          apiKey: visaCheckout.apiKey,
          externalClientId: visaCheckout.externalClientId,
          supportedCardBrands: codes(visaCheckout.brands),
        }
      : null,
    braintreeApi: null,
  };
}

/** The GraphQL `ClientConfiguration` query. */
function answerClientConfiguration({ credential }: GraphQLCall, context: GatewayContext): GatewayResponse {
  return graphQLData({
    clientConfiguration: graphQLClientConfiguration(describeMerchant(credential.merchant, context.urls)),
  });
}

export const configurationRoutes: readonly Route[] = [
  get("/merchants/:merchantId/client_api/v1/configuration", handleConfiguration),
  operation("ClientConfiguration", answerClientConfiguration),
];

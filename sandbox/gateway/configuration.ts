import { networkNames } from "./card-brands.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, authorizeClassic, isResponse } from "./context.js";
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
    config.applePayWeb = { ...rest, supportedNetworks: networkNames(brands, "applePay"), merchantCapabilities: ["supports3DS"] };
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

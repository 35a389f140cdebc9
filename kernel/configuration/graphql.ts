import {
  APPLE_PAY_BRANDS,
  CREDIT_CARD_BRANDS,
  GOOGLE_PAY_BRANDS,
  MASTERPASS_BRANDS,
  VISA_CHECKOUT_BRANDS,
  mapBrands,
} from "../transport/graphql/brands.js";

export const CLIENT_CONFIGURATION_QUERY =
  "query ClientConfiguration{clientConfiguration{analyticsUrl environment merchantId assetsUrl clientApiUrl supportedFeatures " +
  "braintreeApi{accessToken url}" +
  "creditCard{supportedCardBrands challenges threeDSecureEnabled threeDSecure{cardinalAuthenticationJWT cardinalSongbirdUrl cardinalSongbirdIdentityHash}}" +
  "applePayWeb{countryCode currencyCode merchantIdentifier supportedCardBrands}" +
  "fastlane{enabled tokensOnDemand{enabled tokenExchange{enabled}}}" +
  "googlePay{displayName supportedCardBrands environment googleAuthorization paypalClientId}" +
  "ideal{routeId assetsUrl}" +
  "masterpass{merchantCheckoutId supportedCardBrands}" +
  "openBanking{businessNames allowListedDomains profileId}" +
  "paypal{displayName clientId assetsUrl environment environmentNoNetwork unvettedMerchant braintreeClientId billingAgreementsEnabled merchantAccountId currencyCode payeeEmail}" +
  "unionPay{merchantAccountId}" +
  "usBankAccount{routeId plaidPublicKey}" +
  "venmo{merchantId accessToken environment enrichedCustomerDataEnabled}" +
  "visaCheckout{apiKey externalClientId supportedCardBrands}}}";

type Json = Record<string, unknown>;

const lower = (value: unknown): unknown => (typeof value === "string" ? value.toLowerCase() : value);

/** Reshapes `data.clientConfiguration` into the classic configuration every component reads. */
export function adaptClientConfiguration(body: unknown, graphQLUrl: string): Json | undefined {
  const source = ((body as Json | undefined)?.data as Json | undefined)?.clientConfiguration as Json | undefined;
  if (!source || typeof source !== "object") return undefined;

  const config: Json = {
    environment: lower(source.environment),
    clientApiUrl: source.clientApiUrl,
    assetsUrl: source.assetsUrl,
    merchantId: source.merchantId,
    analytics: { url: source.analyticsUrl },
    venmo: "off",
  };
  if (Array.isArray(source.supportedFeatures)) {
    config.graphQL = { url: graphQLUrl, features: source.supportedFeatures.map(lower) };
  }
  for (const key of ["braintreeApi", "fastlane", "ideal"]) if (source[key]) config[key] = source[key];

  const card = source.creditCard as Json | undefined;
  config.challenges = Array.isArray(card?.challenges) ? card.challenges.map(lower) : [];
  config.creditCards = { supportedCardTypes: mapBrands(card?.supportedCardBrands, CREDIT_CARD_BRANDS) };
  config.threeDSecureEnabled = card ? card.threeDSecureEnabled : false;
  config.threeDSecure = card ? card.threeDSecure : false;

  const applePay = source.applePayWeb as Json | undefined;
  if (applePay) {
    const { supportedCardBrands, ...rest } = applePay;
    config.applePayWeb = { ...rest, supportedNetworks: mapBrands(supportedCardBrands, APPLE_PAY_BRANDS) };
  }
  const googlePay = source.googlePay as Json | undefined;
  if (googlePay) {
    config.androidPay = {
      displayName: googlePay.displayName,
      enabled: true,
      environment: lower(googlePay.environment),
      googleAuthorizationFingerprint: googlePay.googleAuthorization,
      paypalClientId: googlePay.paypalClientId,
      supportedNetworks: mapBrands(googlePay.supportedCardBrands, GOOGLE_PAY_BRANDS),
    };
  }
  const venmo = source.venmo as Json | undefined;
  if (venmo) {
    config.payWithVenmo = {
      merchantId: venmo.merchantId,
      accessToken: venmo.accessToken,
      environment: lower(venmo.environment),
      enrichedCustomerDataEnabled: venmo.enrichedCustomerDataEnabled,
    };
  }
  const paypal = source.paypal as Json | undefined;
  config.paypalEnabled = Boolean(paypal);
  if (paypal) {
    const { currencyCode, ...rest } = paypal;
    config.paypal = { ...rest, currencyIsoCode: currencyCode, environment: lower(paypal.environment) };
  }
  const unionPay = source.unionPay as Json | undefined;
  if (unionPay) config.unionPay = { enabled: true, merchantAccountId: unionPay.merchantAccountId };
  const visaCheckout = source.visaCheckout as Json | undefined;
  if (visaCheckout) {
    config.visaCheckout = {
      apikey: visaCheckout.apiKey,
      encryptionKey: visaCheckout.encryptionKey,
      externalClientId: visaCheckout.externalClientId,
      supportedCardTypes: mapBrands(visaCheckout.supportedCardBrands, VISA_CHECKOUT_BRANDS),
    };
  }
  const masterpass = source.masterpass as Json | undefined;
  if (masterpass) {
    config.masterpass = {
      merchantCheckoutId: masterpass.merchantCheckoutId,
      supportedNetworks: mapBrands(masterpass.supportedCardBrands, MASTERPASS_BRANDS),
    };
  }
  const bank = source.usBankAccount as Json | undefined;
  if (bank) config.usBankAccount = { routeId: bank.routeId, plaid: { publicKey: bank.plaidPublicKey } };
  const openBanking = source.openBanking as Json | undefined;
  if (openBanking) {
    config.openBanking = {
      businessNames: openBanking.businessNames,
      allowListedDomains: openBanking.allowListedDomains,
      profileId: openBanking.profileId,
    };
  }
  return config;
}

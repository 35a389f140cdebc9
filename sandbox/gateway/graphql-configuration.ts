import type { Brand } from "./card-brands.js";
import type { MerchantProfile } from "./profile.js";

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
    masterpass: masterpass ? { merchantCheckoutId: masterpass.merchantCheckoutId, supportedCardBrands: codes(masterpass.brands) } : null,
    openBanking: profile.openBanking ? structuredClone(profile.openBanking) : null,
    paypal: paypal ? { ...paypal, environment: paypal.environment.toUpperCase() } : null,
    unionPay: profile.unionPay ? { merchantAccountId: profile.unionPay.merchantAccountId } : null,
    usBankAccount: usBankAccount ? { routeId: usBankAccount.routeId, plaidPublicKey: usBankAccount.plaidPublicKey } : null,
    venmo: venmo ? { ...venmo, environment: venmo.environment.toUpperCase() } : null,
    visaCheckout: visaCheckout
      ? { apiKey: visaCheckout.apiKey, externalClientId: visaCheckout.externalClientId, supportedCardBrands: codes(visaCheckout.brands) }
      : null,
    braintreeApi: null,
  };
}

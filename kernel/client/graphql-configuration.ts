// The configuration as braintree-web 3.132.0 holds it when it read it over GraphQL (WIRE §2.1, §2.4). paykit always
// reads the classic endpoint (README: differences), then keeps only what the provider's GraphQL query asks for, in
// the shape its adapter gives, so getConfiguration() and everything built on it see what the provider's would.
import type { Authorization } from "../authorization/parse.js";
import { GRAPHQL_API_VERSION } from "../constants.js";
import { parseJson, stringifyJson } from "../values/intrinsics.js";
import type { GatewayConfiguration } from "../configuration/types.js";

type Section = Record<string, unknown> | undefined;

/** `new Date(year, month, day)` of a `YYYY-MM-DD` string, compared as the provider compares token dates. */
const dateOf = (value: string): Date => new Date(...(value.split("-").map(Number) as [number, number, number]));

/**
 * Whether the provider's client asks GraphQL for this authorization's configuration: always for a tokenization key,
 * and for a client token whose `graphQL.date` is on or before the API version (otherwise it reads the classic
 * endpoint, as paykit does).
 */
function readsOverGraphQL(authorization: Authorization): boolean {
  const date = authorization.kind === "CLIENT_TOKEN" ? authorization.graphQL?.date : GRAPHQL_API_VERSION;
  return date !== undefined && dateOf(date) <= dateOf(GRAPHQL_API_VERSION);
}

/** The named keys of a section, in that order; `undefined` for a missing section. */
function pick(section: unknown, keys: string): Section {
  const from = section as Section;
  return from && Object.fromEntries(keys.split(" ").map((key) => [key, from[key]]));
}

/**
 * The classic configuration reshaped as the provider's GraphQL adapter shapes its answer: its key order, `venmo:
 * "off"`, `graphQL.url` the endpoint asked (a client token's `graphQL.url`; for a tokenization key its environment's
 * endpoint, which the gateway names as the configuration's `graphQL.url`), `threeDSecureEnabled` and `paypalEnabled` always, and none of what the
 * query does not select (`creditCards.collectDeviceData`, `applePayWeb.merchantCapabilities`,
 * `visaCheckout.encryptionKey`); `usBankAccount.plaid` always, its key `null` when the merchant has no bank login.
 */
export function asReadOverGraphQL(classic: GatewayConfiguration, graphQLUrl?: string): GatewayConfiguration {
  const { paypal, unionPay, usBankAccount } = classic as Record<string, Section>;
  const shaped = {
    ...pick(classic, "environment clientApiUrl assetsUrl"),
    analytics: { url: classic.analytics?.url },
    merchantId: classic.merchantId,
    venmo: "off",
    graphQL: classic.graphQL && { url: graphQLUrl ?? classic.graphQL.url, features: classic.graphQL.features },
    braintreeApi: classic.braintreeApi,
    applePayWeb: pick(classic.applePayWeb, "countryCode currencyCode merchantIdentifier supportedNetworks"),
    fastlane: classic.fastlane,
    ideal: classic.ideal,
    challenges: classic.challenges ?? [],
    creditCards: { supportedCardTypes: classic.creditCards?.supportedCardTypes ?? [] },
    threeDSecureEnabled: classic.threeDSecureEnabled === true,
    threeDSecure: classic.threeDSecure ?? null,
    androidPay: pick(
      classic.androidPay,
      "displayName enabled environment googleAuthorizationFingerprint paypalClientId supportedNetworks",
    ),
    payWithVenmo: pick(classic.payWithVenmo, "merchantId accessToken environment enrichedCustomerDataEnabled"),
    paypalEnabled: classic.paypalEnabled === true && paypal !== undefined,
    paypal: pick(
      paypal,
      "displayName clientId assetsUrl environment environmentNoNetwork unvettedMerchant braintreeClientId billingAgreementsEnabled merchantAccountId payeeEmail currencyIsoCode",
    ),
    unionPay: unionPay && { enabled: true, merchantAccountId: unionPay.merchantAccountId },
    visaCheckout: pick(classic.visaCheckout, "apikey externalClientId supportedCardTypes"),
    masterpass: pick(classic.masterpass, "merchantCheckoutId supportedNetworks"),
    usBankAccount: usBankAccount && {
      routeId: usBankAccount.routeId,
      plaid: { publicKey: (usBankAccount.plaid as Section)?.publicKey ?? null },
    },
    openBanking: pick(classic.openBanking, "businessNames allowListedDomains profileId"),
  };
  // A JSON copy drops the sections the merchant does not have, as the provider's adapter leaves them out.
  return parseJson(stringifyJson(shaped)) as GatewayConfiguration;
}

/** The configuration as the provider's client would hold it for this authorization. */
export function asProviderHoldsIt(classic: GatewayConfiguration, authorization: Authorization): GatewayConfiguration {
  if (!readsOverGraphQL(authorization)) return classic;
  return asReadOverGraphQL(classic, authorization.kind === "CLIENT_TOKEN" ? authorization.graphQL?.url : undefined);
}

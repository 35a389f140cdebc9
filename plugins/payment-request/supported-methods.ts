import { recordOf, type ClientConfiguration } from "../../kernel/index.js";
import { googlePayConfigurationOf, googlePayPaymentDataRequest, type GooglePayVersion } from "../common/google-pay.js";
import { CARD_NETWORKS, GOOGLE_MERCHANT_ID, METHOD_IDS, type MethodType } from "./constants.js";
import type { SupportedPaymentMethod } from "./types.js";

export type EnabledMethods = Record<MethodType, boolean>;

/** Each method is on unless the merchant turned it off explicitly, as in the provider's SDK. */
export function enabledMethodsOf(options: unknown): EnabledMethods {
  const given = recordOf(recordOf(options).enabledPaymentMethods);
  return { basicCard: given.basicCard !== false, googlePay: given.googlePay !== false };
}

function basicCard(configuration: ClientConfiguration): SupportedPaymentMethod | undefined {
  const cardTypes = configuration.gatewayConfiguration.creditCards?.supportedCardTypes ?? [];
  const networks = cardTypes.map((type) => CARD_NETWORKS[type]).filter((name): name is string => name !== undefined);
  return cardTypes.length > 0
    ? { supportedMethods: METHOD_IDS.basicCard, data: { supportedNetworks: networks } }
    : undefined;
}

function googlePay(configuration: ClientConfiguration, version: GooglePayVersion): SupportedPaymentMethod | undefined {
  if (!googlePayConfigurationOf(configuration)?.enabled) return undefined;
  return {
    supportedMethods: METHOD_IDS.googlePay,
    data: googlePayPaymentDataRequest(configuration, version, GOOGLE_MERCHANT_ID),
  };
}

/** The methods this instance offers: enabled by the page and available to the merchant. */
export function defaultSupportedMethods(
  configuration: ClientConfiguration,
  enabled: EnabledMethods,
  version: GooglePayVersion,
): Partial<Record<MethodType, SupportedPaymentMethod>> {
  const methods: Partial<Record<MethodType, SupportedPaymentMethod>> = {};
  const card = enabled.basicCard ? basicCard(configuration) : undefined;
  const google = enabled.googlePay ? googlePay(configuration, version) : undefined;
  if (card) methods.basicCard = card;
  if (google) methods.googlePay = google;
  return methods;
}

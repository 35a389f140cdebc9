/**
 * The Google Pay `PaymentDataRequest` the gateway can tokenize (WIRE §5.3). Shared by `googlePayment`
 * and by `paymentRequest`, whose Google Pay method carries the same request as its `data`.
 */
import { VERSION, type ClientConfiguration } from "../../kernel/index.js";

/** Versions of the Google Pay API the gateway tokenizes for. */
export type GooglePayVersion = 1 | 2;

/** The `androidPay` section of the merchant configuration. */
export interface GooglePayConfiguration {
  enabled?: boolean;
  displayName?: string;
  environment?: string;
  googleAuthorizationFingerprint?: string;
  paypalClientId?: string;
  supportedNetworks?: string[];
}

type Parameters = Record<string, string>;

const PAYMENT_GATEWAY = "PAYMENT_GATEWAY";

/** The merchant's `androidPay` section, or undefined when Google Pay is not enabled. */
export function googlePayConfigurationOf(configuration: ClientConfiguration): GooglePayConfiguration | undefined {
  const section = configuration.gatewayConfiguration.androidPay;
  return section !== null && typeof section === "object" ? section : undefined;
}

/** Parameters Google forwards to the gateway, which tokenizes on the merchant's behalf. */
function tokenizationParameters(configuration: ClientConfiguration, credential: Parameters): Parameters {
  const meta = configuration.analyticsMetadata;
  return {
    gateway: "braintree",
    "braintree:merchantId": configuration.gatewayConfiguration.merchantId,
    "braintree:apiVersion": "v1",
    "braintree:sdkVersion": VERSION,
    "braintree:metadata": JSON.stringify({
      source: meta.source,
      integration: meta.integration,
      sessionId: meta.sessionId,
      version: VERSION,
      platform: meta.platform,
    }),
    ...credential,
  };
}

function environmentOf(configuration: ClientConfiguration): "PRODUCTION" | "TEST" {
  return configuration.gatewayConfiguration.environment === "production" ? "PRODUCTION" : "TEST";
}

function cardNetworksOf(google: GooglePayConfiguration): string[] {
  return (google.supportedNetworks ?? []).map((network) => String(network).toUpperCase());
}

function versionOneRequest(configuration: ClientConfiguration, google: GooglePayConfiguration, merchantId?: string) {
  const credential: Parameters = { "braintree:authorizationFingerprint": google.googleAuthorizationFingerprint ?? "" };
  // Only version 1 lets a tokenization key stand in for the authorization fingerprint.
  if (configuration.authorizationType === "TOKENIZATION_KEY")
    credential["braintree:clientKey"] = configuration.authorization;
  const request: Record<string, unknown> = {
    environment: environmentOf(configuration),
    allowedPaymentMethods: ["CARD", "TOKENIZED_CARD"],
    paymentMethodTokenizationParameters: {
      tokenizationType: PAYMENT_GATEWAY,
      parameters: tokenizationParameters(configuration, credential),
    },
    cardRequirements: { allowedCardNetworks: cardNetworksOf(google) },
  };
  if (merchantId) request.merchantId = merchantId;
  request.apiVersion = 1;
  return request;
}

function payPalMethod(configuration: ClientConfiguration, clientId: string) {
  return {
    type: "PAYPAL",
    parameters: {
      purchase_context: { purchase_units: [{ payee: { client_id: clientId }, recurring_payment: true }] },
    },
    tokenizationSpecification: {
      type: PAYMENT_GATEWAY,
      parameters: tokenizationParameters(configuration, { "braintree:paypalClientId": clientId }),
    },
  };
}

function versionTwoRequest(configuration: ClientConfiguration, google: GooglePayConfiguration, merchantId?: string) {
  const card = {
    type: "CARD",
    parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: cardNetworksOf(google) },
    tokenizationSpecification: {
      type: PAYMENT_GATEWAY,
      parameters: tokenizationParameters(configuration, {
        "braintree:authorizationFingerprint": google.googleAuthorizationFingerprint ?? "",
      }),
    },
  };
  const methods: object[] = [card];
  if (google.paypalClientId) methods.push(payPalMethod(configuration, google.paypalClientId));
  const request: Record<string, unknown> = {
    apiVersion: 2,
    apiVersionMinor: 0,
    environment: environmentOf(configuration),
    allowedPaymentMethods: methods,
  };
  if (merchantId) request.merchantInfo = { merchantId };
  return request;
}

/** A fresh default request (callers may mutate it) for the merchant's Google Pay configuration. */
export function googlePayPaymentDataRequest(
  configuration: ClientConfiguration,
  version: GooglePayVersion,
  googleMerchantId?: string,
): Record<string, unknown> {
  const google = googlePayConfigurationOf(configuration) ?? {};
  return version === 2
    ? versionTwoRequest(configuration, google, googleMerchantId)
    : versionOneRequest(configuration, google, googleMerchantId);
}

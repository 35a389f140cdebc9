/**
 * Google Pay: the gateway never sees a Google Pay request from the page. Google's servers call it with the
 * tokenization parameters of the `PaymentDataRequest`, and the page receives the gateway's answer as the
 * payment token. This module stands in for that exchange for the `PaymentsClient` simulator.
 */
import { randomBytes } from "node:crypto";
import type { MerchantSettings } from "../../types.js";
import { isRecord, textOf } from "../../shared/http.js";
import { isFailure } from "../../gateway/core/authorization.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, classicError } from "../../gateway/context.js";
import { describeMerchant } from "../../gateway/core/profile.js";
import {
  brandOfNumber,
  issueWalletCard,
  walletCardProblem,
  walletNonce,
} from "../../gateway/methods/common/wallet-cards.js";
import { GATEWAY_ERROR_NUMBER } from "../../gateway/methods/common/wallet-test-values.js";

type Json = Record<string, unknown>;

/** Cards Google's TEST environment can return; network-tokenized ones come from a device. */
const GOOGLE_TEST_CARDS: Record<string, { number: string; networkTokenized: boolean }> = {
  visa: { number: "4111111111111111", networkTokenized: false },
  mastercard: { number: "5555555555554444", networkTokenized: true },
  amex: { number: "378282246310005", networkTokenized: false },
  discover: { number: "6011111111111117", networkTokenized: false },
  "gateway-error": { number: GATEWAY_ERROR_NUMBER, networkTokenized: false },
};

/** Google's spelling of the networks in `cardInfo.cardNetwork`. */
const GOOGLE_NETWORKS: Record<string, string> = {
  VISA: "VISA",
  MASTERCARD: "MASTERCARD",
  AMERICAN_EXPRESS: "AMEX",
  DISCOVER: "DISCOVER",
};

/** The tokenization parameters of the method the shopper chose, in either API version. */
function tokenizationParameters(request: Json, methodType: string): Json | undefined {
  if (request.apiVersion === 2) {
    const methods = Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods : [];
    const method = methods.find((candidate): candidate is Json => isRecord(candidate) && candidate.type === methodType);
    const specification = isRecord(method?.tokenizationSpecification) ? method.tokenizationSpecification : {};
    return isRecord(specification.parameters) ? specification.parameters : undefined;
  }
  const v1 = isRecord(request.paymentMethodTokenizationParameters) ? request.paymentMethodTokenizationParameters : {};
  return isRecord(v1.parameters) ? v1.parameters : undefined;
}

/** What the gateway makes of Google's call: the merchant, or the error it would put in the token. */
function authorizeGoogleCall(parameters: Json, context: GatewayContext): MerchantSettings | string {
  if (parameters.gateway !== "braintree") return "Unknown gateway.";
  const merchant = context.merchants.find(String(parameters["braintree:merchantId"]));
  const profile = merchant ? describeMerchant(merchant, context.urls).googlePay : null;
  if (!merchant || !profile) return "Google Pay is not enabled for this merchant.";
  const clientKey = parameters["braintree:clientKey"];
  if (clientKey !== undefined) {
    const credential = context.auth.verifyTokenizationKey(textOf(clientKey));
    if (isFailure(credential) || credential.merchant.merchantId !== merchant.merchantId) return "Invalid client key.";
  }
  const paypal = parameters["braintree:paypalClientId"];
  if (paypal !== undefined) return paypal === profile.paypalClientId ? merchant : "Invalid PayPal client id.";
  return parameters["braintree:authorizationFingerprint"] === profile.googleAuthorization
    ? merchant
    : "Invalid authorization fingerprint.";
}

function cardToken(
  card: { number: string; networkTokenized: boolean },
  merchant: MerchantSettings,
  context: GatewayContext,
): Json {
  if (card.number === GATEWAY_ERROR_NUMBER) return { error: { message: "An unexpected error occurred." } };
  const input = { number: card.number, expirationMonth: "12", expirationYear: String(new Date().getUTCFullYear() + 3) };
  const problem = walletCardProblem(input, merchant);
  if (problem) return { error: { message: problem } };
  const issued = issueWalletCard(context.vault, merchant, "AndroidPayCard", input);
  return {
    androidPayCards: [
      {
        type: "AndroidPayCard",
        nonce: issued.nonce,
        description: "Android Pay",
        consumed: false,
        details: {
          cardType: issued.brand.cardType,
          lastTwo: issued.lastTwo,
          lastFour: issued.lastFour,
          isNetworkTokenized: card.networkTokenized,
          bin: issued.bin,
        },
        binData: issued.binData,
      },
    ],
  };
}

function payPalToken(): Json {
  return {
    paypalAccounts: [
      {
        type: "PayPalAccount",
        nonce: walletNonce("paypal"),
        description: "PayPal",
        consumed: false,
        details: { email: "shopper@example.com" },
      },
    ],
  };
}

/** Google's `PaymentData`, in the version of the request. */
function paymentData(request: Json, methodType: string, token: Json, number: string): Json {
  const tokenizationData = { type: "PAYMENT_GATEWAY", token: JSON.stringify(token) };
  const cardInfo = {
    cardNetwork: GOOGLE_NETWORKS[brandOfNumber(number).code] ?? "VISA",
    cardDetails: number.slice(-4),
  };
  if (request.apiVersion !== 2) {
    return { cardInfo, paymentMethodToken: { tokenizationType: "PAYMENT_GATEWAY", token: tokenizationData.token } };
  }
  const description = methodType === "PAYPAL" ? "PayPal" : `${cardInfo.cardNetwork} •••• ${cardInfo.cardDetails}`;
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: methodType,
      description,
      info: methodType === "PAYPAL" ? {} : cardInfo,
      tokenizationData,
    },
    email: "shopper@example.com",
  };
}

/**
 * `POST /simulators/google-pay/payment-data` — simulator only, not a gateway API: Google's side of
 * `loadPaymentData`. Body: `{request: PaymentDataRequest, card?: "visa"|"mastercard"|"amex"|"discover"|
 * "gateway-error", method?: "CARD"|"PAYPAL"}`. Answers Google's `PaymentData`, or 400 like Google for a
 * request it cannot use.
 */
export function simulateGooglePayPaymentData(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const dataRequest = isRecord(body.request) ? body.request : {};
  const methodType = body.method === "PAYPAL" ? "PAYPAL" : "CARD";
  const parameters = tokenizationParameters(dataRequest, methodType);
  if (!parameters) return classicError(400, `The request has no tokenization parameters for ${methodType}.`);
  const card = GOOGLE_TEST_CARDS[body.card === undefined ? "visa" : textOf(body.card)];
  if (!card) return classicError(400, "Unknown test card.");
  const merchant = authorizeGoogleCall(parameters, context);
  const token =
    typeof merchant === "string"
      ? { error: { message: merchant } }
      : methodType === "PAYPAL"
        ? payPalToken()
        : cardToken(card, merchant, context);
  return {
    status: 200,
    body: { ...paymentData(dataRequest, methodType, token, card.number), requestId: randomBytes(8).toString("hex") },
  };
}

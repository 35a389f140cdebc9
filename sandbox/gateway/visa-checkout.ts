/**
 * Visa Checkout: tokenization of the encrypted payment (`payment_methods/visa_checkout_cards`) and,
 * standing in for Visa, the route the `V` simulator gets `payment.success` payloads from.
 */
import { randomBytes } from "node:crypto";
import type { MerchantSettings } from "../types.js";
import { isRecord } from "../shared/http.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, authorizeClassic, classicError, isResponse } from "./context.js";
import { describeMerchant } from "./profile.js";
import { keyFrom, open, openJson, seal, sealJson } from "./wallet-crypto.js";
import { issueWalletCard, walletCardProblem } from "./wallet-cards.js";
import { GATEWAY_ERROR_NUMBER } from "./wallet-test-values.js";

type Json = Record<string, unknown>;

const DATA_KEY_BYTES = 32;

function visaProfile(merchant: MerchantSettings, context: GatewayContext) {
  return describeMerchant(merchant, context.urls).visaCheckout;
}

const SHOPPER_ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  streetAddress: "900 Metro Center Blvd",
  extendedAddress: "Suite 2",
  locality: "Foster City",
  region: "CA",
  postalCode: "94404",
  countryCode: "US",
  phoneNumber: "6505551234",
};

/** `POST …/v1/payment_methods/visa_checkout_cards`: decrypts the payment and issues a VisaCheckoutCard nonce. */
export function tokenizeVisaCheckoutCard(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const profile = visaProfile(credential.merchant, context);
  if (!profile) return classicError(422, "Visa Checkout is not enabled for this merchant.");
  const card = isRecord(body.visaCheckoutCard) ? body.visaCheckoutCard : {};
  const dataKey = open(card.encryptedKey, keyFrom(`visa-checkout:${profile.encryptionKey}`));
  const payment = dataKey?.length === DATA_KEY_BYTES ? openJson(card.encryptedPaymentData, dataKey) : undefined;
  if (!payment) return classicError(422, "Visa Checkout payment data could not be decrypted.");
  if (payment.callid !== card.callId) return classicError(422, "Call ID does not match the payment data.");
  const input = {
    number: String(payment.cardNumber ?? ""),
    expirationMonth: String(payment.expirationMonth ?? ""),
    expirationYear: String(payment.expirationYear ?? ""),
    cardholderName: `${SHOPPER_ADDRESS.firstName} ${SHOPPER_ADDRESS.lastName}`,
  };
  if (input.number === GATEWAY_ERROR_NUMBER) return classicError(500, "An unexpected error occurred.");
  const problem = walletCardProblem(input, credential.merchant);
  if (problem) return classicError(422, problem);
  const issued = issueWalletCard(context.vault, credential.merchant, "VisaCheckoutCard", input);
  return {
    status: 201,
    body: {
      visaCheckoutCards: [
        {
          type: "VisaCheckoutCard",
          nonce: issued.nonce,
          description: `ending in ${issued.lastTwo}`,
          consumed: false,
          callId: card.callId,
          details: {
            cardType: issued.brand.cardType,
            lastFour: issued.lastFour,
            lastTwo: issued.lastTwo,
            bin: issued.bin,
            expirationMonth: issued.expirationMonth,
            expirationYear: issued.expirationYear,
          },
          billingAddress: payment.billingAddress,
          shippingAddress: payment.shippingAddress,
          userData: payment.userData,
          binData: issued.binData,
        },
      ],
    },
  };
}

function merchantByApiKey(apikey: unknown, context: GatewayContext): { merchant: MerchantSettings; encryptionKey: string } | undefined {
  for (const merchant of context.merchants.all) {
    const profile = visaProfile(merchant, context);
    if (profile && profile.apiKey === apikey) return { merchant, encryptionKey: profile.encryptionKey };
  }
  return undefined;
}

/**
 * `POST /simulators/visa-checkout/payment` — simulator only, not a gateway API: what Visa hands the
 * `payment.success` listener. Body: `{apikey, card?: number}`; the payment is encrypted for the merchant
 * whose API key `V.init` received.
 */
export function simulateVisaCheckoutPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body: Json = isRecord(request.body) ? request.body : {};
  const found = merchantByApiKey(body.apikey, context);
  if (!found) return classicError(400, "Unknown Visa Checkout API key.");
  const callid = String(8_000_000_000_000_000_000n + BigInt(`0x${randomBytes(7).toString("hex")}`));
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const payment = {
    callid,
    cardNumber: typeof body.card === "string" ? body.card : "4111111111111111",
    expirationMonth: "12",
    expirationYear: String(new Date().getUTCFullYear() + 3),
    billingAddress: SHOPPER_ADDRESS,
    shippingAddress: SHOPPER_ADDRESS,
    userData: {
      userEmail: "ada@example.com",
      userFirstName: SHOPPER_ADDRESS.firstName,
      userLastName: SHOPPER_ADDRESS.lastName,
      userFullName: `${SHOPPER_ADDRESS.firstName} ${SHOPPER_ADDRESS.lastName}`,
      userName: "ada@example.com",
    },
  };
  return {
    status: 200,
    body: {
      callid,
      encKey: seal(dataKey, keyFrom(`visa-checkout:${found.encryptionKey}`)),
      encPaymentData: sealJson(payment, dataKey),
      partialShippingAddress: { countryCode: SHOPPER_ADDRESS.countryCode, postalCode: SHOPPER_ADDRESS.postalCode },
      paymentMethodType: "CREDIT_CARD",
    },
  };
}

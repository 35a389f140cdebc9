/**
 * Visa Checkout: tokenization of the encrypted payment (`payment_methods/visa_checkout_cards`). Visa's side,
 * which encrypts the payment for this gateway, is sandbox/simulators/visa-checkout/.
 */
import type { MerchantSettings } from "../../types.js";
import { isRecord, textOf } from "../../shared/http.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
} from "../context.js";
import { type Route, post } from "../router.js";
import { describeMerchant } from "../core/profile.js";
import { keyFrom, open, openJson } from "./common/wallet-crypto.js";
import { issueWalletCard, walletCardProblem } from "./common/wallet-cards.js";
import { GATEWAY_ERROR_NUMBER, VISA_CHECKOUT_SHOPPER } from "./common/wallet-test-values.js";

/** Visa wraps each payment in its own data key of this size. */
export const DATA_KEY_BYTES = 32;

export function visaProfile(merchant: MerchantSettings, context: GatewayContext) {
  return describeMerchant(merchant, context.urls).visaCheckout;
}

/** The key Visa (the simulator) wraps a payment's data key with for this merchant, and the gateway unwraps it with. */
export function merchantKey(encryptionKey: string): Buffer {
  return keyFrom(`visa-checkout:${encryptionKey}`);
}

/** `POST …/v1/payment_methods/visa_checkout_cards`: decrypts the payment and issues a VisaCheckoutCard nonce. */
export function tokenizeVisaCheckoutCard(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const profile = visaProfile(credential.merchant, context);
  if (!profile) return classicError(422, "Visa Checkout is not enabled for this merchant.");
  const card = isRecord(body.visaCheckoutCard) ? body.visaCheckoutCard : {};
  const dataKey = open(card.encryptedKey, merchantKey(profile.encryptionKey));
  const payment = dataKey?.length === DATA_KEY_BYTES ? openJson(card.encryptedPaymentData, dataKey) : undefined;
  if (!payment) return classicError(422, "Visa Checkout payment data could not be decrypted.");
  if (payment.callid !== card.callId) return classicError(422, "Call ID does not match the payment data.");
  const input = {
    number: textOf(payment.cardNumber),
    expirationMonth: textOf(payment.expirationMonth),
    expirationYear: textOf(payment.expirationYear),
    cardholderName: `${VISA_CHECKOUT_SHOPPER.firstName} ${VISA_CHECKOUT_SHOPPER.lastName}`,
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

export const visaCheckoutRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/payment_methods/visa_checkout_cards", tokenizeVisaCheckoutCard),
];

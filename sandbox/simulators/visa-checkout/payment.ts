/**
 * Visa's side of Visa Checkout, for the `V` simulator (visa-checkout-sdk.js): the `payment.success` payload,
 * encrypted for the merchant whose API key `V.init` received (sandbox/gateway/methods/visa-checkout.ts opens it).
 */
import { randomBytes } from "node:crypto";
import type { MerchantSettings } from "../../types.js";
import { isRecord } from "../../shared/http.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, classicError } from "../../gateway/context.js";
import { seal, sealJson } from "../../gateway/methods/common/wallet-crypto.js";
import { VISA_CHECKOUT_SHOPPER } from "../../gateway/methods/common/wallet-test-values.js";
import { DATA_KEY_BYTES, merchantKey, visaProfile } from "../../gateway/methods/visa-checkout.js";

type Json = Record<string, unknown>;

function merchantByApiKey(
  apikey: unknown,
  context: GatewayContext,
): { merchant: MerchantSettings; encryptionKey: string } | undefined {
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
    billingAddress: VISA_CHECKOUT_SHOPPER,
    shippingAddress: VISA_CHECKOUT_SHOPPER,
    userData: {
      userEmail: "ada@example.com",
      userFirstName: VISA_CHECKOUT_SHOPPER.firstName,
      userLastName: VISA_CHECKOUT_SHOPPER.lastName,
      userFullName: `${VISA_CHECKOUT_SHOPPER.firstName} ${VISA_CHECKOUT_SHOPPER.lastName}`,
      userName: "ada@example.com",
    },
  };
  return {
    status: 200,
    body: {
      callid,
      encKey: seal(dataKey, merchantKey(found.encryptionKey)),
      encPaymentData: sealJson(payment, dataKey),
      partialShippingAddress: {
        countryCode: VISA_CHECKOUT_SHOPPER.countryCode,
        postalCode: VISA_CHECKOUT_SHOPPER.postalCode,
      },
      paymentMethodType: "CREDIT_CARD",
    },
  };
}

/**
 * Apple's side of Apple Pay on the web, for the ApplePaySession simulator (apple-pay-session.js): what
 * Apple hands `onpaymentauthorized` once the shopper pays, encrypted for the merchant's gateway
 * (sandbox/gateway/methods/apple-pay.ts opens it).
 */
import { randomBytes } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, classicError } from "../../gateway/context.js";
import { findMerchantByHash, identifierHash, tokenKey } from "../../gateway/methods/apple-pay.js";
import { sealJson } from "../../gateway/methods/common/wallet-crypto.js";
import { brandOfNumber } from "../../gateway/methods/common/wallet-cards.js";
import { APPLE_PAY_TEST_CARDS } from "../../gateway/methods/common/wallet-test-values.js";

/** Apple's names for the networks in `paymentMethod.network`. */
const APPLE_NETWORKS: Record<string, string> = {
  VISA: "Visa",
  MASTERCARD: "MasterCard",
  AMERICAN_EXPRESS: "AmEx",
  DISCOVER: "Discover",
};

/** Apple's YYMMDD card expiry, three years ahead. */
function simulatedExpiry(now = new Date()): string {
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, "0");
  return `${year}1231`;
}

/**
 * `POST /simulators/apple-pay/payment` — simulator only, not a gateway API: what Apple hands
 * `onpaymentauthorized` after the shopper pays, encrypted for the merchant of the validated session.
 * Body: `{merchantSession, card?, cardholderName?}`.
 */
export function simulateApplePayPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const session = isRecord(body.merchantSession) ? body.merchantSession : {};
  const found = findMerchantByHash(session.merchantIdentifier, context);
  if (!found) return classicError(400, "The merchant session is not one the sandbox issued.");
  if (typeof session.expiresAt !== "number" || session.expiresAt < Date.now())
    return classicError(400, "The merchant session has expired.");
  const number = typeof body.card === "string" ? body.card : (APPLE_PAY_TEST_CARDS[0] as string);
  const cardholderName = typeof body.cardholderName === "string" ? body.cardholderName : "Ada Lovelace";
  const payment = {
    applicationPrimaryAccountNumber: number,
    applicationExpirationDate: simulatedExpiry(),
    currencyCode: "840",
    transactionAmount: 0,
    cardholderName,
    deviceManufacturerIdentifier: "040010030273",
    paymentDataType: "3DSecure",
    paymentData: { onlinePaymentCryptogram: randomBytes(20).toString("base64"), eciIndicator: "7" },
  };
  const transactionId = randomBytes(32).toString("hex");
  const paymentData = {
    version: "EC_v1",
    data: sealJson(payment, tokenKey(found.identifier)),
    signature: randomBytes(64).toString("base64"),
    header: {
      ephemeralPublicKey: randomBytes(91).toString("base64"),
      publicKeyHash: identifierHash(found.identifier).toString("base64"),
      transactionId,
    },
  };
  const network = APPLE_NETWORKS[brandOfNumber(number).code] ?? "Visa";
  const [givenName, ...family] = cardholderName.split(" ");
  const contact = {
    givenName,
    familyName: family.join(" "),
    addressLines: ["1 Infinite Loop"],
    locality: "Cupertino",
    administrativeArea: "CA",
    postalCode: "95014",
    countryCode: "US",
  };
  return {
    status: 200,
    body: {
      token: {
        paymentData,
        paymentMethod: { displayName: `${network} ${number.slice(-4)}`, network, type: "credit" },
        transactionIdentifier: transactionId.toUpperCase(),
      },
      billingContact: contact,
      shippingContact: { ...contact, emailAddress: "shopper@example.com", phoneNumber: "4085551234" },
    },
  };
}

/**
 * American Express lookups: rewards balance of a card nonce (`payment_methods/amex_rewards_balance`) and
 * the Express Checkout profile of an Amex-issued nonce (`payment_methods/amex_express_checkout_cards/:nonce`).
 * Both are GETs, authorized from the query string.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
} from "../context.js";
import { type Route, get } from "../router.js";
import { walletNonce } from "./common/wallet-cards.js";
import {
  AMEX_CONVERSION_RATE,
  AMEX_EXPRESS_CHECKOUT_NONCES,
  AMEX_NO_REWARDS_NUMBER,
} from "./common/wallet-test-values.js";

const AMEX = "American Express";

/** A stable balance per card, so repeated lookups agree. */
function pointsFor(bin: string, lastFour: string): number {
  const digest = createHash("sha256").update(`${bin}${lastFour}`).digest();
  return 10_000 + (digest.readUInt32BE(0) % 90_000_000);
}

/** `GET …/v1/payment_methods/amex_rewards_balance?paymentMethodNonce=…&currencyIsoCode=…`. */
export function amexRewardsBalance(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeClassic(request.query, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const nonce = request.query.paymentMethodNonce;
  const issued = typeof nonce === "string" ? context.vault.get(nonce) : undefined;
  if (!issued || issued.merchantId !== credential.merchant.merchantId) {
    return classicError(422, "Unknown or expired payment_method_nonce.");
  }
  if (issued.cardType !== AMEX)
    return classicError(422, "Payment method nonce does not represent an American Express card.");
  const currency = request.query.currencyIsoCode ?? "USD";
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
    return classicError(422, "Currency ISO code is invalid.");
  const requestId = randomUUID();
  if (
    `${issued.bin}${issued.lastFour}` === `${AMEX_NO_REWARDS_NUMBER.slice(0, 6)}${AMEX_NO_REWARDS_NUMBER.slice(-4)}`
  ) {
    return {
      status: 200,
      body: { requestId, error: { code: "INQ2002", message: "Card is not eligible for rewards." } },
    };
  }
  const points = pointsFor(issued.bin, issued.lastFour);
  return {
    status: 200,
    body: {
      conversionRate: AMEX_CONVERSION_RATE,
      currencyAmount: (points * Number(AMEX_CONVERSION_RATE)).toFixed(2),
      currencyIsoCode: currency,
      requestId,
      rewardsAmount: String(points),
      rewardsUnit: "Points",
    },
  };
}

/** `GET …/v1/payment_methods/amex_express_checkout_cards/:nonce`. */
export function amexExpressCheckoutProfile(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeClassic(request.query, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const nonce = request.params.nonce ?? "";
  if (nonce === AMEX_EXPRESS_CHECKOUT_NONCES.gatewayError) return classicError(500, "An unexpected error occurred.");
  if (nonce !== AMEX_EXPRESS_CHECKOUT_NONCES.valid)
    return classicError(422, "Amex Express Checkout nonce is invalid or has expired.");
  const year = String(new Date().getUTCFullYear() + 3);
  return {
    status: 200,
    body: {
      amexExpressCheckoutCards: [
        {
          type: "AmexExpressCheckoutCard",
          nonce: walletNonce("amexexpresscheckout"),
          description: "American Express ending in 05",
          details: {
            cardType: AMEX,
            bin: "378282",
            lastTwo: "05",
            expirationMonth: "12",
            expirationYear: year,
            cardMemberNumber: "XXXXXXXXXXX0005",
            cardMemberExpiryDate: `12/${year.slice(-2)}`,
            imageUrl: `${context.urls.assets}/simulators/card-art/american-express.svg`,
            sourceDescription: "American Express Card ending in 0005",
          },
        },
      ],
    },
  };
}

export const americanExpressRoutes: readonly Route[] = [
  get("/merchants/:merchantId/client_api/v1/payment_methods/amex_rewards_balance", amexRewardsBalance),
  get(
    "/merchants/:merchantId/client_api/v1/payment_methods/amex_express_checkout_cards/:nonce",
    amexExpressCheckoutProfile,
  ),
];

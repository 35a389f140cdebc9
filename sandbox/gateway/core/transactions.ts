/**
 * `transaction sale` on the sandbox gateway: what a merchant's server does with a nonce. Results follow
 * the provider's amount-driven sandbox rules (WIRE.md §8.2); every nonce the sandbox issued, of any
 * payment method, can be charged once.
 *
 * `POST /merchants/:merchantId/transactions` with `{"transaction": {"type": "sale", "amount": "10.00",
 * "paymentMethodNonce": "…"}}` → 201 `{success: true, transaction}`, or 422 `{success: false, message,
 * transaction?, errors?}` for a decline, a failure or a validation error.
 */

import { randomBytes } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../context.js";
import { type Route, post } from "../router.js";

/** Processor response texts of the decline codes the sandbox amounts produce (2000–2999). */
const DECLINE_TEXTS: Readonly<Record<number, string>> = {
  2000: "Do Not Honor",
  2001: "Insufficient Funds",
  2002: "Limit Exceeded",
  2003: "Cardholder's Activity Limit Exceeded",
  2004: "Expired Card",
  2005: "Invalid Credit Card Number",
  2010: "Card Issuer Declined CVV",
  2046: "Declined",
};

/** Server-side test nonces (WIRE.md §8.4) a sale accepts without a tokenization. */
const FAKE_NONCES: Readonly<Record<string, { cardType: string; lastFour: string; declined?: boolean }>> = {
  "fake-valid-nonce": { cardType: "Visa", lastFour: "1881" },
  "fake-valid-visa-nonce": { cardType: "Visa", lastFour: "1881" },
  "fake-valid-amex-nonce": { cardType: "American Express", lastFour: "0005" },
  "fake-valid-mastercard-nonce": { cardType: "MasterCard", lastFour: "4444" },
  "fake-processor-declined-visa-nonce": { cardType: "Visa", lastFour: "1115", declined: true },
};

function validationError(message: string, code: string, attribute: string): GatewayResponse {
  return { status: 422, body: { success: false, message, errors: [{ attribute, code, message }] } };
}

/** What the sandbox processor decides for an amount (WIRE.md §8.2). */
export function decideAmount(cents: number): { status: string; code: string; text: string } {
  if (cents >= 200000 && cents <= 299999) {
    const code = Math.floor(cents / 100);
    return { status: "processor_declined", code: String(code), text: DECLINE_TEXTS[code] ?? "Processor Declined" };
  }
  if (cents >= 300000 && cents <= 300099)
    return { status: "failed", code: "3000", text: "Processor Network Unavailable - Try Again" };
  if (cents === 500100)
    return { status: "gateway_rejected", code: "", text: "Gateway Rejected: application_incomplete" };
  return { status: "authorized", code: "1000", text: "Approved" };
}

/** The amount in cents, or `undefined` unless it is a positive decimal with at most two places. */
function centsOf(amount: unknown): number | undefined {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount;
  if (typeof text !== "string" || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? cents : undefined;
}

/** `POST /merchants/:merchantId/transactions`: a sale of a nonce for an amount. */
export function createSale(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const merchantId = request.pathMerchantId ?? "";
  if (!context.merchants.find(merchantId))
    return { status: 404, body: { success: false, message: `Unknown merchant ${merchantId}` } };
  const transaction =
    isRecord(request.body) && isRecord(request.body.transaction) ? request.body.transaction : undefined;
  if (!transaction) return validationError("transaction is required.", "91501", "transaction");
  if (transaction.type !== undefined && transaction.type !== "sale")
    return validationError("Transaction type is invalid.", "91523", "type");
  const cents = centsOf(transaction.amount);
  if (cents === undefined) return validationError("Amount must be greater than zero.", "81531", "amount");
  const nonce = transaction.paymentMethodNonce;
  if (typeof nonce !== "string" || nonce === "")
    return validationError("Payment method nonce is required.", "91508", "payment_method_nonce");

  const card = context.vault.get(nonce);
  const issued = context.nonces.get(nonce);
  const fake = FAKE_NONCES[nonce];
  if ((card && card.merchantId !== merchantId) || (!card && !issued && !fake)) {
    return validationError("Unknown or expired payment_method_nonce.", "91565", "payment_method_nonce");
  }
  if (card?.consumed || issued?.consumed) {
    return validationError("Cannot use a payment_method_nonce more than once.", "93107", "payment_method_nonce");
  }
  if (card) card.consumed = true;
  if (issued) issued.consumed = true;

  const decision = fake?.declined
    ? { status: "processor_declined", code: "2000", text: DECLINE_TEXTS[2000] as string }
    : decideAmount(cents);
  const body = {
    id: randomBytes(4).toString("hex"),
    type: "sale",
    status: decision.status,
    amount: (cents / 100).toFixed(2),
    currencyIsoCode: typeof transaction.currencyIsoCode === "string" ? transaction.currencyIsoCode : "USD",
    processorResponseCode: decision.code,
    processorResponseText: decision.text,
    paymentInstrumentType: card?.type ?? issued?.type ?? "CreditCard",
    cardType: card?.cardType ?? issued?.cardType ?? fake?.cardType ?? null,
    last4: card?.lastFour ?? issued?.lastFour ?? fake?.lastFour ?? null,
    createdAt: new Date().toISOString(),
  };
  if (decision.status === "authorized") return { status: 201, body: { success: true, transaction: body } };
  return { status: 422, body: { success: false, message: decision.text, transaction: body } };
}

export const transactionRoutes: readonly Route[] = [post("/merchants/:merchantId/transactions", createSale)];

import { catalogue } from "../kernel/index.js";

/**
 * Failures of the wallet sheets `<PaymentMethod>` opens itself (Google Pay, Apple Pay). The provider's SDK leaves
 * the sheet to the merchant, so it has no codes for these; they follow its naming and types.
 */
export const reactErrors = /* @__PURE__ */ catalogue([
  ["GOOGLE_PAYMENT_CANCELED", "CUSTOMER", "The shopper closed Google Pay without paying."],
  ["GOOGLE_PAYMENT_SHEET_FAILED", "UNKNOWN", "Google Pay could not complete the payment."],
  ["GOOGLE_PAYMENT_NOT_READY", "CUSTOMER", "Google Pay cannot be used in this browser."],
  ["APPLE_PAY_CANCELED", "CUSTOMER", "The shopper closed Apple Pay without paying."],
  ["APPLE_PAY_SESSION_FAILED", "UNKNOWN", "Apple Pay could not start a payment session."],
] as const);

import { catalogue } from "../../kernel/index.js";

/** The Visa Checkout error catalogue (WIRE §6.23). */
export const visaCheckoutErrors = /* @__PURE__ */ catalogue([
  ["VISA_CHECKOUT_NOT_ENABLED", "MERCHANT", "Visa Checkout is not enabled for this merchant."],
  ["VISA_CHECKOUT_INIT_OPTIONS_REQUIRED", "MERCHANT", "initOptions requires an object."],
  ["VISA_CHECKOUT_PAYMENT_REQUIRED", "MERCHANT", "tokenize requires callid, encKey, and encPaymentData."],
  ["VISA_CHECKOUT_TOKENIZATION", "NETWORK", "A network error occurred when processing the Visa Checkout payment."],
] as const);

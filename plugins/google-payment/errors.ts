import { catalogue } from "../../kernel/index.js";

/** The Google Pay error catalogue (WIRE §6.7). GOOGLE_PAYMENT_UNSUPPORTED_VERSION's message names the version. */
export const googlePaymentErrors = /* @__PURE__ */ catalogue([
  ["GOOGLE_PAYMENT_NOT_ENABLED", "MERCHANT", "Google Pay is not enabled for this merchant."],
  ["GOOGLE_PAYMENT_GATEWAY_ERROR", "UNKNOWN", "There was an error when tokenizing the Google Pay payment method."],
  ["GOOGLE_PAYMENT_UNSUPPORTED_VERSION", "MERCHANT"],
] as const);

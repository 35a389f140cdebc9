import { catalogue } from "../../kernel/index.js";

/** The Apple Pay error catalogue (WIRE §6.4). */
export const applePayErrors = /* @__PURE__ */ catalogue([
  ["APPLE_PAY_NOT_ENABLED", "MERCHANT", "Apple Pay is not enabled for this merchant."],
  ["APPLE_PAY_VALIDATION_URL_REQUIRED", "MERCHANT", "performValidation must be called with a validationURL."],
  [
    "APPLE_PAY_MERCHANT_VALIDATION_NETWORK",
    "NETWORK",
    "A network error occurred when validating the Apple Pay merchant.",
  ],
  [
    "APPLE_PAY_MERCHANT_VALIDATION_FAILED",
    "MERCHANT",
    "Make sure you have registered your domain name in the Braintree Control Panel.",
  ],
  ["APPLE_PAY_PAYMENT_TOKEN_REQUIRED", "MERCHANT", "tokenize must be called with a payment token."],
  ["APPLE_PAY_TOKENIZATION", "NETWORK", "A network error occurred when processing the Apple Pay payment."],
] as const);

import { catalogue, type PopupFlowErrors } from "../../kernel/index.js";

/** The PayPal (pop-up flow) error catalogue (WIRE §6.15). */
export const paypalErrors = /* @__PURE__ */ catalogue([
  ["PAYPAL_NOT_ENABLED", "MERCHANT", "PayPal is not enabled for this merchant."],
  ["PAYPAL_TOKENIZATION_REQUEST_ACTIVE", "MERCHANT", "Another tokenization request is active."],
  ["PAYPAL_ACCOUNT_TOKENIZATION_FAILED", "NETWORK", "Could not tokenize user's PayPal account."],
  ["PAYPAL_FLOW_FAILED", "NETWORK", "Could not initialize PayPal flow."],
  ["PAYPAL_FLOW_OPTION_REQUIRED", "MERCHANT", "PayPal flow property is invalid or missing."],
  [
    "PAYPAL_POPUP_OPEN_FAILED",
    "MERCHANT",
    "PayPal popup failed to open, make sure to tokenize in response to a user action.",
  ],
  ["PAYPAL_POPUP_CLOSED", "CUSTOMER", "Customer closed PayPal popup before authorizing."],
  ["PAYPAL_INVALID_PAYMENT_OPTION", "MERCHANT", "PayPal payment options are invalid."],
] as const);

/** How `tokenize`'s pop-up flow ends when it does not end with a nonce. */
export const popupFlowErrors: PopupFlowErrors = {
  inProgress: paypalErrors.PAYPAL_TOKENIZATION_REQUEST_ACTIVE,
  openFailed: paypalErrors.PAYPAL_POPUP_OPEN_FAILED,
  closed: paypalErrors.PAYPAL_POPUP_CLOSED,
  failed: paypalErrors.PAYPAL_FLOW_FAILED,
  invalidOption: paypalErrors.PAYPAL_INVALID_PAYMENT_OPTION,
};

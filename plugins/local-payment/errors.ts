import { catalogue, type PopupFlowErrors } from "../../kernel/index.js";

/** The Local Payment error catalogue (WIRE §6.11). */
export const localPaymentErrors = /* @__PURE__ */ catalogue([
  ["LOCAL_PAYMENT_NOT_ENABLED", "MERCHANT", "LocalPayment is not enabled for this merchant."],
  ["LOCAL_PAYMENT_ALREADY_IN_PROGRESS", "MERCHANT", "LocalPayment payment is already in progress."],
  ["LOCAL_PAYMENT_CANCELED", "CUSTOMER", "Customer canceled the LocalPayment before authorizing."],
  ["LOCAL_PAYMENT_WINDOW_CLOSED", "CUSTOMER", "Customer closed LocalPayment window before authorizing."],
  [
    "LOCAL_PAYMENT_WINDOW_OPEN_FAILED",
    "MERCHANT",
    "LocalPayment window failed to open; make sure startPayment was called in response to a user action.",
  ],
  ["LOCAL_PAYMENT_START_PAYMENT_FAILED", "NETWORK", "LocalPayment startPayment failed."],
  ["LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option for startPayment."],
  [
    "LOCAL_PAYMENT_START_PAYMENT_DEFERRED_PAYMENT_FAILED",
    "UNKNOWN",
    "LocalPayment startPayment deferred payment failed.",
  ],
  ["LOCAL_PAYMENT_TOKENIZATION_FAILED", "NETWORK", "Could not tokenize user's local payment method."],
  ["LOCAL_PAYMENT_INVALID_PAYMENT_OPTION", "MERCHANT", "Local payment options are invalid."],
] as const);

/** How the pop-up flow ends without a result, in this catalogue (kernel/frames/popup-flow.ts). */
export const popupFlowErrors: PopupFlowErrors = {
  inProgress: localPaymentErrors.LOCAL_PAYMENT_ALREADY_IN_PROGRESS,
  openFailed: localPaymentErrors.LOCAL_PAYMENT_WINDOW_OPEN_FAILED,
  closed: localPaymentErrors.LOCAL_PAYMENT_WINDOW_CLOSED,
  failed: localPaymentErrors.LOCAL_PAYMENT_START_PAYMENT_FAILED,
  invalidOption: localPaymentErrors.LOCAL_PAYMENT_INVALID_PAYMENT_OPTION,
  noRedirect: localPaymentErrors.LOCAL_PAYMENT_START_PAYMENT_FAILED,
};

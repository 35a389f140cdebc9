import { catalogue } from "../../kernel/index.js";

/**
 * The Payment Request error catalogue (WIRE §6.14). PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD names the
 * method; PAYMENT_REQUEST_NOT_COMPLETED takes the underlying error's type when it has one.
 */
export const paymentRequestErrors = /* @__PURE__ */ catalogue([
  [
    "PAYMENT_REQUEST_NO_VALID_SUPPORTED_PAYMENT_METHODS",
    "MERCHANT",
    "There are no supported payment methods associated with this account.",
  ],
  ["PAYMENT_REQUEST_CANCELED", "CUSTOMER", "Payment request was canceled."],
  [
    "PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED",
    "MERCHANT",
    "Something went wrong when configuring the payment request.",
  ],
  ["PAYMENT_REQUEST_CAN_MAKE_PAYMENT_FAILED", "UNKNOWN", "Something went wrong when calling `canMakePayment`"],
  [
    "PAYMENT_REQUEST_CAN_MAKE_PAYMENT_NOT_ALLOWED",
    "MERCHANT",
    "Something went wrong when calling `canMakePayment`. Most likely, `canMakePayment` was called multiple times with different supportedMethods configurations.",
  ],
  ["PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD", "MERCHANT"],
  [
    "PAYMENT_REQUEST_GOOGLE_PAYMENT_FAILED_TO_TOKENIZE",
    "MERCHANT",
    "Something went wrong when tokenizing the Google Pay card.",
  ],
  [
    "PAYMENT_REQUEST_GOOGLE_PAYMENT_PARSING_ERROR",
    "UNKNOWN",
    "Something went wrong when tokenizing the Google Pay card.",
  ],
  ["PAYMENT_REQUEST_NOT_COMPLETED", "CUSTOMER", "Payment request could not be completed."],
  [
    "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_MUST_INCLUDE_TYPE",
    "MERCHANT",
    "createSupportedPaymentMethodsConfiguration must include a type parameter.",
  ],
  [
    "PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_TYPE_NOT_ENABLED",
    "MERCHANT",
    "createSupportedPaymentMethodsConfiguration type parameter must be valid or enabled.",
  ],
] as const);

import { catalogue } from "../kernel/index.js";

// The checkout's error catalogue: braintree-web-drop-in 1.48's messages (its errors have no code; these codes are
// paykit's). The underlying failure, when there is one, is in `details.originalError`.
export const checkoutErrors = /* @__PURE__ */ catalogue([
  ["DROPIN_AUTHORIZATION_REQUIRED", "MERCHANT", "options.authorization is required."],
  ["DROPIN_CREATE_FAILED", "UNKNOWN", "There was an error creating Drop-in."],
  ["DROPIN_CONTAINER_REQUIRED", "MERCHANT", "options.container is required."],
  ["DROPIN_CONTAINER_AND_SELECTOR", "MERCHANT", "Must only have one options.selector or options.container."],
  ["DROPIN_INVALID_CONTAINER", "MERCHANT", "options.selector or options.container must reference a valid DOM node."],
  ["DROPIN_CONTAINER_NOT_EMPTY", "MERCHANT", "options.selector or options.container must reference an empty DOM node."],
  ["DROPIN_PAYMENT_OPTION_PRIORITY_NOT_ARRAY", "MERCHANT", "paymentOptionPriority must be an array."],
  ["DROPIN_INVALID_PAYMENT_OPTION", "MERCHANT", "paymentOptionPriority: Invalid payment option specified."],
  ["DROPIN_NO_VALID_PAYMENT_OPTIONS", "MERCHANT", "No valid payment options available."],
  ["DROPIN_PAYMENT_OPTIONS_FAILED", "UNKNOWN", "All payment options failed to load."],
  ["DROPIN_THREE_D_SECURE_SETUP_FAILED", "MERCHANT", "3D Secure failed to set up."],
  ["DROPIN_DATA_COLLECTOR_SETUP_FAILED", "MERCHANT", "Data Collector failed to set up."],
  ["DROPIN_NO_PAYMENT_METHOD", "CUSTOMER", "No payment method is available."],
  [
    "DROPIN_THREE_D_SECURE_FAILED",
    "CUSTOMER",
    "Something went wrong during 3D Secure authentication. Please try again.",
  ],
] as const);

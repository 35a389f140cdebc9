import { catalogue } from "../../kernel/index.js";

/** The Payment Ready error catalogue (WIRE §6.13); a failed call keeps the client's error type, code and message, as the provider's does. */
export const paymentReadyErrors = /* @__PURE__ */ catalogue([
  ["PAYMENT_READY_ERROR", "MERCHANT"],
  ["PAYMENT_READY_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option for Payment Ready method."],
  ["PAYMENT_READY_CREATE_SESSION_ERROR", "NETWORK", "Error creating customer session."],
  ["PAYMENT_READY_UPDATE_SESSION_ERROR", "NETWORK", "Error updating customer session."],
  ["PAYMENT_READY_NO_SESSION_ID", "MERCHANT", "A session ID is required"],
  ["PAYMENT_READY_GET_RECOMMENDATIONS_ERROR", "NETWORK", "Error getting customer recommendations"],
] as const);

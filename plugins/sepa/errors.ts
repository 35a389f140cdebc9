import {
  catalogue,
  createError,
  isBraintreeError,
  type BraintreeError,
  type ErrorDefinition,
  type PopupFlowErrors,
} from "../../kernel/index.js";

/** The SEPA error catalogue (WIRE §6.17). */
export const sepaErrors = /* @__PURE__ */ catalogue([
  ["SEPA_CREATE_MANDATE_FAILED", "MERCHANT", "SEPA create mandate failed."],
  ["SEPA_CUSTOMER_CANCELED", "CUSTOMER", "User canceled SEPA authorization"],
  ["SEPA_INVALID_MANDATE_TYPE", "MERCHANT", "SEPA mandate type is invalid"],
  ["SEPA_TOKENIZATION_FAILED", "UNKNOWN", "SEPA encountered a problem"],
  ["SEPA_TOKENIZE_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option for tokenize."],
  ["SEPA_TRANSACTION_FAILED", "UNKNOWN", "SEPA transaction failed"],
] as const);

/**
 * How the pop-up flow ends without a result, in this catalogue (kernel/frames/popup-flow.ts). SEPA has no
 * in-progress error of its own: a second tokenize while the pop-up is open is a SEPA_TOKENIZATION_FAILED.
 */
export const popupFlowErrors: PopupFlowErrors = {
  inProgress: sepaErrors.SEPA_TOKENIZATION_FAILED,
  openFailed: sepaErrors.SEPA_TOKENIZATION_FAILED,
  closed: sepaErrors.SEPA_CUSTOMER_CANCELED,
  failed: sepaErrors.SEPA_CREATE_MANDATE_FAILED,
  noRedirect: sepaErrors.SEPA_CREATE_MANDATE_FAILED,
};

/**
 * The string `details` the provider's SEPA errors carry, naming the step that failed (its errors have nothing
 * else there, no `originalError`).
 */
const STEPS: Record<string, string> = {
  SEPA_CREATE_MANDATE_FAILED: "create-mandate",
  SEPA_CUSTOMER_CANCELED: "customer-canceled",
  SEPA_TOKENIZATION_FAILED: "open-popup",
  SEPA_TRANSACTION_FAILED: "handle-approval",
};

/** A SEPA error as the provider's: its step as `details` where it has one, else no details. */
export function sepaError(definition: ErrorDefinition): BraintreeError {
  return createError(definition, { details: STEPS[definition.code] });
}

/** Any failure of a SEPA call as the provider reports it: a SEPA error with its step, anything else as it came. */
export function asProviderError(error: unknown): unknown {
  return isBraintreeError(error) && error.code.startsWith("SEPA_") ? sepaError(error) : error;
}

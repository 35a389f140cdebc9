import { catalogue, type PopupFlowErrors } from "../../kernel/index.js";

/** The Masterpass error catalogue (WIRE §6.12). */
export const masterpassErrors = /* @__PURE__ */ catalogue([
  ["MASTERPASS_BROWSER_NOT_SUPPORTED", "CUSTOMER", "Browser is not supported."],
  ["MASTERPASS_NOT_ENABLED", "MERCHANT", "Masterpass is not enabled for this merchant."],
  ["MASTERPASS_TOKENIZE_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option for tokenize."],
  ["MASTERPASS_TOKENIZATION_ALREADY_IN_PROGRESS", "MERCHANT", "Masterpass tokenization is already in progress."],
  ["MASTERPASS_ACCOUNT_TOKENIZATION_FAILED", "NETWORK", "Could not tokenize user's Masterpass account."],
  [
    "MASTERPASS_POPUP_OPEN_FAILED",
    "MERCHANT",
    "Masterpass popup failed to open. Make sure to tokenize in response to a user action, such as a click.",
  ],
  [
    "MASTERPASS_POPUP_MISSING_REQUIRED_PARAMETERS",
    "MERCHANT",
    "Masterpass popup failed to return all required parameters needed to continue tokenization.",
  ],
  ["MASTERPASS_POPUP_CLOSED", "CUSTOMER", "Customer closed Masterpass popup before authorizing."],
  ["MASTERPASS_INVALID_PAYMENT_OPTION", "MERCHANT", "Masterpass payment options are invalid."],
  ["MASTERPASS_FLOW_FAILED", "NETWORK", "Could not initialize Masterpass flow."],
] as const);

/** How `tokenize`'s pop-up flow ends when it does not end with a card. */
export const popupFlowErrors: PopupFlowErrors = {
  inProgress: masterpassErrors.MASTERPASS_TOKENIZATION_ALREADY_IN_PROGRESS,
  openFailed: masterpassErrors.MASTERPASS_POPUP_OPEN_FAILED,
  closed: masterpassErrors.MASTERPASS_POPUP_CLOSED,
  failed: masterpassErrors.MASTERPASS_FLOW_FAILED,
  invalidOption: masterpassErrors.MASTERPASS_INVALID_PAYMENT_OPTION,
};

import { catalogue, type PopupFlowErrors } from "../../kernel/index.js";

/** The PayPal Checkout error catalogue (WIRE §6.16). */
export const paypalCheckoutErrors = /* @__PURE__ */ catalogue([
  ["PAYPAL_NOT_ENABLED", "MERCHANT", "PayPal is not enabled for this merchant."],
  [
    "PAYPAL_SANDBOX_ACCOUNT_NOT_LINKED",
    "MERCHANT",
    "A linked PayPal Sandbox account is required to use PayPal Checkout in Sandbox. See https://developer.paypal.com/braintree/docs/guides/paypal/testing-go-live#linked-paypal-testing for details on linking your PayPal sandbox with Braintree.",
  ],
  ["PAYPAL_ACCOUNT_TOKENIZATION_FAILED", "NETWORK", "Could not tokenize user's PayPal account."],
  ["PAYPAL_FLOW_FAILED", "NETWORK", "Could not initialize PayPal flow."],
  ["PAYPAL_FLOW_OPTION_REQUIRED", "MERCHANT", "PayPal flow property is invalid or missing."],
  ["PAYPAL_START_VAULT_INITIATED_CHECKOUT_PARAM_REQUIRED", "MERCHANT"],
  [
    "PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED",
    "NETWORK",
    "Something went wrong when setting up the checkout workflow.",
  ],
  [
    "PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED",
    "MERCHANT",
    "PayPal popup failed to open, make sure to initiate the vault checkout in response to a user action.",
  ],
  ["PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED", "CUSTOMER", "Customer closed PayPal popup before authorizing."],
  ["PAYPAL_START_VAULT_INITIATED_CHECKOUT_IN_PROGRESS", "MERCHANT", "Vault initiated checkout already in progress."],
  ["PAYPAL_INVALID_PAYMENT_OPTION", "MERCHANT", "PayPal payment options are invalid."],
  ["PAYPAL_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option."],
] as const);

/** How vault-initiated checkout's pop-up flow ends when it does not end with a nonce. */
export const popupFlowErrors: PopupFlowErrors = {
  inProgress: paypalCheckoutErrors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_IN_PROGRESS,
  openFailed: paypalCheckoutErrors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED,
  closed: paypalCheckoutErrors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED,
  failed: paypalCheckoutErrors.PAYPAL_FLOW_FAILED,
  invalidOption: paypalCheckoutErrors.PAYPAL_INVALID_PAYMENT_OPTION,
  noRedirect: paypalCheckoutErrors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED,
};

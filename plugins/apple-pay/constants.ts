/** `_meta.source` of this component's gateway requests. */
export const SOURCE = "apple-pay";

export const ENDPOINTS = {
  sessions: "apple_pay_web/sessions",
  tokens: "payment_methods/apple_payment_tokens",
} as const;

/** Capabilities a payment request gets when the configuration names none. */
export const DEFAULT_MERCHANT_CAPABILITIES = ["supports3DS"];

/** Configuration network names that ApplePaySession spells differently. */
export const NETWORK_NAMES: Readonly<Record<string, string>> = { mastercard: "masterCard" };

export const EVENTS = {
  initialized: "applepay.initialized",
  validationSucceeded: "applepay.performValidation.succeeded",
  validationFailed: "applepay.performValidation.failed",
  tokenizeSucceeded: "applepay.tokenize.succeeded",
  tokenizeFailed: "applepay.tokenize.failed",
} as const;

/** Client error code that means the gateway refused the request itself (not the network). */
export const REQUEST_REFUSED = "CLIENT_REQUEST_ERROR";

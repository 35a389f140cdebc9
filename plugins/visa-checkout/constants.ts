/** `_meta.source` of this component's gateway requests. */
export const SOURCE = "visa-checkout";

export const ENDPOINT = "payment_methods/visa_checkout_cards";

/** The gateway needs the full payment data to tokenize, so this level is forced. */
export const DATA_LEVEL = "FULL";

/** Configuration card type names → Visa Checkout card brands; other types are not offered. */
export const CARD_BRANDS: Readonly<Record<string, string>> = {
  Visa: "VISA",
  MasterCard: "MASTERCARD",
  Discover: "DISCOVER",
  "American Express": "AMEX",
};

export const EVENTS = {
  initialized: "visacheckout.initialized",
  tokenizeSucceeded: "visacheckout.tokenize.succeeded",
  tokenizeFailed: "visacheckout.tokenize.failed",
} as const;

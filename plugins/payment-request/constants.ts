/** `supportedMethods` identifiers of the two methods the gateway can tokenize. */
export const METHOD_IDS = {
  basicCard: "basic-card",
  googlePay: "https://google.com/pay",
} as const;

export type MethodType = keyof typeof METHOD_IDS;

/** The provider's own Google merchant id, under which Google Pay runs inside Payment Request. */
export const GOOGLE_MERCHANT_ID = "18278000977346790994";

/** Classic card type names → basic-card network names. */
export const CARD_NETWORKS: Readonly<Record<string, string>> = {
  Visa: "visa",
  MasterCard: "mastercard",
  "American Express": "amex",
  "Diners Club": "diners",
  Discover: "discover",
  JCB: "jcb",
  UnionPay: "unionpay",
  Maestro: "maestro",
};

export const CARD_ENDPOINT = "payment_methods/credit_cards";

/** Shipping changes the sheet reports; each reaches the merchant as `shipping<Kind>Change` and in lower case. */
export const SHIPPING_KINDS = ["Address", "Option"] as const;

/** Prefix of this component's analytics events. */
export const ANALYTICS_PREFIX = "payment-request.";

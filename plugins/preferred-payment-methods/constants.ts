/** The query (WIRE §5.14); the operation has no variables. */
export const QUERY = "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }";

export const EVENTS = {
  initialized: "preferred-payment-methods.initialized",
  paypalDetected: (preferred: boolean) => `preferred-payment-methods.paypal.api-detected.${preferred}`,
  venmoDetected: (preferred: boolean) => `preferred-payment-methods.venmo.api-detected.${preferred}`,
  apiError: "preferred-payment-methods.api-error",
} as const;

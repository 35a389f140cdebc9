/** `_meta.source` of this component's gateway requests. */
export const SOURCE = "american-express";

export const ENDPOINTS = {
  rewardsBalance: "payment_methods/amex_rewards_balance",
  expressCheckoutCards: "payment_methods/amex_express_checkout_cards",
} as const;

/** Messages of AMEX_NONCE_REQUIRED and AMEX_NETWORK_ERROR, per method (WIRE §6.2). */
export const MESSAGES = {
  getRewardsBalance: {
    nonceRequired: "getRewardsBalance must be called with a nonce.",
    network: "A network error occurred when getting the American Express rewards balance.",
  },
  getExpressCheckoutProfile: {
    nonceRequired: "getExpressCheckoutProfile must be called with a nonce.",
    network: "A network error occurred when getting the American Express Checkout nonce profile.",
  },
} as const;

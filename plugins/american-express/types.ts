import type { Client } from "../../kernel/index.js";

/** Options of `americanExpress.create`. */
export interface AmericanExpressCreateOptions {
  client?: Client;
  authorization?: string;
}

/** Options of `getRewardsBalance`: the nonce, plus anything the gateway accepts (e.g. `currencyIsoCode`). */
export interface RewardsBalanceOptions {
  /** A nonce of an American Express card. */
  nonce: string;
  /** Currency of `currencyAmount` in the answer, e.g. "USD". */
  currencyIsoCode?: string;
  [option: string]: unknown;
}

/**
 * The gateway's answer, unchanged. A card without rewards is not a failure: the answer then carries
 * `error: {code, message}` instead of the amounts.
 */
export interface RewardsBalance {
  conversionRate?: string;
  currencyAmount?: string;
  currencyIsoCode?: string;
  requestId?: string;
  rewardsAmount?: string;
  rewardsUnit?: string;
  error?: { code?: string; message?: string };
  [field: string]: unknown;
}

/** Options of `getExpressCheckoutProfile`. */
export interface ExpressCheckoutProfileOptions {
  /** A nonce issued by American Express Checkout (not by the gateway). */
  nonce: string;
}

/** The gateway's answer, unchanged. */
export interface ExpressCheckoutProfile {
  amexExpressCheckoutCards?: Array<{
    type: string;
    nonce: string;
    description?: string;
    details?: Record<string, unknown>;
    [field: string]: unknown;
  }>;
  [field: string]: unknown;
}

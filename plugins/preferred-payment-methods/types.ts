import type { Client } from "../../kernel/index.js";

/** Options of `preferredPaymentMethods.create`. */
export interface PreferredPaymentMethodsCreateOptions {
  client?: Client;
  authorization?: string;
}

/** Which wallets to give prominence to on this device. Both are false when the gateway cannot tell. */
export interface PreferredPaymentMethodsResult {
  paypalPreferred: boolean;
  venmoPreferred: boolean;
}

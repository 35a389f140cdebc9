import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";

/** Options of `vaultManager.create`. Fetching and deleting need a client token minted with a customer id. */
export interface VaultManagerCreateOptions {
  client?: Client;
  authorization?: string;
}

export interface FetchPaymentMethodsOptions {
  /** List the customer's default payment method first. */
  defaultFirst?: boolean;
}

/** A payment method stored for the customer, with a fresh nonce for it. */
export interface StoredPaymentMethod {
  nonce: string;
  /** Whether it is the customer's default. */
  default: boolean;
  details: Record<string, unknown>;
  /** Whether a subscription uses it. */
  hasSubscription: boolean;
  /** e.g. "CreditCard", "PayPalAccount". */
  type: string;
  description?: string;
  binData?: BinData;
}

// The names the widely used community typings for the provider's SDK give these types.
/** One of the methods `fetchPaymentMethods` resolves with. */
export type FetchPaymentMethodsPayload = StoredPaymentMethod;

import type { Client } from "../../kernel/index.js";

/** Options of `masterpass.create`. */
export interface MasterpassCreateOptions {
  client?: Client;
  authorization?: string;
}

/** Options of `tokenize`. */
export interface MasterpassTokenizeOptions {
  /** The amount to authorize, e.g. "10.00". */
  subtotal: string;
  currencyCode: string;
  /** Masterpass lightbox parameters; they override the ones paykit sets. Functions are ignored. */
  config?: Record<string, unknown>;
  /** Size and position of the pop-up (default 450x660, centred). */
  frameOptions?: { width?: number; height?: number; top?: number; left?: number };
}

export interface MasterpassAddress {
  countryCodeAlpha2: string;
  extendedAddress: string;
  locality: string;
  postalCode: string;
  region: string;
  streetAddress: string;
}

/** The card the shopper picked in Masterpass, as a nonce (`masterpassCards[0]`). */
export interface MasterpassTokenizePayload {
  nonce: string;
  description: string;
  /** Always `MasterpassCard`. */
  type: string;
  details: { cardType: string; lastFour: string; lastTwo: string };
  contact: { firstName: string; lastName: string; phoneNumber: string; emailAddress: string };
  billingAddress: MasterpassAddress;
  shippingAddress: MasterpassAddress;
  binData: Record<string, string>;
}

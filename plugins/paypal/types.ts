import type { Client } from "../../kernel/index.js";
import type { PayPalAccountDetails } from "../common/paypal-account.js";
import type { PayPalShippingAddress } from "../common/paypal-shipping-address.js";

/** Options of `paypal.create`. */
export interface PayPalCreateOptions {
  client?: Client;
  authorization?: string;
}

/** A postal address PayPal shows and the shopper may not be able to change. */
export type ShippingAddress = PayPalShippingAddress;

/** Options of `tokenize`. */
export interface PayPalTokenizeOptions {
  /** One-time payment (`checkout`) or a billing agreement stored for later (`vault`). */
  /** "checkout" or "vault" (typed loosely, as the community typings type it: the provider checks it at run time). */
  flow: "checkout" | "vault" | (string & {});
  /** `authorize` (default), `order` or `sale`; checkout flow only. */
  intent?: "authorize" | "order" | "sale";
  /** Required for the checkout flow. */
  amount?: string | number;
  /** Required for the checkout flow. */
  currency?: string;
  offerCredit?: boolean;
  offerPayLater?: boolean;
  /** `commit` turns PayPal's final button into "Pay Now". */
  useraction?: "commit";
  displayName?: string;
  locale?: string;
  enableShippingAddress?: boolean;
  shippingAddressOverride?: ShippingAddress;
  shippingAddressEditable?: boolean;
  /** Shown in the shopper's PayPal profile for the vault flow; at most 255 characters. */
  billingAgreementDescription?: string;
  landingPageType?: "login" | "billing";
}

/** The PayPal account as a payment method nonce. */
export interface PayPalTokenizePayload {
  nonce: string;
  /** Always `PayPalAccount`. */
  type: string;
  /** The payer: email, payerId, firstName, lastName, countryCode, phone, shippingAddress, billingAddress. */
  details: PayPalAccountDetails;
  /** PayPal Credit terms, when the shopper paid with PayPal Credit. */
  creditFinancingOffered?: Record<string, unknown>;
}

/** What `tokenize` returns at once, to close or focus the PayPal window. */
export interface PayPalFrameHandler {
  close(): void;
  /** Some browsers only focus a pop-up from a user action. */
  focus(): void;
}

// The names the widely used community typings for the provider's SDK give these types.
export type { PayPalAccountDetails, PayPalBillingAddress } from "../common/paypal-account.js";
export type { PayPalShippingAddress } from "../common/paypal-shipping-address.js";
/** What `tokenize` returns at once besides the Promise: closes the PayPal window. */
export type PayPalTokenizeReturn = PayPalFrameHandler;

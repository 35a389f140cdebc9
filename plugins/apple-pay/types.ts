import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";

/** Options of `applePay.create`. */
export interface ApplePayCreateOptions {
  client?: Client;
  authorization?: string;
  /**
   * With an `authorization`, `createPaymentRequest` returns a Promise (as in the provider's SDK, where
   * the instance exists before its client does).
   */
  useDeferredClient?: boolean;
}

/** The `applePayWeb` section of the merchant configuration. */
export interface ApplePayConfiguration {
  countryCode?: string;
  currencyCode?: string;
  merchantIdentifier?: string;
  merchantCapabilities?: string[];
  supportedNetworks?: string[];
}

/**
 * An `ApplePayPaymentRequest` (Apple Pay JS). `createPaymentRequest` fills in the four defaults
 * below from the merchant configuration; everything else is the merchant's.
 */
export interface ApplePayPaymentRequest {
  countryCode?: string;
  currencyCode?: string;
  merchantCapabilities?: string[];
  supportedNetworks?: string[];
  total?: { label: string; amount: string; type?: "final" | "pending" };
  [field: string]: unknown;
}

/** Options of `performValidation`: the event Apple Pay JS hands to `onvalidatemerchant`, plus names. */
export interface PerformValidationOptions {
  /** `ApplePayValidateMerchantEvent.validationURL`. */
  validationURL: string;
  /** The store name Apple Pay may show (at most 128 characters, not localised). */
  displayName?: string;
  /** Defaults to this instance's `merchantIdentifier`. */
  merchantIdentifier?: string;
  /** Defaults to the page's host name. */
  domainName?: string;
}

/** Apple's opaque merchant session; pass it to `ApplePaySession.completeMerchantValidation`. */
export type ApplePayMerchantSession = Record<string, unknown>;

/** `ApplePayPayment.token` from `onpaymentauthorized`. */
export interface ApplePayPaymentToken {
  /** Apple's encrypted payment data (an object; it is base64-encoded JSON on the wire). */
  paymentData: unknown;
  paymentMethod?: { displayName?: string; network?: string; type?: string };
  transactionIdentifier?: string;
  [field: string]: unknown;
}

export interface ApplePayTokenizeOptions {
  token: ApplePayPaymentToken;
}

export type { BinData } from "../common/bin-data.js";

/** What `tokenize` resolves to: the gateway's `applePayCards[0]`. */
export interface ApplePayTokenizePayload {
  nonce: string;
  /** Always "ApplePayCard". */
  type: string;
  description: string;
  details: { cardType: string; cardHolderName?: string; dpanLastTwo: string; [field: string]: unknown };
  binData?: BinData;
  [field: string]: unknown;
}

// The names the widely used community typings for the provider's SDK give these types.
/** What `tokenize` resolves with. */
export type ApplePayPayload = ApplePayTokenizePayload;

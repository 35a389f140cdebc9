import type { Client } from "../../kernel/index.js";

/** Options of `localPayment.create`. */
export interface LocalPaymentCreateOptions {
  client?: Client;
  authorization?: string;
  /** A non-default merchant account for the payment and its tokenization (strongly recommended). */
  merchantAccountId?: string;
  /**
   * Full-page redirect instead of a pop-up: the provider returns the shopper to this address, and
   * `create` on that page tokenizes the return parameters into `tokenizePayload`.
   */
  redirectUrl?: string;
}

/** A postal address of the shopper. */
export interface LocalPaymentAddress {
  streetAddress?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  /** Two-letter ISO 3166-1 code. */
  countryCode?: string;
}

/** One item of the order (Pay Upon Invoice needs every field). */
export interface LocalPaymentLineItem {
  /** `DIGITAL_GOODS`, `PHYSICAL_GOODS` or `DONATION`. */
  category: string;
  name: string;
  quantity: string;
  unitAmount: string;
  unitTaxAmount: string;
}

/** Where the pop-up's return page sends a shopper whose window lost the shop (e.g. after a bank app). */
export interface LocalPaymentFallback {
  url: string;
  buttonText: string;
  /** Used instead of `url` / `buttonText` when the shopper cancelled. */
  cancelUrl?: string;
  cancelButtonText?: string;
}

/** BLIK without a redirect: a level 0 code, or One Click (first payment with authCode, later ones with aliasKey). */
export interface LocalPaymentBlikOptions {
  level_0?: { authCode: string };
  oneClick?: { authCode?: string; consumerReference: string; aliasLabel?: string; aliasKey?: string };
}

/** What `onPaymentStart` receives: the payment's id (store it to match the provider's webhook). */
export interface LocalPaymentStartData {
  paymentId: string;
}

/** Options of `startPayment`. */
export interface LocalPaymentStartOptions {
  /** e.g. `ideal`, `bancontact`, `sofort`, `blik`, `pay_upon_invoice`, `mbway`, `bancomatpay`. */
  paymentType: string;
  /** A number or numeric text (the community typings take both; the gateway reads either). */
  amount: string | number;
  /** Three-letter ISO 4217 code. */
  currencyCode: string;
  givenName: string;
  surname: string;
  /** Required outside the redirect flow. */
  fallback?: LocalPaymentFallback;
  /**
   * Called with the payment id once it exists; call `start()` to send the pop-up (or the page) on to
   * the provider. Deferred payments get no `start`: they complete outside this session.
   */
  onPaymentStart?: (data: LocalPaymentStartData, start: () => void) => unknown;
  paymentTypeCountryCode?: string;
  email?: string;
  phone?: string;
  phoneCountryCode?: string;
  /** `YYYY-MM-DD` (Pay Upon Invoice). */
  birthDate?: string;
  /** Recurring payments need `customerId`. */
  recurrent?: boolean;
  customerId?: string;
  address?: LocalPaymentAddress;
  billingAddress?: LocalPaymentAddress;
  lineItems?: LocalPaymentLineItem[];
  shippingAmount?: string;
  discountAmount?: string;
  /** The merchant name shown by the provider. */
  displayName?: string;
  /** BCP 47, e.g. `en-DE`. */
  locale?: string;
  customerServiceInstructions?: string;
  correlationId?: string;
  shippingAddressRequired?: boolean;
  blikOptions?: LocalPaymentBlikOptions;
  /** Size of the pop-up (default 1282x720). */
  windowOptions?: { width?: number; height?: number };
}

/** The return parameters `tokenize` reads (by default from the page's query string). */
export interface LocalPaymentTokenizeParams {
  btLpToken?: string;
  btLpPaymentId?: string;
  btLpPayerId?: string;
  token?: string;
  paymentId?: string;
  PayerID?: string;
  wasCanceled?: string;
  errorcode?: string;
  /** Some in-app browsers nest the query under `queryItems`. */
  queryItems?: Record<string, unknown>;
}

/** The local payment as a payment method nonce. */
export interface LocalPaymentTokenizePayload {
  nonce: string;
  /** Always `PayPalAccount`. */
  type: string;
  /** The payer as the provider knows them. */
  details: Record<string, unknown>;
  correlationId?: string;
}

// The names the widely used community typings for the provider's SDK give these types.
/** A payment type, e.g. "ideal" (`startPayment({ paymentType })`). */
export type LocalPaymentTypes = string;
/** Options of `startPayment`. */
export type LocalPaymentStartPaymentOptions = LocalPaymentStartOptions;
/** Options of `tokenize` (the return page's query parameters). */
export type LocalPaymentTokenizeOptions = LocalPaymentTokenizeParams;

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
  binData: BinData;
  /** False: a new nonce is unused. */
  consumed: boolean;
  [field: string]: unknown;
}

// The names the widely used community typings for the provider's SDK give these types.
/** What `tokenize` resolves with. */
export type ApplePayPayload = ApplePayTokenizePayload;
/** A line item of an Apple Pay payment request (Apple Pay JS). */
export interface ApplePayLineItem {
  type?: ApplePayLineItemType;
  label: string;
  amount: string;
  paymentTiming?: ApplePayPaymentTiming;
  recurringPaymentStartDate?: Date | string;
  recurringPaymentIntervalUnit?: ApplePayRecurringPaymentDateUnit;
  recurringPaymentIntervalCount?: number;
  recurringPaymentEndDate?: Date | string;
  deferredPaymentDate?: Date | string;
  automaticReloadPaymentThresholdAmount?: string;
}
/** Whether a line item's amount is final. */
export type ApplePayLineItemType = "final" | "pending";
/** When a line item is charged. */
export type ApplePayPaymentTiming = "immediate" | "recurring" | "deferred" | "automaticReload";
/** The unit of a recurring payment's interval. */
export type ApplePayRecurringPaymentDateUnit = "year" | "month" | "day" | "hour" | "minute";
/** A value of `binData`. */
export type ApplePayTokenizeValues = "Yes" | "No" | "Unknown";
/** `details` of the tokenize payload. */
export type ApplePayDetails = ApplePayTokenizePayload["details"];
/** What `createPaymentRequest` returns: the request, or a Promise of it with `useDeferredClient`. */
export type ApplePayPaymentRequestResult = ApplePayPaymentRequest | Promise<ApplePayPaymentRequest>;
/** Why Apple Pay refused the shopper's data (Apple Pay JS `ApplePayError`'s code). */
export type ApplePayErrorCode =
  | "shippingContactInvalid"
  | "billingContactInvalid"
  | "addressUnserviceable"
  | "couponCodeInvalid"
  | "couponCodeExpired"
  | "unknown";
/** The contact field an `ApplePayError` points at. */
export type ApplePayErrorContactField =
  | "phoneNumber"
  | "emailAddress"
  | "name"
  | "phoneticName"
  | "postalAddress"
  | "addressLines"
  | "locality"
  | "subLocality"
  | "postalCode"
  | "administrativeArea"
  | "subAdministrativeArea"
  | "country"
  | "countryCode";
/** An error the page reports to Apple Pay's sheet (Apple Pay JS). */
export interface ApplePayError {
  code: ApplePayErrorCode;
  contactField?: ApplePayErrorContactField;
  message?: string;
}
/** Details of the order, for Apple Wallet's order tracking (Apple Pay JS). */
export interface ApplePayPaymentOrderDetails {
  orderTypeIdentifier: string;
  orderIdentifier: string;
  webServiceURL: string;
  authenticationToken: string;
}
/** What the page passes `completePayment` (Apple Pay JS). */
export interface ApplePayPaymentAuthorizationResult {
  status: number;
  errors?: ApplePayError[];
  orderDetails?: ApplePayPaymentOrderDetails;
}
/**
 * Apple Pay JS's status codes (`ApplePaySession.STATUS_SUCCESS` is 0, `STATUS_FAILURE` 1, …). A type only: the
 * values are the browser's `ApplePaySession` statics, not a member of the SDK.
 */
export type ApplePayStatusCodes = number;
/**
 * The browser's Apple Pay session (Apple Pay JS), as a page drives it with this component. A type only: the class
 * is the browser's global `ApplePaySession`, not a member of the SDK.
 */
export interface ApplePaySession extends EventTarget {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: ApplePayStatusCodes | ApplePayPaymentAuthorizationResult): void;
  completePaymentMethodSelection(...update: unknown[]): void;
  completeShippingContactSelection(...update: unknown[]): void;
  completeShippingMethodSelection(...update: unknown[]): void;
  // The event objects are Apple Pay JS's; the token the component tokenizes is `event.payment.token`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onvalidatemerchant: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onpaymentauthorized: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onpaymentmethodselected: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onshippingcontactselected: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onshippingmethodselected: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  oncancel: ((event: any) => void) | null;
}

import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";
import type { GooglePayVersion } from "../common/google-pay.js";

/** Options of `paymentRequest.create`. */
export interface PaymentRequestCreateOptions {
  client?: Client;
  authorization?: string;
  /** Which methods the sheet offers by default; each defaults to true (when the merchant has it). */
  enabledPaymentMethods?: { basicCard?: boolean; googlePay?: boolean };
  /** Google Pay API version used inside the sheet: 1 (default) or 2. */
  googlePayVersion?: GooglePayVersion;
}

/** One entry of the `PaymentRequest` constructor's first argument. */
export interface SupportedPaymentMethod {
  supportedMethods: string;
  data?: Record<string, unknown>;
}

/** What `tokenize` and `canMakePayment` take: the three `PaymentRequest` constructor arguments. */
export interface PaymentRequestConfiguration {
  /** Defaults to every method this instance offers (see `createSupportedPaymentMethodsConfiguration`). */
  supportedPaymentMethods?: SupportedPaymentMethod[];
  /** `PaymentDetailsInit`: at least `total`. */
  details: {
    total: { label: string; amount: { currency: string; value: string } };
    displayItems?: unknown[];
    shippingOptions?: unknown[];
    [field: string]: unknown;
  };
  /** `PaymentOptions`: requestPayerName, requestPayerEmail, requestShipping, … */
  options?: Record<string, unknown>;
}

export type { BinData } from "../common/bin-data.js";

/** What `tokenize` resolves to. */
export interface PaymentRequestTokenizePayload {
  nonce: string;
  /** "CreditCard" or "AndroidPayCard". */
  type: string;
  description: string;
  details: {
    /** The browser's `PaymentResponse` as JSON, with card details removed (billing address and name kept). */
    rawPaymentResponse: Record<string, unknown>;
    cardType: string;
    lastFour: string;
    lastTwo: string;
  };
  binData: BinData;
}

/** Payload of `shippingAddressChange` / `shippingOptionChange`. */
export interface ShippingEvent {
  target: { shippingAddress?: unknown; shippingOption?: unknown };
  /** Call synchronously from the handler with updated `PaymentDetailsUpdate` (or a Promise of it). */
  updateWith(details: unknown): void;
}

export type ShippingEventName =
  "shippingAddressChange" | "shippingaddresschange" | "shippingOptionChange" | "shippingoptionchange";

import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";
import type { GooglePayVersion } from "../common/google-pay.js";

export type { GooglePayVersion } from "../common/google-pay.js";

/** Options of `googlePayment.create`. */
export interface GooglePaymentCreateOptions {
  client?: Client;
  authorization?: string;
  /** Google Pay API version of the requests and responses: 1 (default) or 2. */
  googlePayVersion?: GooglePayVersion | (number & {});
  /** Your merchant id from the Google Pay Business Console (required by Google in production). */
  googleMerchantId?: string;
  /** With an `authorization`, `createPaymentDataRequest` returns a Promise, as in the provider's SDK. */
  useDeferredClient?: boolean;
}

/**
 * A Google Pay `PaymentDataRequest` (v1 or v2 schema). `createPaymentDataRequest` supplies the gateway
 * tokenization parameters, environment and card networks; the merchant adds `transactionInfo` and
 * whatever else Google's schema allows.
 */
export interface PaymentDataRequest {
  apiVersion?: number;
  apiVersionMinor?: number;
  environment?: "TEST" | "PRODUCTION";
  merchantId?: string;
  merchantInfo?: { merchantId?: string; merchantName?: string; [field: string]: unknown };
  transactionInfo?: {
    currencyCode?: string;
    totalPriceStatus?: string;
    totalPrice?: string | number;
    [field: string]: unknown;
  };
  allowedPaymentMethods?: unknown[];
  cardRequirements?: { allowedCardNetworks?: string[]; [field: string]: unknown };
  paymentMethodTokenizationParameters?: { tokenizationType: string; parameters: Record<string, string> };
  [field: string]: unknown;
}

/** What `PaymentsClient.loadPaymentData` resolves to (only the token is read). */
export interface GooglePaymentData {
  apiVersion?: number;
  /** v2: the token is `paymentMethodData.tokenizationData.token`. */
  paymentMethodData?: { tokenizationData?: { token?: string; type?: string } };
  /** v1: the token is `paymentMethodToken.token`. */
  paymentMethodToken?: { token?: string; tokenizationType?: string };
  // No index signature: pay.js's own `PaymentData` type (an interface, as @types/googlepay declares it) must be
  // accepted as it is, as the provider's run time accepts it.
}

export type { BinData } from "../common/bin-data.js";

/** What `parseResponse` resolves to for a card. */
export interface GooglePaymentCardPayload {
  nonce: string;
  type: "AndroidPayCard";
  description: string;
  details: { cardType: string; lastFour: string; lastTwo: string; isNetworkTokenized: boolean; bin: string };
  binData: BinData;
}

/** What `parseResponse` resolves to for PayPal chosen inside Google Pay (v2): the gateway's PayPal account. */
export interface GooglePaymentPayPalPayload {
  nonce: string;
  type: "PayPalAccount";
  description: string;
  /** The PayPal account's details (`email`, `payerInfo`…), not a card's. */
  details: { [field: string]: unknown };
  binData?: undefined;
}

/** A card, or PayPal chosen inside Google Pay: `type` tells which. */
export type GooglePaymentTokenizePayload = GooglePaymentCardPayload | GooglePaymentPayPalPayload;

// The names the widely used community typings for the provider's SDK give these types.
/** `details` of a card's tokenize payload. */
export type GooglePaymentDetails = GooglePaymentCardPayload["details"];
/** A value of `binData`. */
export type GooglePaymentTokenizeValues = "Yes" | "No" | "Unknown";

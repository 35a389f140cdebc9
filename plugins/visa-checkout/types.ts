import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";

/** Options of `visaCheckout.create`. */
export interface VisaCheckoutCreateOptions {
  client?: Client;
  authorization?: string;
}

/** The `visaCheckout` section of the merchant configuration. */
export interface VisaCheckoutConfiguration {
  apikey?: string;
  encryptionKey?: string;
  externalClientId?: string;
  supportedCardTypes?: string[];
}

/**
 * Visa Checkout `V.init` options. `createInitOptions` fills `apikey`, `encryptionKey`,
 * `externalClientId` and `settings.payment.cardBrands` when absent and always sets
 * `settings.dataLevel` to "FULL".
 */
export interface VisaCheckoutInitOptions {
  apikey?: string;
  encryptionKey?: string;
  externalClientId?: string;
  paymentRequest?: Record<string, unknown>;
  settings?: {
    dataLevel?: string;
    payment?: { cardBrands?: string[]; [field: string]: unknown };
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/** The payment Visa Checkout hands to its `payment.success` listener. */
export interface VisaCheckoutPayment {
  callid: string;
  encKey: string;
  encPaymentData: string;
  [field: string]: unknown;
}

/** A Visa Checkout address as the gateway returns it. */
export interface VisaCheckoutAddress {
  firstName?: string;
  lastName?: string;
  streetAddress?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
}

export type { BinData } from "../common/bin-data.js";

/** What `tokenize` resolves to: the gateway's `visaCheckoutCards[0]`. */
export interface VisaCheckoutTokenizePayload {
  nonce: string;
  /** "VisaCheckoutCard". */
  type: string;
  description: string;
  details: { cardType: string; lastFour: string; lastTwo: string; [field: string]: unknown };
  billingAddress?: VisaCheckoutAddress;
  shippingAddress?: VisaCheckoutAddress;
  userData?: {
    userEmail?: string;
    userFirstName?: string;
    userLastName?: string;
    userFullName?: string;
    userName?: string;
  };
  binData?: BinData;
  [field: string]: unknown;
}

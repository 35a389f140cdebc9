import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";

/** Options of `unionpay.create`. */
export interface UnionPayCreateOptions {
  client?: Client;
  authorization?: string;
}

/** A card typed into the merchant's own form. Give the expiry as `expirationDate` or as month and year. */
export interface UnionPayCard {
  number: string;
  /** "MM/YY" or "MM/YYYY". */
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cvv?: string;
}

/** The shopper's mobile phone, where the SMS code is sent. */
export interface UnionPayMobile {
  /** Country calling code, e.g. "62". */
  countryCode: string;
  number: string;
}

/**
 * Where the card is: `card` (the merchant's own form) or `hostedFields` (a Hosted Fields instance, whose
 * frames send the card to the gateway themselves). Exactly one of the two.
 */
export interface UnionPayCardSource {
  card?: UnionPayCard;
  /** An instance from `hostedFields.create`. */
  hostedFields?: object;
}

export type FetchCapabilitiesOptions = UnionPayCardSource;

export interface EnrollOptions extends UnionPayCardSource {
  mobile: UnionPayMobile;
}

export interface UnionPayTokenizeOptions extends UnionPayCardSource {
  /** From `enroll`. */
  enrollmentId: string;
  /** The code the shopper received, when `enroll` answered `smsCodeRequired: true`. */
  smsCode?: string;
}

/** What the gateway knows about a card number (its answer, unchanged). */
export interface UnionPayCapabilities {
  isUnionPay: boolean;
  isDebit: boolean;
  unionPay: { supportsTwoStepAuthAndCapture: boolean; isSupported: boolean };
  [field: string]: unknown;
}

export interface UnionPayEnrollment {
  enrollmentId: string;
  /** Whether `tokenize` needs the code sent to the shopper's phone. */
  smsCodeRequired: boolean;
}

export interface UnionPayTokenizePayload {
  nonce: string;
  type: string;
  description: string;
  details: { cardType: string; lastFour: string; lastTwo: string; bin?: string; [field: string]: unknown };
  binData?: BinData;
  [field: string]: unknown;
}

// The names the widely used community typings for the provider's SDK give these types.
/** What `fetchCapabilities` resolves with. */
export type UnionPayFetchCapabilitiesPayload = UnionPayCapabilities;
/** What `enroll` resolves with. */
export type UnionPayEnrollPayload = UnionPayEnrollment;
/** `details` of the tokenize payload. */
export type UnionPayAccountDetails = UnionPayTokenizePayload["details"];
/** `unionPay` of the capabilities: whether the gateway can process the card. */
export type UnionPayProperties = UnionPayCapabilities["unionPay"];

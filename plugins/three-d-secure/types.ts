import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";

/** Options of `threeDSecure.create`. */
export interface ThreeDSecureCreateOptions {
  client?: Client;
  authorization?: string;
  /**
   * Required: "2" or 2 (same as "2-cardinal-modal"), "2-cardinal-modal", "2-bootstrap3-modal" or "2-inline-iframe".
   * A number is read as its text, as the provider does.
   */
  version: 2 | "2" | "2-cardinal-modal" | "2-bootstrap3-modal" | "2-inline-iframe" | (string & {}) | number;
  /** Asks Cardinal for verbose logging. */
  loggingEnabled?: boolean;
  /** Passed to `Cardinal.configure`; `timeout` (ms) also bounds the SDK's set-up (default 60000). */
  cardinalSDKConfig?: {
    timeout?: number;
    maxRequestRetries?: number;
    logging?: { level?: string };
    payment?: { displayLoading?: boolean; displayExitButton?: boolean };
  };
}

/** A billing address for the lookup (mapped to `billing*` fields of `additionalInfo`). */
export interface ThreeDSecureBillingAddress {
  givenName?: string;
  surname?: string;
  phoneNumber?: string;
  streetAddress?: string;
  extendedAddress?: string;
  line3?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCodeAlpha2?: string;
}

/** Extra risk data for the lookup; `shippingAddress` is mapped to `shipping*` fields. */
export interface ThreeDSecureAdditionalInformation {
  shippingAddress?: Omit<ThreeDSecureBillingAddress, "givenName" | "surname" | "phoneNumber">;
  [field: string]: unknown;
}

/** What `lookup-complete` listeners and `onLookupComplete` receive. */
export interface ThreeDSecureLookupData {
  /** True when `next()` will show the challenge. */
  requiresUserAuthentication: boolean;
  lookup: {
    acsUrl: string | null;
    pareq?: string;
    transactionId?: string;
    threeDSecureVersion?: string;
    [field: string]: unknown;
  };
  paymentMethod: ThreeDSecurePaymentMethod;
  threeDSecureInfo: { liabilityShifted: boolean; liabilityShiftPossible: boolean; [field: string]: unknown };
}

/** A card payment method as the lookup returns it. */
export interface ThreeDSecurePaymentMethod {
  nonce: string;
  type: string;
  description?: string;
  details?: Record<string, unknown>;
  binData?: BinData;
  threeDSecureInfo?: ThreeDSecureInfo;
  [field: string]: unknown;
}

/** Outcome of the 3D Secure authentication (verify it on your server before relying on it). */
export interface ThreeDSecureInfo {
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  status?: string;
  enrolled?: string;
  threeDSecureVersion?: string;
  cavv?: string;
  eciFlag?: string;
  dsTransactionId?: string;
  [field: string]: unknown;
}

/** Options of `verifyCard` (spec 001 §3). */
export interface VerifyCardOptions {
  /** Nonce of a tokenized card. */
  nonce: string;
  /** Amount of the transaction, a number or numeric string. */
  amount: string | number;
  /** BIN of the card (`details.bin` of the tokenization result). */
  bin: string;
  billingAddress?: ThreeDSecureBillingAddress;
  email?: string;
  mobilePhoneNumber?: string;
  additionalInformation?: ThreeDSecureAdditionalInformation;
  accountType?: "credit" | "debit" | string;
  challengeRequested?: boolean;
  /** "low_value" or "transaction_risk_analysis". */
  requestedExemptionType?: string;
  customFields?: Record<string, string>;
  dataOnlyRequested?: boolean;
  exemptionRequested?: boolean;
  requestVisaDAF?: boolean;
  /** Deprecated: use `cardAddChallengeRequested`. */
  cardAdd?: boolean;
  cardAddChallengeRequested?: boolean;
  merchantName?: string;
  /** Sends the browser's screen, language and time zone with the lookup. */
  collectDeviceData?: boolean;
  /** Called after the lookup; call `next()` to continue (and show the challenge when one is needed). */
  onLookupComplete?: (data: ThreeDSecureLookupData, next: () => void) => void;
}

/** The result of `verifyCard` and `initializeChallengeWithLookupResponse`. */
export interface VerifyPayload {
  /** A new nonce: the one passed to `verifyCard` is consumed. */
  nonce: string;
  type: string;
  details?: Record<string, unknown>;
  description?: string;
  binData?: BinData;
  /** @deprecated Use `threeDSecureInfo.liabilityShifted`. */
  liabilityShifted: boolean | undefined;
  /** @deprecated Use `threeDSecureInfo.liabilityShiftPossible`. */
  liabilityShiftPossible: boolean | undefined;
  threeDSecureInfo?: ThreeDSecureInfo;
  /** Cardinal's answer, when a challenge was shown. */
  rawCardinalSDKVerificationData?: Record<string, unknown>;
  /** The lookup's `threeDSecureInfo`, when no challenge was shown. */
  verificationDetails?: Record<string, unknown>;
}

/** What `cancelVerifyCard` resolves with: the looked-up payment method and its liability flags. */
export type CancelVerifyCardPayload = ThreeDSecurePaymentMethod & {
  liabilityShifted: boolean | undefined;
  liabilityShiftPossible: boolean | undefined;
  verificationDetails: unknown;
};

/** Events of a 3D Secure instance. */
export type ThreeDSecureEvent =
  | "lookup-complete"
  | "customer-canceled"
  | "authentication-iframe-available"
  | "authentication-modal-close"
  | "authentication-modal-render"
  | "authentication-modal-render-hidden"
  | "authentication-modal-loader-close"
  | "authentication-modal-loader-render";

/** `authentication-iframe-available` (version "2-inline-iframe"): put `element` on the page, then call `next()`. */
export interface AuthenticationIframeAvailableEvent {
  element: HTMLElement;
}

export type ThreeDSecureEventHandler = (...args: never[]) => void;

// The names the widely used community typings for the provider's SDK give these types.
/** What `verifyCard` resolves with. */
export type ThreeDSecureVerifyPayload = VerifyPayload;
/** Options of `verifyCard`. */
export type ThreeDSecureVerifyOptions = VerifyCardOptions;
/** `details` of a verified card. */
export interface ThreeDSecureAccountDetails {
  cardType: string;
  lastTwo: string;
  lastFour?: string;
  bin?: string;
  [field: string]: unknown;
}
/** `binData` of a verified card. */
export type ThreeDSecureBinData = BinData;
/** `cardinalSDKConfig` of `create`. */
export type ThreeDSecureCardinalSDKConfig = NonNullable<ThreeDSecureCreateOptions["cardinalSDKConfig"]>;
/** A shipping address of `additionalInformation`. */
export type ThreeDSecureShippingAddress = NonNullable<ThreeDSecureAdditionalInformation["shippingAddress"]>;
/** What `lookup-complete` listeners and `onLookupComplete` receive. */
export type ThreeDSecureVerificationData = ThreeDSecureLookupData;

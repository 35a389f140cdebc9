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
  version: 2 | "2" | "2-cardinal-modal" | "2-bootstrap3-modal" | "2-inline-iframe" | (string & {}) | (number & {});
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
    pareq?: string | null;
    transactionId?: string;
    /** The version of 3D Secure the challenge will use. */
    threeDSecureVersion: string;
    [field: string]: unknown;
  };
  paymentMethod: ThreeDSecurePaymentMethod;
  threeDSecureInfo: { liabilityShifted: boolean; liabilityShiftPossible: boolean; [field: string]: unknown };
}

/** A card payment method as the lookup returns it: the gateway sends every field below. */
export interface ThreeDSecurePaymentMethod {
  nonce: string;
  type: string;
  description: string;
  details: ThreeDSecureAccountDetails;
  binData: BinData;
  threeDSecureInfo: ThreeDSecureInfo;
  [field: string]: unknown;
}

/** The outcomes `threeDSecureInfo.status` reports (the provider's list). */
export type ThreeDSecureStatus =
  | "authenticate_attempt_successful"
  | "authenticate_error"
  | "authenticate_failed_acs_error"
  | "authenticate_failed"
  | "authenticate_frictionless_failed"
  | "authenticate_rejected"
  | "authenticate_successful"
  | "authenticate_unable_to_authenticate"
  | "authentication_unavailable"
  | "challenge_required"
  | "data_only_successful"
  | "lookup_bypassed"
  | "lookup_card_error"
  | "lookup_error"
  | "lookup_failed_acs_error"
  | "lookup_not_enrolled"
  | "unsupported_account_type"
  | "unsupported_card";

/**
 * Outcome of the 3D Secure authentication (verify it on your server before relying on it). What only an
 * authentication produces (`cavv`, `xid`, `eciFlag`, the transaction and authentication ids) is absent or null
 * before one (the lookup's payment method that `cancelVerifyCard` gives back) or when the issuer has none.
 */
export interface ThreeDSecureInfo {
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  status: ThreeDSecureStatus;
  /** "Y", "N" or "U": whether the card is enrolled in 3D Secure. */
  enrolled: string;
  threeDSecureVersion: string;
  cavv?: string | null;
  xid?: string | null;
  eciFlag?: string | null;
  dsTransactionId?: string | null;
  acsTransactionId?: string | null;
  threeDSecureAuthenticationId?: string;
  threeDSecureServerTransactionId?: string | null;
  paresStatus?: string | null;
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
  accountType?: "credit" | "debit" | (string & {});
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
  details: ThreeDSecureAccountDetails;
  description: string;
  binData: BinData;
  /** @deprecated Use `threeDSecureInfo.liabilityShifted`. */
  liabilityShifted: boolean;
  /** @deprecated Use `threeDSecureInfo.liabilityShiftPossible`. */
  liabilityShiftPossible: boolean;
  threeDSecureInfo: ThreeDSecureInfo;
  /** Cardinal's answer, when a challenge was shown. */
  rawCardinalSDKVerificationData?: Record<string, unknown>;
  /** The lookup's `threeDSecureInfo`, when no challenge was shown. */
  verificationDetails?: Record<string, unknown>;
}

/** What `cancelVerifyCard` resolves with: the looked-up payment method and its liability flags. */
export type CancelVerifyCardPayload = ThreeDSecurePaymentMethod & {
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  verificationDetails?: Record<string, unknown>;
};

/**
 * What each event of a 3D Secure instance passes its listeners, by event name. `lookup-complete` and
 * `authentication-iframe-available` pass a `next` the listener must call for the verification to go on; the
 * `authentication-modal-*` events (Cardinal's modal opening, closing, rendered hidden, its loader) and
 * `customer-canceled` pass nothing.
 */
export interface ThreeDSecureEventMap {
  "lookup-complete": [data: ThreeDSecureLookupData, next: () => void];
  "customer-canceled": [];
  "authentication-iframe-available": [event: AuthenticationIframeAvailableEvent, next: () => void];
  "authentication-modal-close": [];
  "authentication-modal-render": [];
  "authentication-modal-render-hidden": [];
  "authentication-modal-loader-close": [];
  "authentication-modal-loader-render": [];
}

/** Events of a 3D Secure instance. */
export type ThreeDSecureEvent = keyof ThreeDSecureEventMap;

/** `authentication-iframe-available` (version "2-inline-iframe"): put `element` on the page, then call `next()`. */
export interface AuthenticationIframeAvailableEvent {
  element: HTMLElement;
}

/** A listener of `event`. */
export type ThreeDSecureEventHandler<E extends ThreeDSecureEvent = ThreeDSecureEvent> = (
  ...args: ThreeDSecureEventMap[E]
) => void;

/**
 * The community typings' listener for any event (`(data?: any, next?: () => void) => void`), accepted as they accept
 * it, so a listener written against them compiles unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the typings' own parameter type, kept for their listeners
export type ThreeDSecureAnyEventHandler = (data?: any, next?: () => void) => void;

// The names the widely used community typings for the provider's SDK give these types.
/** What `verifyCard` resolves with. */
export type ThreeDSecureVerifyPayload = VerifyPayload;
/** Options of `verifyCard`. */
export type ThreeDSecureVerifyOptions = VerifyCardOptions;
/** `details` of a verified card. */
export interface ThreeDSecureAccountDetails {
  cardType: string;
  lastTwo: string;
  lastFour: string;
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

import type { Client } from "../../kernel/index.js";
import type { BUTTON_ORDERS, BUTTON_TYPES, EXPERIMENT_TYPES, PAGE_TYPES } from "./constants.js";

/** Options of `paymentReady.create`. */
export interface PaymentReadyCreateOptions {
  client?: Client;
  authorization?: string;
}

/** What is known about the shopper; at least `hashedEmail` or `hashedPhoneNumber`. */
export interface PaymentReadyCustomer {
  /** Hex SHA-256 of the lower-cased, trimmed email address. */
  hashedEmail?: string;
  /** Hex SHA-256 of the phone number in E.164 format. */
  hashedPhoneNumber?: string;
  deviceFingerprintId?: string;
  paypalAppInstalled?: boolean;
  venmoAppInstalled?: boolean;
  userAgent?: string;
  [field: string]: unknown;
}

export interface CreateCustomerSessionOptions {
  customer: PaymentReadyCustomer;
  /** 36 to 100 characters of `[A-Za-z0-9-_.]`; the gateway makes one up when absent. */
  sessionId?: string;
}

export interface UpdateCustomerSessionOptions {
  sessionId: string;
  customer: PaymentReadyCustomer;
}

export interface GetCustomerRecommendationsOptions {
  sessionId: string;
  customer?: PaymentReadyCustomer;
  domain?: string;
  purchaseUnits?: unknown[];
}

export interface CustomerSession {
  sessionId: string;
  clientMutationId: string | null;
}

export interface CustomerRecommendations {
  sessionId: string;
  clientMutationId: string | null;
  paymentRecommendations: Array<{ paymentOption: string; recommendedPriority: number }>;
  isInPayPalNetwork: boolean;
}

export type ButtonType = (typeof BUTTON_TYPES)[number];
export type ButtonOrder = (typeof BUTTON_ORDERS)[number];
export type ExperimentType = (typeof EXPERIMENT_TYPES)[number];
export type PageType = (typeof PAGE_TYPES)[number];

/** Options of `sendSelectedEvent`. */
export interface SelectedEventOptions {
  paymentReadySessionId: string;
  buttonType: ButtonType | (string & {});
}

/** Options of `sendPresentedEvent`. */
export interface PresentedEventOptions extends SelectedEventOptions {
  presentmentDetails?: {
    experimentType?: ExperimentType | (string & {});
    pageType?: PageType | (string & {});
    buttonOrder?: ButtonOrder | (string & {});
  };
}

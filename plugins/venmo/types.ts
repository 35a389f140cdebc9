import type { Client } from "../../kernel/index.js";

/** One line of the paysheet. */
export interface VenmoLineItem {
  name: string;
  quantity: number | string;
  unitAmount: string;
  type: "CREDIT" | "DEBIT";
  /** Defaults to "0". */
  unitTaxAmount?: string;
  description?: string;
  productCode?: string;
  url?: string;
}

/** Options of `venmo.create` (spec 001 §3; defaults in §9). */
export interface VenmoCreateOptions {
  client?: Client;
  authorization?: string;
  /** Venmo profile to pay; defaults to the merchant's (`payWithVenmo.merchantId`). */
  profileId?: string;
  /** Name shown in the Venmo app. */
  displayName?: string;
  /** "single_use" or "multi_use": uses the current payment-context flow. Unset: the legacy flow. */
  paymentMethodUsage?: string;
  /** Where the Venmo app returns the shopper (an app's deep link); default: this page. */
  deepLinkReturnUrl?: string;
  /** Desktop browsers pay by scanning a QR code (default false). */
  allowDesktop?: boolean;
  /** Desktop browsers pay in a Venmo web-login pop-up (default false). */
  allowDesktopWebLogin?: boolean;
  /** Without the Venmo app, mobile shoppers continue on Venmo's website (default false). */
  mobileWebFallBack?: boolean;
  /** The Venmo app may return in a new tab (default true). */
  allowNewBrowserTab?: boolean;
  /** Supported inside web views (default true). */
  allowWebviews?: boolean;
  /** Supported in mobile browsers other than the system default (default true). */
  allowNonDefaultBrowsers?: boolean;
  /** iOS: replace this page by the deep link instead of opening a window (default false). */
  useRedirectForIOS?: boolean;
  /** The shopper returns by hand; the page polls the payment context (default false). */
  requireManualReturn?: boolean;
  /** Returning to the browser without deciding cancels the payment (default false). */
  cancelOnReturnToBrowser?: boolean;
  /** Leave `location.hash` and the history alone (default false). */
  ignoreHistoryChanges?: boolean;
  /** Android may recreate the page on return (default true). */
  allowAndroidRecreation?: boolean;
  /** Needs enriched customer data enabled for the merchant (default false). */
  collectCustomerBillingAddress?: boolean;
  collectCustomerShippingAddress?: boolean;
  /** The amounts are final (default false). */
  isFinalAmount?: boolean;
  lineItems?: VenmoLineItem[];
  subTotalAmount?: string;
  discountAmount?: string;
  taxAmount?: string;
  shippingAmount?: string;
  totalAmount?: string;
}

/** Options of `isBrowserSupported` (the static one). */
export type VenmoBrowserSupportOptions = Pick<
  VenmoCreateOptions,
  "allowDesktop" | "allowDesktopWebLogin" | "allowNewBrowserTab" | "allowWebviews" | "allowNonDefaultBrowsers"
>;

/** Options of `tokenize`. */
export interface VenmoTokenizeOptions {
  /** Milliseconds to wait before reading the result when the shopper comes back (default 1000). */
  processResultsDelay?: number;
}

export interface VenmoAddress {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  adminArea1: string;
  adminArea2: string;
  postalCode: string;
  countryCode: string;
}

/** The shopper's details, when the payment context collected them. */
export interface VenmoPayerInfo {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  externalId: string;
  /** Always prefixed with "@". */
  userName: string;
  billingAddress?: VenmoAddress | null;
  shippingAddress?: VenmoAddress | null;
}

/** What `tokenize` resolves to. */
export interface VenmoTokenizePayload {
  nonce: string;
  /** Always "VenmoAccount". */
  type: "VenmoAccount";
  details: {
    /** The Venmo username, always prefixed with "@". */
    username: string;
    paymentContextId?: string;
    payerInfo?: VenmoPayerInfo;
  };
}

// The names the widely used community typings for the provider's SDK give these types.
/** `details` of the tokenize payload. */
export type VenmoAccountDetails = VenmoTokenizePayload["details"];
/** `paymentMethodUsage` of `create`. */
export type VenmoPaymentMethodUsage = "single_use" | "multi_use";

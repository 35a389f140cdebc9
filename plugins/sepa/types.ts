import type { Client } from "../../kernel/index.js";

/** Options of `sepa.create`. */
export interface SepaCreateOptions {
  client?: Client;
  authorization?: string;
  /**
   * Full-page redirect instead of a pop-up: the bank returns the shopper to this address, and `create`
   * on that page finishes the tokenization into `tokenizePayload`.
   */
  redirectUrl?: string;
  /** The merchant account the redirect flow tokenizes for (the pop-up flow takes it from `tokenize`). */
  merchantAccountId?: string;
  /** Serve the un-minified frame pages. */
  debug?: boolean;
}

/** The account holder's billing address; the country comes from `countryCode`. */
export interface SepaBillingAddress {
  addressLine1?: string;
  addressLine2?: string;
  /** City. */
  adminArea1?: string;
  /** Region or state. */
  adminArea2?: string;
  postalCode?: string;
}

/** Options of `tokenize`. */
export interface SepaTokenizeOptions {
  accountHolderName: string;
  /** The merchant's id for the customer. */
  customerId: string;
  iban: string;
  /** `ONE_OFF` or `RECURRENT`. */
  mandateType: "ONE_OFF" | "RECURRENT";
  /** Two-letter ISO 3166-1 code of the account holder. */
  countryCode: string;
  merchantAccountId: string;
  billingAddress?: SepaBillingAddress;
  /** BCP 47 locale of the bank's mandate page, e.g. `de-DE`. */
  locale?: string;
}

/** The mandate as a payment method nonce. */
export interface SepaTokenizePayload {
  nonce: string;
  ibanLastFour: string;
  customerId: string;
  mandateType: string;
}

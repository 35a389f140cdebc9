import type { Client } from "../../kernel/index.js";

/** Options of `usBankAccount.create`. */
export interface UsBankAccountCreateOptions {
  client?: Client;
  authorization?: string;
}

export interface UsBankAccountBillingAddress {
  streetAddress?: string;
  extendedAddress?: string;
  /** City. */
  locality?: string;
  /** State, e.g. "CA". */
  region?: string;
  postalCode?: string;
}

/** Who owns the account: a person (`personal`, with first and last name) or a business (`business`). */
export interface UsBankAccountOwner {
  ownershipType: "personal" | "business";
  firstName?: string;
  lastName?: string;
  businessName?: string;
  billingAddress?: UsBankAccountBillingAddress;
}

/** Routing and account numbers typed by the shopper. */
export interface UsBankDetails extends UsBankAccountOwner {
  routingNumber: string;
  accountNumber: string;
  /** "checking" or "savings" (sent upper case). */
  accountType: string;
}

/** The shopper logs in to their bank through the bank-linking service instead. */
export interface UsBankLogin extends UsBankAccountOwner {
  /** The merchant name the bank-linking service shows. */
  displayName: string;
}

/** Options of `tokenize`: the mandate text and exactly one of `bankDetails` and `bankLogin`. */
export interface UsBankAccountTokenizeOptions {
  /** What the shopper agrees to, e.g. "I authorize Braintree to debit my bank account on behalf of My Store." */
  mandateText: string;
  bankDetails?: UsBankDetails;
  bankLogin?: UsBankLogin;
}

export interface UsBankAccountTokenizePayload {
  nonce: string;
  /** Always empty. */
  details: Record<string, never>;
  /** "US bank account ending in - 0000". */
  description: string;
  type: "us_bank_account";
}

// The names the widely used community typings for the provider's SDK give these types.
/** What `tokenize` resolves with. */
export type USBankAccountTokenizePayload = UsBankAccountTokenizePayload;

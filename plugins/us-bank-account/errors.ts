import { catalogue } from "../../kernel/index.js";

/** The US bank account error catalogue (WIRE §6.20); the two option errors get their message where raised. */
export const usBankAccountErrors = /* @__PURE__ */ catalogue([
  ["US_BANK_ACCOUNT_OPTION_REQUIRED", "MERCHANT"],
  ["US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS", "MERCHANT"],
  ["US_BANK_ACCOUNT_LOGIN_LOAD_FAILED", "NETWORK", "Bank login flow failed to load."],
  ["US_BANK_ACCOUNT_LOGIN_CLOSED", "CUSTOMER", "Customer closed bank login flow before authorizing."],
  ["US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE", "MERCHANT", "Another bank login tokenization request is active."],
  ["US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR", "NETWORK", "A tokenization network error occurred."],
  ["US_BANK_ACCOUNT_FAILED_TOKENIZATION", "CUSTOMER", "The supplied data failed tokenization."],
  ["US_BANK_ACCOUNT_NOT_ENABLED", "MERCHANT", "US bank account is not enabled."],
  ["US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED", "MERCHANT", "Bank login is not enabled."],
  // The provider's shared error for a refused (401) tokenization (spec 001 §8; WIRE §5.18 notes that 3.132.0 names it without defining it).
  [
    "BRAINTREE_API_ACCESS_RESTRICTED",
    "MERCHANT",
    "Your access is restricted and cannot use this part of the Braintree API.",
  ],
] as const);

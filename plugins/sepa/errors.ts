import { catalogue } from "../../kernel/index.js";

/** The SEPA error catalogue (WIRE §6.17). */
export const sepaErrors = /* @__PURE__ */ catalogue([
  ["SEPA_CREATE_MANDATE_FAILED", "MERCHANT", "SEPA create mandate failed."],
  ["SEPA_CUSTOMER_CANCELED", "CUSTOMER", "User canceled SEPA authorization"],
  ["SEPA_INVALID_MANDATE_TYPE", "MERCHANT", "SEPA mandate type is invalid"],
  ["SEPA_TOKENIZATION_FAILED", "UNKNOWN", "SEPA encountered a problem"],
  ["SEPA_TOKENIZE_MISSING_REQUIRED_OPTION", "MERCHANT", "Missing required option for tokenize."],
  ["SEPA_TRANSACTION_FAILED", "UNKNOWN", "SEPA transaction failed"],
] as const);

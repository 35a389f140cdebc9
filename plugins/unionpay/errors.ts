import { catalogue } from "../../kernel/index.js";

/** The UnionPay error catalogue (WIRE §6.19). */
export const unionPayErrors = /* @__PURE__ */ catalogue([
  ["UNIONPAY_NOT_ENABLED", "MERCHANT", "UnionPay is not enabled for this merchant."],
  [
    "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    "MERCHANT",
    "Found an invalid Hosted Fields instance. Please use a valid Hosted Fields instance.",
  ],
  ["UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED", "MERCHANT", "Could not find the Hosted Fields instance."],
  [
    "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    "MERCHANT",
    "A card or a Hosted Fields instance is required. Please supply a card or a Hosted Fields instance.",
  ],
  [
    "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    "MERCHANT",
    "Please supply either a card or a Hosted Fields instance, not both.",
  ],
  ["UNIONPAY_EXPIRATION_DATE_INCOMPLETE", "MERCHANT", "You must supply expiration month and year or neither."],
  ["UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID", "CUSTOMER", "Enrollment failed due to user input error."],
  ["UNIONPAY_ENROLLMENT_NETWORK_ERROR", "NETWORK", "Could not enroll UnionPay card."],
  ["UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR", "NETWORK", "Could not fetch card capabilities."],
  ["UNIONPAY_TOKENIZATION_NETWORK_ERROR", "NETWORK", "A tokenization network error occurred."],
  ["UNIONPAY_MISSING_MOBILE_PHONE_DATA", "MERCHANT", "A `mobile` with `countryCode` and `number` is required."],
  ["UNIONPAY_FAILED_TOKENIZATION", "CUSTOMER", "The supplied card data failed tokenization."],
] as const);

// Shared with the frames (frame/main.ts, frame/tokenize.ts), so it imports the frames' kernel entry.
import { catalogue } from "../../kernel/frame-entry.js";

// The Hosted Fields error catalogue (WIRE §6.8), in two halves so each bundle carries only the messages
// it raises: the merchant page raises set-up and field-operation errors, the tokenizing frame the rest.
// Entries without a message get theirs where they are raised ("set at call site").

/** Errors of `create` and of the field operations, raised on the merchant page. */
export const setupErrors = /* @__PURE__ */ catalogue([
  ["HOSTED_FIELDS_TIMEOUT", "UNKNOWN", "Hosted Fields timed out when attempting to set up."],
  ["HOSTED_FIELDS_INVALID_FIELD_KEY", "MERCHANT"],
  ["HOSTED_FIELDS_INVALID_FIELD_SELECTOR", "MERCHANT", "Selector does not reference a valid DOM node."],
  ["HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME", "MERCHANT", "Element already contains a Braintree iframe."],
  ["HOSTED_FIELDS_FIELD_INVALID", "MERCHANT"],
  ["HOSTED_FIELDS_FIELD_NOT_PRESENT", "MERCHANT"],
  ["HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED", "MERCHANT"],
  ["HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED", "MERCHANT"],
  ["HOSTED_FIELDS_FIELD_PROPERTY_INVALID", "MERCHANT"],
] as const);

/**
 * The one `tokenize` error the page raises itself (its tokenizing frame went away before answering); the
 * frame raises it too. Apart, so the page bundle carries none of the frame's messages.
 */
export const pageTokenizationErrors = /* @__PURE__ */ catalogue([
  ["HOSTED_FIELDS_FAILED_TOKENIZATION", "CUSTOMER", "The supplied card data failed tokenization."],
] as const);

/** Errors of `tokenize`, raised inside the tokenizing frame and passed to the page as they are. */
export const tokenizationErrors = /* @__PURE__ */ Object.assign(
  {},
  /* @__PURE__ */ catalogue([
    ["HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR", "NETWORK", "A tokenization network error occurred."],
    [
      "HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE",
      "CUSTOMER",
      "This credit card already exists in the merchant's vault.",
    ],
    ["HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED", "CUSTOMER", "CVV verification failed during tokenization."],
  ] as const),
  pageTokenizationErrors,
  /* @__PURE__ */ catalogue([
    ["HOSTED_FIELDS_FIELDS_EMPTY", "CUSTOMER", "All fields are empty. Cannot tokenize empty card fields."],
    [
      "HOSTED_FIELDS_FIELDS_INVALID",
      "CUSTOMER",
      "Some payment input fields are invalid. Cannot tokenize invalid card fields.",
    ],
  ] as const),
);

/** The whole catalogue, keyed by code, for merchants who compare codes. */
export const hostedFieldsErrors = /* @__PURE__ */ Object.assign({}, setupErrors, tokenizationErrors);

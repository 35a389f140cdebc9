import { catalogue, createError, type ErrorDefinition } from "../../kernel/index.js";

/**
 * The 3D Secure error catalogue (WIRE §6.18, spec 001 §8). THREEDS_UNRECOGNIZED_VERSION,
 * THREEDS_MISSING_VERIFY_CARD_OPTION and THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID (at lookup) get their
 * message where raised (constants.ts). UNKNOWN_AUTH_RESPONSE belongs to version 1, which is refused at
 * creation, so it is never raised; it stays listed for pages that compare codes.
 */
export const threeDSecureErrors = /* @__PURE__ */ catalogue([
  ["THREEDS_NOT_ENABLED", "MERCHANT", "3D Secure is not enabled for this merchant."],
  ["THREEDS_CAN_NOT_USE_TOKENIZATION_KEY", "MERCHANT", "3D Secure can not use a tokenization key for authorization."],
  ["THREEDS_HTTPS_REQUIRED", "MERCHANT", "3D Secure requires HTTPS."],
  [
    "THREEDS_NOT_ENABLED_FOR_V2",
    "MERCHANT",
    "3D Secure version 2 is not enabled for this merchant. Contact Braintree Support for assistance at https://help.braintreepayments.com/",
  ],
  ["THREEDS_UNRECOGNIZED_VERSION", "MERCHANT"],
  ["THREEDS_CARDINAL_SDK_SETUP_FAILED", "UNKNOWN", "Something went wrong setting up Cardinal's Songbird.js library."],
  ["THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED", "NETWORK", "Cardinal's Songbird.js library could not be loaded."],
  ["THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT", "UNKNOWN", "Cardinal's Songbird.js took too long to setup."],
  ["THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT", "UNKNOWN", "Cardinal's API took too long to respond."],
  [
    "THREEDS_CARDINAL_SDK_BAD_CONFIG",
    "MERCHANT",
    "JWT or other required field missing. Please check your setup configuration.",
  ],
  [
    "THREEDS_CARDINAL_SDK_BAD_JWT",
    "MERCHANT",
    "Cardinal JWT missing or malformed. Please check your setup configuration.",
  ],
  [
    "THREEDS_CARDINAL_SDK_ERROR",
    "UNKNOWN",
    "A general error has occurred with Cardinal. See description for more information.",
  ],
  ["THREEDS_CARDINAL_SDK_CANCELED", "CUSTOMER", "Canceled by user."],
  ["THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT", "MERCHANT", "3D Secure verfication canceled by merchant."],
  [
    "THREEDS_AUTHENTICATION_IN_PROGRESS",
    "MERCHANT",
    "Cannot call verifyCard while existing authentication is in progress.",
  ],
  ["THREEDS_MISSING_VERIFY_CARD_OPTION", "MERCHANT"],
  ["THREEDS_JWT_AUTHENTICATION_FAILED", "UNKNOWN", "Something went wrong authenticating the JWT from Cardinal"],
  [
    "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
    "MERCHANT",
    "Either the payment method nonce passed to `verifyCard` does not exist, or it was already consumed",
  ],
  [
    "THREEDS_LOOKUP_VALIDATION_ERROR",
    "CUSTOMER",
    "The data passed in `verifyCard` did not pass validation checks. See details for more info",
  ],
  ["THREEDS_LOOKUP_ERROR", "UNKNOWN", "Something went wrong during the 3D Secure lookup"],
  [
    "THREEDS_INLINE_IFRAME_DETAILS_INCORRECT",
    "UNKNOWN",
    "Something went wrong when attempting to add the authentication iframe to the page.",
  ],
  ["THREEDS_NO_VERIFICATION_PAYLOAD", "MERCHANT", "No verification payload available."],
  ["THREEDS_TERM_URL_REQUIRES_BRAINTREE_DOMAIN", "INTERNAL", "Term Url must be on a Braintree domain."],
  ["THREEDS_FRAMEWORK_METHOD_NOT_IMPLEMENTED", "INTERNAL", "Method not implemented for this framework."],
  ["THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID", "MERCHANT", "Requested Exemption Type is invalid."],
  [
    "THREEDS_UNSUPPORTED_VERSION",
    "MERCHANT",
    "3D Secure `1` is deprecated and no longer supported. See available versions at https://braintree.github.io/braintree-web/current/module-braintree-web_three-d-secure.html#.create",
  ],
  ["UNKNOWN_AUTH_RESPONSE", "UNKNOWN"],
] as const);

/** A 3D Secure error whose details carry the failure that caused it (`details.originalError`). */
export const causedBy = (definition: ErrorDefinition, originalError?: unknown) =>
  createError(definition, { details: { originalError } });

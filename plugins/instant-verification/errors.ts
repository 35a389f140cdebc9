import { catalogue } from "../../kernel/index.js";

/** The Instant Verification error catalogue (WIRE §6.9). */
export const instantVerificationErrors = /* @__PURE__ */ catalogue([
  ["INSTANT_VERIFICATION_ERROR", "MERCHANT"],
  ["INSTANT_VERIFICATION_NOT_ENABLED", "MERCHANT", "Instant Verification is not enabled for this merchant account."],
  [
    "INSTANT_VERIFICATION_CANCELED",
    "CUSTOMER",
    "Customer canceled the Instant Verification payment before authorizing.",
  ],
  ["INSTANT_VERIFICATION_FAILURE", "UNKNOWN", "Instant Verification payment failed during authorizing."],
  ["INSTANT_VERIFICATION_JWT_MISSING", "MERCHANT", "JWT is required for Instant Verification payment flow."],
] as const);

/** The provider SDK exports the missing-JWT error under this key. */
export const INSTANT_VERIFICATION_JWT_REQUIRED = instantVerificationErrors.INSTANT_VERIFICATION_JWT_MISSING;

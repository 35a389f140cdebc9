// The Venmo catalogue is the provider's, code for code (WIRE §6.22).
import { describe, expect, it } from "vitest";
import { venmoErrors } from "../../../../plugins/venmo/index.js";

const CATALOGUE: Array<[string, string, string]> = [
  ["VENMO_NOT_ENABLED", "MERCHANT", "Venmo is not enabled for this merchant."],
  ["VENMO_TOKENIZATION_REQUEST_ACTIVE", "MERCHANT", "Another tokenization request is active."],
  ["VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE", "MERCHANT", "No tokenization in progress."],
  ["VENMO_APP_FAILED", "UNKNOWN", "Venmo app encountered a problem."],
  ["VENMO_APP_CANCELED", "CUSTOMER", "Venmo app authorization was canceled."],
  ["VENMO_CANCELED", "CUSTOMER", "User canceled Venmo authorization, or Venmo app is not available."],
  ["VENMO_CUSTOMER_CANCELED", "CUSTOMER", "User canceled Venmo authorization."],
  ["VENMO_NETWORK_ERROR", "NETWORK", "Something went wrong making the request"],
  ["VENMO_DESKTOP_CANCELED", "CUSTOMER", "User canceled Venmo authorization by closing the Venmo Desktop modal."],
  ["VENMO_TOKENIZATION_CANCELED_BY_MERCHANT", "MERCHANT", "The Venmo tokenization was canceled by the merchant."],
  ["VENMO_DESKTOP_UNKNOWN_ERROR", "UNKNOWN", "Something went wrong with the Venmo Desktop flow."],
  ["VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED", "NETWORK", "Something went wrong creating the Venmo Payment Context."],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR", "UNKNOWN", "Something went wrong during mobile polling."],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED", "CUSTOMER", "The Venmo authorization request is expired."],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED", "CUSTOMER", "The Venmo authorization was canceled"],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT", "CUSTOMER", "Customer took too long to authorize Venmo payment."],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_NO_CONTEXT_ID", "UNKNOWN", "No Venmo payment context ID available."],
  ["VENMO_MOBILE_POLLING_TOKENIZATION_FAILED", "UNKNOWN", "The Venmo authorization failed."],
  ["VENMO_INVALID_PROFILE_ID", "MERCHANT", "Venmo profile ID is invalid."],
  ["VENMO_INVALID_DEEP_LINK_RETURN_URL", "MERCHANT", "Venmo deep link return URL is invalid."],
  ["VENMO_TOKENIZATION_FAILED", "UNKNOWN", "Venmo encountered a problem"],
  [
    "ECD_DISABLED",
    "MERCHANT",
    "Cannot collect customer data when ECD is disabled. Enable this feature in the Control Panel to collect this data.",
  ],
];

describe("Venmo error catalogue", () => {
  it("holds exactly the provider's codes, types and messages", () => {
    expect(Object.values(venmoErrors).map(({ code, type, message }) => [code, type, message])).toEqual(CATALOGUE);
  });
});

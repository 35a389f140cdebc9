/**
 * Client-side wallet test values of the sandbox (invented for it; the provider's fake nonces of WIRE §8.4
 * are server-side). The simulators in sandbox/simulators/ offer these cards; any valid test card number
 * of test-cards.ts works too.
 */

/** Apple's sandbox device accounts (DPANs) as the Apple Pay simulator offers them. */
export const APPLE_PAY_TEST_CARDS = ["4761120010000492", "5204247750001471", "349956959041362", "6011000994462780"];

/** A wallet payment with this card number reaches the gateway but fails there: HTTP 500 (or a token error for Google Pay). */
export const GATEWAY_ERROR_NUMBER = "4000000000000119";

/** Apple Pay hosts the gateway calls for merchant validation (production and Apple's sandbox "cert" host). */
export const APPLE_PAY_VALIDATION_HOSTS = [
  "apple-pay-gateway.apple.com",
  "apple-pay-gateway-cert.apple.com",
  "cn-apple-pay-gateway.apple.com",
];

/** A validation URL on this host is refused by "Apple": HTTP 422 (APPLE_PAY_MERCHANT_VALIDATION_FAILED). */
export const APPLE_PAY_REFUSING_HOST = "apple-pay-gateway-refused.apple.com";

/** A validation URL on this host finds "Apple" unreachable: HTTP 503 (APPLE_PAY_MERCHANT_VALIDATION_NETWORK). */
export const APPLE_PAY_UNREACHABLE_HOST = "apple-pay-gateway-unreachable.apple.com";

/** Domains registered for Apple Pay on the web with every sandbox merchant. */
export const APPLE_PAY_REGISTERED_DOMAINS = ["localhost", "127.0.0.1"];

/** American Express: this card's nonce has no rewards program; the answer carries `error` (HTTP 200). */
export const AMEX_NO_REWARDS_NUMBER = "371449635398431";

/** Points per dollar the sandbox's rewards programme converts at. */
export const AMEX_CONVERSION_RATE = "0.0070";

/** Nonces that American Express Checkout would hand a page (not gateway nonces). */
export const AMEX_EXPRESS_CHECKOUT_NONCES = {
  /** Profile of the Amex test card 378282246310005. */
  valid: "amexco_sandbox_3782822463",
  /** The gateway answers 500. */
  gatewayError: "amexco_sandbox_gateway_error",
} as const;

/** The Visa Checkout shopper: the name and addresses every simulated Visa Checkout payment carries. */
export const VISA_CHECKOUT_SHOPPER = {
  firstName: "Ada",
  lastName: "Lovelace",
  streetAddress: "900 Metro Center Blvd",
  extendedAddress: "Suite 2",
  locality: "Foster City",
  region: "CA",
  postalCode: "94404",
  countryCode: "US",
  phoneNumber: "6505551234",
};

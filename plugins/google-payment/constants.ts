/** Google Pay API versions the gateway tokenizes for; the first is the default. */
export const SUPPORTED_VERSIONS = [1, 2] as const;

export const DEFAULT_VERSION = 1;

export const EVENTS = {
  createPaymentDataRequest: (version: number) => `google-payment.v${version}.createPaymentDataRequest`,
  parseSucceeded: "google-payment.parseResponse.succeeded",
  parseSucceededPayPal: "google-payment.parseResponse.succeeded.paypal",
  parseSucceededCard: "google-payment.parseResponse.succeeded.google-payment",
  parseFailed: "google-payment.parseResponse.failed",
} as const;

export function unsupportedVersionMessage(version: string): string {
  return `The Braintree SDK does not support Google Pay version ${version}. Please upgrade the version of your Braintree SDK and contact support if this error persists.`;
}

/**
 * Google Pay: payment data requests the gateway can tokenize, and the nonce from Google's response.
 * The page loads Google's `pay.js` and drives `PaymentsClient` itself.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { googlePaymentErrors } from "./errors.js";
import { GooglePayment } from "./google-payment.js";
import { checkGooglePaymentOptions, googlePayVersionOf } from "./options.js";
import type { GooglePaymentCreateOptions } from "./types.js";

export type * from "./types.js";
export { GooglePayment } from "./google-payment.js";
export { googlePaymentErrors } from "./errors.js";

const plugin = definePlugin<GooglePaymentCreateOptions, GooglePayment>({
  name: "googlePayment",
  displayName: "Google Pay",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.androidPay),
  notEnabled: googlePaymentErrors.GOOGLE_PAYMENT_NOT_ENABLED,
  options: checkGooglePaymentOptions,
  methods: { async: ["parseResponse", "teardown"], sync: ["createPaymentDataRequest"] },
  create: ({ client }, options) =>
    new GooglePayment(client, {
      version: googlePayVersionOf(options) ?? 1,
      googleMerchantId: typeof options.googleMerchantId === "string" ? options.googleMerchantId : undefined,
      deferred: options.useDeferredClient === true && !options.client && Boolean(options.authorization),
    }),
});

export default plugin;

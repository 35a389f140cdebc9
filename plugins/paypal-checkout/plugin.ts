/**
 * PayPal Checkout: creates PayPal payments and billing agreements for the PayPal JS SDK, tokenizes what
 * the shopper approved, and runs vault-initiated checkout in a pop-up of its own.
 */
import { isSupported } from "./statics.js";
import { definePlugin, recordOf, VERSION, type GatewayConfiguration } from "../../kernel/index.js";
import { paypalCheckoutErrors as errors } from "./errors.js";
import { PayPalCheckout } from "./paypal-checkout.js";
import type { PayPalCheckoutCreateOptions } from "./types.js";

export type * from "./types.js";
export { PayPalCheckout } from "./paypal-checkout.js";
export { paypalCheckoutErrors } from "./errors.js";

/** WIRE §2.3: a merchant account named by the merchant is trusted to take PayPal. */
function enabled(configuration: GatewayConfiguration, options: PayPalCheckoutCreateOptions) {
  if (options.merchantAccountId) return true;
  if (!configuration.paypalEnabled) return errors.PAYPAL_NOT_ENABLED;
  if (recordOf(configuration.paypal).environmentNoNetwork === true) return errors.PAYPAL_SANDBOX_ACCOUNT_NOT_LINKED;
  return true;
}

const plugin = definePlugin<PayPalCheckoutCreateOptions, PayPalCheckout, { isSupported: typeof isSupported }>({
  name: "paypalCheckout",
  displayName: "PayPal Checkout",
  version: VERSION,
  enabled,
  methods: {
    async: [
      "createPayment",
      "updatePayment",
      "tokenizePayment",
      "getClientId",
      "loadPayPalSDK",
      "startVaultInitiatedCheckout",
      "closeVaultInitiatedCheckoutWindow",
      "focusVaultInitiatedCheckoutWindow",
      "teardown",
    ],
  },
  create: ({ client }, options) => PayPalCheckout.create(client, options),
  statics: { isSupported },
});

export default plugin;

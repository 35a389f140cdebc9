/**
 * Visa Checkout: `V.init` options with the gateway's keys, and the encrypted Visa Checkout payment
 * exchanged for a nonce. The page loads Visa's SDK and drives `V.init` / `V.on` itself.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { visaCheckoutErrors } from "./errors.js";
import type { VisaCheckoutConfiguration, VisaCheckoutCreateOptions } from "./types.js";
import { VisaCheckout } from "./visa-checkout.js";

export type * from "./types.js";
export { VisaCheckout } from "./visa-checkout.js";
export { visaCheckoutErrors } from "./errors.js";

const plugin = definePlugin<VisaCheckoutCreateOptions, VisaCheckout>({
  name: "visaCheckout",
  displayName: "Visa Checkout",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.visaCheckout),
  notEnabled: visaCheckoutErrors.VISA_CHECKOUT_NOT_ENABLED,
  methods: { async: ["tokenize", "teardown"], sync: ["createInitOptions"] },
  create: ({ client, configuration }) =>
    new VisaCheckout(client, configuration.visaCheckout as VisaCheckoutConfiguration),
});

export default plugin;

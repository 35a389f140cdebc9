/** Preferred payment methods: whether PayPal and Venmo are preferred on the shopper's device. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { PreferredPaymentMethods } from "./preferred-payment-methods.js";
import type { PreferredPaymentMethodsCreateOptions } from "./types.js";

export type * from "./types.js";
export { PreferredPaymentMethods } from "./preferred-payment-methods.js";

const plugin = definePlugin<PreferredPaymentMethodsCreateOptions, PreferredPaymentMethods>({
  name: "preferredPaymentMethods",
  displayName: "Preferred Payment Methods",
  version: VERSION,
  methods: { async: ["fetchPreferredPaymentMethods", "teardown"] },
  create: ({ client }) => new PreferredPaymentMethods(client),
});

export default plugin;

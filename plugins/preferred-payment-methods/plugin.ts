/** Preferred payment methods: whether PayPal and Venmo are preferred on the shopper's device. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { PreferredPaymentMethods } from "./preferred-payment-methods.js";
import type { PreferredPaymentMethodsCreateOptions } from "./types.js";

export type * from "./types.js";
export { PreferredPaymentMethods } from "./preferred-payment-methods.js";

const plugin = definePlugin<PreferredPaymentMethodsCreateOptions, PreferredPaymentMethods>({
  name: "preferredPaymentMethods",
  displayName: "PreferredPaymentMethods",
  version: VERSION,
  // The provider's instance has no teardown, and its create resolves before the client exists.
  methods: { async: ["initialize", "fetchPreferredPaymentMethods"], teardown: false },
  create: ({ client }) => new PreferredPaymentMethods(Promise.resolve(client)),
  createWithPendingClient: (client) => new PreferredPaymentMethods(client),
});

export default plugin;

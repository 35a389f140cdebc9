// The npm module of this payment method (`paykit/paypal`, `braintree-web/paypal` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { PayPal as PayPalImplementation } from "./paypal.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type PayPal = Component<PayPalImplementation>;

/** The `braintree.paypal` namespace: `create`, `isSupported` and `VERSION`. */
export const paypal = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/paypal"`. */
export const { create, VERSION, isSupported } = paypal;

export default paypal;

// The npm module of this payment method (`paykit/paypal-checkout`, `braintree-web/paypal-checkout` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { PayPalCheckout as PayPalCheckoutImplementation } from "./paypal-checkout.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type PayPalCheckout = Component<PayPalCheckoutImplementation>;

/** The `braintree.paypalCheckout` namespace: `create`, `isSupported` and `VERSION`. */
export const paypalCheckout = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/paypal-checkout"`. */
export const { create, VERSION, isSupported } = paypalCheckout;

export default paypalCheckout;

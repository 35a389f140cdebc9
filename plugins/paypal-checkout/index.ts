// The npm module of this payment method (`paykit/paypal-checkout`, `braintree-web/paypal-checkout` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.paypalCheckout` namespace: `create`, `isSupported` and `VERSION`. */
export const paypalCheckout = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/paypal-checkout"`. */
export const { create, VERSION, isSupported } = paypalCheckout;

export default paypalCheckout;

// The npm module of this payment method (`paykit/visa-checkout`, `braintree-web/visa-checkout` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { VisaCheckout as VisaCheckoutImplementation } from "./visa-checkout.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type VisaCheckout = Component<VisaCheckoutImplementation>;

/** The `braintree.visaCheckout` namespace: `create` and `VERSION`. */
export const visaCheckout = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/visa-checkout"`. */
export const { create, VERSION } = visaCheckout;

export default visaCheckout;

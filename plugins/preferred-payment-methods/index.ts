// The npm module of this payment method (`paykit/preferred-payment-methods`, `braintree-web/preferred-payment-methods` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { PreferredPaymentMethods as PreferredPaymentMethodsImplementation } from "./preferred-payment-methods.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type PreferredPaymentMethods = Component<PreferredPaymentMethodsImplementation>;

/** The `braintree.preferredPaymentMethods` namespace: `create` and `VERSION`. */
export const preferredPaymentMethods = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/preferred-payment-methods"`. */
export const { create, VERSION } = preferredPaymentMethods;

export default preferredPaymentMethods;

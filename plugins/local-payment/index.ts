// The npm module of this payment method (`paykit/local-payment`, `braintree-web/local-payment` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { LocalPayment as LocalPaymentImplementation } from "./local-payment.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type LocalPayment = Component<LocalPaymentImplementation>;

/** The `braintree.localPayment` namespace: `create` and `VERSION`. */
export const localPayment = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/local-payment"`. */
export const { create, VERSION } = localPayment;

export default localPayment;

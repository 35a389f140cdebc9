// The npm module of this payment method (`paykit/payment-ready`, `braintree-web/payment-ready` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { PaymentReady as PaymentReadyImplementation } from "./payment-ready.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type PaymentReady = Component<PaymentReadyImplementation>;

/** The `braintree.paymentReady` namespace: `create` and `VERSION`. */
export const paymentReady = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/payment-ready"`. */
export const { create, VERSION } = paymentReady;

export default paymentReady;

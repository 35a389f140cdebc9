// The npm module of this payment method (`paykit/payment-request`, `braintree-web/payment-request` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { PaymentRequestComponent as PaymentRequestComponentImplementation } from "./payment-request.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type PaymentRequestComponent = Component<PaymentRequestComponentImplementation>;

/** The `braintree.paymentRequest` namespace: `create` and `VERSION`. */
export const paymentRequest = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/payment-request"`. */
export const { create, VERSION } = paymentRequest;

export default paymentRequest;

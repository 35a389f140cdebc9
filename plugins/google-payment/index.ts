// The npm module of this payment method (`paykit/google-payment`, `braintree-web/google-payment` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { GooglePayment as GooglePaymentImplementation } from "./google-payment.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type GooglePayment = Component<GooglePaymentImplementation>;
/** The instance made with `useDeferredClient` (the community typings' name): the same instance. */
export type GooglePaymentDeferred = GooglePayment;

/** The `braintree.googlePayment` namespace: `create` and `VERSION`. */
export const googlePayment = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/google-payment"`. */
export const { create, VERSION } = googlePayment;

export default googlePayment;

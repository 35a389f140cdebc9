// The npm module of this payment method (`paykit/google-payment`, `braintree-web/google-payment` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.googlePayment` namespace: `create` and `VERSION`. */
export const googlePayment = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/google-payment"`. */
export const { create, VERSION } = googlePayment;

export default googlePayment;

// The npm module of this payment method: its namespace, admitted by the kernel's registry, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.paymentRequest` namespace: `create` and `VERSION`. */
export const paymentRequest = registerPlugin(plugin);

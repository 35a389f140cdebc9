// The npm module of this payment method: its namespace, admitted by the kernel's registry, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.paypal` namespace: `create`, `isSupported` and `VERSION`. */
export const paypal = registerPlugin(plugin);

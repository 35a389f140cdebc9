// The npm module of this payment method (`paykit/apple-pay`, `braintree-web/apple-pay` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.applePay` namespace: `create` and `VERSION`. */
export const applePay = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/apple-pay"`. */
export const { create, VERSION } = applePay;

export default applePay;

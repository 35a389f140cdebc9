// The npm module of this payment method (`paykit/three-d-secure`, `braintree-web/three-d-secure` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.threeDSecure` namespace: `create` and `VERSION`. */
export const threeDSecure = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/three-d-secure"`. */
export const { create, VERSION } = threeDSecure;

export default threeDSecure;

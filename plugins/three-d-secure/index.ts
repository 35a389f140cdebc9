// The npm module of this payment method (`paykit/three-d-secure`, `braintree-web/three-d-secure` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { ThreeDSecure as ThreeDSecureImplementation } from "./three-d-secure.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type ThreeDSecure = Component<ThreeDSecureImplementation>;

/** The `braintree.threeDSecure` namespace: `create` and `VERSION`. */
export const threeDSecure = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/three-d-secure"`. */
export const { create, VERSION } = threeDSecure;

export default threeDSecure;

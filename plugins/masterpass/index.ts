// The npm module of this payment method (`paykit/masterpass`, `braintree-web/masterpass` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { Masterpass as MasterpassImplementation } from "./masterpass.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type Masterpass = Component<MasterpassImplementation>;

/** The `braintree.masterpass` namespace: `create`, `isSupported` and `VERSION`. */
export const masterpass = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/masterpass"`. */
export const { create, VERSION, isSupported } = masterpass;

export default masterpass;

// The npm module of this payment method (`paykit/sepa`, `braintree-web/sepa` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { Sepa as SepaImplementation } from "./sepa.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type Sepa = Component<SepaImplementation>;

/** The `braintree.sepa` namespace: `create` and `VERSION`. */
export const sepa = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/sepa"`. */
export const { create, VERSION } = sepa;

export default sepa;

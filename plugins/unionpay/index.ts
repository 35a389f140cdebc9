// The npm module of this payment method (`paykit/unionpay`, `braintree-web/unionpay` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { UnionPay as UnionPayImplementation } from "./unionpay.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type UnionPay = Component<UnionPayImplementation>;

/** The `braintree.unionpay` namespace: `create` and `VERSION`. */
export const unionpay = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/unionpay"`. */
export const { create, VERSION } = unionpay;

export default unionpay;

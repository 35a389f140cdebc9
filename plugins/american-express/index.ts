// The npm module of this payment method (`paykit/american-express`, `braintree-web/american-express` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { AmericanExpress as AmericanExpressImplementation } from "./american-express.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type AmericanExpress = Component<AmericanExpressImplementation>;

/** The `braintree.americanExpress` namespace: `create` and `VERSION`. */
export const americanExpress = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/american-express"`. */
export const { create, VERSION } = americanExpress;

export default americanExpress;

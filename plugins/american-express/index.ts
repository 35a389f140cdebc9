// The npm module of this payment method (`paykit/american-express`, `braintree-web/american-express` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.americanExpress` namespace: `create` and `VERSION`. */
export const americanExpress = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/american-express"`. */
export const { create, VERSION } = americanExpress;

export default americanExpress;

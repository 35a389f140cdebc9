// The npm module of this payment method (`paykit/venmo`, `braintree-web/venmo` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.venmo` namespace: `create`, `isBrowserSupported` and `VERSION`. */
export const venmo = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/venmo"`. */
export const { create, VERSION, isBrowserSupported } = venmo;

export default venmo;

// The npm module of this payment method (`paykit/venmo`, `braintree-web/venmo` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { Venmo as VenmoImplementation } from "./venmo.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type Venmo = Component<VenmoImplementation>;

/** The `braintree.venmo` namespace: `create`, `isBrowserSupported` and `VERSION`. */
export const venmo = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/venmo"`. */
export const { create, VERSION, isBrowserSupported } = venmo;

export default venmo;

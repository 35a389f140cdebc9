// The npm module of this payment method (`paykit/vault-manager`, `braintree-web/vault-manager` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.vaultManager` namespace: `create` and `VERSION`. */
export const vaultManager = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/vault-manager"`. */
export const { create, VERSION } = vaultManager;

export default vaultManager;

// The npm module of this payment method (`paykit/vault-manager`, `braintree-web/vault-manager` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { VaultManager as VaultManagerImplementation } from "./vault-manager.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type VaultManager = Component<VaultManagerImplementation>;

/** The `braintree.vaultManager` namespace: `create` and `VERSION`. */
export const vaultManager = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/vault-manager"`. */
export const { create, VERSION } = vaultManager;

export default vaultManager;

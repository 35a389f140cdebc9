/** Vault manager: the payment methods stored for a client token's customer. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import type { VaultManagerCreateOptions } from "./types.js";
import { VaultManager } from "./vault-manager.js";

export type * from "./types.js";
export { VaultManager } from "./vault-manager.js";
export { vaultManagerErrors } from "./errors.js";

const plugin = definePlugin<VaultManagerCreateOptions, VaultManager>({
  name: "vaultManager",
  displayName: "Vault Manager",
  version: VERSION,
  methods: { async: ["fetchPaymentMethods", "deletePaymentMethod", "teardown"] },
  create: ({ client }) => new VaultManager(Promise.resolve(client)),
  createWithPendingClient: (client) => new VaultManager(client),
});

export default plugin;

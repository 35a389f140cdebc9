import { catalogue } from "../../kernel/index.js";

/** The vault manager error catalogue (WIRE §6.21); two messages name the nonce and are set where raised. */
export const vaultManagerErrors = /* @__PURE__ */ catalogue([
  [
    "VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN",
    "MERCHANT",
    "A client token with a customer id must be used to delete a payment method nonce.",
  ],
  ["VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND", "MERCHANT"],
  ["VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR", "UNKNOWN"],
] as const);

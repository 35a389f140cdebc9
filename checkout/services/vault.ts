// The customer's saved payment methods, listed at create when the authorization is a client token with a customer id,
// and their deletion with `vaultManager: true`.
import { recordOf, type Client } from "../../kernel/index.js";
import { ALWAYS_HIDDEN_VAULTED_TYPES } from "../constants.js";
import type { CheckoutStore } from "../store.js";
import { namespaceOf } from "../load.js";
import { vaultEnUS, type Strings } from "../translations/en-us.js";
import { fill, textOf } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";

export interface Vault {
  /** The saved methods of the types offered and not hidden, each marked `vaulted`; none when they cannot be had. */
  list(): Promise<PaymentMethodPayload[]>;
  /** The question before deleting `method`. */
  question(method: PaymentMethodPayload, strings: Strings): string;
  /**
   * The shopper confirmed the deletion of the store's `deleting` method: deletes it, fetches the saved methods again
   * (the session's given ones kept) and hands them to the store, with the text to show when the gateway refused.
   */
  remove(store: CheckoutStore, strings: Strings, preselect: boolean): Promise<void>;
}

/** The question before deleting a saved method, as Drop-in asks it. */
function question(method: PaymentMethodPayload, strings: Strings): string {
  const details = method.details ?? {};
  if (method.type === "CreditCard") {
    return fill(textOf(strings, vaultEnUS, "CreditCardDeleteConfirmationMessage"), {
      identifier: details.lastFour,
      secondaryIdentifier: details.cardType,
    });
  }
  if (method.type === "PayPalAccount")
    return fill(textOf(strings, vaultEnUS, "PayPalAccountDeleteConfirmationMessage"), { identifier: details.email });
  return textOf(strings, vaultEnUS, "genericDeleteConfirmationMessage");
}

/** `offered`: the options the checkout offers (a saved method of another type is not shown), and each one's payload type. */
export async function openVault(
  client: Client,
  options: Record<string, unknown>,
  offered: PaymentOptionId[],
  rows: Readonly<Record<PaymentOptionId, { paymentMethodType: string }>>,
): Promise<Vault> {
  const namespace = await namespaceOf("vaultManager", () => import("../../plugins/vault-manager/plugin.js"));
  const manager = await namespace.create({ client });
  const hidden = [
    ...ALWAYS_HIDDEN_VAULTED_TYPES,
    ...(Array.isArray(options.hiddenVaultedPaymentMethodTypes) ? options.hiddenVaultedPaymentMethodTypes : []).map(
      (id) => rows[id as PaymentOptionId]?.paymentMethodType,
    ),
  ];
  const shown = (type: string) => offered.some((id) => rows[id].paymentMethodType === type) && !hidden.includes(type);
  const list = (): Promise<PaymentMethodPayload[]> =>
    manager.fetchPaymentMethods({ defaultFirst: options.showDefaultPaymentMethodFirst !== false }).then(
      (methods): PaymentMethodPayload[] =>
        methods
          .filter((method) => shown(method.type))
          .map((method) => ({ ...method, details: recordOf(method.details), vaulted: true })),
      () => [],
    );
  return {
    list,
    question,
    async remove(store, strings, preselect) {
      const { deleting } = store.getState();
      if (!deleting) return;
      store.set({ loading: true });
      const problem = await manager.deletePaymentMethod(deleting.nonce).then(
        () => "",
        () => textOf(strings, vaultEnUS, "vaultManagerPaymentMethodDeletionError"),
      );
      const saved = await list();
      store.deleted([...saved, ...store.getState().methods.filter((method) => !method.vaulted)], problem, preselect);
    },
  };
}

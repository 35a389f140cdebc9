// The payment options the checkout can offer, by option name (drop-in's, then paykit's): what the gateway
// configuration must enable for each, and where each sheet's code is: the card's and the wallets' are parts of the
// checkout, fetched when first needed.
import { loadPart, type GatewayConfiguration } from "../../kernel/index.js";
import { namespaceOf } from "../load.js";
import type { PaymentOptionId } from "../types.js";
import type { Mount, WalletSheet } from "./method.js";

/** Whether the gateway configuration enables an option (the same keys the plugins' `enabled` reads). */
export const ENABLED: Record<PaymentOptionId, (configuration: GatewayConfiguration) => boolean> = {
  card: (configuration) => (configuration.creditCards?.supportedCardTypes?.length ?? 0) > 0,
  paypal: (configuration) => configuration.paypalEnabled === true,
  paypalCredit: (configuration) => configuration.paypalEnabled === true,
  venmo: (configuration) => Boolean(configuration.payWithVenmo),
  applePay: (configuration) => Boolean(configuration.applePayWeb),
  googlePay: (configuration) => Boolean(configuration.androidPay),
  // Local payments run on the merchant's PayPal account.
  localPayment: (configuration) => configuration.paypalEnabled === true,
};

/** The wallets' and banks' sheets (and their browser checks), fetched once. */
export function walletSheets(): Promise<Record<Exclude<PaymentOptionId, "card">, WalletSheet>> {
  return loadPart("checkout-wallets", () => import("./wallets.js"));
}

/** The card sheet, its code fetched side by side with the Hosted Fields plugin it creates. */
export function cardSheet(): Promise<Mount> {
  const hostedFields = namespaceOf("hostedFields", () => import("../../plugins/hosted-fields/plugin.js"));
  // Awaited by the sheet: a failure to fetch it fails the sheet, never the page.
  hostedFields.catch(() => undefined);
  return loadPart("checkout-card", () => import("./card.js")).then((part) => (body, context) => hostedFields.then((namespace) => part.mount(body, context, namespace)));
}

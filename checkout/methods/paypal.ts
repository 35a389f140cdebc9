// PayPal and PayPal Credit: PayPal Checkout with the PayPal JS SDK's button (on a development gateway, the sandbox's
// simulated SDK), as braintree-web-drop-in offers them. `flow: "vault"` saves the account, "checkout" pays once.
import type { NamespaceOf } from "../../kernel/index.js";
import type paypalCheckoutPlugin from "../../plugins/paypal-checkout/plugin.js";
import type { LoadPayPalSDKOptions } from "../../plugins/paypal-checkout/types.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonHolder } from "../view/sheet.js";
import { sheetOfButton, type Mount } from "./method.js";

/** The part of the PayPal JS SDK the sheet uses. */
interface PayPalSdk {
  FUNDING: Record<string, string>;
  Buttons(options: Record<string, unknown>): { render(container: HTMLElement): Promise<void> };
}

export function mountPayPal(credit: boolean): Mount {
  return async (body, context, namespace) => {
    const paypalCheckout = await (namespace as NamespaceOf<typeof paypalCheckoutPlugin>).create({
      client: context.client,
    });
    const { flow, currency, intent, commit } = context.options;
    const vault = flow === "vault";
    await paypalCheckout.loadPayPalSDK(
      (vault ? { vault: true } : { currency, intent: intent ?? "authorize", commit }) as LoadPayPalSDKOptions,
    );
    const sdk = (globalThis as unknown as { paypal: PayPalSdk }).paypal;
    const payment = () => {
      const { buttonStyle: _style, ...options } = context.options;
      return paypalCheckout.createPayment({ ...options, ...(credit ? { offerCredit: true } : {}) } as never);
    };
    const holder = buttonHolder(context.option);
    await sdk
      .Buttons({
        fundingSource: credit ? sdk.FUNDING.CREDIT : sdk.FUNDING.PAYPAL,
        style: context.options.buttonStyle,
        [vault ? "createBillingAgreement" : "createOrder"]: payment,
        onApprove: (data: never) =>
          paypalCheckout.tokenizePayment(data).then(
            (payload) => context.done(payload as never),
            (error: unknown) => context.failed(error, textOf(context.strings, walletsEnUS, "paypalFlowFailedError")),
          ),
        onError: (error: unknown) =>
          context.failed(error, textOf(context.strings, walletsEnUS, "paypalFlowFailedError")),
      })
      .render(holder);
    return sheetOfButton(body, holder, textOf(context.strings, walletsEnUS, "paypalButtonMustBeUsed"), context, () =>
      paypalCheckout.teardown(),
    );
  };
}

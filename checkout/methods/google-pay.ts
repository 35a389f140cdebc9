// Google Pay once Google's PaymentsClient says the shopper is ready to pay: the sheet is Google Pay's flow module
// (plugins/google-payment/flow.ts: pay.js, or the sandbox's simulator on a development gateway).
import type { NamespaceOf } from "../../kernel/index.js";
import { isReadyToPay, payWithGooglePay, paymentsClientFor } from "../../plugins/google-payment/flow.js";
import type googlePaymentPlugin from "../../plugins/google-payment/plugin.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, withRawPaymentData, type Mount, type Supported } from "./method.js";

export const supported: Supported = async (client) => isReadyToPay(client, await paymentsClientFor(client));

export const mount: Mount = async (body, context, namespace) => {
  const { merchantId, googlePayVersion } = context.options;
  const [instance, paymentsClient] = await Promise.all([
    (namespace as NamespaceOf<typeof googlePaymentPlugin>).create({
      client: context.client,
      googlePayVersion: googlePayVersion as never,
      googleMerchantId: merchantId as string,
    }),
    paymentsClientFor(context.client),
  ]);
  // Google opens its sheet only inside the shopper's click: the flow sends the request before awaiting anything else.
  const start = () => {
    const { merchantId: _id, googlePayVersion: _version, button: _button, ...overrides } = context.options;
    payWithGooglePay(paymentsClient, instance, overrides).then(
      ({ payload, paymentData }) => context.done(withRawPaymentData(payload, paymentData)),
      (error: unknown) => context.failed(error),
    );
  };
  return buttonSheet(
    body,
    context.option,
    context.label,
    textOf(context.strings, walletsEnUS, "googlePayButtonMustBeUsed"),
    context,
    start,
    () => instance.teardown(),
  );
};

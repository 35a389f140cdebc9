// A local payment method (paykit's addition to drop-in's options): the shopper pays at their bank in a pop-up,
// e.g. iDEAL with `localPayment: { paymentType: "ideal", amount, currencyCode, … }`.
import type { NamespaceOf } from "../../kernel/index.js";
import type localPaymentPlugin from "../../plugins/local-payment/plugin.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, type Mount } from "./method.js";

export const mount: Mount = async (body, context, namespace) => {
  const instance = await (namespace as NamespaceOf<typeof localPaymentPlugin>).create({ client: context.client });
  // The bank's pop-up opens inside the shopper's click: startPayment is called without awaiting anything first.
  const start = () => {
    const { displayName: _name, ...options } = context.options;
    instance.startPayment({ ...options, onPaymentStart: (_data: unknown, next: () => void) => next() } as never).then(
      (payload) => context.done(payload as never),
      (error: unknown) => context.failed(error),
    );
  };
  return buttonSheet(
    body,
    context.option,
    context.label,
    textOf(context.strings, walletsEnUS, "localPaymentButtonMustBeUsed"),
    context,
    start,
    () => instance.teardown(),
  );
};

// Apple Pay where the browser can pay with it: the sheet is Apple Pay's flow module (plugins/apple-pay/flow.ts),
// opened with drop-in's session version unless the merchant names one.
import { recordOf, type NamespaceOf } from "../../kernel/index.js";
import { applePayUnavailable, startApplePaySession } from "../../plugins/apple-pay/flow.js";
import type applePayPlugin from "../../plugins/apple-pay/plugin.js";
import { APPLE_PAY_SESSION_VERSION } from "../constants.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, withRawPaymentData, type Mount, type Supported } from "./method.js";

const versionOf = (options: Record<string, unknown>) =>
  Number(options.applePaySessionVersion) || APPLE_PAY_SESSION_VERSION;

/** A failure of `tokenize` (the sheet had a payment): drop-in's own sentence for it. */
const TOKENIZATION_FAILED = /^APPLE_PAY_(TOKENIZATION|PAYMENT_TOKEN_REQUIRED)$/;

export const supported: Supported = (_configuration, options) => applePayUnavailable(versionOf(options)) === undefined;

export const mount: Mount = async (body, context, namespace) => {
  const instance = await (namespace as NamespaceOf<typeof applePayPlugin>).create({ client: context.client });
  // Apple allows a session only inside the shopper's click: the flow awaits nothing before `begin`.
  const start = () => {
    const { options } = context;
    startApplePaySession(instance, {
      version: versionOf(options),
      paymentRequest: recordOf(options.paymentRequest),
      displayName: options.displayName as string | undefined,
    }).then(
      ({ payload, payment }) => context.done(withRawPaymentData(payload, payment)),
      (error: unknown) => {
        const tokenizing = TOKENIZATION_FAILED.test(String(recordOf(error).code));
        context.failed(
          error,
          tokenizing ? textOf(context.strings, walletsEnUS, "applePayTokenizationError") : undefined,
        );
      },
    );
  };
  return buttonSheet(
    body,
    context.option,
    context.label,
    textOf(context.strings, walletsEnUS, "applePayButtonMustBeUsed"),
    context,
    start,
    () => instance.teardown(),
  );
};

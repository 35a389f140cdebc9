// The sheet of a payment method whose whole flow is one `tokenize()` (a manifest's `"sheet": "button"`: Venmo, or
// any plugin that declares it): one button that runs it in the shopper's click.
import type { PaymentMethodPayload } from "../types.js";
import { walletsEnUS } from "../translations/en-us.js";
import { fill, textOf } from "../translations/text.js";
import { buttonSheet, type Mount } from "./method.js";

/** What the sheet needs of the instance. */
interface Tokenizer {
  tokenize(): Promise<unknown>;
  teardown?(): Promise<void>;
}

export const mount: Mount = async (body, context, namespace) => {
  const instance = (await namespace.create({ ...context.options, client: context.client })) as Tokenizer;
  const start = () =>
    void instance.tokenize().then(
      (payload) => context.done(payload as PaymentMethodPayload),
      (error: unknown) => context.failed(error),
    );
  // Drop-in's own sentence where it has one (`venmoButtonMustBeUsed`), else paykit's, naming the method.
  const own = `${context.option}ButtonMustBeUsed`;
  const mustUse = Object.hasOwn(walletsEnUS, own)
    ? textOf(context.strings, walletsEnUS, own as keyof typeof walletsEnUS)
    : fill(textOf(context.strings, walletsEnUS, "buttonMustBeUsed"), { paymentSource: context.label });
  return buttonSheet(body, context.option, context.label, mustUse, context, start, async () => instance.teardown?.());
};

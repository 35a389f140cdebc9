// The one-button sheet: a manifest's `"sheet": "button"` (the whole flow is one `tokenize()`: Venmo, or any plugin that
// declares it) and `"sheet": "flow"`, the wallet sheet that runs the plugin's flow (plugins/<dir>/flow.ts, the
// kernel's MethodFlow) from the generated table (flows.generated.ts), never by its name: the option is offered when the
// flow's `supported` says `true`, the instance is created with its `defaults`, and the button runs its `pay`.
import type { AnyFlow } from "../../kernel/index.js";
import type { PaymentMethodPayload } from "../types.js";
import { SHEET_FLOWS } from "./flows.generated.js";
import { buttonSheet, mustUseButton, withRawPaymentData, type Mount, type Supported } from "./method.js";

/** A sheet whose whole flow is one `tokenize()`. */
const TOKENIZE: AnyFlow = {
  pay: ({ instance }) => (instance as { tokenize(): Promise<unknown> }).tokenize().then((payload) => ({ payload })),
};

/** The option's flow (the table's keys are the manifests' option names, never a prototype's). */
const flowOf = (option: string): AnyFlow => SHEET_FLOWS[option] ?? TOKENIZE;

/** The flow's say, asked before the instance exists (a flow that cannot tell, a rejection, leaves the option out). */
export const supported: Supported = async (client, options, option) =>
  ((await flowOf(option).supported?.({ client, options })) ?? true) === true;

export const mount: Mount = async (body, context, namespace) => {
  const flow = flowOf(context.option);
  const { client, options: settings } = context;
  // The merchant's settings (updateConfiguration edits them in place) over the flow's defaults, read at flow time.
  const optionsNow = () => flow.defaults?.(settings) ?? settings;
  const instance = (await namespace.create({ ...optionsNow(), client })) as { teardown?(): Promise<void> };
  // A wallet's sheet (a pop-up) opens only inside the shopper's click: `pay` is called before anything is awaited.
  const start = () => {
    const options = optionsNow();
    flow.pay({ client, instance, options, paymentRequest: options.paymentRequest as object | undefined }).then(
      ({ payload, raw }) =>
        context.done(raw === undefined ? (payload as PaymentMethodPayload) : withRawPaymentData(payload, raw)),
      (error: unknown) => context.failed(error),
    );
  };
  return buttonSheet(body, context.option, context.label, mustUseButton(context), context, start, async () =>
    instance.teardown?.(),
  );
};

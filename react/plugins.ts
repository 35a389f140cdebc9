// Payment methods as React knows them: the generated lazy-import table, typed per method name.
import type { AnyPlugin, InstanceOf, OptionsOf } from "../kernel/index.js";
import type { ButtonMethod } from "../plugins/flows.generated.js";
import { PLUGIN_LOADERS } from "./plugins.generated.js";

export { PLUGIN_LOADERS };
/** Whether a method has a default button (read from the flows' table: nothing is loaded). */
export { hasButton as hasDefaultButton } from "../plugins/flows.generated.js";

/** Every payment method `<PaymentMethod name>` accepts: the namespace names of `braintree`. */
export type PaymentMethodName = keyof typeof PLUGIN_LOADERS;

/** Methods `<PaymentMethod>` renders a default button for: those whose manifest gives their flow a `defaultButton`. */
export type DefaultButtonMethod = ButtonMethod;

/** Whether paykit has a payment method of this name. */
export function isPaymentMethod(name: string): name is PaymentMethodName {
  return Object.prototype.hasOwnProperty.call(PLUGIN_LOADERS, name);
}

type PluginOf<Name extends PaymentMethodName> = Awaited<ReturnType<(typeof PLUGIN_LOADERS)[Name]>>["plugin"];

/** Create options of a method, without `client`/`authorization` (the provider's client is used). */
export type MethodOptions<Name extends PaymentMethodName> = OptionsOf<PluginOf<Name>>;

/** The instance a method's `create` resolves with. */
export type MethodInstance<Name extends PaymentMethodName> = InstanceOf<PluginOf<Name>>;

type TokenizeOf<Instance> = Instance extends { tokenize(...args: infer Args): Promise<infer Payload> }
  ? { options: Args[0]; payload: Payload }
  : { options: never; payload: never };

/** What a method's `tokenize` takes (`never` for methods whose flow is not one `tokenize` call). */
export type MethodTokenizeOptions<Name extends PaymentMethodName> = TokenizeOf<MethodInstance<Name>>["options"];

type WalletRequestOf<Instance> = Instance extends { createPaymentDataRequest(overrides?: infer Request): unknown }
  ? Request
  : Instance extends { createPaymentRequest(overrides?: infer Request): unknown }
    ? Request
    : Instance extends { createPayment(options: infer Request): Promise<unknown> }
      ? Request
      : Instance extends { startPayment(options: infer Request): Promise<unknown> }
        ? Omit<Request, "onPaymentStart">
        : never;

/**
 * The payment request a wallet's default button opens its sheet with: Google Pay's `createPaymentDataRequest`
 * overrides (`transactionInfo`), Apple Pay's `createPaymentRequest` overrides (`total`), PayPal Checkout's
 * `createPayment` options, a local payment's `startPayment` options; `never` for other methods.
 */
export type MethodPaymentRequest<Name extends PaymentMethodName> = WalletRequestOf<MethodInstance<Name>>;

type WalletPayloadOf<Instance> = Instance extends { parseResponse(response: never): Promise<infer Payload> }
  ? Payload
  : Instance extends { tokenizePayment(approval: never): Promise<infer Payload> }
    ? Payload
    : Instance extends { startPayment(options: never): Promise<infer Payload> }
      ? Payload
      : never;

/**
 * What a method's flow resolves with: `tokenize`'s payload, Google Pay's `parseResponse`, PayPal's `tokenizePayment`,
 * a local payment's `startPayment`.
 */
export type MethodPayload<Name extends PaymentMethodName> =
  TokenizeOf<MethodInstance<Name>>["payload"] | WalletPayloadOf<MethodInstance<Name>>;

/** Loads a method's plugin (a dynamic import) and the kernel's registry admits it. */
export function loadPlugin(name: string): Promise<AnyPlugin> | undefined {
  const load = (PLUGIN_LOADERS as Record<string, () => Promise<{ plugin: AnyPlugin }>>)[name];
  return load?.().then((module) => module.plugin);
}

// Payment methods as React knows them: the generated lazy-import table, typed per method name.
import type { AnyPlugin, InstanceOf, OptionsOf } from "../kernel/index.js";
import { DEFAULT_BUTTON_METHODS, PLUGIN_LOADERS } from "./plugins.generated.js";

export { DEFAULT_BUTTON_METHODS, PLUGIN_LOADERS };

/** Every payment method `<PaymentMethod name>` accepts: the namespace names of `braintree`. */
export type PaymentMethodName = keyof typeof PLUGIN_LOADERS;

/** Methods `<PaymentMethod>` renders a default button for (their flow is one `tokenize` call). */
export type DefaultButtonMethod = (typeof DEFAULT_BUTTON_METHODS)[number];

/** Whether a method has a default button (a plain name check: nothing is loaded). */
export function hasDefaultButton(name: string): boolean {
  return (DEFAULT_BUTTON_METHODS as readonly string[]).includes(name);
}

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

/** What a method's `tokenize` resolves with. */
export type MethodPayload<Name extends PaymentMethodName> = TokenizeOf<MethodInstance<Name>>["payload"];

/** Loads a method's plugin (a dynamic import) and the kernel's registry admits it. */
export function loadPlugin(name: string): Promise<AnyPlugin> | undefined {
  const load = (PLUGIN_LOADERS as Record<string, () => Promise<{ plugin: AnyPlugin }>>)[name];
  return load?.().then((module) => module.plugin);
}

// The npm module of this payment method (`paykit/apple-pay`, `braintree-web/apple-pay` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { ApplePay as ApplePayImplementation } from "./apple-pay.js";
import plugin from "./plugin.js";
import type { ApplePayPaymentRequestResult } from "./types.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type ApplePay = Component<ApplePayImplementation>;
/** The instance made with `useDeferredClient` (the community typings' name): the same instance. */
export type ApplePayDeferred = ApplePay;
/** The community typings' generic name for both: the same instance. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the typings' type parameter, kept so ApplePayBase<R> compiles
export type ApplePayBase<_Request extends ApplePayPaymentRequestResult = ApplePayPaymentRequestResult> = ApplePay;

/** The `braintree.applePay` namespace: `create` and `VERSION`. */
export const applePay = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/apple-pay"`. */
export const { create, VERSION } = applePay;

export default applePay;

// The npm module of this payment method (`paykit/apple-pay`, `braintree-web/apple-pay` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Callback, type Component } from "../../kernel/index.js";
import type { ApplePay as ApplePayImplementation } from "./apple-pay.js";
import plugin from "./plugin.js";
import type { ApplePayCreateOptions, ApplePayPaymentRequest, ApplePayPaymentRequestResult } from "./types.js";

export * from "./plugin.js";
export { plugin };

/** An instance whose `createPaymentRequest` returns `Request`. */
export type ApplePayBase<Request extends ApplePayPaymentRequestResult = ApplePayPaymentRequestResult> = Omit<
  Component<ApplePayImplementation>,
  "createPaymentRequest"
> & {
  /** The merchant's request over the gateway's defaults: country, currency, capabilities and networks. */
  createPaymentRequest(overrides?: ApplePayPaymentRequest): Request;
};

/**
 * An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise, and
 * `createPaymentRequest` returns the request itself (for `new ApplePaySession(version, request)` in the click).
 */
export type ApplePay = ApplePayBase<ApplePayPaymentRequest>;
/**
 * The instance `create` resolves at once with `useDeferredClient` and an `authorization` (no `client`): its
 * `createPaymentRequest` returns a Promise of the request, since the configuration is still on its way.
 */
export type ApplePayDeferred = ApplePayBase<Promise<ApplePayPaymentRequest>>;

type CreateOptions = ApplePayCreateOptions;
type DeferredCreateOptions = CreateOptions & { authorization: string; client?: undefined; useDeferredClient: true };

/** The `braintree.applePay` namespace: `create` (its instance's type follows `useDeferredClient`) and `VERSION`. */
export interface ApplePayNamespace {
  create(this: void, options: DeferredCreateOptions, callback: Callback<ApplePayDeferred>): void;
  create(this: void, options: DeferredCreateOptions): Promise<ApplePayDeferred>;
  create(this: void, options: CreateOptions, callback: Callback<ApplePay>): void;
  create(this: void, options: CreateOptions): Promise<ApplePay>;
  VERSION: string;
}

/** The `braintree.applePay` namespace: `create` and `VERSION`. */
export const applePay: ApplePayNamespace = registerPlugin(plugin) as ApplePayNamespace;

/** The namespace's members, named: `import { create } from "paykit/apple-pay"`. */
export const { create, VERSION } = applePay;

export default applePay;

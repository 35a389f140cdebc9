// The npm module of this payment method (`paykit/google-payment`, `braintree-web/google-payment` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Callback, type Component } from "../../kernel/index.js";
import type { GooglePayment as GooglePaymentImplementation } from "./google-payment.js";
import plugin from "./plugin.js";
import type { GooglePaymentCreateOptions, PaymentDataRequest } from "./types.js";

export * from "./plugin.js";
export { plugin };

/** An instance whose `createPaymentDataRequest` returns `Request`. */
export type GooglePaymentBase<Request extends PaymentDataRequest | Promise<PaymentDataRequest>> = Omit<
  Component<GooglePaymentImplementation>,
  "createPaymentDataRequest"
> & {
  /** The merchant's request (`transactionInfo` at least) over the gateway's defaults, for `loadPaymentData`. */
  createPaymentDataRequest(overrides?: PaymentDataRequest): Request;
};

/**
 * An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise, and
 * `createPaymentDataRequest` returns the request itself.
 */
export type GooglePayment = GooglePaymentBase<PaymentDataRequest>;
/**
 * The instance `create` resolves at once with `useDeferredClient` and an `authorization` (no `client`): its
 * `createPaymentDataRequest` returns a Promise of the request, since the configuration is still on its way.
 */
export type GooglePaymentDeferred = GooglePaymentBase<Promise<PaymentDataRequest>>;

type DeferredCreateOptions = GooglePaymentCreateOptions & {
  authorization: string;
  client?: undefined;
  useDeferredClient: true;
};

/** The `braintree.googlePayment` namespace: `create` (its instance's type follows `useDeferredClient`) and `VERSION`. */
export interface GooglePaymentNamespace {
  create(this: void, options: DeferredCreateOptions, callback: Callback<GooglePaymentDeferred>): void;
  create(this: void, options: DeferredCreateOptions): Promise<GooglePaymentDeferred>;
  create(this: void, options: GooglePaymentCreateOptions, callback: Callback<GooglePayment>): void;
  create(this: void, options: GooglePaymentCreateOptions): Promise<GooglePayment>;
  VERSION: string;
}

/** The `braintree.googlePayment` namespace: `create` and `VERSION`. */
export const googlePayment: GooglePaymentNamespace = registerPlugin(plugin) as GooglePaymentNamespace;

/** The namespace's members, named: `import { create } from "paykit/google-payment"`. */
export const { create, VERSION } = googlePayment;

export default googlePayment;

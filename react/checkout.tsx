import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { AnyPlugin, BraintreeError } from "../kernel/index.js";
import type {
  DropinCreateOptions,
  DropinInstance,
  PaymentMethodPayload,
  RequestPaymentMethodOptions,
} from "../checkout/types.js";
import { requestableOf, storeOf } from "../checkout/store.js";
import { outsideProvider } from "./core/misuse.js";
import { useLatest } from "./core/latest.js";
import { usePaymentsContext } from "./provider.js";
import { subscribeToNothing, useComponent, useInstanceMethod, useLifecycleCallbacks } from "./use-component.js";

/** Props of `<Checkout>`: the checkout's create options (the provider gives the client; the component, the container). */
export type CheckoutProps = Omit<DropinCreateOptions, "authorization" | "client" | "container" | "selector"> & {
  onReady?: (instance: DropinInstance) => void;
  /** Every failure of the checkout's creation (the client's included). */
  onError?: (error: BraintreeError) => void;
  /** Class of the element the checkout is drawn in. */
  className?: string;
  /** Drawn after the checkout, inside it for `useCheckout` (a Pay button). */
  children?: ReactNode;
};

export interface CheckoutApi {
  instance?: DropinInstance;
  ready: boolean;
  /** Whether `requestPaymentMethod` would resolve now (a method selected, or a complete card form). */
  requestable: boolean;
  error?: BraintreeError;
  /** The checkout's `requestPaymentMethod`; rejects with `error`, or a not-ready error, until it exists. */
  requestPaymentMethod: (options?: RequestPaymentMethodOptions) => Promise<PaymentMethodPayload>;
}

const CheckoutContext = createContext<CheckoutApi | undefined>(undefined);

/** The checkout is loaded like a payment method's plugin: an `import()` the merchant's bundler splits off. */
const CHECKOUT = {
  loadPlugin: (): Promise<AnyPlugin> => import("../checkout/plugin.js").then((module) => module.default),
  knownNames: ["dropin"],
};

const NOT_READY = ["The checkout", "request a payment method once ready is true, inside <Checkout>"] as const;

/**
 * The checkout (`braintree.dropin`) for the client of the nearest `PaymentsProvider`: every payment option the
 * options ask for, the gateway enables and the browser supports. It goes through the lifecycle of every component
 * (useComponent: loaded, created and torn down, StrictMode included); whether a method is requestable is read from
 * the checkout's own store (checkout/store.ts), the one its view draws and its events come from.
 */
export function Checkout({ onReady, onError, className, children, ...options }: CheckoutProps) {
  const { client, error: clientError } = usePaymentsContext("<Checkout>");
  const container = useRef<HTMLDivElement | null>(null);
  const optionsRef = useLatest(options);
  // A change of options makes a new checkout in a new (empty) element: the old one's teardown may still be running.
  const optionsKey = JSON.stringify(options);
  const { instance, error } = useComponent<DropinInstance>(
    "dropin",
    client,
    () => (container.current ? { ...optionsRef.current, container: container.current } : undefined),
    optionsKey,
    CHECKOUT,
  );
  const store = storeOf(instance);
  const readRequestable = () => Boolean(store && requestableOf(store.getState()));
  const requestable = useSyncExternalStore(store?.subscribe ?? subscribeToNothing, readRequestable, readRequestable);

  const reported = clientError ?? error;
  useLifecycleCallbacks(instance, reported, onReady, onError);

  const requestPaymentMethod = useInstanceMethod(
    instance,
    reported,
    NOT_READY,
    (ready, requestOptions?: RequestPaymentMethodOptions) => ready.requestPaymentMethod(requestOptions),
  );

  const api: CheckoutApi = {
    instance,
    ready: Boolean(instance),
    requestable,
    error: reported,
    requestPaymentMethod,
  };
  return (
    <CheckoutContext.Provider value={api}>
      <div key={optionsKey} className={className} ref={container} />
      {children}
    </CheckoutContext.Provider>
  );
}

/** The nearest `<Checkout>`: its instance, whether a payment method can be requested, and `requestPaymentMethod`. */
export function useCheckout(): CheckoutApi {
  const api = useContext(CheckoutContext);
  if (!api) throw outsideProvider("useCheckout", "<Checkout>");
  return api;
}

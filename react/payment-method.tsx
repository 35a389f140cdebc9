import { useEffect, useState, type ReactNode } from "react";
import { createError, isBraintreeError, sharedErrors, type BraintreeError } from "../kernel/index.js";
import type { MethodInstance, MethodOptions, MethodPayload, MethodTokenizeOptions, PaymentMethodName } from "./plugins.js";
import { usePaymentsClient } from "./provider.js";
import { useComponent } from "./use-component.js";

/** What a render prop receives: the instance once created, and `pay` (runs `tokenize` with `tokenizeOptions`). */
export interface PaymentMethodRenderApi<Name extends PaymentMethodName> {
  instance: MethodInstance<Name> | undefined;
  ready: boolean;
  pay: () => void;
}

export interface PaymentMethodProps<Name extends PaymentMethodName> {
  /** Namespace of the method, as on the provider SDK's global: "paypal", "applePay", "venmo", … */
  name: Name;
  /** Create options of the method (without `client`: the provider's client is used). */
  options?: Omit<MethodOptions<Name>, "client" | "authorization">;
  /** Options passed to `tokenize` when the shopper pays (the default button and `pay`). */
  tokenizeOptions?: MethodTokenizeOptions<Name>;
  onNonce?: (payload: MethodPayload<Name>) => void;
  /** Every failure of the method: creation, its flow, or a method that has no one-call flow. */
  onError?: (error: BraintreeError) => void;
  onReady?: (instance: MethodInstance<Name>) => void;
  /**
   * Custom rendering. Methods whose flow is not one `tokenize` call (Google Pay, Apple Pay, Hosted Fields,
   * Visa Checkout, American Express) need it: drive the instance from here.
   */
  children?: (api: PaymentMethodRenderApi<Name>) => ReactNode;
  /** Label of the default button. */
  label?: ReactNode;
}

type Tokenizer = { tokenize?: (options?: unknown) => Promise<unknown> };

function asBraintreeError(error: unknown): BraintreeError {
  if (isBraintreeError(error)) return error;
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: error instanceof Error ? error.message : String(error),
    details: { originalError: error },
  });
}

function noDefaultFlow(name: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `<PaymentMethod name="${name}"> has no default button: its flow is not one tokenize call. Render it with children={({ instance }) => …}.`,
  });
}

/** Loads a payment method's plugin on demand, creates it while mounted and tears it down on unmount. */
export function PaymentMethod<Name extends PaymentMethodName>(props: PaymentMethodProps<Name>) {
  const { client, error: clientError } = usePaymentsClient();
  const optionsKey = JSON.stringify(props.options ?? {});
  const { instance, error } = useComponent<MethodInstance<Name> & object>(props.name, client, () => props.options ?? {}, [
    optionsKey,
  ]);
  const [paying, setPaying] = useState(false);
  const [flowError, setFlowError] = useState<BraintreeError>();
  const tokenizer = instance as Tokenizer | undefined;
  const hasDefaultFlow = typeof tokenizer?.tokenize === "function";
  const reported =
    clientError ?? error ?? flowError ?? (instance && !props.children && !hasDefaultFlow ? noDefaultFlow(props.name) : undefined);

  useEffect(() => {
    if (reported) props.onError?.(reported);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reported]);
  useEffect(() => {
    if (instance) props.onReady?.(instance);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance]);

  const pay = () => {
    if (!tokenizer?.tokenize || paying) return;
    setPaying(true);
    setFlowError(undefined);
    let flow: Promise<unknown>;
    try {
      flow = tokenizer.tokenize(props.tokenizeOptions);
    } catch (failure) {
      flow = Promise.reject(failure);
    }
    Promise.resolve(flow)
      .then(
        (payload) => props.onNonce?.(payload as MethodPayload<Name>),
        (failure: unknown) => {
          const braintreeError = asBraintreeError(failure);
          setFlowError(braintreeError);
          if (!props.onError) throw braintreeError;
        },
      )
      .catch(() => undefined)
      .finally(() => setPaying(false));
  };

  if (props.children) return <>{props.children({ instance, ready: Boolean(instance), pay })}</>;
  if (instance && !hasDefaultFlow) return null;
  return (
    <button type="button" onClick={pay} disabled={!instance || paying} data-paykit-method={props.name}>
      {props.label ?? `Pay with ${props.name}`}
    </button>
  );
}

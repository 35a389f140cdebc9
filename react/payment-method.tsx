import { useEffect, useState, type ReactNode } from "react";
import { createError, isBraintreeError, sharedErrors, type BraintreeError } from "../kernel/index.js";
import {
  hasDefaultButton,
  isPaymentMethod,
  type DefaultButtonMethod,
  type MethodInstance,
  type MethodOptions,
  type MethodPayload,
  type MethodTokenizeOptions,
  type PaymentMethodName,
} from "./plugins.js";
import { usePaymentsContext } from "./provider.js";
import { useComponent } from "./use-component.js";

/** What a render prop receives: the instance once created, and `pay` (runs `tokenize` with `tokenizeOptions`). */
export interface PaymentMethodRenderApi<Name extends PaymentMethodName> {
  instance: MethodInstance<Name> | undefined;
  ready: boolean;
  pay: () => void;
}

interface PaymentMethodBaseProps<Name extends PaymentMethodName> {
  /** Namespace of the method, as on the provider SDK's global: "paypal", "applePay", "venmo", … */
  name: Name;
  /** Create options of the method (without `client`: the provider's client is used). */
  options?: Omit<MethodOptions<Name>, "client" | "authorization">;
  /** Options passed to `tokenize` when the shopper pays (the default button and `pay`). */
  tokenizeOptions?: MethodTokenizeOptions<Name>;
  onNonce?: (payload: MethodPayload<Name>) => void;
  /** Every failure of the method: loading, creation and its flow. */
  onError?: (error: BraintreeError) => void;
  onReady?: (instance: MethodInstance<Name>) => void;
  /** Label of the default button. */
  label?: ReactNode;
}

/** Custom rendering: the instance once created, and `pay` (runs `tokenize` with `tokenizeOptions`). */
export type PaymentMethodRender<Name extends PaymentMethodName> = (api: PaymentMethodRenderApi<Name>) => ReactNode;

/**
 * Props of `<PaymentMethod>`, typed per method name. Methods whose flow is one `tokenize` call (PayPal,
 * Masterpass, Payment Request, Venmo, …) render a default button; the others (Google Pay, Apple Pay,
 * Hosted Fields, PayPal Checkout, Visa Checkout, American Express, …) need `children`, a render prop that
 * drives the instance: `<PaymentMethod name="googlePayment">{({ instance }) => …}</PaymentMethod>`.
 */
export type PaymentMethodProps<Name extends PaymentMethodName> = PaymentMethodBaseProps<Name> &
  (Name extends DefaultButtonMethod ? { children?: PaymentMethodRender<Name> } : { children: PaymentMethodRender<Name> });

type Tokenizer = { tokenize?: (options?: unknown) => Promise<unknown> };

function asBraintreeError(error: unknown): BraintreeError {
  if (isBraintreeError(error)) return error;
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: error instanceof Error ? error.message : String(error),
    details: { originalError: error },
  });
}

/** Loads a payment method's plugin on demand, creates it while mounted and tears it down on unmount. */
export function PaymentMethod<Name extends PaymentMethodName>(props: PaymentMethodProps<Name>) {
  const { client, error: clientError } = usePaymentsContext("<PaymentMethod>");
  const optionsKey = JSON.stringify(props.options ?? {});
  const { instance, error } = useComponent<MethodInstance<Name> & object>(props.name, client, () => props.options ?? {}, [
    optionsKey,
  ]);
  const [paying, setPaying] = useState(false);
  const [flowError, setFlowError] = useState<BraintreeError>();
  const tokenizer = instance as Tokenizer | undefined;
  const reported = clientError ?? error ?? flowError;

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

  const render = props.children as PaymentMethodRender<Name> | undefined;
  if (render) return <>{render({ instance, ready: Boolean(instance), pay })}</>;
  // A known method without a one-call flow has nothing to click; an unknown name keeps its (disabled)
  // button while onError reports it.
  if (isPaymentMethod(props.name) && !hasDefaultButton(props.name)) return null;
  return (
    <button type="button" onClick={pay} disabled={!instance || paying} data-paykit-method={props.name}>
      {props.label ?? `Pay with ${props.name}`}
    </button>
  );
}

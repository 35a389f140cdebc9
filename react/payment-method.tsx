import { useEffect, useState, type ReactNode } from "react";
import type { BraintreeError } from "../kernel/index.js";
import { usePaymentsClient } from "./provider.js";
import { useComponent } from "./use-component.js";

interface Tokenizer {
  tokenize(options?: unknown): Promise<unknown>;
}

export interface PaymentMethodProps<Nonce = unknown> {
  /** Namespace of the method, as on the provider SDK's global: "venmo", "paypal", "applePay", … */
  name: string;
  /** Create options of the method (without `client`: the provider's client is used). */
  options?: Record<string, unknown>;
  /** Options passed to `tokenize` when the shopper pays. */
  tokenizeOptions?: unknown;
  onNonce?: (payload: Nonce) => void;
  onError?: (error: BraintreeError) => void;
  onReady?: (instance: unknown) => void;
  /** Custom rendering; by default a button that runs `tokenize`. */
  children?: (api: { instance: unknown; ready: boolean; pay: () => void }) => ReactNode;
  /** Label of the default button. */
  label?: ReactNode;
}

/** Loads a payment method's plugin on demand, creates it while mounted and tears it down on unmount. */
export function PaymentMethod<Nonce = unknown>(props: PaymentMethodProps<Nonce>) {
  const { client, error: clientError } = usePaymentsClient();
  const optionsKey = JSON.stringify(props.options ?? {});
  const { instance, error } = useComponent<Tokenizer & object>(props.name, client, () => props.options ?? {}, [optionsKey]);
  const [paying, setPaying] = useState(false);
  const reported = clientError ?? error;

  useEffect(() => {
    if (reported) props.onError?.(reported);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reported]);
  useEffect(() => {
    if (instance) props.onReady?.(instance);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance]);

  const pay = () => {
    if (!instance || paying || typeof instance.tokenize !== "function") return;
    setPaying(true);
    instance
      .tokenize(props.tokenizeOptions)
      .then((payload) => props.onNonce?.(payload as Nonce), (failure: BraintreeError) => props.onError?.(failure))
      .finally(() => setPaying(false));
  };

  if (props.children) return <>{props.children({ instance, ready: Boolean(instance), pay })}</>;
  // Methods without a payment of their own (vault manager, Payment Ready, …) get no default button.
  if (instance && typeof instance.tokenize !== "function") return null;
  return (
    <button type="button" onClick={pay} disabled={!instance || paying} data-paykit-method={props.name}>
      {props.label ?? `Pay with ${props.name}`}
    </button>
  );
}

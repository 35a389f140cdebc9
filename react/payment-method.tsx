import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createError, isBraintreeError, sharedErrors, type BraintreeError, type FlowRequest } from "../kernel/index.js";
import { hasFlow } from "../plugins/flows.generated.js";
import type { ButtonStyle } from "./buttons/types.js";
import { flowTaskOf, supportOf, type MethodSupport } from "./core/support.js";
import { TaskStore, type TaskSnapshot } from "./core/task.js";
import { useLatest } from "./core/latest.js";
import {
  hasDefaultButton,
  loadPlugin,
  isPaymentMethod,
  type DefaultButtonMethod,
  type MethodInstance,
  type MethodOptions,
  type MethodPayload,
  type MethodPaymentRequest,
  type MethodTokenizeOptions,
  type PaymentMethodName,
} from "./plugins.js";
import { usePaymentsContext } from "./provider.js";
import { useComponent, useLifecycleCallbacks } from "./use-component.js";

/** What a render prop receives: the instance once created, `pay`, and whether the method can complete here. */
export interface PaymentMethodRenderApi<Name extends PaymentMethodName> {
  instance: MethodInstance<Name> | undefined;
  ready: boolean;
  /**
   * Runs the method's flow (a wallet's sheet; for a one-call method `tokenize` with `tokenizeOptions`), in the
   * shopper's click; its nonce goes to `onNonce`, its failure to `onError`.
   */
  pay: () => void;
  /** False where the method cannot complete in this browser with these options (`reason` says why). */
  supported: boolean;
  reason?: string;
}

interface PaymentMethodBaseProps<Name extends PaymentMethodName> {
  /** Namespace of the method, as on the provider SDK's global: "paypal", "applePay", "venmo", … */
  name: Name;
  /**
   * Create options of the method (without `client`: the provider's client is used). Venmo's `allowDesktop` is on
   * unless `allowDesktop` or `allowDesktopWebLogin` is given, so a computer shows Venmo's QR code; Google Pay's
   * `googlePayVersion` is 2 unless given.
   */
  options?: Omit<MethodOptions<Name>, "client" | "authorization">;
  /** Options passed to `tokenize` when the shopper pays (the default button and `pay`). */
  tokenizeOptions?: MethodTokenizeOptions<Name>;
  /**
   * The payment request the method's flow opens: Google Pay's `createPaymentDataRequest` overrides
   * (`transactionInfo`), Apple Pay's `createPaymentRequest` overrides (`total`), PayPal Checkout's `createPayment`
   * options (`flow`, `amount`, `currency`, …), a local payment's `startPayment` options (`paymentType`, `amount`, …).
   */
  paymentRequest?: MethodPaymentRequest<Name>;
  onNonce?: (payload: MethodPayload<Name>) => void;
  /** Every failure of the method: loading, creation and its flow, including a return the flow cannot use. */
  onError?: (error: BraintreeError) => void;
  onReady?: (instance: MethodInstance<Name>) => void;
  /** Text of the default button; branded buttons show it before the provider's mark and use it as their name. */
  label?: ReactNode;
  /** Colour, shape, height and type of the default button, within the provider's guidelines. */
  buttonStyle?: ButtonStyle;
}

/** Custom rendering: the instance once created, `pay`, and `supported` / `reason`. */
export type PaymentMethodRender<Name extends PaymentMethodName> = (api: PaymentMethodRenderApi<Name>) => ReactNode;

/**
 * Props of `<PaymentMethod>`, typed per method name. A method whose manifest gives its flow a default button (PayPal,
 * PayPal Checkout, Venmo, Google Pay, Apple Pay, Masterpass, Payment Request, SEPA, US bank account, local payments)
 * renders it; the others (Hosted Fields, Visa Checkout, American Express, …) need `children`, a render prop that
 * drives the instance:
 * `<PaymentMethod name="visaCheckout">{({ instance }) => …}</PaymentMethod>`.
 */
export type PaymentMethodProps<Name extends PaymentMethodName> = PaymentMethodBaseProps<Name> &
  (Name extends DefaultButtonMethod
    ? { children?: PaymentMethodRender<Name> }
    : { children: PaymentMethodRender<Name> });

type Tokenizer = { tokenize?: (options?: unknown) => Promise<unknown>; hasTokenizationResult?: () => boolean };
type ButtonsModule = typeof import("./buttons/index.js");

function asBraintreeError(error: unknown): BraintreeError {
  if (isBraintreeError(error)) return error;
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: error instanceof Error ? error.message : String(error),
    details: { originalError: error },
  });
}

/** The default buttons' module, imported the first time a default button is wanted (it is a chunk of its own). */
const BUTTONS = new TaskStore<ButtonsModule>(
  () => import("./buttons/index.js"),
  (originalError) => createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { details: { originalError } }),
);
const NO_TASK: TaskSnapshot<never> = Object.freeze({});
const subscribeToNothing = () => () => undefined;
const readNoTask = () => NO_TASK;

/** A task's snapshot while `task` is watched (nothing when there is no task). */
function useTask<Value>(task: TaskStore<Value> | undefined): TaskSnapshot<Value> {
  return useSyncExternalStore(task?.subscribe ?? subscribeToNothing, task?.getSnapshot ?? readNoTask, readNoTask);
}

/**
 * Loads a payment method's plugin on demand (with its flow, when its manifest gives it one), creates it while
 * mounted and tears it down on unmount. It offers the method only where it can complete: elsewhere it draws nothing
 * (a render prop gets `supported: false`). Every method goes through the same path: what differs is its flow.
 */
export function PaymentMethod<Name extends PaymentMethodName>(props: PaymentMethodProps<Name>) {
  const { client, error: clientError } = usePaymentsContext("<PaymentMethod>");
  const { value: flow, error: flowLoadError } = useTask(flowTaskOf(props.name, loadPlugin));
  const waitsForFlow = hasFlow(props.name) && !flow;
  const optionsKey = JSON.stringify(props.options ?? {});
  const createOptions = () => {
    const given = (props.options ?? {}) as Record<string, unknown>;
    return flow?.defaults?.(given) ?? given;
  };
  const { instance, error } = useComponent<MethodInstance<Name> & object>(
    props.name,
    waitsForFlow ? undefined : client,
    createOptions,
    optionsKey,
  );
  const [paying, setPaying] = useState(false);
  const [flowError, setFlowError] = useState<BraintreeError>();
  const payingRef = useRef(false);
  const resumed = useRef<object | undefined>(undefined);
  const tokenizer = instance as Tokenizer | undefined;
  const render = props.children as PaymentMethodRender<Name> | undefined;
  const request = (): FlowRequest | undefined =>
    instance && client
      ? {
          client,
          instance,
          options: createOptions(),
          paymentRequest: props.paymentRequest as object | undefined,
          tokenizeOptions: props.tokenizeOptions,
        }
      : undefined;
  const latestRequest = useLatest(request);
  // Whether the method can complete here, asked once per instance (of the instance and of its flow).
  const supportTask = useMemo(
    () =>
      instance
        ? new TaskStore<MethodSupport>(
            () => supportOf(props.name, flow, latestRequest.current() as FlowRequest),
            asBraintreeError,
          )
        : undefined,
    [instance, flow, props.name, latestRequest],
  );
  const { value: support, error: supportError } = useTask(supportTask);
  const wantsButton = !render && hasDefaultButton(props.name) && support?.supported === true;
  const { value: buttons, error: buttonsError } = useTask(wantsButton ? BUTTONS : undefined);
  const reported = clientError ?? flowLoadError ?? error ?? supportError ?? flowError ?? buttonsError;

  useLifecycleCallbacks(instance, reported, props.onReady, props.onError);

  /** Runs one payment flow at a time (started in the shopper's click) and reports its nonce or its error. */
  const run = (flowStep: () => Promise<unknown>) => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    setFlowError(undefined);
    // The step starts at once, inside the shopper's click (a wallet's sheet must); a throw becomes the rejection.
    new Promise<unknown>((resolve) => resolve(flowStep()))
      .then(
        (payload) => props.onNonce?.(payload as MethodPayload<Name>),
        (failure: unknown) => setFlowError(asBraintreeError(failure)),
      )
      .finally(() => {
        payingRef.current = false;
        setPaying(false);
      });
  };
  /** The method's flow (its sheet, or `tokenize` with `tokenizeOptions`); a method without one, its `tokenize`. */
  const pay = () => {
    const given = request();
    if (!given) return;
    if (flow) run(() => flow.pay(given).then((outcome) => outcome.payload));
    else if (tokenizer?.tokenize)
      run(() => (tokenizer.tokenize as NonNullable<Tokenizer["tokenize"]>)(props.tokenizeOptions));
  };

  // A page opened with the method's answer (Venmo's app returning to it) finishes that payment at once, once per
  // instance: its nonce reaches onNonce and a return the instance cannot use reaches onError.
  useEffect(() => {
    if (!tokenizer || resumed.current === tokenizer) return;
    resumed.current = tokenizer;
    let returned: boolean;
    try {
      returned = tokenizer.hasTokenizationResult?.() === true;
    } catch {
      returned = false;
    }
    if (returned) pay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per instance: `pay` is a new function each render
  }, [tokenizer]);

  if (render) {
    return (
      <>
        {/* eslint-disable-next-line react-hooks/refs -- pay is for the render function's event handlers (documented so); it reads payingRef when called, not while rendering */}
        {render({
          instance,
          ready: Boolean(instance) && Boolean(support ?? supportError),
          pay,
          supported: support ? support.supported : !supportError,
          reason: support?.reason ?? supportError?.message,
        })}
      </>
    );
  }
  // An unknown name keeps a (disabled) button while onError reports it; a known method without a default button, or
  // one that cannot complete here, draws nothing.
  if (!isPaymentMethod(props.name)) {
    return (
      <button type="button" disabled data-paykit-method={props.name}>
        {props.label ?? `Pay with ${String(props.name)}`}
      </button>
    );
  }
  if (!hasDefaultButton(props.name) || supportError || support?.supported === false) return null;
  const given = request();
  if (!given || !flow || !buttons) {
    // Held in place (hidden and disabled, also on the server) until the method is created and its button is loaded.
    return (
      <button type="button" hidden disabled aria-busy="true" data-paykit-method={props.name}>
        {props.label}
      </button>
    );
  }
  return (
    <buttons.DefaultButton
      name={props.name}
      flow={flow}
      request={() => latestRequest.current() ?? given}
      label={props.label}
      buttonStyle={props.buttonStyle}
      busy={paying}
      run={run}
      fail={setFlowError}
    />
  );
}

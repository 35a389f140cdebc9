// The default buttons of <PaymentMethod>, a module of its own that React loads when the first default button is
// drawn: PayPal, Venmo and Apple Pay as branded buttons with the providers' marks, Google Pay as Google's own
// button (PaymentsClient.createButton), and a plain labelled button for the other one-call methods. The wallets'
// sheets are their flow modules (plugins/apple-pay/flow.ts, plugins/google-payment/flow.ts), the checkout's too.
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import type { BraintreeError, Client } from "../../kernel/index.js";
import { startApplePaySession, type ApplePayLike } from "../../plugins/apple-pay/flow.js";
import {
  isReadyToPay,
  payWithGooglePay,
  paymentsClientFor,
  type GooglePaymentLike,
  type PaymentsClientLike,
} from "../../plugins/google-payment/flow.js";
import { TaskStore } from "../core/task.js";
import { adoptStyleSheet } from "../default-styles.js";
import { ApplePayMark, PayPalMark, VenmoMark } from "./marks.js";
import { BUTTON_CLASS, BUTTON_CSS } from "./styles.js";
import type { ButtonStyle } from "./types.js";

interface GooglePayReadiness {
  paymentsClient: PaymentsClientLike;
  ready: boolean;
}

export interface DefaultButtonProps {
  name: string;
  client: Client;
  instance: object;
  label?: ReactNode;
  buttonStyle?: ButtonStyle;
  /** Google Pay's createPaymentDataRequest overrides, Apple Pay's createPaymentRequest overrides. */
  paymentRequest?: object;
  busy: boolean;
  /** Runs a payment flow (called in the click) and reports its nonce or error. */
  run: (flow: () => Promise<unknown>) => void;
  /** The method's one-call flow (`tokenize` with `tokenizeOptions`). */
  pay: () => void;
  /** A failure before the shopper could click (Google Pay's script). */
  fail: (error: BraintreeError) => void;
}

/** Names the shopper reads (and a screen reader announces) for the unbranded one-call methods. */
const NEUTRAL_LABELS: Record<string, string> = {
  masterpass: "Pay with Masterpass",
  paymentRequest: "Pay now",
  sepa: "Pay by SEPA Direct Debit",
  usBankAccount: "Pay from a US bank account",
};

const DEFAULT_COLORS: Record<string, string> = { paypal: "gold", venmo: "blue", applePay: "black" };
const ACCESSIBLE_NAMES: Record<string, string> = { paypal: "PayPal", venmo: "Venmo", applePay: "Apple Pay" };

/** Heights outside PayPal's 25–55 px range are brought back into it. */
function heightOf(style: ButtonStyle | undefined): CSSProperties | undefined {
  const height = style?.height;
  return typeof height === "number" && Number.isFinite(height)
    ? { height: Math.min(55, Math.max(25, height)) }
    : undefined;
}

export function DefaultButton(props: DefaultButtonProps) {
  useLayoutEffect(() => adoptStyleSheet(document, BUTTON_CSS), []);
  if (props.name === "googlePayment") return <GooglePayButton {...props} />;
  return <BrandedButton {...props} />;
}

function BrandedButton({ name, instance, label, buttonStyle, paymentRequest, busy, run, pay }: DefaultButtonProps) {
  const branded = Object.hasOwn(DEFAULT_COLORS, name);
  const color = branded ? (buttonStyle?.color ?? DEFAULT_COLORS[name]) : undefined;
  const accessibleName = ACCESSIBLE_NAMES[name] ?? NEUTRAL_LABELS[name] ?? `Pay with ${name}`;
  const onClick =
    name === "applePay"
      ? () =>
          run(() =>
            startApplePaySession(instance as ApplePayLike, {
              paymentRequest,
              displayName: document.title || undefined,
            }).then((outcome) => outcome.payload),
          )
      : pay;
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      data-paykit-method={name}
      data-brand={branded ? name : "neutral"}
      data-color={color}
      data-shape={buttonStyle?.shape ?? "rect"}
      data-type={buttonStyle?.type}
      style={heightOf(buttonStyle)}
      aria-label={typeof label === "string" ? label : branded ? accessibleName : undefined}
      disabled={busy}
      onClick={onClick}
    >
      {label === undefined || !branded ? null : <span>{label}</span>}
      {branded ? mark(name, color) : (label ?? accessibleName)}
    </button>
  );
}

function mark(name: string, color: string | undefined) {
  if (name === "paypal") return <PayPalMark light={color === "blue" || color === "black"} />;
  if (name === "venmo") return <VenmoMark />;
  return <ApplePayMark />;
}

/**
 * Google Pay: pay.js (or the sandbox's stand-in) loaded, isReadyToPay asked, then Google's own button, whose click
 * opens the sheet; nothing is drawn where Google Pay cannot be used.
 */
function GooglePayButton({ client, instance, buttonStyle, paymentRequest, busy, run, fail }: DefaultButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ paymentRequest, run, busy, fail });
  latest.current = { paymentRequest, run, busy, fail };
  const google = instance as GooglePaymentLike;
  // pay.js loaded and isReadyToPay asked while the button is mounted (Google Pay's flow module does both).
  const readiness = useMemo(
    () =>
      new TaskStore<GooglePayReadiness>(
        async () => {
          const paymentsClient = await paymentsClientFor(client);
          return {
            paymentsClient,
            ready: await isReadyToPay(client, paymentsClient, google, latest.current.paymentRequest),
          };
        },
        (failure) => failure as BraintreeError,
      ),
    [client, google],
  );
  const { value: setup, error } = useSyncExternalStore(
    readiness.subscribe,
    readiness.getSnapshot,
    readiness.getSnapshot,
  );

  useEffect(() => {
    if (error) latest.current.fail(error);
  }, [error]);

  useEffect(() => {
    const host = container.current;
    if (!setup?.ready || !host) return;
    const button = setup.paymentsClient.createButton({
      onClick: () => {
        if (latest.current.busy) return;
        latest.current.run(() =>
          payWithGooglePay(setup.paymentsClient, google, latest.current.paymentRequest).then(
            (outcome) => outcome.payload,
          ),
        );
      },
      buttonColor: buttonStyle?.color ?? "default",
      buttonType: buttonStyle?.type ?? "buy",
      buttonSizeMode: "fill",
    });
    host.replaceChildren(button);
    return () => host.replaceChildren();
  }, [setup, google, buttonStyle?.color, buttonStyle?.type]);

  if (setup && !setup.ready) return null;
  return (
    <div
      ref={container}
      className="paykit-google-pay-button"
      data-paykit-method="googlePayment"
      style={heightOf(buttonStyle)}
    />
  );
}

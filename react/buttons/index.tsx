// The default button of <PaymentMethod>, a module of its own that React loads when the first default button is
// drawn. One button for every method, read from the method's flow and manifest: the provider's own button where the
// flow draws one (`drawButton`), else a button with the manifest's label, mark and colours whose click runs the
// flow's `pay`.
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { isBraintreeError, type AnyFlow, type BraintreeError, type FlowRequest } from "../../kernel/index.js";
import { FLOW_BUTTONS, type ButtonMethod } from "../../plugins/flows.generated.js";
import { adoptStyleSheet } from "../default-styles.js";
import { useLatest } from "../core/latest.js";
import { BUTTON_MARKS } from "./looks.generated.js";
import { BUTTON_CLASS, BUTTON_CSS, DRAWN_BUTTON_CLASS } from "./styles.js";
import type { ButtonStyle } from "./types.js";

export interface DefaultButtonProps {
  /** A method whose manifest gives its flow a button. */
  name: string;
  flow: AnyFlow;
  /** What the flow runs with, as the latest props give it. */
  request: () => FlowRequest;
  label?: ReactNode;
  buttonStyle?: ButtonStyle;
  busy: boolean;
  /** Runs a payment flow (called in the click) and reports its nonce or error. */
  run: (step: () => Promise<unknown>) => void;
  /** A failure before the shopper could click (the provider's button could not be drawn). */
  fail: (error: BraintreeError) => void;
}

/** Heights outside PayPal's 25–55 px range are brought back into it. */
function heightOf(style: ButtonStyle | undefined): CSSProperties | undefined {
  const height = style?.height;
  return typeof height === "number" && Number.isFinite(height)
    ? { height: Math.min(55, Math.max(25, height)) }
    : undefined;
}

export function DefaultButton(props: DefaultButtonProps) {
  useLayoutEffect(() => adoptStyleSheet(document, BUTTON_CSS), []);
  const { flow, request, run } = props;
  const start = (answer?: unknown) => run(() => flow.pay({ ...request(), answer }).then((outcome) => outcome.payload));
  return flow.drawButton ? <DrawnButton {...props} start={start} /> : <OwnButton {...props} start={start} />;
}

type ButtonProps = DefaultButtonProps & { start: (answer?: unknown) => void };

/** The manifest's button: a mark in the provider's colours (named by its label), or the label in words. */
function OwnButton({ name, label, buttonStyle, busy, start }: ButtonProps) {
  const button = FLOW_BUTTONS[name as ButtonMethod];
  const mark = button.branded ? BUTTON_MARKS[name] : undefined;
  const color = mark ? (buttonStyle?.color ?? button.color) : undefined;
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      data-paykit-method={name}
      data-brand={mark ? name : "neutral"}
      data-color={color}
      data-shape={buttonStyle?.shape ?? "rect"}
      data-type={buttonStyle?.type}
      style={heightOf(buttonStyle)}
      aria-label={typeof label === "string" ? label : mark ? button.label : undefined}
      disabled={busy}
      onClick={start}
    >
      {label === undefined || !mark ? null : <span>{label}</span>}
      {mark ? <span data-mark dangerouslySetInnerHTML={{ __html: mark }} /> : (label ?? button.label)}
    </button>
  );
}

/**
 * The provider's own button, drawn by the flow into a container; its click (or its approval) runs the flow unless one
 * is running.
 */
function DrawnButton({ name, flow, request, buttonStyle, busy, start, fail }: ButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useLatest({ request, busy, start, fail });
  const { color, type, shape, height } = buttonStyle ?? {};

  useEffect(() => {
    const host = container.current;
    if (!host || !flow.drawButton) return;
    let removed = false;
    let remove: (() => void) | undefined;
    const onClick = (answer?: unknown) => {
      if (!latest.current.busy) latest.current.start(answer);
    };
    flow.drawButton(host, latest.current.request(), onClick, { color, type, shape, height }).then(
      (undo) => (removed ? undo() : (remove = undo)),
      (failure: unknown) => {
        if (!removed && isBraintreeError(failure)) latest.current.fail(failure);
      },
    );
    return () => {
      removed = true;
      remove?.();
    };
  }, [flow, color, type, shape, height, latest]);

  return <div ref={container} className={DRAWN_BUTTON_CLASS} data-paykit-method={name} style={heightOf(buttonStyle)} />;
}

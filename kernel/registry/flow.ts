// The one shape of a payment method's shopper-facing step: what a page does around an instance so the shopper can pay
// (a wallet's sheet, a provider's own button, one `tokenize` in a click). Each method that has such a step exports it
// as the default export of `plugins/<dir>/flow.ts` and says so in its manifest (`"flow": true`); the generated table
// (plugins/flows.generated.ts) lists them with their buttons' labels, and React and the checkout run every method
// through it, never through a method's name. Types only: nothing here ships.
import type { Client } from "../client/client.js";

/** What a flow is asked about: the client, the method's options on this surface and, once created, the instance. */
export interface FlowContext<Instance extends object = object> {
  client: Client;
  /**
   * The method's options as the surface has them: React's create options (after the flow's `defaults`), the
   * checkout's section for the method (drop-in's `applePay: { displayName, applePaySessionVersion, … }`).
   */
  options: Readonly<Record<string, unknown>>;
  /** The instance, once `create` has resolved. */
  instance?: Instance;
  /** A wallet's payment request overrides (Google Pay's `createPaymentDataRequest`, Apple Pay's `createPaymentRequest`). */
  paymentRequest?: object;
}

/** What a flow runs with: the context, with the instance it drives. */
export interface FlowRequest<Instance extends object = object> extends FlowContext<Instance> {
  instance: Instance;
  /** What `tokenize` is given, for a method whose step is one `tokenize` call. */
  tokenizeOptions?: unknown;
  /** What the provider's own button handed the step when it ran it (PayPal's approval, for `tokenizePayment`). */
  answer?: unknown;
}

/** What the shopper's step gave: the payload, and the wallet's own answer it was made from (drop-in's `rawPaymentData`). */
export interface FlowOutcome<Payload = unknown> {
  payload: Payload;
  raw?: unknown;
}

/** Whether the method can complete here: `true`, or the sentence a developer reads about why not. */
export type FlowSupport = true | string;

/** The look a surface asks of a button the provider draws itself (Google's `createButton`, PayPal's buttons). */
export interface FlowButtonLook {
  color?: string;
  type?: string;
  shape?: string;
  height?: number;
}

/**
 * A payment method's shopper-facing step, framework-free. Every member but `pay` is optional: a method whose step is
 * one `tokenize` has only `pay`.
 */
export interface MethodFlow<Instance extends object = object, Payload = unknown> {
  /** Create options a ready-made button needs where the merchant gave none (Venmo's desktop QR code). */
  defaults?(options: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /**
   * Whether the method can complete in this browser with these options: asked before the instance exists (the
   * context has none) and again once it does. Never rejects: a failure is a reason.
   */
  supported?(context: FlowContext<Instance>): FlowSupport | Promise<FlowSupport>;
  /**
   * The shopper's step, started in their click (a wallet's sheet opens only inside it: nothing is awaited before it
   * opens). Resolves with the payload; rejects with the method's catalogue error (a cancel included).
   */
  pay(request: FlowRequest<Instance>): Promise<FlowOutcome<Payload>>;
  /**
   * For a method whose provider draws its own button (Google's `createButton`, PayPal's SDK buttons): draws it into
   * `host`; its click (or its approval) calls `start`, which runs `pay` with the `answer` given. Resolves with what
   * removes it. Without it, the surface draws the manifest's button.
   */
  drawButton?(
    host: HTMLElement,
    request: FlowRequest<Instance>,
    start: (answer?: unknown) => void,
    look: FlowButtonLook,
  ): Promise<() => void>;
}

/** A flow of any instance (the generated table's type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFlow = MethodFlow<any, unknown>;

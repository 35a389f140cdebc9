// The shapes a frame service and its pop-up flow share (frame-service.ts, popup-flow.ts).
import type { BraintreeError } from "../errors/braintree-error.js";
import type { ReturnParameters } from "./return-parameters.js";
import type { FrameGeometry } from "./strategies/types.js";

/** One `open`: the pop-up's size and position (unset values fall back to the service's defaults, centred). */
export interface FrameOpenOptions extends Partial<FrameGeometry> {
  /** The provider's return parameters this flow reads; every other one is dropped. Default: none. */
  returnParameters?: readonly string[];
}

/** Called once per `open`: with the return parameters the flow named, or with a frame service error. */
export type FrameCallback = (error: BraintreeError | null, parameters?: ReturnParameters) => void;

/** What a merchant holds while a flow is open. */
export interface FrameHandler {
  close(): void;
  focus(): void;
}

/** The window a pop-up flow drives: a frame service (frame-service.ts). */
export interface FlowWindow {
  readonly state: "closed" | "open";
  open(options: FrameOpenOptions, callback: FrameCallback): void;
  redirect(url: string): void;
  close(): void;
}

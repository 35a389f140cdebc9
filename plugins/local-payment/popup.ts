// The pop-up half of the flow on the kernel frame service. Kept apart so it can move onto the shared
// pop-up flow helper (plugins/common) once that exists.
import type { BraintreeError, FrameOpenOptions, FrameService, ReturnParameters } from "../../kernel/index.js";

/** A pop-up opened inside the shopper's click, and what the provider eventually hands back. */
export interface OpenedPopup {
  /** False when the browser refused the window; `result` then rejects with FRAME_SERVICE_FRAME_OPEN_FAILED. */
  opened: boolean;
  /** The return parameters, or a frame service error (closed, open failed). */
  result: Promise<ReturnParameters>;
}

/** Opens the landing page now (later, pop-up blockers refuse); a flow still open is ended first. */
export function openPopup(service: FrameService, geometry: FrameOpenOptions): OpenedPopup {
  let settle: (error: BraintreeError | null, parameters?: ReturnParameters) => void = () => undefined;
  const result = new Promise<ReturnParameters>((resolve, reject) => {
    settle = (error, parameters) => (error ? reject(error) : resolve(parameters ?? {}));
  });
  service.open(geometry, (error, parameters) => settle(error, parameters));
  return { opened: service.state === "open", result };
}

import { catalogue } from "../errors/catalogue.js";

/** Frame service errors (WIRE §6.10). Plugins turn them into their own pop-up errors. */
export const frameServiceErrors = /* @__PURE__ */ catalogue([
  ["FRAME_SERVICE_FRAME_CLOSED", "INTERNAL", "Frame closed before tokenization could occur."],
  ["FRAME_SERVICE_FRAME_OPEN_FAILED", "INTERNAL", "Frame failed to open."],
] as const);

/** Default pop-up size (spec 000 §9). */
export const POPUP_WIDTH = 450;
export const POPUP_HEIGHT = 535;

/** How often an open pop-up or modal is checked for having been closed by the shopper. */
export const POPUP_POLL_INTERVAL_MS = 100;

/** The cancel page lingers this long so its report leaves before the window goes. */
export const POPUP_CLOSE_TIMEOUT_MS = 100;

/** The redirect page closes itself after this long if the merchant page never closed it. */
export const REDIRECT_SAFETY_CLOSE_MS = 1000;

/** Stacking value of the full-screen modal frame: above any merchant overlay. */
export const MODAL_Z_INDEX = 20001;

/** Hidden frame on the merchant page that receives reports; named `dispatch_<serviceId>`. */
export const DISPATCH_FRAME_NAME = "dispatch";
export const DISPATCH_FRAME_CLASS = "braintree-dispatch-frame";

/** Frame pages of the service, under `html/` on the asset origin. */
export const FRAME_PAGES = {
  dispatch: "dispatch-frame",
  redirect: "redirect-frame",
  cancel: "cancel-frame",
} as const;

/** Messages between the merchant page and its dispatch frame. */
export const FRAME_SERVICE_MESSAGES = {
  ready: "frameService:DISPATCH_FRAME_READY",
  report: "frameService:DISPATCH_FRAME_REPORT",
} as const;

/** Tag of the message a return page posts to the dispatch frame (same origin only). */
export const REPORT_TAG = "paykitFrameReport";

/** Path endings of the pop-up bridge's return URLs. */
export const POPUP_BRIDGE_PATHS = { return: "return", cancel: "cancel" } as const;

/** The message of CLIENT_SCRIPT_FAILED_TO_LOAD when the frame service's bundle cannot be had (frame-service.min.js). */
export const FRAME_SERVICE_SCRIPT_FAILED = "Braintree frame service script could not be loaded.";

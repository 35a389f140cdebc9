/** Manual-return polling of a payment context (spec 001 §9). */
export const MOBILE_POLLING_INTERVAL_MS = 250;
export const MOBILE_POLLING_EXPIRY_MS = 300000;

/** Desktop QR flow: status polling, and the pause on "authorized" before the payment completes. */
export const DESKTOP_POLLING_INTERVAL_MS = 1000;
export const DESKTOP_COMPLETION_DELAY_MS = 2000;

/** A payment context is replaced once this share of its lifetime has passed. */
export const CONTEXT_REFRESH_RATIO = 0.6666;

/** Status checks after the web-login pop-up returns. */
export const WEB_LOGIN_STATUS_RETRIES = 3;

/** After the shopper comes back to the page: wait before reading results, and before listening at all. */
export const PROCESS_RESULTS_DELAY_MS = 1000;
export const VISIBILITY_CHANGE_DELAY_MS = 500;

export const WEB_LOGIN_POPUP_WIDTH = 400;
export const WEB_LOGIN_POPUP_HEIGHT = 570;

/** Stacking values: the web-login backdrop, and the desktop QR frame (spec 001 §9). */
export const BACKDROP_Z_INDEX = "3141592632";
export const QR_FRAME_Z_INDEX = "9999999";

/** Where the deep link and the QR code send the shopper (WIRE §5.20). */
export const VENMO_URLS = {
  appOnly: "https://venmo.com/braintree/checkout",
  appOrWeb: "https://venmo.com/go/checkout",
  webLogin: "https://account.venmo.com/go/web",
  qrCode: "https://venmo.com/go/purchase",
} as const;

/** On a development gateway the sandbox's Venmo app simulator stands in for venmo.com. */
export const SIMULATOR_PATH = "/simulators/venmo";

export const DESKTOP_FRAME_PAGE = "venmo-desktop-frame";
export const LANDING_FRAME_PAGE = "venmo-landing-frame";
export const WEB_LOGIN_WINDOW_NAME = "venmoDesktopWebLogin";

/** Payment context statuses. */
export type ContextStatus = "CREATED" | "SCANNED" | "APPROVED" | "EXPIRED" | "FAILED" | "CANCELED";

/** What the QR frame tells the shopper (spec 001 §4). */
export const QR_TEXTS = {
  generating: "Generating a QR code, get your Venmo app ready",
  scan: "To scan the QR code, open your Venmo app",
  scanned: "Authorize on your Venmo app",
  approved: "Venmo account authorized",
  canceled: "The authorization was canceled",
  failed: "Something went wrong",
} as const;

/** Messages between the page and the QR frame. */
export const DESKTOP_MESSAGES = {
  ready: "venmo:ready",
  launch: "venmo:launch",
  hide: "venmo:hide",
  call: "venmo:call",
  done: "venmo:done",
} as const;

/** Web-login backdrop texts. */
export const BACKDROP_TEXTS = {
  heading: "What would you like to do?",
  instructions:
    "Tap cancel payment to cancel and return to the business. Continue payment will relaunch the payment window.",
  continue: "Continue payment",
  cancel: "Cancel payment",
} as const;

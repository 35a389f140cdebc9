/** Saved methods never shown, as with drop-in: wallets vaulted for subscriptions need a fresh authorization. */
export const ALWAYS_HIDDEN_VAULTED_TYPES = ["ApplePayCard", "AndroidPayCard", "VenmoAccount"];

/** Events the instance passes on from 3-D Secure, as `3ds:<name>`. */
export const THREE_D_SECURE_EVENTS = ["customer-canceled", "authentication-modal-render", "authentication-modal-close"];

/** Hosted Fields events the instance passes on as `card:<name>`. */
export const CARD_EVENTS = [
  "binAvailable",
  "blur",
  "cardTypeChange",
  "empty",
  "focus",
  "inputSubmitRequest",
  "notEmpty",
  "validityChange",
];

/** Width of the 3-D Secure challenge window drop-in asks for ("03": 500x600). */
export const ACS_WINDOW_SIZE = "03";

/** Version of `ApplePaySession` when the merchant names none: drop-in's (React's button uses the flow's own, 3). */
export const APPLE_PAY_SESSION_VERSION = 2;

/** Font of the card fields' text when the page's CSS names none. */
export const SYSTEM_FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';

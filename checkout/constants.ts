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

/** The card fields' own look (inside their frames), as Drop-in's: `card.overrides.styles` changes it. */
export const CARD_FIELD_STYLES = {
  input: {
    "font-size": "16px",
    "font-family": 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
    color: "#000",
  },
  ":focus": { color: "black" },
  "::placeholder": { color: "#6a6a6a" },
};

/** The `id` of the stylesheet's link element, Drop-in's: one per document (or shadow root), shared by every instance. */
export const STYLESHEET_ID = "braintree-dropin-stylesheet";

/** Where the stylesheet (checkout/view/dropin.css) is on the asset host: Drop-in 1.48's path, beside its bundles. */
export const STYLESHEET_PATH = "web/dropin/1.48.0/css/dropin.css";

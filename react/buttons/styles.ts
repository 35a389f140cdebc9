// Default look of the branded buttons, after the providers' button guidelines (PayPal's gold #ffc439 and blue
// #0070ba, Venmo's blue #008cff, Apple's black and white buttons). Adopted as a constructable stylesheet (a strict
// Content Security Policy holds) and written with :where() so any merchant rule wins.

export const BUTTON_CLASS = "paykit-button";

export const BUTTON_CSS = `
:where(.${BUTTON_CLASS}) { display: flex; align-items: center; justify-content: center; gap: 0.4em; box-sizing: border-box;
  width: 100%; min-width: 150px; max-width: 750px; height: 45px; margin: 0; padding: 0 16px; border: 1px solid transparent;
  border-radius: 4px; background: #fff; color: #1d2330; font: 600 16px/1 system-ui, -apple-system, "Segoe UI", sans-serif;
  cursor: pointer; }
:where(.${BUTTON_CLASS} + .${BUTTON_CLASS}) { margin-top: 12px; }
:where(.${BUTTON_CLASS}[data-shape="pill"]) { border-radius: 999px; }
:where(.${BUTTON_CLASS}:disabled) { opacity: 0.6; cursor: default; }
:where(.${BUTTON_CLASS}:focus-visible) { outline: 2px solid #1a73e8; outline-offset: 2px; }
:where(.${BUTTON_CLASS} svg) { height: 52%; width: auto; }
:where(.${BUTTON_CLASS}[data-brand="neutral"]) { border-color: #8a8f98; }
:where(.${BUTTON_CLASS}[data-brand="paypal"][data-color="gold"]) { background: #ffc439; }
:where(.${BUTTON_CLASS}[data-brand="paypal"][data-color="blue"]) { background: #0070ba; color: #fff; }
:where(.${BUTTON_CLASS}[data-brand="paypal"][data-color="silver"]) { background: #eee; }
:where(.${BUTTON_CLASS}[data-brand="paypal"][data-color="white"]) { background: #fff; border-color: #555; }
:where(.${BUTTON_CLASS}[data-brand="paypal"][data-color="black"]) { background: #2c2e2f; color: #fff; }
:where(.${BUTTON_CLASS}[data-brand="venmo"][data-color="blue"]) { background: #008cff; color: #fff; }
:where(.${BUTTON_CLASS}[data-brand="venmo"][data-color="white"]) { background: #fff; border-color: #008cff; color: #008cff; }
:where(.${BUTTON_CLASS}[data-brand="venmo"][data-color="black"]) { background: #000; color: #fff; }
:where(.${BUTTON_CLASS}[data-brand="applePay"][data-color="black"]) { background: #000; color: #fff; }
:where(.${BUTTON_CLASS}[data-brand="applePay"][data-color="white"]) { background: #fff; color: #000; }
:where(.${BUTTON_CLASS}[data-brand="applePay"][data-color="white-outline"]) { background: #fff; color: #000; border-color: #000; }
@supports (-webkit-appearance: -apple-pay-button) {
  :where(.${BUTTON_CLASS}[data-brand="applePay"]) { -webkit-appearance: -apple-pay-button; -apple-pay-button-type: plain;
    -apple-pay-button-style: black; padding: 0; }
  :where(.${BUTTON_CLASS}[data-brand="applePay"][data-color="white"]) { -apple-pay-button-style: white; }
  :where(.${BUTTON_CLASS}[data-brand="applePay"][data-color="white-outline"]) { -apple-pay-button-style: white-outline; }
  :where(.${BUTTON_CLASS}[data-brand="applePay"][data-type="buy"]) { -apple-pay-button-type: buy; }
  :where(.${BUTTON_CLASS}[data-brand="applePay"][data-type="checkout"]) { -apple-pay-button-type: check-out; }
  :where(.${BUTTON_CLASS}[data-brand="applePay"] > *) { display: none; }
}
:where(.paykit-google-pay-button) { width: 100%; max-width: 750px; }
:where(.paykit-google-pay-button > *) { width: 100%; }
`;

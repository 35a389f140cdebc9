// Default look of <PaymentMethod>'s buttons, every method alike: the providers' colours and marks come from their
// manifests (react/buttons/looks.generated.ts, after the providers' button guidelines). Adopted as a constructable
// stylesheet (a strict Content Security Policy holds) and written with :where() so any merchant rule wins.
import { BUTTON_LOOKS_CSS } from "./looks.generated.js";

export const BUTTON_CLASS = "paykit-button";

/** The container of a button the provider draws itself. */
export const DRAWN_BUTTON_CLASS = "paykit-drawn-button";

export const BUTTON_CSS = `
:where(.${BUTTON_CLASS}) { display: flex; align-items: center; justify-content: center; gap: 0.4em; box-sizing: border-box;
  width: 100%; min-width: 150px; max-width: 750px; height: 45px; margin: 0; padding: 0 16px; border: 1px solid transparent;
  border-radius: 4px; background: #fff; color: #1d2330; font: 600 16px/1 system-ui, -apple-system, "Segoe UI", sans-serif;
  cursor: pointer; }
:where(.${BUTTON_CLASS} + .${BUTTON_CLASS}) { margin-top: 12px; }
:where(.${BUTTON_CLASS}[data-shape="pill"]) { border-radius: 999px; }
:where(.${BUTTON_CLASS}:disabled) { opacity: 0.6; cursor: default; }
:where(.${BUTTON_CLASS}:focus-visible) { outline: 2px solid #1a73e8; outline-offset: 2px; }
:where(.${BUTTON_CLASS} > [data-mark]) { display: contents; }
:where(.${BUTTON_CLASS} svg) { height: 52%; width: auto; }
:where(.${BUTTON_CLASS}[data-brand="neutral"]) { border-color: #8a8f98; }
:where(.${DRAWN_BUTTON_CLASS}) { width: 100%; max-width: 750px; }
:where(.${DRAWN_BUTTON_CLASS} > *) { width: 100%; }
${BUTTON_LOOKS_CSS}
`;

// Merchant styles go in through the CSSOM (constructable stylesheets): no inline style markup, so
// strict Content Security Policies hold, and only presentation properties are accepted.
import type { StylesOptions } from "../types.js";

/** CSS properties the merchant's `styles` may set inside the frames. */
export const ALLOWED_STYLES = new Set(
  (
    "-moz-appearance -moz-box-shadow -moz-osx-font-smoothing -moz-tap-highlight-color -moz-transition " +
    "-webkit-appearance -webkit-box-shadow -webkit-font-smoothing -webkit-tap-highlight-color -webkit-text-fill-color " +
    "-webkit-transition appearance box-shadow color direction font font-family font-size font-size-adjust font-stretch " +
    "font-style font-variant font-variant-alternates font-variant-caps font-variant-east-asian font-variant-ligatures " +
    "font-variant-numeric font-weight letter-spacing line-height margin margin-top margin-right margin-bottom margin-left " +
    "opacity outline padding padding-top padding-right padding-bottom padding-left text-align text-shadow transition"
  ).split(" "),
);

const BASE_CSS = `
html, body, main { margin: 0; padding: 0; height: 100%; overflow: hidden; background: transparent; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
input, select { box-sizing: border-box; width: 100%; height: 100%; margin: 0; border: none; outline: none;
  background: transparent; font: inherit; color: inherit; padding: 0; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/** Values that could load or run something are refused whatever the property. */
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|[;{}<>\\]/i;

function declarations(properties: Record<string, unknown>): string {
  return Object.entries(properties)
    .filter(
      ([property, value]) => ALLOWED_STYLES.has(property) && typeof value === "string" && !UNSAFE_VALUE.test(value),
    )
    .map(([property, value]) => `${property}: ${String(value)};`)
    .join(" ");
}

/** The CSS rules of the merchant's `styles`: allowed properties with harmless values; @media blocks kept. */
export function stylesheetRules(styles: StylesOptions): string[] {
  const out: string[] = [];
  for (const [selector, body] of Object.entries(styles ?? {})) {
    if (body === null || typeof body !== "object" || /[{};<>]/.test(selector)) continue;
    if (selector.startsWith("@media")) {
      const inner = stylesheetRules(body);
      if (inner.length) out.push(`${selector} { ${inner.join(" ")} }`);
      continue;
    }
    const css = declarations(body);
    if (css) out.push(`${selector} { ${css} }`);
  }
  return out;
}

/** Applies the base sheet and the merchant's rules; a rule the browser cannot parse is skipped. */
export function applyStyles(styles: StylesOptions): void {
  const base = new CSSStyleSheet();
  base.replaceSync(BASE_CSS);
  const merchant = new CSSStyleSheet();
  for (const rule of stylesheetRules(styles)) {
    try {
      merchant.insertRule(rule, merchant.cssRules.length);
    } catch {
      // An invalid selector from the merchant: ignore that rule only.
    }
  }
  document.adoptedStyleSheets = [base, merchant];
}

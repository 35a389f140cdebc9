// Default look of <HostedFields> containers, so unstyled fields are visible: a bordered box as tall as
// a text input. Adopted as a constructable stylesheet (no <style> element and no style attribute, so a
// strict Content Security Policy holds), and written with :where() so any merchant rule wins.

/** Attribute set on containers that keep the default look (absent with `unstyled`). */
export const DEFAULT_STYLE_ATTRIBUTE = "data-paykit-default-style";

const DEFAULT_CSS = `
:where([${DEFAULT_STYLE_ATTRIBUTE}]) { display: block; box-sizing: border-box; height: 2.75rem; padding: 0 0.75rem;
  border: 1px solid #8a8f98; border-radius: 0.375rem; background: #fff; }
:where([${DEFAULT_STYLE_ATTRIBUTE}].braintree-hosted-fields-focused) { border-color: #1a73e8; outline: 2px solid #a8c7fa; }
:where([${DEFAULT_STYLE_ATTRIBUTE}].braintree-hosted-fields-invalid) { border-color: #c5221f; }
:where(.paykit-hosted-field) { margin: 0 0 0.75rem; }
:where(.paykit-hosted-field-label) { display: block; margin: 0 0 0.25rem; }
`;

const adopted = new Map<string, CSSStyleSheet>();

/**
 * Adds a sheet of React's default looks to the document once, first so the page's own sheets come after it; a
 * browser without constructable sheets keeps the page's look.
 */
export function adoptStyleSheet(document: Document, css: string): void {
  const existing = adopted.get(css);
  if (existing && document.adoptedStyleSheets.includes(existing)) return;
  try {
    const sheet = existing ?? new CSSStyleSheet();
    sheet.replaceSync(css);
    adopted.set(css, sheet);
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  } catch {
    // No constructable stylesheets here: the page's own styles apply.
  }
}

/** Adds the default container sheet of <HostedFields> to the document once. */
export function adoptDefaultStyles(document: Document): void {
  adoptStyleSheet(document, DEFAULT_CSS);
}

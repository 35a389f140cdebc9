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

let adopted: CSSStyleSheet | undefined;

/** Adds the default container sheet to the document once; a browser without constructable sheets keeps its own look. */
export function adoptDefaultStyles(document: Document): void {
  if (adopted && document.adoptedStyleSheets.includes(adopted)) return;
  try {
    adopted ??= new CSSStyleSheet();
    adopted.replaceSync(DEFAULT_CSS);
    document.adoptedStyleSheets = [adopted, ...document.adoptedStyleSheets];
  } catch {
    // No constructable stylesheets here: the containers stay as the page styles them.
  }
}

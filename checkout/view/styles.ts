// The checkout's look. Adopted as a constructable stylesheet (no <style> element, no style attribute), so a page
// under a strict Content Security Policy needs no 'unsafe-inline'. Every colour, the radius, the font and the
// spacing come from custom properties a merchant may set on the container or any ancestor (README, "Checkout"):
//   --paykit-color-primary  --paykit-color-text  --paykit-color-muted  --paykit-color-background
//   --paykit-color-border   --paykit-color-error  --paykit-radius  --paykit-font  --paykit-spacing
// The defaults match the sandbox demo's light theme; a dark page sets the colours (README has a dark preset).
// Everything is in a cascade layer, so any rule of the merchant's own wins over it whatever its specificity.
// The field frames keep the normal colour scheme: a frame is transparent only while its element's scheme matches its
// document's, and a page in `color-scheme: dark` would otherwise draw them as white boxes.
import { SYSTEM_FONT } from "../constants.js";

const CSS = `@layer paykit-checkout{
.paykit-checkout{--p:var(--paykit-color-primary,#2b59c3);--t:var(--paykit-color-text,#1d2330);--m:var(--paykit-color-muted,#5b6475);
--b:var(--paykit-color-background,#fff);--l:var(--paykit-color-border,#8a8f98);--e:var(--paykit-color-error,#a4161a);
--r:var(--paykit-radius,.5rem);--s:var(--paykit-spacing,1rem);--h:calc(var(--s)/2);font:1rem/1.4 var(--paykit-font,${SYSTEM_FONT});color:var(--t)}
.paykit-checkout *{box-sizing:border-box;font:inherit}
.paykit-checkout [hidden]{display:none!important}
.paykit-checkout :focus-visible{outline:2px solid var(--p);outline-offset:2px}
.pk-bar{display:flex;justify-content:space-between;gap:var(--s)}
.pk-heading,.pk-title{display:flex;align-items:center;gap:var(--h);margin:0 0 var(--h);font-weight:600}
.pk-list{display:grid;gap:var(--h);margin:0 0 var(--s);padding:0;list-style:none}
.pk-item{display:flex;gap:var(--h)}
.pk-row,.pk-sheet,.pk-input{border:1px solid var(--l);border-radius:var(--r);background:var(--b)}
.pk-row{display:flex;align-items:center;gap:var(--h);width:100%;min-height:3.25rem;padding:var(--h);text-align:start;color:var(--t)}
.pk-row:hover,[aria-pressed=true],.braintree-hosted-fields-focused{border-color:var(--p);box-shadow:0 0 0 1px var(--p)}
.pk-row small,label span,.pk-loading{color:var(--m)}
.pk-row small{display:block;font-size:.875rem}
.pk-icon{flex:none;display:grid;place-items:center;width:2.5rem;height:1.6rem;border-radius:.25rem;font-size:.7rem;font-weight:700;color:#fff;background:#1d2330}
[data-icon=card]{background:linear-gradient(#1d2330 30%,#fff 0 45%,#1d2330 0)}
.pk-sheet{padding:var(--s);margin-bottom:var(--s)}
.pk-fields{display:grid;grid-template-columns:1fr 1fr;column-gap:var(--h)}
.pk-field{grid-column:1/-1;margin-bottom:var(--h)}
[data-field=expirationDate],[data-field=cvv]{grid-column:auto}
.pk-field label{display:block;margin-bottom:.25rem;font-size:.875rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pk-input{position:relative;height:2.75rem;padding:0 .75rem}
.pk-input iframe{color-scheme:normal}
[data-invalid] .pk-input{border-color:var(--e);box-shadow:0 0 0 1px var(--e)}
.pk-brand{position:absolute;right:.5rem;top:.6rem;padding:0 .375rem;border-radius:.25rem;font-size:.75rem;line-height:1.5rem;background:var(--t);color:var(--b)}
.pk-field-error,.pk-error{margin:.25rem 0 0;color:var(--e);font-size:.875rem}
.pk-check{display:flex;gap:var(--h)}
.pk-pay{width:100%;min-height:2.75rem;border:0;border-radius:var(--r);font-weight:600;background:#1d2330;color:#fff}
[data-icon^=paypal]{background:#003087}
[data-icon=venmo]{background:#0a5fb3}
[data-icon=googlePay]{background:#fff;color:#1d2330;border:1px solid}
[data-icon=localPayment]{background:#1e6b43}
.pk-error{margin:0 0 var(--s);padding:var(--h);border:1px solid;border-radius:var(--r);font-size:1rem}
.pk-brand:empty,.pk-field-error:empty,.pk-error:empty{display:none}
.pk-link{padding:0;border:0;background:none;color:var(--p);text-decoration:underline;cursor:pointer}
[aria-busy=true] :is(.pk-row,.pk-pay,.pk-link){pointer-events:none;opacity:.6}
}`;

let sheet: CSSStyleSheet | undefined;
const users = new Map<Document | ShadowRoot, number>();

/** Adds the checkout's sheet to the document or shadow root of `container`; the returned function takes it away. */
export function adoptStyles(container: HTMLElement): () => void {
  const root = container.getRootNode() as Document | ShadowRoot;
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    const count = users.get(root) ?? 0;
    if (count === 0) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
    users.set(root, count + 1);
  } catch {
    // No constructable stylesheets here: the checkout keeps the page's styles only.
    return () => undefined;
  }
  return () => {
    const count = (users.get(root) ?? 1) - 1;
    users.set(root, count);
    if (count === 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

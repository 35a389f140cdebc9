// The dark full-screen layer of the desktop web login: the pop-up may hide behind the page, so the page
// offers to bring it back ('Continue payment') or to give up ('Cancel payment').
import { BACKDROP_TEXTS, BACKDROP_Z_INDEX } from "../constants.js";

/** The layer (the pop-up flow shows it while the flow runs), and its 'Continue payment' button. */
export interface Backdrop {
  layer: HTMLElement;
  proceed: HTMLButtonElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, css: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  node.style.cssText = css;
  return node;
}

const BUTTON = "font:700 18px sans-serif;color:#fff;border:0;cursor:pointer;margin-top:32px;";

export function createBackdrop(onContinue: () => void, onCancel: () => void): Backdrop {
  const layer = document.createElement("div");
  layer.id = "venmo-desktop-web-backdrop";
  layer.setAttribute("role", "dialog");
  layer.setAttribute("aria-modal", "true");
  layer.setAttribute("aria-label", "Venmo");
  layer.style.cssText =
    "position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(0,0,0,.8);color:#fff;text-align:center;font:20px sans-serif";
  layer.style.zIndex = BACKDROP_Z_INDEX;
  const proceed = element(
    "button",
    BACKDROP_TEXTS.continue,
    `${BUTTON}padding:12px 48px;border-radius:24px;background:#0074de`,
  );
  const cancel = element("button", BACKDROP_TEXTS.cancel, `${BUTTON}background:none`);
  proceed.type = cancel.type = "button";
  proceed.addEventListener("click", onContinue);
  cancel.addEventListener("click", onCancel);
  layer.append(
    element("p", BACKDROP_TEXTS.heading, "font-size:24px"),
    element("p", BACKDROP_TEXTS.instructions, "max-width:400px"),
    proceed,
    cancel,
  );
  layer.addEventListener("click", (event) => event.stopPropagation());
  return { layer, proceed };
}

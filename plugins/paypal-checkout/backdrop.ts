import { BACKDROP } from "./constants.js";

/**
 * The dark layer behind the vault-initiated pop-up: the page cannot be used meanwhile, and a click on
 * it brings the pop-up back to the front.
 */
export function createBackdrop(onClick: () => void): HTMLDivElement {
  const element = document.createElement("div");
  element.setAttribute(BACKDROP.attribute, "true");
  const style = element.style;
  style.position = "fixed";
  style.top = style.right = style.bottom = style.left = "0";
  style.zIndex = BACKDROP.zIndex;
  style.background = "black";
  style.opacity = BACKDROP.opacity;
  element.addEventListener("click", onClick);
  return element;
}

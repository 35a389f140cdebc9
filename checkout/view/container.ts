// The merchant's `container` (or the older `selector`): an empty element, or a selector for one, as drop-in asks.
import { createError } from "../../kernel/index.js";
import { checkoutErrors as errors } from "../errors.js";

export function containerOf(options: Record<string, unknown>): HTMLElement {
  const { container, selector } = options;
  const given = container || selector;
  if (!given) throw createError(errors.DROPIN_CONTAINER_REQUIRED);
  if (container && selector) throw createError(errors.DROPIN_CONTAINER_AND_SELECTOR);
  let element: HTMLElement | null = null;
  try {
    const found = typeof given === "string" ? document.querySelector(given) : given;
    // An element of this page or of one of its frames (nodeType, not instanceof, which frames' elements fail).
    if ((found as Node | null)?.nodeType === 1) element = found as HTMLElement;
  } catch {
    // A selector the browser refuses, or a value whose properties throw: not a valid node.
  }
  if (!element) throw createError(errors.DROPIN_INVALID_CONTAINER);
  if (element.innerHTML.trim()) throw createError(errors.DROPIN_CONTAINER_NOT_EMPTY);
  return element;
}

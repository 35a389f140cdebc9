// The one way the checkout makes elements: text goes in as text nodes, never as HTML, so no string a merchant or a
// gateway supplies (a translation, an account's email) can become markup.

/** An element with attributes and children (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A `div` with Drop-in's `data-braintree-id` and classes. */
export function part(id: string, className = "", ...children: Array<Node | string>): HTMLDivElement {
  return h("div", { "data-braintree-id": id, ...(className ? { class: className } : {}) }, ...children);
}

/**
 * A control drawn as Drop-in draws its rows and links (an element with `role="button"`, in the tab order) that runs
 * `onSelect` on a click, Enter or Space, as a button does.
 */
export function control<E extends HTMLElement>(node: E, onSelect: () => void): E {
  node.setAttribute("role", "button");
  node.tabIndex = 0;
  node.addEventListener("click", onSelect);
  node.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onSelect();
  });
  return node;
}

/** A button (never a form submitter) that runs `onClick`. */
export function button(
  attributes: Record<string, string>,
  onClick: () => void,
  ...children: Array<Node | string>
): HTMLButtonElement {
  const node = h("button", { type: "button", ...attributes }, ...children);
  node.addEventListener("click", onClick);
  return node;
}

/** A decorative badge standing for an option, a brand or a method type, drawn by the stylesheet. */
export function logo(className: string, kind: string): HTMLDivElement {
  return h("div", { class: className, "data-icon": kind, "aria-hidden": "true" });
}

/** `paypalCredit` → `paypal-credit`: the form of Drop-in's ids (`paypal-credit-button`). */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

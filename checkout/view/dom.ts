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

let lastId = 0;

/** A page-unique id prefix for one checkout's elements (labels point at field containers by id). */
export function uniqueId(): string {
  return `paykit-checkout-${++lastId}`;
}

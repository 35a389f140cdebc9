// The checkout's frame in the merchant's container: a heading bar (with Edit for saved methods), the list of saved or
// chosen payment methods, the list of payment options, one sheet per option shown, the error line and the link back
// to the options. The checkout's store (store.ts) holds what is shown; render.ts draws it into this frame.
import type { PaymentOptionId, ViewId } from "../types.js";
import type { Strings } from "../translations/index.js";
import { button, h, uniqueId } from "./dom.js";

export interface Layout {
  root: HTMLElement;
  /** Prefix of the ids of this checkout's elements. */
  id: string;
  heading: HTMLElement;
  edit: HTMLButtonElement;
  methods: HTMLElement;
  options: HTMLElement;
  sheets: HTMLElement;
  confirmation: HTMLElement;
  error: HTMLElement;
  toggle: HTMLButtonElement;
}

/** A small badge standing for an option or a method type (drawn by the stylesheet; hidden from screen readers). */
export function icon(kind: string, text = ""): HTMLElement {
  return h("span", { class: "pk-icon", "data-icon": kind, "aria-hidden": "true" }, text);
}

const ICON_TEXT: Record<string, string> = {
  paypal: "PP",
  paypalCredit: "PP",
  venmo: "V",
  applePay: "Pay",
  googlePay: "G Pay",
  localPayment: "Bank",
};

/** The option's badge. */
export function optionIcon(id: PaymentOptionId): HTMLElement {
  return icon(id, ICON_TEXT[id] ?? "");
}

/** Draws the empty frame into the container. */
export function createLayout(
  container: HTMLElement,
  strings: Strings,
  onToggle: () => void,
  onEdit: () => void,
): Layout {
  const id = uniqueId();
  const heading = h("p", { class: "pk-heading", id: `${id}-heading` });
  const edit = button({ class: "pk-link", hidden: "" }, onEdit, strings.edit);
  const methods = h("ul", { class: "pk-list", "aria-labelledby": `${id}-heading`, hidden: "" });
  const options = h("ul", { class: "pk-list", "aria-labelledby": `${id}-heading`, hidden: "" });
  const sheets = h("div");
  const confirmation = h("div", { class: "pk-sheet", hidden: "" });
  const error = h("p", { class: "pk-error", role: "alert" });
  const toggle = button({ class: "pk-link", hidden: "" }, onToggle, strings.chooseAnotherWayToPay);
  const root = h(
    "div",
    { class: "paykit-checkout", "data-view": "", ...(strings.dir ? { dir: strings.dir } : {}) },
    h("div", { class: "pk-bar" }, heading, edit),
    methods,
    options,
    confirmation,
    sheets,
    error,
    toggle,
  );
  container.append(root);
  return { root, id, heading, edit, methods, options, sheets, confirmation, error, toggle };
}

/** Shows one view: the saved methods, the options list, a deletion, or an option's sheet. */
export function showView(layout: Layout, view: ViewId): void {
  layout.root.dataset.view = view;
  layout.methods.hidden = view !== "methods";
  layout.options.hidden = view !== "options";
  layout.confirmation.hidden = view !== "delete-confirmation";
  for (const sheet of layout.sheets.children)
    (sheet as HTMLElement).hidden = (sheet as HTMLElement).dataset.sheet !== view;
}

/** The sheet of an option (made on first use): its title, then a body the option's view fills. */
export function sheetOf(
  layout: Layout,
  id: PaymentOptionId,
  title: string,
): { sheet: HTMLElement; body: HTMLElement; fresh: boolean } {
  const existing = layout.sheets.querySelector<HTMLElement>(`[data-sheet="${id}"]`);
  if (existing) return { sheet: existing, body: existing.lastElementChild as HTMLElement, fresh: false };
  const body = h("div", { class: "pk-loading" });
  const sheet = h(
    "div",
    { class: "pk-sheet", role: "group", "data-sheet": id, "aria-labelledby": `${layout.id}-${id}` },
    h("p", { class: "pk-title", id: `${layout.id}-${id}` }, optionIcon(id), title),
    body,
  );
  layout.sheets.append(sheet);
  return { sheet, body, fresh: true };
}

/** The error line under the views: empty hides it. */
export function showError(layout: Layout, text: string): void {
  layout.error.textContent = text;
}

/** While busy (tokenizing, verifying, deleting) the controls do not react. */
export function setBusy(layout: Layout, busy: boolean): void {
  layout.root.setAttribute("aria-busy", String(busy));
}

// The checkout's frame in the merchant's container, in braintree-web-drop-in 1.48's DOM: the same `data-braintree-id`
// attributes on the same nesting and the same `braintree-*` classes, so a merchant's stylesheet and end-to-end selectors
// written for Drop-in find what they expect. The markup is paykit's own. render.ts draws the store's state into it.
import { uuid } from "../../kernel/index.js";
import type { Strings } from "../translations/index.js";
import type { PaymentOptionId } from "../types.js";
import { control, h, kebab, logo, part } from "./dom.js";

export interface Layout {
  /** The wrapper (`data-braintree-id="wrapper"`), whose classes say which view is shown (`braintree-show-<view>`). */
  wrapper: HTMLElement;
  /** `.braintree-dropin`: loading, loaded, has-error. */
  root: HTMLElement;
  methodsLabel: HTMLElement;
  edit: HTMLElement;
  loader: HTMLElement;
  /** The delete confirmation's Delete button, which takes the focus when it asks. */
  confirmDelete: HTMLElement;
  confirmationMessage: HTMLElement;
  methodsContainer: HTMLElement;
  options: HTMLElement;
  optionsContainer: HTMLElement;
  sheets: HTMLElement;
  sheetError: HTMLElement;
  sheetErrorText: HTMLElement;
  lower: HTMLElement;
  toggle: HTMLElement;
  disabled: HTMLElement;
}

/** What the shopper's clicks on the frame's own controls ask. */
export interface FrameIntents {
  toggle: () => void;
  edit: () => void;
  confirmDeletion: () => void;
  cancelDeletion: () => void;
}

/** Draws the empty frame into the container, hidden until the stylesheet shows it (as Drop-in's). */
export function createLayout(container: HTMLElement, strings: Strings, intents: FrameIntents): Layout {
  const methodsLabel = part("methods-label", "braintree-heading", "\u00a0");
  const edit = control(part("methods-edit", "braintree-hidden braintree-heading", strings.edit), intents.edit);
  const chooseAWayToPay = part("choose-a-way-to-pay", "braintree-heading", strings.chooseAWayToPay);
  const loader = part(
    "loading-container",
    "braintree-loader__container",
    part("loading-indicator", "braintree-loader__indicator"),
  );
  const confirmationMessage = part("delete-confirmation__message");
  const confirmationButton = (id: string, text: string, onSelect: () => void) =>
    control(part(`delete-confirmation__${id}`, "braintree-delete-confirmation__button", text), onSelect);
  const confirmDelete = confirmationButton("yes", strings.deleteConfirmationButton, intents.confirmDeletion);
  const confirmation = part(
    "delete-confirmation",
    "braintree-delete-confirmation braintree-sheet",
    confirmationMessage,
    h(
      "div",
      { class: "braintree-delete-confirmation__button-container" },
      confirmationButton("no", strings.deleteCancelButton, intents.cancelDeletion),
      confirmDelete,
    ),
  );
  const methodsContainer = part("methods-container");
  const methods = part("methods", "braintree-methods braintree-methods-initial", methodsContainer);
  const optionsContainer = part("payment-options-container", "braintree-options-list");
  const options = part("options", "braintree-options braintree-options-initial", optionsContainer);
  const sheetErrorText = part("sheet-error-text", "braintree-sheet__error-text");
  sheetErrorText.setAttribute("role", "alert");
  const sheetError = part(
    "sheet-error",
    "braintree-sheet__error",
    logo("braintree-form__icon braintree-sheet__error-icon", "error"),
    sheetErrorText,
  );
  const sheets = part("sheet-container", "braintree-sheet__container", sheetError);
  const upper = part("upper-container", "braintree-upper-container", loader, confirmation, methods, options, sheets);
  const lower = part(
    "lower-container",
    "braintree-options braintree-hidden",
    part("other-ways-to-pay", "braintree-heading", strings.otherWaysToPay),
  );
  const toggle = control(
    part(
      "toggle",
      "braintree-large-button braintree-toggle braintree-hidden",
      h("span", {}, strings.chooseAnotherWayToPay),
    ),
    intents.toggle,
  );
  const root = h(
    "div",
    // A right-to-left locale (ar_EG, he_IL) sets the direction of the whole frame.
    { class: "braintree-dropin braintree-loading", ...(strings.dir ? { dir: strings.dir } : {}) },
    methodsLabel,
    edit,
    chooseAWayToPay,
    h("div", { class: "braintree-placeholder" }, "\u00a0"),
    upper,
    lower,
    toggle,
  );
  const disabled = part("disable-wrapper", "braintree-dropin__disabled braintree-hidden");
  const wrapper = h(
    "div",
    { id: `braintree--dropin__${uuid()}`, "data-braintree-id": "wrapper", class: "braintree-loading" },
    root,
    disabled,
  );
  // Drop-in's stylesheet shows the wrapper (`display: block !important`): no unstyled frame while it loads.
  wrapper.style.display = "none";
  container.append(wrapper);
  return {
    wrapper,
    root,
    methodsLabel,
    edit,
    loader,
    confirmDelete,
    confirmationMessage,
    methodsContainer,
    options,
    optionsContainer,
    sheets,
    sheetError,
    sheetErrorText,
    lower,
    toggle,
    disabled,
  };
}

/**
 * The content of an option's sheet, which its sheet module fills (the sheet is made on first use: its header, then the
 * content); `card` for a form (the card's sheet, as Drop-in draws it), else a button's.
 */
export function sheetOf(layout: Layout, id: PaymentOptionId, title: string, card: boolean): HTMLElement {
  const existing = layout.sheets.querySelector<HTMLElement>(`:scope > [data-braintree-id="${id}"]`);
  if (existing) return existing.lastElementChild as HTMLElement;
  const content = h("div", {
    class: `braintree-sheet__content braintree-sheet__content--${card ? "form" : "button"}`,
  });
  const header = part(
    `${kebab(id)}-sheet-header`,
    "braintree-sheet__header",
    h(
      "div",
      { class: "braintree-sheet__header-label" },
      logo("braintree-sheet__logo--header", id),
      h("div", { class: card ? "braintree-sheet__text" : "braintree-sheet__label" }, title),
    ),
  );
  const sheet = part(id, `braintree-${id} ${card ? "braintree-form " : ""}braintree-sheet`, header, content);
  sheet.setAttribute("role", "group");
  sheet.setAttribute("aria-label", title);
  layout.sheets.insertBefore(sheet, layout.sheetError);
  return content;
}

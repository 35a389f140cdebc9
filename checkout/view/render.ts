// Draws the checkout's state into its frame (layout.ts) as Drop-in's classes say it: subscribed to the store
// (store.ts), it sets the view classes on the wrapper (`braintree-show-<view>`), the headings, the toggle, the options
// and methods lists with the active method, edit mode, the deletion question, the error line, loading and disabled.
// What the shopper does in it goes back as intents; each option's sheet draws its own content (methods/).
import { OPTION_ROWS } from "../core/options.js";
import { describeMethod, methodTitle } from "../core/payload.js";
import { isSheet, type CheckoutState, type Listener } from "../store.js";
import type { Strings } from "../translations/index.js";
import { fill } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import { control, h, logo } from "./dom.js";
import type { Layout } from "./layout.js";

/** What the shopper asks of the checkout through its lists: the store's actions, and its state when asked. */
export interface Intents {
  choose(id: PaymentOptionId): void;
  select(method: PaymentMethodPayload): void;
  confirmDelete(method: PaymentMethodPayload): void;
  getState(): CheckoutState;
}

export interface RenderSettings {
  strings: Strings;
  /** An option's name in the list. */
  label(id: PaymentOptionId): string;
  /** The merchant's `vaultManager`: saved methods can be deleted. */
  vaultManager: boolean;
  /** No customer: only the method given last is listed, as Drop-in lists it. */
  guest: boolean;
  /** The question before deleting a saved method. */
  question(method: PaymentMethodPayload): string;
}

const HIDDEN = "braintree-hidden";

function drawOptions(layout: Layout, { offered }: CheckoutState, settings: RenderSettings, intents: Intents): void {
  layout.optionsContainer.replaceChildren(
    ...offered.map((id) =>
      control(
        h(
          "div",
          { class: `braintree-option braintree-option__${id}` },
          logo("braintree-option__logo", id),
          h(
            "div",
            { class: "braintree-option__label" },
            settings.label(id),
            h("div", { class: "braintree-option__disabled-message" }),
          ),
        ),
        () => intents.choose(id),
      ),
    ),
  );
}

/** The methods as Drop-in lists them: those given in this session newest first, then the saved ones in order. */
function listed(state: CheckoutState, guest: boolean): PaymentMethodPayload[] {
  const given = state.methods.filter((method) => !method.vaulted).reverse();
  return [...(guest ? given.slice(0, 1) : given), ...state.methods.filter((method) => method.vaulted)];
}

/** Keeps one row per method (a redraw keeps the focus where it is), in the listed order. */
function methodsDrawer(layout: Layout, settings: RenderSettings, intents: Intents) {
  const rows = new Map<PaymentMethodPayload, HTMLElement>();
  const { strings } = settings;
  const rowOf = (method: PaymentMethodPayload): HTMLElement => {
    let row = rows.get(method);
    if (!row) {
      const [title, subtitle] = describeMethod(method, strings);
      row = control(
        h(
          "div",
          { class: "braintree-method" },
          h(
            "div",
            { class: "braintree-method__icon-container braintree-method__delete-container" },
            logo("braintree-method__icon braintree-method__delete", "delete"),
          ),
          logo("braintree-method__logo", method.type),
          h(
            "div",
            { class: "braintree-method__label" },
            title,
            h("br"),
            h("div", { class: "braintree-method__label--small" }, subtitle),
          ),
          h(
            "div",
            { class: "braintree-method__icon-container braintree-method__check-container" },
            logo("braintree-method__icon braintree-method__check", "check"),
          ),
        ),
        () => (intents.getState().editing ? intents.confirmDelete(method) : intents.select(method)),
      );
      rows.set(method, row);
    }
    return row;
  };
  return (state: CheckoutState): void => {
    const shown = listed(state, settings.guest);
    for (const method of rows.keys()) if (!shown.includes(method)) rows.delete(method);
    layout.methodsContainer.replaceChildren(...shown.map(rowOf));
    for (const [method, row] of rows) {
      const active = method === state.selected;
      row.classList.toggle("braintree-method--active", active);
      row.setAttribute("aria-pressed", String(active && !state.editing));
      row.querySelector(".braintree-method__check-container")?.classList.toggle(HIDDEN, state.editing);
      // In edit mode a row asks to delete its method: its name says so.
      if (state.editing)
        row.setAttribute(
          "aria-label",
          [strings.deleteConfirmationButton, ...describeMethod(method, strings)].join(" "),
        );
      else row.removeAttribute("aria-label");
    }
  };
}

/** The store's listener that keeps the frame in step with the state; nothing is drawn before the first view. */
export function renderer(layout: Layout, settings: RenderSettings, intents: Intents): Listener {
  const { strings } = settings;
  const drawMethods = methodsDrawer(layout, settings, intents);
  return (state, previous) => {
    const { view, methods, selected, editing, error } = state;
    layout.sheetErrorText.textContent = error;
    layout.root.classList.toggle("braintree-sheet--has-error", error !== "");
    layout.root.classList.toggle("braintree-loading", state.loading);
    layout.root.classList.toggle("braintree-loaded", !state.loading);
    layout.loader.classList.toggle(HIDDEN, !state.loading);
    layout.disabled.classList.toggle(HIDDEN, !state.busy);
    if (!view) return;
    const sheet = isSheet(state);
    // While a deletion runs, Drop-in shows no view, only its loader.
    const deleting = state.loading && view === "delete-confirmation";
    layout.wrapper.className = deleting
      ? ""
      : `braintree-show-${view}${state.othersShown ? " braintree-show-options" : ""}`;
    if (!layout.optionsContainer.firstChild && state.offered.length > 1) drawOptions(layout, state, settings, intents);
    if (view === "methods" && layout.options.parentElement !== layout.lower) layout.lower.append(layout.options);
    if (
      methods !== previous.methods ||
      selected !== previous.selected ||
      editing !== previous.editing ||
      !previous.view
    )
      drawMethods(state);
    layout.methodsContainer.classList.toggle("braintree-methods--active", view === "methods");
    layout.methodsContainer.classList.toggle("braintree-methods--edit", editing);
    layout.sheets.classList.toggle("braintree-sheet--active", view !== "methods");
    for (const element of layout.sheets.children as HTMLCollectionOf<HTMLElement>) {
      const id = element.getAttribute("data-braintree-id") as string;
      element.classList.toggle("braintree-sheet--loading", state.busy && id === view);
      // Drop-in's stylesheet shows only its own options' sheets (`.braintree-show-card .braintree-card`; their
      // manifests say `dropin`): another option's sheet (a plugin's, `localPayment`) is shown here, under any stylesheet.
      if (!OPTION_ROWS[id as PaymentOptionId]?.dropin && element.classList.contains("braintree-sheet"))
        element.style.display = id === view ? "block" : "";
    }

    const vaulted = methods.some((method) => method.vaulted);
    layout.edit.classList.toggle(HIDDEN, !settings.vaultManager || !vaulted);
    layout.edit.textContent = editing ? strings.deleteCancelButton : strings.edit;
    layout.methodsLabel.textContent = editing
      ? strings.editPaymentMethods
      : selected
        ? fill(strings.payingWith, { paymentSource: methodTitle(selected, strings) })
        : "\u00a0";
    layout.methodsLabel.classList.toggle("braintree-no-payment-method-selected", !selected && !editing);

    const toggleShown =
      !editing &&
      !state.othersShown &&
      (view === "methods" || (sheet && (methods.length > 0 || state.offered.length > 1)));
    layout.toggle.classList.toggle(HIDDEN, !toggleShown);
    layout.lower.classList.toggle(HIDDEN, toggleShown);

    if (view === "delete-confirmation" && state.deleting && previous.deleting !== state.deleting) {
      layout.confirmationMessage.textContent = settings.question(state.deleting);
      layout.confirmDelete.focus();
    }
  };
}

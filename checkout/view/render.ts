// Draws the checkout's state into its frame (layout.ts): subscribed to the store (store.ts), it shows the view, the
// heading and the links, the options and methods lists, the error line and the busy state. What the shopper does in
// it goes back as intents; each option's sheet draws itself (methods/).
import { describeMethod, optionOfType } from "../core/payload.js";
import type { CheckoutState, Listener } from "../store.js";
import type { Strings } from "../translations/index.js";
import { fill } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import { button, h } from "./dom.js";
import { icon, optionIcon, setBusy, showError, showView, type Layout } from "./layout.js";

/** What the shopper asks of the checkout through its lists. */
export interface Intents {
  choose(id: PaymentOptionId): void;
  select(method: PaymentMethodPayload): void;
  askDeletion(method: PaymentMethodPayload): void;
}

export interface RenderSettings {
  strings: Strings;
  /** An option's name in the list. */
  label(id: PaymentOptionId): string;
  /** The merchant's `vaultManager`: saved methods can be deleted. */
  vaultManager: boolean;
}

function drawOptions(layout: Layout, { offered }: CheckoutState, settings: RenderSettings, intents: Intents): void {
  layout.options.replaceChildren(
    ...offered.map((id) =>
      h(
        "li",
        {},
        button(
          { class: "pk-row", "data-option": id },
          () => intents.choose(id),
          optionIcon(id),
          h("span", {}, settings.label(id)),
        ),
      ),
    ),
  );
}

function drawMethods(layout: Layout, state: CheckoutState, { strings }: RenderSettings, intents: Intents): void {
  layout.methods.replaceChildren(
    ...state.methods.map((method) => {
      const [name, line] = describeMethod(method, strings);
      const row = button(
        { class: "pk-row", "aria-pressed": String(method === state.selected), "data-type": method.type },
        () => intents.select(method),
        icon(optionOfType(method.type)),
        h("span", {}, name, h("small", {}, line)),
      );
      const remove =
        state.editing && method.vaulted
          ? [button({ class: "pk-link" }, () => intents.askDeletion(method), strings.deleteConfirmationButton)]
          : [];
      return h("li", { class: "pk-item" }, row, ...remove);
    }),
  );
}

/** The store's listener that keeps the frame in step with the state; nothing is drawn before the first view. */
export function renderer(layout: Layout, settings: RenderSettings, intents: Intents): Listener {
  const { strings } = settings;
  return (state, previous) => {
    if (state.error !== previous.error) showError(layout, state.error);
    if (state.busy !== previous.busy) setBusy(layout, state.busy);
    const { view, methods, offered, selected } = state;
    if (!view) return;
    const { edit, toggle, heading } = layout;
    const saved = methods.length > 0;
    // A checkout of one option shows its sheet alone, under the sheet's own title.
    const alone = offered.includes(view as PaymentOptionId) && offered.length < 2;
    // The options list never changes; it is drawn the first time it is shown.
    if (view === "options" && !layout.options.firstChild) drawOptions(layout, state, settings, intents);
    if (
      view === "methods" &&
      (previous.view !== view ||
        methods !== previous.methods ||
        selected !== previous.selected ||
        state.editing !== previous.editing)
    )
      drawMethods(layout, state, settings, intents);
    showView(layout, view);
    edit.hidden = view !== "methods" || !settings.vaultManager || !methods.some((method) => method.vaulted);
    edit.textContent = state.editing ? strings.doneEditing : strings.edit;
    toggle.hidden = view === "delete-confirmation" || (!saved && (view === "options" || alone));
    heading.hidden = alone;
    heading.textContent =
      view === "methods" && selected
        ? fill(strings.payingWith, { paymentSource: describeMethod(selected, strings)[0] })
        : strings.chooseAWayToPay;
  };
}

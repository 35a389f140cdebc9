// The content of a wallet's or a bank's sheet, as Drop-in marks it: its button (`paypal-button`, `venmo-button`,
// `apple-pay-button`, `google-pay-button`; paykit's own options the same way, e.g. `local-payment-button`).
import type { PaymentOptionId } from "../types.js";
import { button, h, kebab } from "./dom.js";

/** Drop-in's classes of each option's button. */
const BUTTON_CLASSES: Partial<Record<string, string>> = {
  paypal: "braintree-sheet__button--paypal",
  paypalCredit: "braintree-sheet__button--paypal",
  venmo: "braintree-sheet__button--venmo",
  applePay: "braintree-sheet__button--apple-pay apple-pay-button",
};

const attributesOf = (id: PaymentOptionId) => ({
  "data-braintree-id": `${kebab(id)}-button`,
  class: BUTTON_CLASSES[id] ?? "",
  "data-icon": id,
});

/** The option's own button, which starts its flow in the shopper's click. */
export function sheetButton(id: PaymentOptionId, label: string, onClick: () => void): HTMLButtonElement {
  return button(attributesOf(id), onClick, label);
}

/** Where a third party draws the option's button (PayPal's SDK). */
export function buttonHolder(id: PaymentOptionId): HTMLDivElement {
  return h("div", attributesOf(id));
}

/** Shows the sheet's content. */
export function fillSheet(content: HTMLElement, control: HTMLElement): void {
  content.replaceChildren(control);
}

/** Moves the focus to the sheet's first control, when the shopper chose the sheet. */
export function focusSheet(control: HTMLElement): void {
  const target = control.matches("button,iframe") ? control : control.querySelector<HTMLElement>("button,iframe");
  target?.focus();
}

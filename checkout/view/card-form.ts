// The card sheet's form in Drop-in's DOM: one field group per field (`number-field-group`, ...), with its label, the
// Hosted Fields container (`.braintree-form__hosted-field`, `.braintree-form-number`, ...) and its message
// (`number-field-error`), the expiry, CVV and postal code in `.braintree-form__flexible-fields`, the save-card
// checkbox, and the brands accepted in the header. The state classes (focused, has-error, valid, card type known) are
// set by the functions below, which the card sheet (methods/card.ts) calls on Hosted Fields' events.
import type { FieldKey } from "../../plugins/hosted-fields/index.js";
import type { Dom } from "../methods/method.js";
import { kebab } from "./dom.js";

/** Drop-in's class of each field's container: `braintree-form-<name>`. */
const CONTAINER_NAMES: Partial<Record<FieldKey, string>> = {
  cardholderName: "cardholder-name",
  number: "number",
  expirationDate: "expiration",
  cvv: "cvv",
  postalCode: "postal-code",
};

/** The brands shown in the sheet's header, in order: Hosted Fields' card type → the configuration's name of it. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: "Visa",
  "master-card": "MasterCard",
  unionpay: "UnionPay",
  "american-express": "American Express",
  jcb: "JCB",
  discover: "Discover",
  maestro: "Maestro",
};

export interface FieldText {
  label: string;
  /** The hint after the label: "(MM/YY)", "(3 digits)". */
  hint?: string;
}

export interface CardForm {
  form: HTMLElement;
  /** Each field's Hosted Fields container. */
  containers: Map<FieldKey, HTMLElement>;
  save: HTMLInputElement;
}

/**
 * The brand (number; `card`: the option's own badge until the brand is known) or where the code is (CVV) beside a
 * field: Drop-in's `card-number-icon` and `cvv-icon`.
 */
function secondaryIcon({ logo }: Dom, key: "number" | "cvv", card: string): HTMLElement {
  const icon = logo("braintree-form__icon braintree-form__field-secondary-icon", key === "number" ? card : "cvv-back");
  icon.setAttribute("data-braintree-id", key === "number" ? "card-number-icon" : "cvv-icon");
  return icon;
}

const groupOf = (form: HTMLElement, key: FieldKey) =>
  form.querySelector<HTMLElement>(`[data-braintree-id="${kebab(key)}-field-group"]`);

/** Draws the form into the sheet's content and the accepted brands into its header, with the checkout's `dom`. */
export function drawCardForm(
  content: HTMLElement,
  fields: Array<[FieldKey, FieldText]>,
  options: {
    saveLabel: string;
    saveShown: boolean;
    saveChecked: boolean;
    brands: string[];
    hidden: string[];
    /** The card option's badge: the number field's icon until the brand is known. */
    icon: string;
  },
  dom: Dom,
): CardForm {
  const { h, part, logo } = dom;
  const containers = new Map<FieldKey, HTMLElement>();
  const groupFor = ([key, text]: [FieldKey, FieldText]) => {
    const name = kebab(key);
    const container = h("div", {
      class: `braintree-form__hosted-field braintree-form-${CONTAINER_NAMES[key] ?? name}`,
    });
    containers.set(key, container);
    return part(
      `${name}-field-group`,
      "braintree-form__field-group",
      h(
        "label",
        key === "cardholderName" ? { for: "braintree__card-view-input__cardholder-name" } : {},
        h(
          "div",
          { class: "braintree-form__label" },
          text.label,
          ...(text.hint
            ? [
                " ",
                h(
                  "span",
                  {
                    class: "braintree-form__descriptor",
                    ...(key === "cvv" ? { "data-braintree-id": "cvv-label-descriptor" } : {}),
                  },
                  text.hint,
                ),
              ]
            : []),
        ),
        h(
          "div",
          { class: "braintree-form__field" },
          container,
          h(
            "div",
            { class: "braintree-form__icon-container" },
            ...(key === "number" || key === "cvv" ? [secondaryIcon(dom, key, options.icon)] : []),
            logo("braintree-form__icon braintree-form__field-error-icon", "error"),
          ),
        ),
      ),
      part(`${name}-field-error`, "braintree-form__field-error"),
    );
  };
  const [first, ...rest] = fields.filter(([key]) => key === "cardholderName" || key === "number");
  const flexible = fields.filter(([key]) => key !== "cardholderName" && key !== "number");
  const save = h("input", { type: "checkbox", "data-braintree-id": "save-card-input" });
  save.checked = options.saveChecked;
  const saveGroup = part(
    "save-card-field-group",
    `braintree-form__field-group${options.saveShown ? "" : " braintree-hidden"}`,
    h(
      "label",
      {},
      h("div", { class: "braintree-form__field braintree-form__checkbox" }, save),
      h("div", { class: "braintree-form__label" }, options.saveLabel),
    ),
  );
  content.replaceChildren(
    ...[first, ...rest].filter((field) => field !== undefined).map(groupFor),
    h("div", { class: "braintree-form__flexible-fields" }, ...flexible.map(groupFor)),
    saveGroup,
  );
  const icons = part(
    "card-view-icons",
    "braintree-sheet__icons",
    ...Object.entries(BRANDS).map(([type, name]) => {
      const icon = part(`${type}-card-icon`, "braintree-sheet__card-icon", logo("", type));
      if (!options.brands.includes(name) || options.hidden.includes(type)) icon.classList.add("braintree-hidden");
      return icon;
    }),
  );
  content.parentElement?.firstElementChild?.append(icons);
  return { form: content, containers, save };
}

/** The field group is focused (or no longer). */
export function showFocus(form: HTMLElement, key: FieldKey, focused: boolean): void {
  groupOf(form, key)?.classList.toggle("braintree-form__field-group--is-focused", focused);
}

/** The field's message (empty: none) and the group's has-error state; whether it changed. */
export function showFieldError(form: HTMLElement, key: FieldKey, message: string): boolean {
  const group = groupOf(form, key);
  const line = form.querySelector(`[data-braintree-id="${kebab(key)}-field-error"]`);
  if (!group || !line || line.textContent === message) return false;
  group.classList.toggle("braintree-form__field-group--has-error", message !== "");
  line.textContent = message;
  // Announced when it appears, as Drop-in's message lines are.
  if (message) line.setAttribute("role", "alert");
  else line.removeAttribute("role");
  return true;
}

/** The field's message now ("" for none). */
export function fieldErrorOf(form: HTMLElement, key: FieldKey): string {
  return form.querySelector(`[data-braintree-id="${kebab(key)}-field-error"]`)?.textContent ?? "";
}

/** The field is valid (its container's `braintree-form__field--valid`). */
export function showValid(container: HTMLElement, valid: boolean): void {
  container.classList.toggle("braintree-form__field--valid", valid);
}

/** The brand the number field knows (none: undefined, the option's badge `card` shown), and the CVV hint that follows it. */
export function showCardType(form: HTMLElement, type: string | undefined, cvvHint: string, card: string): void {
  groupOf(form, "number")?.classList.toggle("braintree-form__field-group--card-type-known", type !== undefined);
  const numberIcon = groupOf(form, "number")?.querySelector(".braintree-form__field-secondary-icon");
  numberIcon?.setAttribute("data-icon", type ?? card);
  const cvvIcon = groupOf(form, "cvv")?.querySelector(".braintree-form__field-secondary-icon");
  cvvIcon?.setAttribute("data-icon", type === "american-express" ? "cvv-front" : "cvv-back");
  const hint = form.querySelector('[data-braintree-id="cvv-label-descriptor"]');
  if (hint) hint.textContent = cvvHint;
}

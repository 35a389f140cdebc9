// The card sheet (the `checkout-card` part): Hosted Fields in the checkout's own field layout, with labels, the brand
// while the shopper types, and a message under each field that is not right (on blur, and for every field on submit,
// the focus going to the first).
import { recordOf, type NamespaceOf } from "../../kernel/index.js";
import type { FieldKey, HostedFieldsEvent, HostedFieldsState } from "../../plugins/hosted-fields/index.js";
import type hostedFieldsPlugin from "../../plugins/hosted-fields/plugin.js";
import { cardEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import type { PaymentMethodPayload } from "../types.js";
import { h } from "../view/dom.js";
import type { MethodContext, Mount, Supported } from "./method.js";

type Key = keyof typeof cardEnUS;

/** The fields in the order they are laid out, with their label and the hint after it. */
const FIELDS: Array<[FieldKey, Key, Key?]> = [
  ["cardholderName", "cardholderNameLabel"],
  ["number", "cardNumberLabel"],
  ["expirationDate", "expirationDateLabel", "expirationDateLabelSubheading"],
  ["cvv", "cvvLabel", "cvvThreeDigitLabelSubheading"],
  ["postalCode", "postalCodeLabel"],
];

/** A field's name in its strings' keys: `postalCode` → `fieldEmptyForPostalCode`. */
const nameOf = (key: FieldKey) => key[0]?.toUpperCase() + key.slice(1);

/** Hosted Fields' error codes as drop-in names their strings: HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR → hostedFieldsTokenizationNetworkErrorError. */
function keyOfCode(code: unknown): string {
  return `${String(code)
    .toLowerCase()
    .replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}Error`;
}

/** Whether the form has a field: number and expiry always, CVV and postal code when the gateway asks for them. */
function hasField(key: FieldKey, context: MethodContext, overrides: Record<string, unknown>): boolean {
  if (key === "cardholderName") return Boolean(context.options.cardholderName);
  if (key !== "cvv" && key !== "postalCode") return true;
  return (
    (context.configuration.challenges ?? []).includes(key === "cvv" ? key : "postal_code") && overrides[key] !== null
  );
}

/** The styles inside the field frames: the checkout's own text colour and font (its custom properties, computed). */
function frameStyles(root: HTMLElement, overrides: Record<string, unknown>): Record<string, unknown> {
  const style = getComputedStyle(root);
  const styles: Record<string, unknown> = {
    input: { "font-size": "16px", "font-family": style.fontFamily, color: style.color },
    "::placeholder": { color: style.getPropertyValue("--m").trim() || style.color, opacity: "1" },
  };
  for (const [selector, given] of Object.entries(overrides)) {
    if (given === null) delete styles[selector];
    else styles[selector] = typeof given === "object" ? { ...recordOf(styles[selector]), ...recordOf(given) } : given;
  }
  return styles;
}

/** Drop-in's rule: a card form only when the gateway takes some card brand. */
export const supported: Supported = (client) =>
  (client.getConfiguration().gatewayConfiguration.creditCards?.supportedCardTypes?.length ?? 0) > 0;

/** Draws the form, then creates its Hosted Fields (the checkout fetched the plugin side by side with this part). */
export const mount: Mount = async (body, context, namespace) => {
  const { options } = context;
  const text = (key: Key) => textOf(context.strings, cardEnUS, key);
  const overrides = recordOf(options.overrides);
  const fieldOverrides = recordOf(overrides.fields);
  const nameRequired = recordOf(options.cardholderName).required === true;
  const placeholders: Partial<Record<FieldKey, string>> = {
    cardholderName: text("cardholderNamePlaceholder"),
    number: "1234 1234 1234 1234",
    expirationDate: text("expirationDatePlaceholder"),
    cvv: "•••",
  };
  const groups = new Map<FieldKey, HTMLElement>();
  const fields: Record<string, object> = {};
  for (const [key, label, hint] of FIELDS) {
    if (!hasField(key, context, fieldOverrides)) continue;
    const container = h("div", { class: "pk-input", id: `${context.id}-${key}` });
    const title = h("label", { for: container.id }, text(label), ...(hint ? [" ", h("span", {}, text(hint))] : []));
    groups.set(
      key,
      h("div", { class: "pk-field", "data-field": key }, title, container, h("p", { class: "pk-field-error" })),
    );
    fields[key] = { placeholder: placeholders[key], ...recordOf(fieldOverrides[key]), container, selector: undefined };
  }
  const brand = h("span", { class: "pk-brand" });
  (fields.number as { container: HTMLElement }).container.append(brand);
  const vault = recordOf(options.vault);
  const save = h("input", { type: "checkbox", id: `${context.id}-save` });
  save.checked = vault.vaultCard !== false;
  const form = h("div", { class: "pk-fields" }, ...groups.values());
  if (!context.guest && vault.allowVaultCardOverride === true)
    form.append(h("label", { class: "pk-field pk-check", for: save.id }, save, text("saveCardLabel")));
  body.className = "";
  body.replaceChildren(form);
  const hostedFields = await (namespace as NamespaceOf<typeof hostedFieldsPlugin>).create({
    client: context.client,
    fields,
    styles: frameStyles(context.root, recordOf(overrides.styles)),
  } as never);
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

  /** A field's message now, if any: empty (when required; not on blur), invalid, or a brand the merchant does not take. */
  const problemOf = (key: FieldKey, state: HostedFieldsState, blurred = false): string | undefined => {
    const field = state.fields[key];
    if (!field) return undefined;
    if (field.isEmpty)
      return (key !== "cardholderName" || nameRequired) && !blurred
        ? text(`fieldEmptyFor${nameOf(key)}` as Key)
        : undefined;
    if (!field.isValid) return text(`fieldInvalidFor${nameOf(key)}` as Key);
    return key === "number" && state.cards[0]?.supported === false ? text("unsupportedCardTypeError") : undefined;
  };

  /** Shows a field's message under it and to screen readers inside its frame (an empty one clears it). */
  const showError = (key: FieldKey, message: string) => {
    const group = groups.get(key);
    const line = group?.lastElementChild;
    if (!group || !line || line.textContent === message) return;
    group.toggleAttribute("data-invalid", message !== "");
    line.textContent = message;
    const attribute = { field: key, attribute: "aria-invalid" };
    quietly(
      message ? hostedFields.setAttribute({ ...attribute, value: true }) : hostedFields.removeAttribute(attribute),
    );
    quietly(hostedFields.setMessage({ field: key, message }));
  };

  /** Whether every field is right, as far as the page knows. */
  const validate = (): boolean => [...groups.keys()].every((key) => !problemOf(key, hostedFields.getState()));

  /** The form's answer to a field's event: its message, whether the card can be requested, the brand once known (the CVV's hint follows: 4 digits for American Express). */
  const follow = (event: string, payload: HostedFieldsEvent) => {
    // binAvailable carries only the BIN: it is for the merchant's `card:binAvailable` listeners.
    if (event === "binAvailable") return;
    const key = payload.emittedBy;
    const known = payload.cards.length === 1 ? payload.cards[0] : undefined;
    if (event === "blur")
      showError(key, problemOf(key, payload, true) ?? groups.get(key)?.lastElementChild?.textContent ?? "");
    if (event === "notEmpty" || (event === "validityChange" && payload.fields[key]?.isPotentiallyValid))
      showError(key, "");
    if (event === "validityChange") context.requestable(validate());
    if (event === "cardTypeChange") {
      brand.textContent = known?.niceType ?? "";
      const hint = groups.get("cvv")?.querySelector("label span");
      if (hint)
        hint.textContent = text(
          known?.code.size === 4 ? "cvvFourDigitLabelSubheading" : "cvvThreeDigitLabelSubheading",
        );
    }
  };
  for (const event of [
    "blur",
    "notEmpty",
    "validityChange",
    "cardTypeChange",
    "focus",
    "empty",
    "inputSubmitRequest",
    "binAvailable",
  ]) {
    hostedFields.on(event as never, (payload: HostedFieldsEvent) => {
      follow(event, payload);
      context.emit(`card:${event}`, payload);
    });
  }

  // The frames decide what is missing or wrong: the page's state may lag the last keystroke by a message.
  const tokenize = async (): Promise<PaymentMethodPayload> => {
    const vaulted = !context.guest && save.checked;
    const state = hostedFields.getState();
    const nameless = state.fields.cardholderName?.isEmpty && !nameRequired;
    const keys = [...groups.keys()].filter((key) => !(nameless && key === "cardholderName"));
    const unsupported = text("unsupportedCardTypeError");
    if (problemOf("number", state) === unsupported) {
      showError("number", unsupported);
      context.failed(undefined, unsupported);
      throw undefined;
    }
    try {
      const payload = (await hostedFields.tokenize({
        vault: vaulted,
        ...(nameless ? { fieldsToTokenize: keys } : {}),
      })) as unknown as PaymentMethodPayload;
      if (options.clearFieldsAfterTokenization !== false)
        for (const key of groups.keys()) quietly(hostedFields.clear(key));
      if (vaulted) payload.vaulted = true;
      return payload;
    } catch (error) {
      const { code, details } = recordOf(error);
      // Each field the frames refused gets its message (empty or not valid), and the first one the focus.
      const refused =
        code === "HOSTED_FIELDS_FIELDS_EMPTY" ? keys : (recordOf(details).invalidFieldKeys as FieldKey[] | undefined);
      const current = hostedFields.getState();
      for (const key of refused ?? [])
        showError(
          key,
          text(`${current.fields[key]?.isEmpty ? "fieldEmptyFor" : "fieldInvalidFor"}${nameOf(key)}` as Key),
        );
      if (refused?.[0]) quietly(hostedFields.focus(refused[0]));
      const key = keyOfCode(code);
      context.failed(
        error,
        refused ? text("hostedFieldsFieldsInvalidError") : Object.hasOwn(cardEnUS, key) ? text(key as Key) : undefined,
      );
      throw error;
    }
  };

  return {
    request: tokenize,
    shown: (chosen) => {
      if (chosen) quietly(hostedFields.focus(groups.has("cardholderName") ? "cardholderName" : "number"));
      context.requestable(validate());
    },
    teardown: () => hostedFields.teardown(),
  };
};

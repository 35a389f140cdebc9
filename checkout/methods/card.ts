// The card sheet (the `checkout-card` part): Hosted Fields in the checkout's own field layout, with labels, the brand
// while the shopper types, and a message under each field that is not right (on blur, and for every field on submit,
// the focus going to the first).
import { recordOf, type NamespaceOf } from "../../kernel/index.js";
import type { FieldKey, HostedFieldsEvent, HostedFieldsState } from "../../plugins/hosted-fields/index.js";
import type hostedFieldsPlugin from "../../plugins/hosted-fields/plugin.js";
import { cardEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import type { PaymentMethodPayload } from "../types.js";
import { CARD_EVENTS, CARD_FIELD_STYLES } from "../constants.js";
import { kebab } from "../view/dom.js";
import { drawCardForm, fieldErrorOf, showCardType, showFieldError, showFocus, showValid } from "../view/card-form.js";
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

/** `fontSize` → `font-size`, as Drop-in accepts both. */
const kebabKeys = (styles: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(styles).map(([key, value]) => [kebab(key), value]));

/** The styles inside the field frames: Drop-in's, with `card.overrides.styles` (null removes a rule, a string is a class). */
function frameStyles(overrides: Record<string, unknown>): Record<string, unknown> {
  const styles: Record<string, unknown> = { ...CARD_FIELD_STYLES };
  for (const [selector, given] of Object.entries(overrides)) {
    if (given === null) delete styles[selector];
    else if (typeof given === "object")
      styles[selector] = { ...recordOf(styles[selector]), ...kebabKeys(recordOf(given)) };
    else styles[selector] = given;
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
    number: "•••• •••• •••• ••••",
    expirationDate: text("expirationDatePlaceholder"),
    cvv: "•••",
  };
  const keys = FIELDS.filter(([key]) => hasField(key, context, fieldOverrides));
  const vault = recordOf(options.vault);
  const supportedBrands = context.configuration.creditCards?.supportedCardTypes ?? [];
  const hiddenBrands = Object.entries(recordOf(recordOf(fieldOverrides.number).supportedCardBrands))
    .filter(([, shown]) => shown === false)
    .map(([brand]) => (brand === "mastercard" ? "master-card" : brand));
  const { form, containers, save } = drawCardForm(
    body,
    keys.map(([key, label, hint]) => [key, { label: text(label), ...(hint ? { hint: text(hint) } : {}) }]),
    {
      saveLabel: text("saveCardLabel"),
      saveShown: !context.guest && vault.allowVaultCardOverride === true,
      saveChecked: vault.vaultCard !== false,
      brands: supportedBrands,
      hidden: hiddenBrands,
      icon: context.option,
    },
    context.dom,
  );
  const fields: Record<string, object> = {};
  for (const [key, container] of containers)
    fields[key] = { placeholder: placeholders[key], ...recordOf(fieldOverrides[key]), container, selector: undefined };
  const hostedFields = await (namespace as NamespaceOf<typeof hostedFieldsPlugin>).create({
    client: context.client,
    fields,
    styles: frameStyles(recordOf(overrides.styles)),
  } as never);
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
  for (const key of containers.keys())
    quietly(hostedFields.setAttribute({ field: key, attribute: "aria-required", value: true }));
  let tokenizing = false;

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
    if (!showFieldError(form, key, message)) return;
    const attribute = { field: key, attribute: "aria-invalid" };
    quietly(
      message ? hostedFields.setAttribute({ ...attribute, value: true }) : hostedFields.removeAttribute(attribute),
    );
    quietly(hostedFields.setMessage({ field: key, message }));
  };

  /** Whether every field is right, as far as the page knows. */
  const validate = (): boolean => [...containers.keys()].every((key) => !problemOf(key, hostedFields.getState()));
  const tellRequestable = () => tokenizing || context.requestable(validate());

  /** The form's answer to a field's event: focus, its message, validity, whether the card can be requested, the brand once known. */
  const follow = (event: string, payload: HostedFieldsEvent) => {
    // binAvailable carries only the BIN: it is for the merchant's `card:binAvailable` listeners.
    if (event === "binAvailable") return;
    const key = payload.emittedBy;
    const known = payload.cards.length === 1 ? payload.cards[0] : undefined;
    if (event === "focus" || event === "blur") showFocus(form, key, event === "focus");
    if (event === "blur") showError(key, problemOf(key, payload, true) ?? fieldErrorOf(form, key));
    if (event === "notEmpty" || (event === "validityChange" && payload.fields[key]?.isPotentiallyValid))
      showError(key, "");
    if (event === "validityChange") {
      const container = containers.get(key);
      if (container) showValid(container, problemOf(key, payload) === undefined);
      tellRequestable();
    }
    if (event === "cardTypeChange")
      showCardType(
        form,
        known?.type,
        text(known?.code.size === 4 ? "cvvFourDigitLabelSubheading" : "cvvThreeDigitLabelSubheading"),
        context.option,
      );
  };
  for (const event of CARD_EVENTS) {
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
    const requested = [...containers.keys()].filter((key) => !(nameless && key === "cardholderName"));
    const unsupported = text("unsupportedCardTypeError");
    if (problemOf("number", state) === unsupported) {
      showError("number", unsupported);
      context.failed(undefined, unsupported);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a failure without a cause: the checkout turns it into DROPIN_NO_PAYMENT_METHOD (Sheet.request)
      throw undefined;
    }
    tokenizing = true;
    try {
      const payload = (await hostedFields.tokenize({
        vault: vaulted,
        ...(nameless ? { fieldsToTokenize: requested } : {}),
      })) as unknown as PaymentMethodPayload;
      if (options.clearFieldsAfterTokenization !== false)
        for (const key of containers.keys()) quietly(hostedFields.clear(key));
      if (vaulted) payload.vaulted = true;
      return payload;
    } catch (error) {
      const { code, details } = recordOf(error);
      // Each field the frames refused gets its message (empty or not valid); the focus stays where it is, as with Drop-in.
      const refused =
        code === "HOSTED_FIELDS_FIELDS_EMPTY"
          ? requested
          : (recordOf(details).invalidFieldKeys as FieldKey[] | undefined);
      const current = hostedFields.getState();
      for (const key of refused ?? [])
        showError(
          key,
          text(`${current.fields[key]?.isEmpty ? "fieldEmptyFor" : "fieldInvalidFor"}${nameOf(key)}` as Key),
        );
      const key = keyOfCode(code);
      context.failed(
        error,
        refused ? text("hostedFieldsFieldsInvalidError") : Object.hasOwn(cardEnUS, key) ? text(key as Key) : undefined,
      );
      throw error;
    } finally {
      tokenizing = false;
    }
  };

  return {
    request: tokenize,
    shown: (chosen) => {
      if (chosen) quietly(hostedFields.focus(containers.has("cardholderName") ? "cardholderName" : "number"));
      tellRequestable();
    },
    teardown: () => hostedFields.teardown(),
  };
};

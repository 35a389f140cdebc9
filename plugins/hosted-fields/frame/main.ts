// Entry of the field frame page. The frame learns its field from its name and its instance from the
// URL hash, asks the page (its parent, and nothing else) for its configuration, and then runs the field.
import { FrameChannel } from "../../../kernel/frames/channel.js";
import { FIELDS, FRAME_NAME_PREFIX, MESSAGES, type FieldKey } from "../constants.js";
import { hostedFieldsErrors as errors } from "../errors.js";
import { createError } from "../../../kernel/errors/braintree-error.js";
import type { FrameConfiguration, TokenizeOptions } from "../types.js";
import { validate, type CardContext } from "./card.js";
import { Field, type FieldEvent } from "./field.js";
import { Siblings } from "./siblings.js";
import { applyStyles } from "./styles.js";
import { tokenizeCard } from "./tokenize.js";

const componentId = location.hash.slice(1);
const key = window.name.startsWith(FRAME_NAME_PREFIX) ? (window.name.slice(FRAME_NAME_PREFIX.length) as FieldKey) : undefined;

/** The merchant page's origin: the only origin messages are sent to or accepted from. */
function parentOrigin(): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] as string;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return "null";
  }
}

/** Fields the hidden autofill inputs of the number frame stand in for. */
const AUTOFILL_STAND_INS: Array<[FieldKey, string]> = [
  ["expirationMonth", "cc-exp-month"],
  ["expirationYear", "cc-exp-year"],
  ["cvv", "cc-csc"],
  ["cardholderName", "cc-name"],
];

async function start(fieldKey: FieldKey): Promise<void> {
  const channel = new FrameChannel({
    channel: componentId,
    target: () => window.parent,
    targetOrigin: parentOrigin,
  });
  const configuration = (await channel.request(MESSAGES.frameReady)) as FrameConfiguration;
  applyStyles(configuration.styles);

  const context: CardContext = {
    supportedCardTypes: configuration.supportedCardTypes,
    fields: configuration.fields,
    values: {},
  };
  const send = (event: FieldEvent) => channel.send(MESSAGES.inputEvent, { ...event, key: fieldKey });
  let siblings: Siblings | undefined;
  const field = new Field(fieldKey, configuration.fields[fieldKey] ?? {}, context, send, (value) => {
    context.values[fieldKey] = value;
    siblings?.publish(value);
  });
  context.values[fieldKey] = field.value;
  siblings = new Siblings(componentId, fieldKey, {
    onValue(otherKey, value) {
      if (otherKey === fieldKey || context.values[otherKey] === value) return;
      context.values[otherKey] = value;
      field.contextChanged();
    },
    onAutofill(values) {
      const value = values[fieldKey];
      if (value !== undefined && value !== field.value) field.setValue(value);
    },
    currentValue: () => field.value,
  });
  if (fieldKey === "number" && !configuration.preventAutofill) addAutofillStandIns(siblings, configuration);
  if (configuration.preventAutofill && field.element instanceof HTMLInputElement) field.element.autocomplete = "off";

  channel
    .on(MESSAGES.addClass, (payload) => field.element.classList.add(String((payload as { className: string }).className)))
    .on(MESSAGES.removeClass, (payload) => field.element.classList.remove(String((payload as { className: string }).className)))
    .on(MESSAGES.setAttribute, (payload) => {
      const { attribute, value } = payload as { attribute: string; value: string };
      if (attribute === "disabled") field.element.toggleAttribute("disabled", value === "true");
      else field.element.setAttribute(attribute, value);
    })
    .on(MESSAGES.removeAttribute, (payload) => field.element.removeAttribute((payload as { attribute: string }).attribute))
    .on(MESSAGES.setMessage, (payload) => field.setMessage((payload as { message: string }).message))
    .on(MESSAGES.setMonthOptions, (payload) => field.setMonthOptions((payload as { options: string[] }).options))
    .on(MESSAGES.clear, () => field.clear())
    .on(MESSAGES.focus, () => field.element.focus())
    .on(MESSAGES.tokenize, async (payload) => {
      if (!configuration.client) throw createError(errors.HOSTED_FIELDS_FAILED_TOKENIZATION);
      const options = (payload ?? {}) as TokenizeOptions;
      const present = Object.keys(configuration.fields) as FieldKey[];
      const requested = Array.isArray(options.fieldsToTokenize)
        ? present.filter((candidate) => options.fieldsToTokenize?.includes(candidate))
        : present;
      const collected = { ...(await siblings?.collect(present)), [fieldKey]: field.value };
      Object.assign(context.values, collected);
      const values = Object.fromEntries(requested.map((candidate) => [candidate, collected[candidate] ?? ""]));
      if (requested.every((candidate) => !values[candidate])) throw createError(errors.HOSTED_FIELDS_FIELDS_EMPTY);
      const invalidFieldKeys = requested.filter((candidate) => !validate(candidate, values[candidate] ?? "", context).isValid);
      if (invalidFieldKeys.length > 0) throw createError(errors.HOSTED_FIELDS_FIELDS_INVALID, { details: { invalidFieldKeys } });
      return tokenizeCard(configuration.client, values, options);
    });

  channel.send(MESSAGES.ready, { field: field.state, cards: field.cards() });
}

/**
 * Browsers autofill every card field of one document at once. Off-screen stand-ins in the number frame
 * receive the expiry, CVV and name, which are then handed to the frames that show them.
 */
function addAutofillStandIns(siblings: Siblings, configuration: FrameConfiguration): void {
  const holder = document.createElement("div");
  holder.className = "visually-hidden";
  holder.setAttribute("aria-hidden", "true");
  for (const [standInFor, autocomplete] of AUTOFILL_STAND_INS) {
    if (!configuration.fields[standInFor] && standInFor !== "expirationMonth" && standInFor !== "expirationYear") continue;
    const input = document.createElement("input");
    input.autocomplete = autocomplete as AutoFill;
    input.name = autocomplete;
    input.tabIndex = -1;
    input.dataset.autofill = standInFor;
    input.addEventListener("input", () => siblings.autofill(autofillValues(configuration, holder)));
    input.addEventListener("change", () => siblings.autofill(autofillValues(configuration, holder)));
    holder.append(input);
  }
  document.querySelector("main")?.append(holder);
}

function autofillValues(configuration: FrameConfiguration, holder: HTMLElement): Partial<Record<FieldKey, string>> {
  const read = (name: FieldKey) => (holder.querySelector(`[data-autofill="${name}"]`) as HTMLInputElement | null)?.value ?? "";
  const month = read("expirationMonth");
  const year = read("expirationYear");
  const values: Partial<Record<FieldKey, string>> = {};
  if (month) values.expirationMonth = month.padStart(2, "0");
  if (year) values.expirationYear = year;
  if (month && year && configuration.fields.expirationDate) values.expirationDate = `${month.padStart(2, "0")} / ${year.slice(-2)}`;
  const cvv = read("cvv");
  if (cvv) values.cvv = cvv;
  const name = read("cardholderName");
  if (name) values.cardholderName = name;
  return values;
}

if (key && Object.prototype.hasOwnProperty.call(FIELDS, key) && componentId) void start(key);

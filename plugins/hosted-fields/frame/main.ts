// Entry of the field frame page. The frame learns its field from its name and its instance from the
// URL hash, asks the page (its parent, and nothing else) for its configuration, and then runs the field. Any
// script on the page can answer that request; only the instance that placed the frame can prove it did
// (kernel/frames/instance-key.ts), so every other answer is ignored.
import {
  createError,
  FrameChannel,
  isBraintreeError,
  parentOrigin,
  provesInstance,
} from "../../../kernel/frame-entry.js";
import { FRAME_NAME_PREFIX, isFieldKey, MESSAGES, type FieldKey } from "../constants.js";
import { tokenizationErrors as errors } from "../errors.js";
import type { FrameConfiguration, TokenizeOptions } from "../types.js";
import { addAutofillStandIns } from "./autofill.js";
import type { CardContext } from "./card.js";
import { Field, type FieldEvent } from "./field.js";
import { pairAsField, pairAsHub } from "./pairing.js";
import { Siblings } from "./siblings.js";
import { applyStyles } from "./styles.js";
import { checkFields, fieldsToTokenize, tokenizeCard } from "./tokenize.js";
import { listenForUnionPay } from "./unionpay.js";

const componentId = location.hash.slice(1);
const key = window.name.slice(FRAME_NAME_PREFIX.length);

async function start(fieldKey: FieldKey): Promise<void> {
  const channel = new FrameChannel({ channel: componentId, target: () => window.parent, targetOrigin: parentOrigin });
  const fromInstance = (answer: unknown) =>
    provesInstance((answer as Partial<FrameConfiguration> | null)?.proof, componentId);
  const configuration = (await channel.request(MESSAGES.frameReady, undefined, fromInstance)) as FrameConfiguration;
  applyStyles(configuration.styles);
  const isTokenizer = Boolean(configuration.client);

  const context: CardContext = {
    supportedCardTypes: configuration.supportedCardTypes,
    fields: configuration.fields,
    values: {},
  };
  let siblings: Siblings | undefined;
  const send = (event: FieldEvent) => channel.send(MESSAGES.inputEvent, event);
  const field = new Field(fieldKey, configuration.fields[fieldKey] ?? {}, context, send, (value) => {
    context.values[fieldKey] = value;
    siblings?.publish(value);
  });
  context.values[fieldKey] = field.value;
  siblings = joinSiblings(isTokenizer, field, context);
  // The frames pair among themselves (pairing.ts), never through the page; a tokenization asked for meanwhile
  // waits for the fields still pairing.
  const accept = (otherKey: FieldKey, port: MessagePort) => {
    siblings?.add(otherKey, port);
    if (field.value) siblings?.publish(field.value);
  };
  if (isTokenizer) pairAsHub(componentId, fieldKey, Object.keys(configuration.fields) as FieldKey[], accept);
  else pairAsField(componentId, fieldKey, accept);
  if (configuration.preventAutofill) field.preventAutofill();
  else if (fieldKey === "number") addAutofillStandIns(siblings, configuration.fields);

  listenToPage(channel, field);
  if (configuration.client) listenForTokenization(channel, configuration, field, siblings, context);
  channel.send(MESSAGES.ready, { field: field.state, cards: field.cards() });
}

/** The other frames' values keep this field's validation in context (the CVV follows the number's brand). */
function joinSiblings(isTokenizer: boolean, field: Field, context: CardContext): Siblings {
  return new Siblings(field.key, isTokenizer, {
    onValue(otherKey, value) {
      if (otherKey === field.key || (context.values[otherKey] ?? "") === value) return;
      context.values[otherKey] = value;
      field.contextChanged();
    },
    onAutofill(values) {
      const value = values[field.key];
      if (value !== undefined && value !== field.value) field.setValue(value);
    },
    currentValue: () => field.value,
  });
}

/** The tokenizing frame: collects every value from its siblings, checks them and sends the card. */
function listenForTokenization(
  channel: FrameChannel,
  configuration: FrameConfiguration,
  field: Field,
  siblings: Siblings,
  context: CardContext,
): void {
  const client = configuration.client as NonNullable<FrameConfiguration["client"]>;
  const present = Object.keys(configuration.fields) as FieldKey[];
  channel.on(MESSAGES.tokenize, async (payload) => {
    const options = (payload ?? {}) as TokenizeOptions;
    Object.assign(context.values, await siblings.collect(present), { [field.key]: field.value });
    const values = checkFields(fieldsToTokenize(present, options), context);
    return tokenizeCard(client, values, options).catch(asCatalogueError);
  });
  listenForUnionPay(channel, client, async () => ({
    ...context.values,
    ...(await siblings.collect(present)),
    [field.key]: field.value,
  }));
}

/** The field operations the merchant page asks for (it has checked them against the catalogue rules). */
function listenToPage(channel: FrameChannel, field: Field): void {
  type Payload = { className: string; attribute: string; value: string; message: string; options: string[] };
  const on = (type: string, handler: (payload: Payload) => void) =>
    channel.on(type, (payload) => handler(payload as Payload));
  on(MESSAGES.addClass, ({ className }) => field.element.classList.add(className));
  on(MESSAGES.removeClass, ({ className }) => field.element.classList.remove(className));
  on(MESSAGES.setAttribute, ({ attribute, value }) => field.setAttribute(attribute, value));
  on(MESSAGES.removeAttribute, ({ attribute }) => field.removeAttribute(attribute));
  on(MESSAGES.setMessage, ({ message }) => field.setMessage(message));
  on(MESSAGES.setMonthOptions, ({ options }) => field.setMonthOptions(options));
  on(MESSAGES.clear, () => field.clear());
  on(MESSAGES.focus, () => field.element.focus());
}

/** Whatever goes wrong, the page receives a catalogue error. */
function asCatalogueError(error: unknown): never {
  throw isBraintreeError(error) ? error : createError(errors.HOSTED_FIELDS_FAILED_TOKENIZATION);
}

// Only as a named field inside a merchant page: opened on its own, the page has nobody to talk to.
if (isFieldKey(key) && window.name.startsWith(FRAME_NAME_PREFIX) && componentId && window.parent !== window)
  void start(key);

// The merchant-page rules of Hosted Fields (spec §5): which fields may be created where, and which
// field operations are allowed. Pure checks that throw the catalogue error of the first problem.
import { createError, describeValue, recordOf, sharedErrors } from "../../kernel/index.js";
import { ALLOWED_ATTRIBUTES, FRAME_NAME_PREFIX, isFieldKey, MAX_TEXT_LENGTH, type FieldKey } from "./constants.js";
import { findContainer } from "./frame-placement.js";
import { setupErrors as errors } from "./errors.js";
import type { FieldOptions } from "./types.js";

export { isFieldKey };

export interface ResolvedField {
  key: FieldKey;
  options: FieldOptions;
  container: HTMLElement;
}

/**
 * A container that already holds a field frame, of this create or an earlier one, cannot take another;
 * `placed` are this create's own frames, placed by the loader before the plugin arrived.
 */
export function assertNoFrame(
  field: ResolvedField,
  taken: ReadonlySet<HTMLElement> = new Set(),
  placed?: Partial<Record<FieldKey, HTMLIFrameElement>>,
): void {
  const frame = field.container.querySelector(`iframe[name^="${FRAME_NAME_PREFIX}"]`);
  if (taken.has(field.container) || (frame && frame !== placed?.[field.key])) {
    throw createError(errors.HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME, {
      details: { fieldSelector: field.options.selector, fieldContainer: field.options.container, fieldKey: field.key },
    });
  }
}

function resolveField(key: string, raw: unknown): ResolvedField {
  if (!isFieldKey(key))
    throw createError(errors.HOSTED_FIELDS_INVALID_FIELD_KEY, { message: `"${key}" is not a valid field.` });
  // A copy of what can be read: a field option whose getter throws (or a hostile Proxy) counts as not given.
  const options = recordOf(raw) as FieldOptions;
  const container = findContainer(options);
  if (!container) {
    throw createError(errors.HOSTED_FIELDS_INVALID_FIELD_SELECTOR, {
      details: { fieldSelector: options.selector, fieldContainer: options.container, fieldKey: key },
    });
  }
  for (const property of ["maxlength", "minlength"] as const) {
    if (options[property] !== undefined && typeof options[property] !== "number") {
      throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
        message: `The value for ${property} must be a number.`,
        details: { fieldKey: key },
      });
    }
  }
  // Every text option crosses into the frame (a placeholder, a prefill, a label, a type): held to MAX_TEXT_LENGTH.
  for (const [property, value] of Object.entries(options)) {
    if (
      typeof value === "string" &&
      value.length > MAX_TEXT_LENGTH &&
      property !== "selector" &&
      property !== "container"
    ) {
      throw tooLong(`The value for ${property}`, key);
    }
  }
  return { key, options, container };
}

function tooLong(what: string, fieldKey?: FieldKey) {
  return createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
    message: `${what} must be at most ${MAX_TEXT_LENGTH} characters.`,
    ...(fieldKey ? { details: { fieldKey } } : {}),
  });
}

/** Checks the `fields` option (spec §5, Hosted Fields creation) and finds each field's container. */
export function resolveFields(fields: unknown, placed?: Partial<Record<FieldKey, HTMLIFrameElement>>): ResolvedField[] {
  // Fields that cannot be listed (a hostile Proxy) are as good as none.
  const entries = Object.entries(recordOf(fields));
  if (entries.length === 0) {
    throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
      message: "options.fields is required when instantiating Hosted Fields.",
    });
  }
  const resolved: ResolvedField[] = [];
  const taken = new Set<HTMLElement>();
  for (const [key, raw] of entries) {
    const field = resolveField(key, raw);
    assertNoFrame(field, taken, placed);
    taken.add(field.container);
    resolved.push(field);
  }
  return resolved;
}

const ACTIONS = {
  addClass: ["adding a class", "Cannot add class to"],
  removeClass: ["removing a class", "Cannot remove class from"],
  setAttribute: ["setting an attribute", "Cannot set attribute for"],
  removeAttribute: ["removing an attribute", "Cannot remove attribute for"],
  setMessage: ["setting a message", "Cannot set message for"],
  clear: ["clearing a field", "Cannot clear"],
  focus: ["focusing a field", "Cannot focus"],
} as const;

export type FieldAction = keyof typeof ACTIONS;

/** A field operation needs a valid key that is part of this instance (FIELD_INVALID / FIELD_NOT_PRESENT). */
export function assertFieldPresent(
  field: unknown,
  present: ReadonlyMap<string, unknown>,
  action: FieldAction,
): FieldKey {
  const [doing, cannot] = ACTIONS[action];
  if (!isFieldKey(field)) {
    throw createError(errors.HOSTED_FIELDS_FIELD_INVALID, {
      message: `"${describeValue(field)}" is not a valid field. You must use a valid field option when ${doing}.`,
    });
  }
  if (!present.has(field)) {
    throw createError(errors.HOSTED_FIELDS_FIELD_NOT_PRESENT, {
      message: `${cannot} "${field}" field because it is not part of the current Hosted Fields options.`,
    });
  }
  return field;
}

/** Only a few attributes may be set on or removed from a field (ATTRIBUTE_NOT_SUPPORTED). */
export function assertAttribute(attribute: unknown): "boolean" | "string" {
  const kind = typeof attribute === "string" ? ALLOWED_ATTRIBUTES[attribute] : undefined;
  if (!kind) {
    throw createError(errors.HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED, {
      message: `The "${describeValue(attribute)}" attribute is not supported in Hosted Fields.`,
    });
  }
  return kind;
}

/** Boolean attributes take true or false, the others a string or a number (ATTRIBUTE_VALUE_NOT_ALLOWED). */
export function assertAttributeValue(attribute: unknown, value: unknown): void {
  const allowed =
    assertAttribute(attribute) === "boolean"
      ? value === true || value === false || value === "true" || value === "false"
      : (typeof value === "string" && value.length <= MAX_TEXT_LENGTH) || typeof value === "number";
  if (!allowed) {
    throw createError(errors.HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED, {
      message: `Value "${describeValue(value)}" is not allowed for "${describeValue(attribute)}" attribute.`,
    });
  }
}

/**
 * Text a field operation sends to a frame (a class name, a message); a value with no string form, or longer than
 * MAX_TEXT_LENGTH, is refused.
 */
export function textOf(value: unknown, name: string): string {
  let text: string;
  try {
    text = String(value);
  } catch {
    throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, { message: `${name} must be a string.` });
  }
  if (text.length > MAX_TEXT_LENGTH) throw tooLong(name);
  return text;
}

/** setMonthOptions needs an expirationMonth field rendered as a select. */
export function assertMonthSelect(month: { isSelect: boolean } | undefined): void {
  if (!month?.isSelect) {
    throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
      message: month
        ? "Expiration month field must be a select element."
        : "Expiration month field must exist to use setMonthOptions.",
    });
  }
}

import { createError, sharedErrors } from "../../kernel/index.js";
import { FIELDS, FRAME_NAME_PREFIX, type FieldKey } from "./constants.js";
import { hostedFieldsErrors as errors } from "./errors.js";
import type { FieldOptions } from "./types.js";

export interface ResolvedField {
  key: FieldKey;
  options: FieldOptions;
  container: HTMLElement;
}

export function isFieldKey(key: unknown): key is FieldKey {
  return typeof key === "string" && Object.prototype.hasOwnProperty.call(FIELDS, key);
}

function isElement(value: unknown): value is HTMLElement {
  return typeof value === "object" && value !== null && (value as Node).nodeType === 1;
}

function findContainer(options: FieldOptions): HTMLElement | null {
  const target = options.container ?? options.selector;
  if (isElement(target)) return target;
  if (typeof target !== "string" || target === "") return null;
  try {
    return document.querySelector<HTMLElement>(target);
  } catch {
    return null;
  }
}

/** Whether an element already holds a field frame. */
export function holdsFrame(container: HTMLElement): boolean {
  return container.querySelector(`iframe[name^="${FRAME_NAME_PREFIX}"]`) !== null;
}

/** Checks the `fields` option (spec §5, Hosted Fields creation) and finds each field's container. */
export function resolveFields(fields: unknown): ResolvedField[] {
  if (fields === null || typeof fields !== "object" || Object.keys(fields).length === 0) {
    throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
      message: "options.fields is required when instantiating Hosted Fields.",
    });
  }
  const resolved: ResolvedField[] = [];
  for (const [key, raw] of Object.entries(fields)) {
    if (!isFieldKey(key)) {
      throw createError(errors.HOSTED_FIELDS_INVALID_FIELD_KEY, { message: `"${key}" is not a valid field.` });
    }
    const options = (raw !== null && typeof raw === "object" ? raw : {}) as FieldOptions;
    const container = findContainer(options);
    const details = { fieldSelector: options.selector, fieldContainer: options.container, fieldKey: key };
    if (!container) throw createError(errors.HOSTED_FIELDS_INVALID_FIELD_SELECTOR, { details });
    if (holdsFrame(container)) throw createError(errors.HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME, { details });
    for (const property of ["maxlength", "minlength"] as const) {
      if (options[property] !== undefined && typeof options[property] !== "number") {
        throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
          message: `The value for ${property} must be a number.`,
        });
      }
    }
    resolved.push({ key, options, container });
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
export function assertFieldPresent(field: unknown, present: ReadonlySet<string>, action: FieldAction): FieldKey {
  const [doing, cannot] = ACTIONS[action];
  if (!isFieldKey(field)) {
    throw createError(errors.HOSTED_FIELDS_FIELD_INVALID, {
      message: `"${String(field)}" is not a valid field. You must use a valid field option when ${doing}.`,
    });
  }
  if (!present.has(field)) {
    throw createError(errors.HOSTED_FIELDS_FIELD_NOT_PRESENT, {
      message: `${cannot} "${field}" field because it is not part of the current Hosted Fields options.`,
    });
  }
  return field;
}

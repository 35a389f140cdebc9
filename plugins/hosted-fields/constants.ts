export type FieldKey =
  "cardholderName" | "number" | "cvv" | "expirationDate" | "expirationMonth" | "expirationYear" | "postalCode";

/** What screen readers call each field (frame titles and labels); its keys are the valid field keys. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  cardholderName: "Cardholder Name",
  number: "Credit Card Number",
  cvv: "CVV",
  expirationDate: "Expiration Date",
  expirationMonth: "Expiration Month",
  expirationYear: "Expiration Year",
  postalCode: "Postal Code",
};

/** How the input inside a field frame is built (WIRE §5.1); only the frame page needs this. */
export interface FieldInput {
  autocomplete: string;
  /** Default maximum length; undefined means the browser default. */
  maxLength?: number;
  /** Digits only (numeric keyboard, digits-only value). */
  numeric: boolean;
}

/** Whether a value is one of the field keys (spec §3), e.g. "number". */
export function isFieldKey(key: unknown): key is FieldKey {
  return typeof key === "string" && Object.hasOwn(FIELD_LABELS, key);
}

export const FIELD_INPUTS: Record<FieldKey, FieldInput> = {
  cardholderName: { autocomplete: "cc-name", numeric: false },
  number: { autocomplete: "cc-number", maxLength: 19, numeric: true },
  cvv: { autocomplete: "cc-csc", maxLength: 3, numeric: true },
  expirationDate: { autocomplete: "cc-exp", maxLength: 7, numeric: true },
  expirationMonth: { autocomplete: "cc-exp-month", maxLength: 2, numeric: true },
  expirationYear: { autocomplete: "cc-exp-year", maxLength: 4, numeric: true },
  postalCode: { autocomplete: "billing postal-code", maxLength: 8, numeric: false },
};

/** CVV length for cards whose security code has four digits. */
export const AMEX_CVV_LENGTH = 4;

/** An expiration year may be at most this many years ahead. */
export const MAX_EXPIRATION_YEAR_AGE = 19;

/** Frames not ready within this time fail creation with HOSTED_FIELDS_TIMEOUT. */
export const READY_TIMEOUT_MS = 60000;

/** How often a pending tokenize checks that its frame is still in the page. */
export const DETACHED_CHECK_MS = 250;

/** How long the tokenizing frame waits for its siblings' values. */
export const COLLECT_TIMEOUT_MS = 1000;

/**
 * The longest text a field takes from the merchant (a class name, a placeholder, a label, a message, a prefill).
 * Far beyond any real one; more only freezes the field frame (a 5 MB placeholder kept it busy for 30 s).
 */
export const MAX_TEXT_LENGTH = 1000;

export const FRAME_NAME_PREFIX = "braintree-hosted-field-";

export const FRAME_PAGE = "html/hosted-fields-frame.min.html";

export const CONTAINER_CLASSES = {
  focused: "braintree-hosted-fields-focused",
  valid: "braintree-hosted-fields-valid",
  invalid: "braintree-hosted-fields-invalid",
} as const;

/** Attributes the merchant may set on a field, and the kind of value each takes. */
export const ALLOWED_ATTRIBUTES: Record<string, "boolean" | "string"> = {
  "aria-invalid": "boolean",
  "aria-required": "boolean",
  disabled: "boolean",
  placeholder: "string",
};

/** Events a Hosted Fields instance emits. */
export const EVENTS = [
  "focus",
  "blur",
  "empty",
  "notEmpty",
  "validityChange",
  "cardTypeChange",
  "inputSubmitRequest",
  "binAvailable",
] as const;

/** Messages between the page and the field frames. */
export const MESSAGES = {
  frameReady: "hosted-fields:FRAME_READY",
  ready: "hosted-fields:READY",
  inputEvent: "hosted-fields:INPUT_EVENT",
  tokenize: "hosted-fields:TOKENIZATION_REQUEST",
  addClass: "hosted-fields:ADD_CLASS",
  removeClass: "hosted-fields:REMOVE_CLASS",
  setAttribute: "hosted-fields:SET_ATTRIBUTE",
  removeAttribute: "hosted-fields:REMOVE_ATTRIBUTE",
  setMessage: "hosted-fields:SET_MESSAGE",
  setMonthOptions: "hosted-fields:SET_MONTH_OPTIONS",
  clear: "hosted-fields:CLEAR_FIELD",
  focus: "hosted-fields:TRIGGER_INPUT_FOCUS",
} as const;

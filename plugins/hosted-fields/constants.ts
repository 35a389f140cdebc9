/** One row per field the merchant can place (WIRE §5.1). */
export interface FieldDescription {
  /** Part of the frame name: `braintree-hosted-field-<key>`. */
  label: string;
  autocomplete: string;
  /** Default maximum length; undefined means the browser default. */
  maxLength?: number;
  /** Digits only (numeric keyboard, digits-only value). */
  numeric: boolean;
}

export type FieldKey =
  | "cardholderName"
  | "number"
  | "cvv"
  | "expirationDate"
  | "expirationMonth"
  | "expirationYear"
  | "postalCode";

export const FIELDS: Record<FieldKey, FieldDescription> = {
  cardholderName: { label: "Cardholder Name", autocomplete: "cc-name", numeric: false },
  number: { label: "Credit Card Number", autocomplete: "cc-number", maxLength: 19, numeric: true },
  cvv: { label: "CVV", autocomplete: "cc-csc", maxLength: 3, numeric: true },
  expirationDate: { label: "Expiration Date", autocomplete: "cc-exp", maxLength: 7, numeric: true },
  expirationMonth: { label: "Expiration Month", autocomplete: "cc-exp-month", maxLength: 2, numeric: true },
  expirationYear: { label: "Expiration Year", autocomplete: "cc-exp-year", maxLength: 4, numeric: true },
  postalCode: { label: "Postal Code", autocomplete: "billing postal-code", maxLength: 8, numeric: false },
};

export const FIELD_KEYS = Object.keys(FIELDS) as FieldKey[];

/** CVV length for cards whose security code has four digits. */
export const AMEX_CVV_LENGTH = 4;

/** An expiration year may be at most this many years ahead. */
export const MAX_EXPIRATION_YEAR_AGE = 19;

/** Frames not ready within this time fail creation with HOSTED_FIELDS_TIMEOUT. */
export const READY_TIMEOUT_MS = 60000;

/** How long the tokenizing frame waits for its siblings' values. */
export const COLLECT_TIMEOUT_MS = 1000;

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

import type { Client } from "../../kernel/index.js";
import type { BinData } from "../common/bin-data.js";
import type { FieldKey } from "./constants.js";

export type { FieldKey } from "./constants.js";

/** Options of one field. */
export interface FieldOptions {
  /** The element, or a selector for it, that receives this field's frame. */
  container?: HTMLElement | string;
  /** Older name for `container` (a selector). */
  selector?: string;
  placeholder?: string;
  /** Input type inside the frame, e.g. "password" for a hidden CVV. */
  type?: string;
  /** Format the value as the shopper types (spaces in the number, "MM / YY"). Default true. */
  formatInput?: boolean;
  /** Hide the value once the field loses focus. */
  maskInput?: boolean | { character?: string; showLastFour?: boolean };
  /** Render a select element (expirationMonth, expirationYear); `options` labels the months. */
  select?: boolean | { options?: string[] };
  maxlength?: number;
  minlength?: number;
  /** Initial value. */
  prefill?: string;
  /** Treat card brands the merchant does not accept as invalid. */
  rejectUnsupportedCards?: boolean;
  /** Per-brand override of acceptance, e.g. `{ visa: false }`. */
  supportedCardBrands?: Record<string, boolean>;
  /** Label text read by screen readers (defaults to the field's name). */
  internalLabel?: string;
  /** Title of the field's frame (default "Secure Credit Card Frame - <field name>"). */
  iframeTitle?: string;
}

export type FieldsOptions = Partial<Record<FieldKey, FieldOptions>>;

/**
 * CSS applied inside the frames: selector → property → value (only presentation properties are kept);
 * an "@media …" key holds rules of its own.
 */
export interface StylesOptions {
  [selector: string]: Record<string, string> | StylesOptions | string;
}

/** Options of `hostedFields.create`. */
export interface HostedFieldsOptions {
  client?: Client;
  authorization?: string;
  fields: FieldsOptions;
  styles?: StylesOptions;
  /** Keep browsers from autofilling the fields. */
  preventAutofill?: boolean;
  sessionId?: string;
}

/** What the page knows of one field; never its value. */
export interface FieldState {
  container: HTMLElement;
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

/** A card brand the number may still turn out to be. */
export interface CardType {
  niceType: string;
  type: string;
  code: { name: string; size: number };
  supported: boolean;
}

export interface HostedFieldsState {
  cards: CardType[];
  /**
   * The state of each field given to `create`, by name. Typed with every field present, as the provider's typings
   * type it, so that `state.fields.number.isValid` reads as the provider's documentation writes it; a field that was
   * not configured is absent at run time.
   */
  fields: Record<FieldKey, FieldState>;
}

export interface HostedFieldsEvent extends HostedFieldsState {
  emittedBy: FieldKey;
}

export interface BinAvailableEvent {
  bin: string;
}

/** Billing or shipping address, as accepted by `tokenize`. */
export interface Address {
  company?: string;
  countryCodeNumeric?: string;
  countryCodeAlpha2?: string;
  countryCodeAlpha3?: string;
  countryName?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  firstName?: string;
  lastName?: string;
  postalCode?: string;
  streetAddress?: string;
}

/** Options of `tokenize`. */
export interface TokenizeOptions {
  /** Vault the card (and verify it): sends `options.validate: true`. */
  vault?: boolean;
  cardholderName?: string;
  billingAddress?: Address;
  shippingAddress?: Address;
  phone?: { number?: string; countryCode?: string; extension?: string };
  email?: string;
  /** Tokenize only these fields. */
  fieldsToTokenize?: FieldKey[];
  authenticationInsight?: { merchantAccountId?: string };
  metadata?: {
    connectCheckout?: {
      authAssertion?: string;
      hasBuyerConsent?: boolean;
      termsAndConditionsVersion?: string;
      termsAndConditionsCountry?: string;
    };
  };
}

/** A value of `binData`: an indicator ("Yes", "No", "Unknown") or, for the issuer, country and product, text. */
export type BinDataValue = "Yes" | "No" | "Unknown" | (string & {});

/** The card nonce `tokenize` resolves with. */
export interface HostedFieldsTokenizePayload {
  nonce: string;
  type: "CreditCard";
  description: string;
  details: {
    bin: string;
    cardType: string;
    lastFour: string;
    lastTwo: string;
    /** Null when the form has no cardholder name field. */
    cardholderName?: string | null;
    expirationMonth: string;
    expirationYear: string;
  };
  binData: BinData;
  authenticationInsight?: { regulationEnvironment: string };
}

/** What a frame is told when it starts. */
export interface FrameConfiguration {
  key: FieldKey;
  /** The instance's proof (kernel/frames/instance-key.ts): a frame takes no configuration without it. */
  proof: string;
  /** Every field of the form, so frames validate together (CVV length follows the number). */
  fields: Partial<Record<FieldKey, Omit<FieldOptions, "container" | "selector">>>;
  styles: StylesOptions;
  preventAutofill: boolean;
  /** Card types the merchant accepts (configuration names, e.g. "Visa"). */
  supportedCardTypes: string[];
  /** Only the tokenizing frame gets the client configuration. */
  client?: {
    authorization: string;
    gatewayConfiguration: Record<string, unknown>;
    analyticsMetadata: Record<string, unknown>;
  };
}

/** What a frame reports after each change: state without the value (the channel says which field). */
export interface InputEventPayload {
  type: (typeof import("./constants.js").EVENTS)[number];
  field: { isEmpty: boolean; isValid: boolean; isPotentiallyValid: boolean; isFocused: boolean };
  cards?: CardType[];
  bin?: string;
}

// The names the widely used community typings for the provider's SDK give these types.
/** A field's options (`fields.number`, …). */
export type HostedFieldFieldOptions = FieldOptions;
/** What `getState()` returns and events carry. */
export type HostedFieldsStateObject = HostedFieldsEvent;
/** The `binAvailable` event. */
export type HostedFieldsBinPayload = BinAvailableEvent;
/** Options of `tokenize`. */
export type HostedFieldsTokenizeOptions = TokenizeOptions;
/** A field's name. */
export type HostedFieldsHostedFieldsFieldName = FieldKey;
/** A field `tokenize({ fieldsToTokenize })` may name. */
export type TokenizationFields = FieldKey;
/** A field's options. */
export type HostedFieldsField = FieldOptions;
/** `maskInput` given as options. */
export type HostedFieldsFieldMaskInput = Exclude<FieldOptions["maskInput"], boolean | undefined>;
/** `supportedCardBrands`: brand → accepted. */
export type HostedFieldsFieldSupportedCardBrands = NonNullable<FieldOptions["supportedCardBrands"]>;
/** One field's state. */
export type HostedFieldsHostedFieldsFieldData = FieldState;
/** Every field's state, by name. */
export type HostedFieldsFieldDataFields = HostedFieldsState["fields"];
/** A card brand the number may be. */
export type HostedFieldsHostedFieldsCard = CardType;
/** The security code of a card brand: its name and length. */
export type HostedFieldsCardCode = CardType["code"];
/** `details` of the tokenize payload. */
export type HostedFieldsAccountDetails = HostedFieldsTokenizePayload["details"];
/** `binData` of the tokenize payload. */
export type HostedFieldsBinData = HostedFieldsTokenizePayload["binData"];
/** A value of `binData`. */
export type HostedFieldsTokenizeValues = "Yes" | "No" | "Unknown";
/** A billing address `tokenize` takes. */
export type HostedFieldsBillingAddress = Address;
/** An attribute `setAttribute` and `removeAttribute` accept. */
export type HostedFieldAttributeName = "aria-invalid" | "aria-required" | "disabled" | "placeholder" | (string & {});
/** Options of `setAttribute` and `removeAttribute`. */
export interface HostedFieldAttributeOptions {
  field: FieldKey;
  attribute: HostedFieldAttributeName;
  value?: string | number | boolean;
}
/** Options of `setMessage`. */
export interface HostedFieldMessageOptions {
  field: FieldKey;
  message: string;
}
/** What each event passes its handler. */
export type HostedFieldsEventTypeMap = {
  ready: undefined;
  timeout: undefined;
  binAvailable: BinAvailableEvent;
} & Record<Exclude<(typeof import("./constants.js").EVENTS)[number], "binAvailable">, HostedFieldsEvent>;
/** An event `on` and `off` accept. */
export type HostedFieldEventType = keyof HostedFieldsEventTypeMap;

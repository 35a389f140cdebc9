// paykit's braintree-web-drop-in: the module braintree-web-drop-in 1.48 is (`create(options[, callback])`, `VERSION`,
// the default export holding both), with the option and payload types under the names its documentation and the
// community typings use. What runs is paykit's Checkout, imported through the `braintree-web` specifier: when the app
// has also swapped braintree-web for paykit, npm installs one paykit for both, and the app's bundle carries one kernel.
import { dropin as checkout } from "braintree-web/checkout";
import type { HostedFieldsEvent, HostedFieldFieldOptions } from "braintree-web/hosted-fields";

/** A card form field's Hosted Fields options (`placeholder`, `maskInput`, …). */
export type HostedFieldsField = HostedFieldFieldOptions;

export type { HostedFieldsEvent };

/** The card form. Pass `false` to offer no card. */
export interface cardCreateOptions {
  /** A cardholder name field: `true` shows it optional, `{ required: true }` makes the shopper fill it in. */
  cardholderName?: boolean | { required?: boolean | undefined } | undefined;
  /** Hosted Fields options per field (`null` removes `cvv` or `postalCode`), and the styles inside the frames. */
  overrides?:
    | {
        fields?:
          | {
              number?: HostedFieldsField | undefined;
              cvv?: HostedFieldsField | null | undefined;
              expirationDate?: HostedFieldsField | undefined;
              postalCode?: HostedFieldsField | null | undefined;
              cardholderName?: HostedFieldsField | undefined;
            }
          | undefined;
        styles?: object | undefined;
      }
    | undefined;
  /** Empty the form once a card is tokenized (default true). */
  clearFieldsAfterTokenization?: boolean | undefined;
  /** With a customer's client token: save the card (`vaultCard`), or let the shopper choose (`allowVaultCardOverride`). */
  vault?: { allowVaultCardOverride?: boolean | undefined; vaultCard?: boolean | undefined } | undefined;
}

/** PayPal and PayPal Credit: the payment PayPal's window creates. */
export interface paypalCreateOptions {
  flow: "checkout" | "vault";
  amount?: string | number | undefined;
  currency?: string | undefined;
  /** The PayPal button's style (`color`, `shape`, `size`, `label`, …). */
  buttonStyle?: object | undefined;
  /** "Pay Now" on PayPal's review page. */
  commit?: boolean | undefined;
  [option: string]: unknown;
}

export interface venmoCreateOptions {
  allowNewBrowserTab?: boolean | undefined;
  [option: string]: unknown;
}

export interface applePayCreateOptions {
  /** The store's name on the Apple Pay sheet. */
  displayName: string;
  /** Apple's payment request (`total` at least). */
  paymentRequest: object;
  buttonStyle?: "black" | "white" | "white-outline" | undefined;
  applePaySessionVersion?: number | undefined;
}

export interface googlePayCreateOptions {
  /** Google's merchant id (required in production). */
  merchantId?: string | undefined;
  googlePayVersion?: number | undefined;
  /** Google's TransactionInfo: `currencyCode`, `totalPriceStatus`, `totalPrice`. */
  transactionInfo: object;
  /** Google's ButtonOptions. */
  button?: object | undefined;
  [option: string]: unknown;
}

export interface dataCollectorOptions {
  kount?: boolean | undefined;
}

/** 3-D Secure on create (the amount belongs in `requestPaymentMethod({ threeDSecure })`). */
export interface threeDSecureOptions {
  amount?: string | undefined;
  cardinalSDKConfig?: object | undefined;
}

/** The options of `create`. */
export interface Options {
  /** A tokenization key or a client token (a customer's shows the saved methods). */
  authorization: string;
  /** The empty element Drop-in fills, or a selector for it. */
  container?: string | HTMLElement | undefined;
  /** The older name of `container`. */
  selector?: string | HTMLElement | undefined;
  locale?: string | undefined;
  translations?: Record<string, string> | undefined;
  paymentOptionPriority?: string[] | undefined;
  card?: boolean | cardCreateOptions | undefined;
  paypal?: paypalCreateOptions | undefined;
  paypalCredit?: paypalCreateOptions | undefined;
  venmo?: boolean | venmoCreateOptions | undefined;
  applePay?: applePayCreateOptions | undefined;
  googlePay?: googlePayCreateOptions | undefined;
  dataCollector?: boolean | dataCollectorOptions | undefined;
  threeDSecure?: boolean | threeDSecureOptions | undefined;
  vaultManager?: boolean | undefined;
  preselectVaultedPaymentMethod?: boolean | undefined;
  showDefaultPaymentMethodFirst?: boolean | undefined;
  hiddenVaultedPaymentMethodTypes?: string[] | undefined;
}

/** What a card issuer's BIN says. */
export interface binData {
  commercial: string;
  countryOfIssuance: string;
  debit: string;
  durbinRegulated: string;
  healthcare: string;
  issuingBank: string;
  payroll: string;
  prepaid: string;
  productId: string;
}

export interface cardPaymentMethodPayload {
  nonce: string;
  type: "CreditCard";
  details: {
    bin: string;
    cardType: string;
    cardholderName: string;
    expirationMonth: string;
    expirationYear: string;
    lastFour: string;
    lastTwo: string;
  };
  description: string;
  binData: binData;
  vaulted?: boolean | undefined;
  deviceData?: string | undefined;
  liabilityShifted?: boolean | undefined;
  liabilityShiftPossible?: boolean | undefined;
  threeDSecureInfo?: Record<string, unknown> | undefined;
}

export interface Address {
  recipientName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
}

export interface paypalPaymentMethodPayload {
  nonce: string;
  type: "PayPalAccount";
  details: {
    email: string;
    payerId: string;
    firstName: string;
    lastName: string;
    countryCode?: string | undefined;
    phone?: string | undefined;
    shippingAddress?: Address | undefined;
    billingAddress?: Address | undefined;
  };
  vaulted?: boolean | undefined;
  deviceData?: string | undefined;
}

export interface venmoPaymentMethodPayload {
  nonce: string;
  type: "VenmoAccount";
  details: { username: string };
  vaulted?: boolean | undefined;
  deviceData?: string | undefined;
}

export interface applePayPaymentMethodPayload {
  nonce: string;
  type: "ApplePayCard";
  details: { cardType: string; cardHolderName: string; dpanLastTwo: string; rawPaymentData: object };
  description: string;
  binData: binData;
  vaulted?: boolean | undefined;
  deviceData?: string | undefined;
}

export interface googlePayPaymentMethodPayload {
  nonce: string;
  type: "AndroidPayCard";
  details: {
    bin: string;
    cardType: string;
    isNetworkTokenized: boolean;
    lastFour: string;
    lastTwo: string;
    rawPaymentData: object;
  };
  binData: binData;
  vaulted?: boolean | undefined;
  deviceData?: string | undefined;
}

/** What `requestPaymentMethod` gives: one shape per payment method, told apart by `type`. */
export type PaymentMethodPayload =
  | cardPaymentMethodPayload
  | paypalPaymentMethodPayload
  | venmoPaymentMethodPayload
  | applePayPaymentMethodPayload
  | googlePayPaymentMethodPayload;

/** The options of `requestPaymentMethod`: 3-D Secure's `verifyCard` options. */
export interface PaymentMethodOptions {
  threeDSecure: {
    amount: string;
    challengeRequested?: boolean | undefined;
    exemptionRequested?: boolean | undefined;
    email?: string | undefined;
    mobilePhoneNumber?: string | undefined;
    billingAddress?: object | undefined;
    additionalInformation?: object | undefined;
    [option: string]: unknown;
  };
}

export type RequestPaymentMethodCallback = (error: object | null, payload: PaymentMethodPayload) => void;

export type ActiveView =
  | "card"
  | "paypal"
  | "paypalCredit"
  | "venmo"
  | "googlePay"
  | "applePay"
  | "methods"
  | "options"
  | "delete-confirmation";

export interface PaymentMethodRequestablePayload {
  type: PaymentMethodPayload["type"] | "LocalPayment";
  paymentMethodIsSelected: boolean;
}

export interface PaymentOptionSelectedPayload {
  paymentOption: string;
}

export interface ChangeActiveViewPayload {
  previousViewId: ActiveView;
  newViewId: ActiveView;
}

/** The card form's events, Hosted Fields' own under `card:`. */
export type HostedFieldsStateEvents =
  | "card:binAvailable"
  | "card:blur"
  | "card:cardTypeChange"
  | "card:empty"
  | "card:focus"
  | "card:inputSubmitRequest"
  | "card:notEmpty"
  | "card:validityChange";

/** The options `updateConfiguration` changes after create. */
export type UpdatableConfigurationOption = "paypal" | "paypalCredit" | "applePay" | "googlePay" | "threeDSecure";

/** A Drop-in instance. */
export interface Dropin {
  requestPaymentMethod(options: PaymentMethodOptions, callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(options?: PaymentMethodOptions): Promise<PaymentMethodPayload>;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  updateConfiguration(property: UpdatableConfigurationOption, key: string, value: unknown): void;
  getAvailablePaymentOptions(): string[];
  on(event: "noPaymentMethodRequestable", handler: () => void): void;
  on(event: "paymentMethodRequestable", handler: (payload: PaymentMethodRequestablePayload) => void): void;
  on(event: "paymentOptionSelected", handler: (payload: PaymentOptionSelectedPayload) => void): void;
  on(event: "changeActiveView", handler: (payload: ChangeActiveViewPayload) => void): void;
  on(event: HostedFieldsStateEvents, handler: (event: HostedFieldsEvent) => void): void;
  on(event: `3ds:${string}`, handler: (...args: never[]) => void): void;
  off(event: "noPaymentMethodRequestable", handler: () => void): void;
  off(event: "paymentMethodRequestable", handler: (payload: PaymentMethodRequestablePayload) => void): void;
  off(event: "paymentOptionSelected", handler: (payload: PaymentOptionSelectedPayload) => void): void;
  off(event: "changeActiveView", handler: (payload: ChangeActiveViewPayload) => void): void;
  off(event: HostedFieldsStateEvents, handler: (event: HostedFieldsEvent) => void): void;
  off(event: `3ds:${string}`, handler: (...args: never[]) => void): void;
  teardown(callback: (error: object | null | undefined) => void): void;
  teardown(): Promise<void>;
}

/** `create`: the instance to the callback, or a Promise of it. */
export interface Create {
  (options: Options, callback: (error: object | null, dropin: Dropin | undefined) => void): void;
  (options: Options): Promise<Dropin>;
}

/** The module: `create` and the version. */
export interface DropinModule {
  create: Create;
  VERSION: string;
}

/** The Drop-in release this package stands for (its manifest's `version`), written in by the build. */
declare const __PAYKIT_DROP_IN_VERSION__: string;

/** The version of Drop-in this module is, as Drop-in's own `VERSION` (paykit's is `braintree-web`'s `VERSION`). */
export const VERSION: string = __PAYKIT_DROP_IN_VERSION__;

// The Checkout takes these options and gives these payloads (its own types are wider: `details` is a record, every
// payload one interface), and its `create` is the registry's dual-style function: the Drop-in names describe the same
// function more narrowly, which TypeScript cannot see through the registry's generic namespace.
export const create = checkout.create as unknown as Create;

/** The module as its default export: `dropin.create(…)`. */
const dropin: DropinModule = { create, VERSION };

export default dropin;

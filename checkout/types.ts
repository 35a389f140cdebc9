// The public types of the checkout: the options of `braintree.dropin.create`, the instance and what it resolves
// with, under the option names, defaults and payload shapes of braintree-web-drop-in 1.48.
import type { Client, Component } from "../kernel/index.js";
import type { BinData } from "../plugins/common/bin-data.js";
import type { CHECKOUT_OPTIONS } from "./options.generated.js";

/**
 * A payment option the checkout can offer: drop-in's six (`card`, `paypal`, `paypalCredit`, `venmo`, `applePay`,
 * `googlePay`), then paykit's own (`localPayment`), as the plugin manifests declare them.
 */
export type PaymentOptionId = keyof typeof CHECKOUT_OPTIONS;

/** What `changeActiveView` names: a payment option's sheet, the saved methods, the options list, a deletion. */
export type ViewId = PaymentOptionId | "methods" | "options" | "delete-confirmation";

/** The card form (Hosted Fields inside the checkout). Pass `false` to offer no card. */
export interface CardCreateOptions {
  /** A cardholder name field above the number; `true` shows it optional. */
  cardholderName?: boolean | { required?: boolean };
  /**
   * Hosted Fields options per field (`number`, `cvv`, `expirationDate`, `postalCode`, `cardholderName`: placeholder,
   * maskInput, …; `null` removes `cvv` or `postalCode`) and the `styles` inside the field frames.
   */
  overrides?: { fields?: Record<string, Record<string, unknown> | null>; styles?: Record<string, unknown> };
  /** Empty the fields after a card is tokenized (default true). */
  clearFieldsAfterTokenization?: boolean;
  /** With a client token for a customer: save the card (`vaultCard`, default true), or let the shopper choose. */
  vault?: { allowVaultCardOverride?: boolean; vaultCard?: boolean };
}

/** PayPal and PayPal Credit: PayPal Checkout's `createPayment` options (`flow` is required). */
export interface PayPalCreateOptions {
  flow: "checkout" | "vault";
  amount?: string | number;
  currency?: string;
  /** Style of the PayPal button (color, shape, size, label). */
  buttonStyle?: Record<string, unknown>;
  /** "Pay Now" on PayPal's review page when true. */
  commit?: boolean;
  [option: string]: unknown;
}

/** Venmo's create options (`allowDesktop`, `paymentMethodUsage`, …); `true` takes the defaults. */
export type VenmoCreateOptions = Record<string, unknown>;

export interface ApplePayCreateOptions {
  /** The store's name on the Apple Pay sheet. */
  displayName: string;
  /** Apple's payment request, over the one the gateway configuration gives (`total` at least). */
  paymentRequest: Record<string, unknown>;
  /** "black" (default), "white" or "white-outline". */
  buttonStyle?: "black" | "white" | "white-outline";
  /** Version of `ApplePaySession` (default 2). */
  applePaySessionVersion?: number;
}

export interface GooglePayCreateOptions {
  /** Google's merchant id (production). */
  merchantId?: string;
  /** 1 (default) or 2. */
  googlePayVersion?: number;
  /** Google's TransactionInfo: `currencyCode`, `totalPriceStatus`, `totalPrice`. */
  transactionInfo: Record<string, unknown>;
  /** Google's ButtonOptions (`onClick` is the checkout's). */
  button?: Record<string, unknown>;
  [option: string]: unknown;
}

/** A local payment method (paykit's addition): Local Payment's `startPayment` options, e.g. iDEAL. */
export interface LocalPaymentCreateOptions {
  paymentType: string;
  amount: string;
  currencyCode: string;
  /** Name of the option in the list (default: the translation `localPayment`). */
  displayName?: string;
  [option: string]: unknown;
}

export interface ThreeDSecureCreateOptions {
  /** Amount verified (also accepted, and preferred, in `requestPaymentMethod({ threeDSecure: { amount } })`). */
  amount?: string | number;
  /** Options of Cardinal's SDK. */
  cardinalSDKConfig?: Record<string, unknown>;
}

/** Options of `braintree.dropin.create`. */
export interface DropinCreateOptions {
  /** A tokenization key or a client token (one with a customer id shows the customer's saved methods). */
  authorization?: string;
  /** A client from `client.create`, instead of `authorization` (paykit's addition). */
  client?: Client;
  /** An empty element, or a selector for one, that the checkout fills. */
  container?: string | HTMLElement;
  /** Older name of `container`. */
  selector?: string | HTMLElement;
  /** "en_US" (default), "fr_FR", "fr_CA", … */
  locale?: string;
  /** Strings replacing the locale's, by key (`chooseAWayToPay`, `fieldInvalidForNumber`, …). */
  translations?: Record<string, string>;
  /** The options shown, in order (default: card, paypal, paypalCredit, venmo, applePay, googlePay, localPayment). */
  paymentOptionPriority?: PaymentOptionId[];
  /** Saved methods not to show: "card", "paypal", "paypalCredit". */
  hiddenVaultedPaymentMethodTypes?: string[];
  card?: boolean | CardCreateOptions;
  paypal?: PayPalCreateOptions;
  paypalCredit?: PayPalCreateOptions;
  venmo?: boolean | VenmoCreateOptions;
  applePay?: ApplePayCreateOptions;
  googlePay?: GooglePayCreateOptions;
  localPayment?: LocalPaymentCreateOptions;
  /** Put the Data Collector's `deviceData` in every payload. */
  dataCollector?: boolean | { kount?: boolean };
  /** Verify cards with 3-D Secure before `requestPaymentMethod` resolves (needs a client token). */
  threeDSecure?: boolean | ThreeDSecureCreateOptions;
  /** Let the customer delete saved methods (default false). */
  vaultManager?: boolean;
  /** Start with the first saved method selected (default true). */
  preselectVaultedPaymentMethod?: boolean;
  /** The customer's default saved method first (default true). */
  showDefaultPaymentMethodFirst?: boolean;
}

/** What `requestPaymentMethod` resolves with. */
export interface PaymentMethodPayload {
  nonce: string;
  /** e.g. "CreditCard", "PayPalAccount", "VenmoAccount", "ApplePayCard", "AndroidPayCard". */
  type: string;
  details: Record<string, unknown>;
  description?: string;
  binData?: BinData;
  /** True for a method saved in the customer's vault. */
  vaulted?: boolean;
  /** The Data Collector's device data, with `dataCollector`. */
  deviceData?: string;
  /** With `threeDSecure`, for cards. */
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: Record<string, unknown>;
}

/** Options of `requestPaymentMethod`. */
export interface RequestPaymentMethodOptions {
  /** 3-D Secure `verifyCard` options (`amount`, `billingAddress`, `email`, …). */
  threeDSecure?: Record<string, unknown>;
}

export interface PaymentMethodRequestableEvent {
  type: string;
  /** True when a method is selected (a saved one, or one a wallet just gave); false for a filled-in card form. */
  paymentMethodIsSelected: boolean;
}

export interface ChangeActiveViewEvent {
  previousViewId: ViewId | undefined;
  newViewId: ViewId;
}

export interface PaymentOptionSelectedEvent {
  paymentOption: PaymentOptionId;
}

/** Events of the instance: drop-in's, `card:*` (Hosted Fields' events) and `3ds:*` (3-D Secure's). */
export interface DropinEvents {
  paymentMethodRequestable: PaymentMethodRequestableEvent;
  noPaymentMethodRequestable: undefined;
  paymentOptionSelected: PaymentOptionSelectedEvent;
  changeActiveView: ChangeActiveViewEvent;
  [cardOr3ds: `card:${string}` | `3ds:${string}`]: unknown;
}

/** The instance `braintree.dropin.create` resolves with. */
export interface Dropin {
  /** Also takes a trailing callback, as every asynchronous method does (`Component`). */
  requestPaymentMethod(options?: RequestPaymentMethodOptions): Promise<PaymentMethodPayload>;
  isPaymentMethodRequestable(): boolean;
  /** Removes the selected method (and the methods given in this session), back to the first view. */
  clearSelectedPaymentMethod(): void;
  /** Changes an option of `paypal`, `paypalCredit`, `applePay`, `googlePay` or `threeDSecure` after create. */
  updateConfiguration(property: string, key: string, value: unknown): void;
  getAvailablePaymentOptions(): PaymentOptionId[];
  on<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void;
  off<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void;
  /** Whether a listener of `event` is on. */
  hasListener(event: keyof DropinEvents): boolean;
}

/** The instance with its `teardown`. */
export type DropinInstance = Component<Dropin>;

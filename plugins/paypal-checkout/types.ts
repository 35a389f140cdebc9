import type { Client } from "../../kernel/index.js";
import type { PayPalAccountDetails } from "../common/paypal-account.js";
import type { PayPalShippingAddress } from "../common/paypal-shipping-address.js";

/** Options of `paypalCheckout.create`. */
export interface PayPalCheckoutCreateOptions {
  client?: Client;
  authorization?: string;
  /** Merchant account to use instead of the default one; PayPal enablement is then not checked here. */
  merchantAccountId?: string;
  /** Identify a returning shopper to the PayPal SDK (`data-user-id-token`) and preload the buttons. */
  autoSetDataUserIdToken?: boolean;
}

export type Flow = "checkout" | "vault";

/** A postal address PayPal shows and the shopper may not be able to change. */
export type ShippingAddress = PayPalShippingAddress;

/** One line of the order shown to the shopper. */
export interface LineItem {
  quantity: string;
  unitAmount: string;
  name: string;
  /** `debit` (a sale) or `credit` (a refund). */
  kind: "debit" | "credit";
  unitTaxAmount?: string;
  description?: string;
  productCode?: string;
  url?: string;
  imageUrl?: string;
  upcCode?: string;
  upcType?: string;
}

export interface Money {
  currency: string;
  value: string;
}

/** A shipping choice offered on PayPal; its currency must be the payment's. */
export interface ShippingOption {
  id: string;
  label: string;
  selected: boolean;
  type: "SHIPPING" | "PICKUP";
  amount: Money;
}

/** How the total is made up. */
export interface AmountBreakdown {
  itemTotal?: string;
  shipping?: string;
  handling?: string;
  taxTotal?: string;
  insurance?: string;
  shippingDiscount?: string;
  discount?: string;
}

export interface BillingCycle {
  billingFrequency: string | number;
  billingFrequencyUnit: string;
  numberOfExecutions: string | number;
  sequence: string | number;
  startDate: string;
  trial: boolean;
  pricingScheme: { pricingModel: string; price?: string; reloadThresholdAmount?: string };
}

/** What a recurring plan charges, shown when the shopper agrees to it. */
export interface PlanMetadata {
  billingCycles?: BillingCycle[];
  currencyIsoCode?: string;
  name?: string;
  oneTimeFeeAmount?: string;
  productDescription?: string;
  productPrice?: string;
  productQuantity?: string;
  shippingAmount?: string;
  taxAmount?: string;
  totalAmount?: string;
}

/** Options of `createPayment` (and, with `flow` fixed to checkout, of `startVaultInitiatedCheckout`). */
export interface CreatePaymentOptions {
  /** One-time payment (`checkout`) or billing agreement (`vault`). */
  flow: Flow;
  /** `authorize` (default at PayPal), `capture` (sent as `sale`), `sale` or `order`. */
  intent?: "authorize" | "capture" | "sale" | "order" | "tokenize";
  amount?: string | number;
  currency?: string;
  /** Merchant name on PayPal's pages; defaults to the configuration's. */
  displayName?: string;
  locale?: string;
  offerCredit?: boolean;
  offerPayLater?: boolean;
  enableShippingAddress?: boolean;
  shippingAddressEditable?: boolean;
  shippingAddressOverride?: ShippingAddress;
  landingPageType?: "login" | "billing" | (string & {});
  userAction?: string;
  lineItems?: LineItem[];
  shippingOptions?: ShippingOption[];
  amountBreakdown?: AmountBreakdown;
  planType?: "RECURRING" | "SUBSCRIPTION" | "UNSCHEDULED" | "INSTALLMENTS";
  planMetadata?: PlanMetadata;
  returnUrl?: string;
  cancelUrl?: string;
  appSwitchPreference?: { launchPaypalApp?: boolean };
  shippingCallbackUrl?: string;
  paymentReadySessionId?: string;
  riskCorrelationId?: string;
  userAuthenticationEmail?: string;
  requestBillingAgreement?: boolean;
  billingAgreementDescription?: string;
  billingAgreementDetails?: { description?: string };
  contactPreference?: "NO_CONTACT_INFO" | "UPDATE_CONTACT_INFO" | "RETAIN_CONTACT_INFO";
  vaultInitiatedCheckoutPaymentMethodToken?: string;
}

/** Options of `updatePayment`. */
export interface UpdatePaymentOptions {
  paymentId: string;
  orderId?: string;
  currency: string;
  amount?: string | number;
  lineItems?: LineItem[];
  shippingOptions?: ShippingOption[];
  amountBreakdown?: AmountBreakdown;
  shippingAddress?: ShippingAddress;
}

/** What the PayPal SDK's `onApprove` hands over, passed on to `tokenizePayment`. */
export interface TokenizePaymentOptions {
  payerID?: string;
  paymentID?: string;
  orderID?: string;
  billingToken?: string;
  /** The EC token of the payment. */
  paymentToken?: string;
  /** Vault the account for the customer of the client token (vault flow); default true. */
  vault?: boolean;
  intent?: string;
  shippingOptionsId?: string;
  flow?: Flow;
}

/** PayPal Credit terms, when the shopper paid with PayPal Credit. */
export interface CreditFinancing {
  totalCost: Money;
  term: number;
  monthlyPayment: Money;
  totalInterest: Money;
  payerAcceptance: boolean;
  cartAmountImmutable: boolean;
}

/** The PayPal account as a payment method nonce. */
export interface PayPalTokenizePayload {
  nonce: string;
  /** Always `PayPalAccount`. */
  type: string;
  /** The payer: email, payerId, firstName, lastName, countryCode, phone, shippingAddress, billingAddress. */
  details: PayPalAccountDetails;
  creditFinancingOffered?: CreditFinancing;
  shippingOptionId?: string;
  cobrandedCardLabel?: string;
}

/** Options of `startVaultInitiatedCheckout`. */
export interface VaultInitiatedCheckoutOptions extends Omit<CreatePaymentOptions, "flow"> {
  amount: string | number;
  currency: string;
  vaultInitiatedCheckoutPaymentMethodToken: string;
  /** Leave the page undimmed while the pop-up is open. */
  optOutOfModalBackdrop?: boolean;
}

/** Options of `loadPayPalSDK`: query parameters of the SDK URL, plus these two. */
export interface LoadPayPalSDKOptions {
  "client-id"?: string;
  intent?: string;
  currency?: string;
  vault?: boolean | string;
  components?: string;
  /** `sandbox`, `stage` or `teBraintree`; anything else loads the production SDK. */
  env?: string;
  /** `data-*` attributes of the script tag, e.g. `{ "csp-nonce": "…" }`. */
  dataAttributes?: Record<string, string>;
  [query: string]: unknown;
}

// The names the widely used community typings for the provider's SDK give these types.
/** Options of `createPayment`. */
export type PayPalCheckoutCreatePaymentOptions = CreatePaymentOptions;
/** What `tokenizePayment` resolves with. */
export type PayPalCheckoutTokenizePayload = PayPalTokenizePayload;
/** Options of `loadPayPalSDK`. */
export type PayPalCheckoutLoadPayPalSDKOptions = LoadPayPalSDKOptions;
/** Options of `tokenizePayment`. */
export type PayPalCheckoutTokenizationOptions = TokenizePaymentOptions;
/** Options of `updatePayment`. */
export type PayPalCheckoutUpdatePaymentOptions = UpdatePaymentOptions;
/** What the PayPal SDK's `onShippingChange` hands the server after `updatePayment` (its `authorization` part). */
export interface PayPalCheckoutUpdatePaymentServerDataReturn {
  authorization: { error: string | null; errorDescription: string | null; [field: string]: unknown };
  [field: string]: unknown;
}

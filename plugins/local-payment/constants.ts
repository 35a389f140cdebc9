import type { ReturnParameter } from "../common/return-parameters.js";

/** Frame service name of the local payment pop-up and its pages (WIRE §5.8). */
export const POPUP_NAME = "localpaymentlandingpage";
export const LANDING_FRAME_PAGE = "local-payment-landing-frame";
export const REDIRECT_FRAME_PAGE = "local-payment-redirect-frame";

/** Default pop-up size; `windowOptions.width` / `height` override it. */
export const POPUP_WIDTH = 1282;
export const POPUP_HEIGHT = 720;

/** Every local payment is a sale. */
export const INTENT = "sale";

/** Options every pop-up or redirect payment needs (`onPaymentStart` only outside a redirect flow). */
export const REQUIRED_OPTIONS = [
  "givenName",
  "surname",
  "currencyCode",
  "onPaymentStart",
  "paymentType",
  "amount",
  "fallback",
] as const;

/** Options a deferred BLIK payment (and MB WAY, BANCOMAT Pay) needs. */
export const REQUIRED_OPTIONS_DEFERRED = [
  "givenName",
  "surname",
  "currencyCode",
  "onPaymentStart",
  "paymentType",
  "amount",
] as const;

export const REQUIRED_OPTIONS_PAY_UPON_INVOICE = [
  ...REQUIRED_OPTIONS_DEFERRED,
  "address",
  "billingAddress",
  "birthDate",
  "email",
  "locale",
  "customerServiceInstructions",
  "correlationId",
  "phone",
  "phoneCountryCode",
  "lineItems",
] as const;

export const REQUIRED_ADDRESS_OPTIONS = ["streetAddress", "locality", "postalCode", "countryCode"] as const;
export const REQUIRED_LINE_ITEM_OPTIONS = ["category", "name", "quantity", "unitAmount", "unitTaxAmount"] as const;

/** BLIK: a level 0 code, a first One Click payment (registers an alias) and a later one (uses it). */
export const REQUIRED_BLIK_LEVEL_0 = ["authCode"] as const;
export const REQUIRED_BLIK_ONE_CLICK_FIRST = ["authCode", "consumerReference", "aliasLabel"] as const;
export const REQUIRED_BLIK_ONE_CLICK_SUBSEQUENT = ["consumerReference", "aliasKey"] as const;

/** Payment types paid later, outside this session: no window opens. */
export const DEFERRED_PAYMENT_TYPES = ["pay_upon_invoice", "mbway", "bancomatpay"] as const;
export const BLIK = "blik";
export const PAY_UPON_INVOICE = "pay_upon_invoice";

/**
 * What the bank's return carries (WIRE §5.8), with the aliases `tokenize` accepts, and the cancel marker `c` that
 * Local Payment's own return page adds.
 */
export const RETURN_PARAMETERS = [
  "btLpToken",
  "btLpPaymentId",
  "btLpPayerId",
  "token",
  "paymentId",
  "PayerID",
  "wasCanceled",
  "errorcode",
  "c",
] as const satisfies readonly (ReturnParameter | "c")[];

/** Account details the gateway may add that the tokenize payload passes on. */
export const OPTIONAL_RESULT_FIELDS = ["correlationId"] as const;

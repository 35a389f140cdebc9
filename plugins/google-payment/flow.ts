// Google Pay's shopper flow on a page, framework-free: Google's pay.js (the sandbox's simulated PaymentsClient on a
// development gateway), a PaymentsClient for the gateway's environment, isReadyToPay, and the sheet whose answer
// parseResponse turns into a nonce. The checkout's Google Pay sheet and React's default button both run it; it
// imports no instance code, so it loads without the plugin's bundle.
import {
  catalogue,
  createError,
  developmentGatewayOrigin,
  isRecord,
  loadScript,
  recordOf,
  trustedUrl,
  wrapError,
  type BraintreeError,
  type Client,
  type MethodFlow,
} from "../../kernel/index.js";

/** Google's script, and the sandbox's stand-in for it (served by the asset server). */
export const GOOGLE_PAY_SCRIPT_URL = "https://pay.google.com/gp/p/js/pay.js";
export const GOOGLE_PAY_SIMULATOR_PATH = "/simulators/google-pay.js";

/** The version of Google's API pay.js speaks (the provider SDK's default for the instance alone is 1). */
export const PAY_JS_API_VERSION = 2;

/**
 * Failures of the sheet itself. The provider's SDK leaves the sheet to the merchant, so it has no codes for these;
 * they follow its naming and types.
 */
export const googlePayFlowErrors = /* @__PURE__ */ catalogue([
  ["GOOGLE_PAYMENT_CANCELED", "CUSTOMER", "The shopper closed Google Pay without paying."],
  ["GOOGLE_PAYMENT_SHEET_FAILED", "UNKNOWN", "Google Pay could not complete the payment."],
  ["GOOGLE_PAYMENT_NOT_READY", "CUSTOMER", "Google Pay cannot be used in this browser."],
] as const);

/** What the flow needs of a googlePayment instance. */
export interface GooglePaymentLike {
  createPaymentDataRequest(overrides?: object): unknown;
  parseResponse(response: never): Promise<unknown>;
}

/** The parts of Google's PaymentsClient used here (pay.js, developers.google.com/pay/api/web/reference/client). */
export interface PaymentsClientLike {
  isReadyToPay(request: object): Promise<{ result?: boolean }>;
  loadPaymentData(request: object): Promise<unknown>;
  createButton(options: {
    onClick: (event: Event) => void;
    buttonColor?: string;
    buttonType?: string;
    buttonSizeMode?: string;
  }): HTMLElement;
}

/** What the sheet gave: the payload of parseResponse, and Google's payment data it parsed. */
export interface GooglePayOutcome {
  payload: unknown;
  paymentData: unknown;
}

type PaymentsClientConstructor = new (options: { environment: string }) => PaymentsClientLike;

function paymentsClientConstructor(): PaymentsClientConstructor | undefined {
  const google = (globalThis as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } }).google;
  const constructor = google?.payments?.api?.PaymentsClient;
  return typeof constructor === "function" ? (constructor as PaymentsClientConstructor) : undefined;
}

/** Where pay.js comes from for this client: Google, or the sandbox's simulator on a development gateway. */
export function googlePayScriptUrl(client: Client): string {
  const gateway = client.getConfiguration().gatewayConfiguration;
  const development = developmentGatewayOrigin({
    environment: String(gateway.environment),
    clientApiUrl: String(gateway.clientApiUrl),
  });
  return development && typeof gateway.assetsUrl === "string"
    ? `${trustedUrl(gateway.assetsUrl)}${GOOGLE_PAY_SIMULATOR_PATH}`
    : GOOGLE_PAY_SCRIPT_URL;
}

/** Create options with `googlePayVersion` 2 (what pay.js speaks) unless the merchant chose one. */
export function withPayJsVersion(options: object): object {
  return Object.hasOwn(options, "googlePayVersion") ? options : { googlePayVersion: PAY_JS_API_VERSION, ...options };
}

/** A PaymentsClient for the gateway's environment, pay.js loaded first when the page has none. */
export async function paymentsClientFor(client: Client): Promise<PaymentsClientLike> {
  if (!paymentsClientConstructor()) await loadScript({ src: googlePayScriptUrl(client) });
  const PaymentsClient = paymentsClientConstructor();
  if (!PaymentsClient) throw createError(googlePayFlowErrors.GOOGLE_PAYMENT_NOT_READY);
  const production = client.getConfiguration().gatewayConfiguration.environment === "production";
  return new PaymentsClient({ environment: production ? "PRODUCTION" : "TEST" });
}

/** The card methods the gateway takes, as Google's isReadyToPay asks for them (before any instance exists). */
function cardsOf(client: Client): object[] {
  const networks = recordOf(client.getConfiguration().gatewayConfiguration.androidPay).supportedNetworks;
  return [
    { type: "CARD", parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: networks } },
  ];
}

/**
 * Whether the shopper can pay with Google Pay here: isReadyToPay for the instance's request when one is given, else
 * for the cards the gateway takes.
 */
export async function isReadyToPay(
  client: Client,
  paymentsClient: PaymentsClientLike,
  instance?: GooglePaymentLike,
  overrides?: object,
): Promise<boolean> {
  const request = instance
    ? await paymentDataRequest(instance, overrides)
    : { apiVersion: PAY_JS_API_VERSION, apiVersionMinor: 0, allowedPaymentMethods: cardsOf(client) };
  const answer = await paymentsClient.isReadyToPay({
    apiVersion: request.apiVersion,
    apiVersionMinor: request.apiVersionMinor,
    allowedPaymentMethods: request.allowedPaymentMethods,
  });
  return answer?.result === true;
}

async function paymentDataRequest(
  instance: GooglePaymentLike,
  overrides: object | undefined,
): Promise<Record<string, unknown>> {
  const request: unknown = await instance.createPaymentDataRequest(overrides);
  return isRecord(request) ? request : {};
}

/**
 * Opens Google's sheet (call it in the shopper's click: the request is sent before anything else is awaited) and
 * resolves with what parseResponse reads; rejects with GOOGLE_PAYMENT_CANCELED when the shopper closes the sheet.
 */
export async function payWithGooglePay(
  paymentsClient: PaymentsClientLike,
  instance: GooglePaymentLike,
  overrides?: object,
): Promise<GooglePayOutcome> {
  const request = await paymentDataRequest(instance, overrides);
  let paymentData: unknown;
  try {
    paymentData = await paymentsClient.loadPaymentData(request);
  } catch (failure) {
    throw sheetError(failure);
  }
  return { payload: await instance.parseResponse(paymentData as never), paymentData };
}

/** Google's sheet rejects with `{ statusCode, statusMessage }`; CANCELED is the shopper closing it. */
function sheetError(failure: unknown): BraintreeError {
  const statusCode = isRecord(failure) ? failure.statusCode : undefined;
  if (statusCode === "CANCELED")
    return createError(googlePayFlowErrors.GOOGLE_PAYMENT_CANCELED, { details: { originalError: failure } });
  return wrapError(googlePayFlowErrors.GOOGLE_PAYMENT_SHEET_FAILED, failure);
}

/**
 * Google Pay's flow: create options with pay.js's API version, offered where isReadyToPay says so, Google's own
 * button, and the sheet opened from its click.
 */
const flow: MethodFlow<GooglePaymentLike> = {
  defaults: withPayJsVersion as (options: object) => Record<string, unknown>,
  supported: async ({ client, instance, paymentRequest }) =>
    (await isReadyToPay(client, await paymentsClientFor(client), instance, paymentRequest)) ||
    "Google Pay's isReadyToPay is not true in this browser.",
  pay: async ({ client, instance, paymentRequest }) => {
    const { payload, paymentData } = await payWithGooglePay(await paymentsClientFor(client), instance, paymentRequest);
    return { payload, raw: paymentData };
  },
  drawButton: async (host, { client }, start, look) => {
    const button = (await paymentsClientFor(client)).createButton({
      onClick: start,
      buttonColor: look.color ?? "default",
      buttonType: look.type ?? "buy",
      buttonSizeMode: "fill",
    });
    host.replaceChildren(button);
    return () => host.replaceChildren();
  },
};

export default flow;

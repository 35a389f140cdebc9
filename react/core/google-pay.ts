// The Google Pay glue a merchant would otherwise write around the googlePayment instance: Google's pay.js (the
// sandbox's simulated PaymentsClient on a development gateway), a PaymentsClient, isReadyToPay, and the sheet whose
// answer parseResponse turns into a nonce. Framework-free; the React button only drives it.
import { createError, developmentGatewayOrigin, isRecord, loadScript, wrapError, type BraintreeError, type Client } from "../../kernel/index.js";
import { reactErrors } from "../errors.js";

/** Google's script, and the sandbox's stand-in for it (served by the asset server). */
export const GOOGLE_PAY_SCRIPT_URL = "https://pay.google.com/gp/p/js/pay.js";
export const GOOGLE_PAY_SIMULATOR_PATH = "/simulators/google-pay.js";

/** What `<PaymentMethod name="googlePayment">` needs of the instance. */
export interface GooglePaymentLike {
  createPaymentDataRequest(overrides?: object): unknown;
  parseResponse(response: never): Promise<unknown>;
}

/** The parts of Google's PaymentsClient used here (pay.js, developers.google.com/pay/api/web/reference/client). */
export interface PaymentsClientLike {
  isReadyToPay(request: object): Promise<{ result?: boolean }>;
  loadPaymentData(request: object): Promise<unknown>;
  createButton(options: { onClick: (event: Event) => void; buttonColor?: string; buttonType?: string; buttonSizeMode?: string }): HTMLElement;
}

type PaymentsClientConstructor = new (options: { environment: string }) => PaymentsClientLike;

function paymentsClientConstructor(): PaymentsClientConstructor | undefined {
  const google = (globalThis as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } }).google;
  const constructor = google?.payments?.api?.PaymentsClient;
  return typeof constructor === "function" ? (constructor as PaymentsClientConstructor) : undefined;
}

/** Where pay.js comes from for this client: Google, or the sandbox's simulator on a development gateway. */
export function googlePayScriptUrl(client: Client): string {
  const configuration = client.getConfiguration();
  const gateway = configuration.gatewayConfiguration;
  const development = developmentGatewayOrigin({ environment: String(gateway.environment), clientApiUrl: String(gateway.clientApiUrl) });
  return development && typeof gateway.assetsUrl === "string" ? `${gateway.assetsUrl}${GOOGLE_PAY_SIMULATOR_PATH}` : GOOGLE_PAY_SCRIPT_URL;
}

export interface GooglePaySetup {
  paymentsClient: PaymentsClientLike;
  /** Whether the shopper can pay with Google Pay here (isReadyToPay). */
  ready: boolean;
}

/** Loads pay.js once, makes a PaymentsClient for the request's environment and asks isReadyToPay. */
export async function setUpGooglePay(client: Client, instance: GooglePaymentLike, overrides: object | undefined): Promise<GooglePaySetup> {
  if (!paymentsClientConstructor()) await loadScript({ src: googlePayScriptUrl(client) });
  const PaymentsClient = paymentsClientConstructor();
  if (!PaymentsClient) throw createError(reactErrors.GOOGLE_PAYMENT_NOT_READY);
  const request = await paymentDataRequest(instance, overrides);
  const paymentsClient = new PaymentsClient({ environment: request.environment === "PRODUCTION" ? "PRODUCTION" : "TEST" });
  const answer = await paymentsClient.isReadyToPay({
    apiVersion: request.apiVersion,
    apiVersionMinor: request.apiVersionMinor,
    allowedPaymentMethods: request.allowedPaymentMethods,
  });
  return { paymentsClient, ready: answer?.result === true };
}

async function paymentDataRequest(instance: GooglePaymentLike, overrides: object | undefined): Promise<Record<string, unknown>> {
  const request: unknown = await instance.createPaymentDataRequest(overrides);
  return isRecord(request) ? request : {};
}

/** Opens Google's sheet (call it in the shopper's click) and resolves with the nonce parseResponse reads. */
export async function payWithGooglePay(setup: GooglePaySetup, instance: GooglePaymentLike, overrides: object | undefined): Promise<unknown> {
  const request = await paymentDataRequest(instance, overrides);
  let paymentData: unknown;
  try {
    paymentData = await setup.paymentsClient.loadPaymentData(request);
  } catch (failure) {
    throw sheetError(failure);
  }
  return instance.parseResponse(paymentData as never);
}

/** Google's sheet rejects with `{ statusCode, statusMessage }`; CANCELED is the shopper closing it. */
function sheetError(failure: unknown): BraintreeError {
  const statusCode = isRecord(failure) ? failure.statusCode : undefined;
  if (statusCode === "CANCELED") return createError(reactErrors.GOOGLE_PAYMENT_CANCELED, { details: { originalError: failure } });
  return wrapError(reactErrors.GOOGLE_PAYMENT_SHEET_FAILED, failure);
}

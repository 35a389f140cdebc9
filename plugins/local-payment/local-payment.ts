import {
  appendQuery,
  createError,
  createFrameService,
  isBraintreeError,
  isRefusedByGateway,
  popupBridge,
  recordOf,
  wrapError,
  type BraintreeError,
  type Client,
  type ClientConfiguration,
  type FrameService,
  type ReturnParameters,
} from "../../kernel/index.js";
import {
  INTENT,
  LANDING_FRAME_PAGE,
  OPTIONAL_RESULT_FIELDS,
  POPUP_HEIGHT,
  POPUP_NAME,
  POPUP_WIDTH,
  REDIRECT_FRAME_PAGE,
  RETURN_PARAMETERS,
} from "./constants.js";
import { localPaymentErrors as errors, popupFlowErrors } from "./errors.js";
import { paypalAccount, paypalAccountPayload } from "../common/paypal-account.js";
import { readReturnParameters } from "../common/return-parameters.js";
import { isDeferred, missingOption, type Options } from "./options.js";
import { paymentResourceBody, type ReturnUrls } from "./payment-resource.js";
import type {
  LocalPaymentCreateOptions,
  LocalPaymentStartOptions,
  LocalPaymentTokenizeParams,
  LocalPaymentTokenizePayload,
} from "./types.js";

interface PaymentResource {
  redirectUrl: string;
  paymentToken: string;
}

/**
 * Local payment methods (iDEAL, Bancontact, BLIK, Pay Upon Invoice, …): the shopper pays at their bank
 * in a pop-up (or a full-page redirect) and the page gets the payment as a nonce.
 */
export class LocalPayment {
  /** After a full-page redirect back to the page: the nonce of the payment the shopper approved. */
  tokenizePayload?: LocalPaymentTokenizePayload;
  /** After a full-page redirect back to the page: why no nonce came back (paykit addition). */
  tokenizeError?: BraintreeError;

  readonly #client: Client;
  readonly #configuration: ClientConfiguration;
  /** The pop-up's frame service; none in the redirect flow, which opens no window (as the provider's). */
  readonly #frameService: FrameService | undefined;
  readonly #merchantAccountId: string | undefined;
  readonly #redirectUrl: string | undefined;
  #inProgress = false;

  private constructor(client: Client, frameService: FrameService | undefined, options: Options) {
    this.#client = client;
    this.#configuration = client.getConfiguration();
    this.#frameService = frameService;
    this.#merchantAccountId = typeof options.merchantAccountId === "string" ? options.merchantAccountId : undefined;
    this.#redirectUrl =
      typeof options.redirectUrl === "string" && options.redirectUrl ? options.redirectUrl : undefined;
  }

  static async create(client: Client, createOptions: LocalPaymentCreateOptions): Promise<LocalPayment> {
    const options = recordOf(createOptions);
    const redirectFlow = typeof options.redirectUrl === "string" && options.redirectUrl !== "";
    const instance = new LocalPayment(client, redirectFlow ? undefined : await popupFrameService(client), options);
    if (instance.#redirectUrl) await instance.#finishRedirect();
    return instance;
  }

  /**
   * Starts a payment: opens the pop-up inside the call (call it in a click), creates the payment and
   * hands its id to `onPaymentStart`, whose `start()` sends the pop-up to the provider. Resolves with the
   * nonce; deferred payments and the redirect flow resolve with nothing.
   */
  async startPayment(startOptions: LocalPaymentStartOptions): Promise<LocalPaymentTokenizePayload | undefined> {
    const options = recordOf(startOptions);
    const missing = missingOption(options, this.#redirectUrl !== undefined);
    if (missing) {
      throw createError(errors.LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION, {
        details: `Missing required '${missing}' option.`,
      });
    }
    const service = this.#frameService;
    if (this.#redirectUrl || !service) return this.#startRedirect(options, this.#redirectUrl ?? "");
    if (this.#inProgress) throw createError(errors.LOCAL_PAYMENT_ALREADY_IN_PROGRESS);
    this.#inProgress = true;
    try {
      return await (isDeferred(options)
        ? this.#startDeferred(options, this.#popupUrls(options, service))
        : this.#startPopup(options, service));
    } finally {
      this.#inProgress = false;
    }
  }

  /**
   * The pop-up flow on the frame service: the window opens inside this call, the payment is created while
   * it shows the landing page, and `onPaymentStart`'s `start()` sends it to the bank.
   */
  #startPopup(options: Options, service: FrameService): Promise<LocalPaymentTokenizePayload> {
    const size = recordOf(options.windowOptions);
    return service.flow<unknown, LocalPaymentTokenizePayload>({
      errors: popupFlowErrors,
      returnParameters: RETURN_PARAMETERS,
      window: { width: dimension(size.width, POPUP_WIDTH), height: dimension(size.height, POPUP_HEIGHT) },
      createResource: () => this.#requestPayment(options, this.#popupUrls(options, service)),
      resourceFailure: startPaymentFailure,
      redirectUrl: (response) => this.#startedAtBank(options, paymentResourceOf(response)),
      complete: (parameters) => this.#tokenize(parameters),
    });
  }

  /** Hands the payment id to the merchant; the bank page is where the window goes once `start()` is called. */
  #startedAtBank(options: Options, resource: PaymentResource): Promise<string> {
    return new Promise((resolve, reject) => {
      try {
        const onPaymentStart = options.onPaymentStart as (data: object, start: () => void) => unknown;
        onPaymentStart({ paymentId: resource.paymentToken }, () => resolve(resource.redirectUrl));
      } catch (error) {
        reject(wrapError(errors.LOCAL_PAYMENT_START_PAYMENT_FAILED, error));
      }
    });
  }

  /** Deferred payments open nothing: a redirect the provider asks for means the payment cannot go on. */
  async #startDeferred(options: Options, urls: ReturnUrls): Promise<undefined> {
    const resource = await this.#createPayment(options, urls);
    if (resource.redirectUrl) throw createError(errors.LOCAL_PAYMENT_START_PAYMENT_DEFERRED_PAYMENT_FAILED);
    if (typeof options.onPaymentStart === "function") {
      try {
        await (options.onPaymentStart as (data: object) => unknown)({ paymentId: resource.paymentToken });
      } catch {
        // The payment exists; what the merchant's callback does with its id is the merchant's affair.
      }
    }
    return undefined;
  }

  /** The whole page goes to the provider, which returns to `redirectUrl` (no pop-up, no in-progress guard). */
  async #startRedirect(options: Options, redirectUrl: string): Promise<undefined> {
    const urls = { returnUrl: redirectUrl, cancelUrl: appendQuery(redirectUrl, { wasCanceled: "true" }) };
    if (isDeferred(options)) return this.#startDeferred(options, urls);
    const resource = await this.#createPayment(options, urls);
    const go = () => window.location.assign(resource.redirectUrl);
    if (typeof options.onPaymentStart === "function") {
      try {
        (options.onPaymentStart as (data: object, start: () => void) => unknown)(
          { paymentId: resource.paymentToken },
          go,
        );
      } catch (error) {
        throw wrapError(errors.LOCAL_PAYMENT_START_PAYMENT_FAILED, error);
      }
    } else go();
    return undefined;
  }

  /** The pop-up's return pages, carrying the fallback link for a window that lost the shop (WIRE §5.8). */
  #popupUrls(options: Options, service: FrameService): ReturnUrls {
    if (popupBridge()) return { returnUrl: service.returnUrl, cancelUrl: service.cancelUrl };
    const fallback = recordOf(options.fallback);
    const page = service.pageUrl(REDIRECT_FRAME_PAGE);
    const channel = service.serviceId;
    return {
      returnUrl: appendQuery(page, { channel, r: text(fallback.url), t: text(fallback.buttonText) }),
      cancelUrl: appendQuery(page, {
        channel,
        r: text(fallback.cancelUrl || fallback.url),
        t: text(fallback.cancelButtonText || fallback.buttonText),
        c: "1",
      }),
    };
  }

  /** `POST local_payments/create`; rejects with the client's error as it came. */
  #requestPayment(options: Options, urls: ReturnUrls): Promise<unknown> {
    return this.#client.request({
      method: "post",
      endpoint: "local_payments/create",
      data: paymentResourceBody(options, urls, this.#merchantAccountId),
    });
  }

  /** The payment outside the pop-up flow (deferred, full-page redirect), its failures as the provider reports them. */
  async #createPayment(options: Options, urls: ReturnUrls): Promise<PaymentResource> {
    let response: unknown;
    try {
      response = await this.#requestPayment(options, urls);
    } catch (error) {
      throw startPaymentFailure(error);
    }
    return paymentResourceOf(response);
  }

  /**
   * Tokenizes the provider's return parameters, by default those in the page's address (after the
   * shopper came back through the fallback link, or from a bank app).
   */
  async tokenize(params?: LocalPaymentTokenizeParams): Promise<LocalPaymentTokenizePayload> {
    return this.#tokenize(returnParametersOf(params));
  }

  async #tokenize(parameters: ReturnParameters): Promise<LocalPaymentTokenizePayload> {
    const originalError = { errorcode: parameters.errorcode, token: parameters.btLpToken };
    if (parameters.c || parameters.wasCanceled)
      throw createError(errors.LOCAL_PAYMENT_CANCELED, { details: { originalError } });
    if (parameters.errorcode)
      throw createError(errors.LOCAL_PAYMENT_START_PAYMENT_FAILED, { details: { originalError } });
    const approval = {
      correlationId: parameters.btLpToken || parameters.token,
      paymentToken: parameters.btLpPaymentId || parameters.paymentId,
      payerId: parameters.btLpPayerId || parameters.PayerID,
      intent: INTENT,
    };
    let response: unknown;
    try {
      response = await this.#client.request({
        method: "post",
        endpoint: "payment_methods/paypal_accounts",
        data: {
          merchantAccountId: this.#merchantAccountId,
          paypalAccount: paypalAccount(approval, false, this.#configuration.gatewayConfiguration),
        },
      });
    } catch (error) {
      // As the provider's: the client's own error (CLIENT_REQUEST_ERROR, CLIENT_GATEWAY_NETWORK, …) passes through.
      throw isBraintreeError(error) ? error : wrapError(errors.LOCAL_PAYMENT_TOKENIZATION_FAILED, error);
    }
    return tokenizePayload(response);
  }

  /** Whether the page's address carries a provider return to tokenize. */
  hasTokenizationParams(): boolean {
    const parameters = readReturnParameters(location.search, RETURN_PARAMETERS);
    if (parameters.errorcode || parameters.token) return true;
    return Boolean(parameters.btLpToken && parameters.btLpPaymentId && parameters.btLpPayerId);
  }

  /** Closes the provider's window; an open `startPayment` ends with LOCAL_PAYMENT_WINDOW_CLOSED. */
  closeWindow(): void {
    this.#frameService?.close();
  }

  focusWindow(): void {
    this.#frameService?.focus();
  }

  async teardown(): Promise<void> {
    this.#frameService?.teardown();
  }

  /** Back from a full-page redirect: tokenize (or record the cancellation) once, at creation. */
  async #finishRedirect(): Promise<void> {
    const parameters = readReturnParameters(location.search, RETURN_PARAMETERS);
    if (!this.hasTokenizationParams() && !parameters.wasCanceled) return;
    try {
      this.tokenizePayload = await this.#tokenize(parameters);
    } catch (error) {
      this.tokenizeError = error as BraintreeError;
    }
  }
}

/** The pop-up's frame service, created with the instance so the window can open inside the shopper's click. */
function popupFrameService(client: Client): Promise<FrameService> {
  const configuration = client.getConfiguration();
  return createFrameService({
    name: POPUP_NAME,
    assetsUrl: configuration.gatewayConfiguration.assetsUrl,
    landingFrame: LANDING_FRAME_PAGE,
    title: "Local Payment",
    debug: configuration.isDebug,
    width: POPUP_WIDTH,
    height: POPUP_HEIGHT,
  });
}

/**
 * How a payment the gateway did not create fails, as the provider's: refused (HTTP 422) as
 * LOCAL_PAYMENT_INVALID_PAYMENT_OPTION, any other client error as it came (CLIENT_GATEWAY_NETWORK, …).
 */
function startPaymentFailure(error: unknown): BraintreeError {
  if (isRefusedByGateway(error)) return wrapError(errors.LOCAL_PAYMENT_INVALID_PAYMENT_OPTION, error);
  return isBraintreeError(error) ? error : wrapError(errors.LOCAL_PAYMENT_START_PAYMENT_FAILED, error);
}

/** Explicit parameters (or their `queryItems`, as some in-app browsers nest them), else the page's query. */
function returnParametersOf(params: unknown): ReturnParameters {
  if (params === undefined || params === null) return readReturnParameters(location.search, RETURN_PARAMETERS);
  const given = recordOf(params);
  const nested = given.queryItems !== null && typeof given.queryItems === "object";
  return readReturnParameters(nested ? recordOf(given.queryItems) : given, RETURN_PARAMETERS);
}

/** What the gateway answered, or START_PAYMENT_FAILED when it names no payment. */
function paymentResourceOf(response: unknown): PaymentResource {
  const resource = recordOf(recordOf(response).paymentResource);
  if (typeof resource.paymentToken !== "string") throw wrapError(errors.LOCAL_PAYMENT_START_PAYMENT_FAILED, response);
  return {
    paymentToken: resource.paymentToken,
    redirectUrl: typeof resource.redirectUrl === "string" ? resource.redirectUrl : "",
  };
}

function dimension(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The nonce of the PayPal account the payment became, or TOKENIZATION_FAILED when the gateway gave none. */
function tokenizePayload(response: unknown): LocalPaymentTokenizePayload {
  const payload = paypalAccountPayload<LocalPaymentTokenizePayload>(response, OPTIONAL_RESULT_FIELDS);
  if (typeof payload.nonce !== "string") throw wrapError(errors.LOCAL_PAYMENT_TOKENIZATION_FAILED, response);
  return payload;
}

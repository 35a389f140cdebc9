import {
  createError,
  recordOf,
  wrapError,
  createFrameService,
  frameServiceErrors,
  type BraintreeError,
  type Client,
  type ClientConfiguration,
  type FrameService,
  type ReturnParameters,
  sendEvent,
} from "../../kernel/index.js";
import { FLOWS, INITIALIZED_EVENT, LANDING_FRAME_NAME, LANDING_FRAME_PAGE } from "./constants.js";
import { paypalErrors as errors } from "./errors.js";
import type { PayPalFrameHandler, PayPalTokenizeOptions, PayPalTokenizePayload } from "./types.js";

type Body = Record<string, unknown>;



/**
 * PayPal, the older pop-up flow: `tokenize` opens PayPal in a pop-up (call it in a click), the shopper
 * approves, and the account comes back as a nonce. One flow at a time.
 */
export class PayPal {
  readonly #client: Client;
  readonly #configuration: ClientConfiguration;
  readonly #frameService: FrameService;
  readonly #handler: PayPalFrameHandler;
  #authorizationInProgress = false;

  private constructor(client: Client, frameService: FrameService) {
    this.#client = client;
    this.#configuration = client.getConfiguration();
    this.#frameService = frameService;
    this.#handler = frameService.handler();
  }

  static async create(client: Client): Promise<PayPal> {
    const configuration = client.getConfiguration();
    const frameService = await createFrameService({
      name: LANDING_FRAME_NAME,
      assetsUrl: String(recordOf(configuration.gatewayConfiguration.paypal).assetsUrl),
      landingFrame: LANDING_FRAME_PAGE,
      title: "PayPal",
      debug: configuration.isDebug,
    });
    sendEvent(client, INITIALIZED_EVENT);
    return new PayPal(client, frameService);
  }

  /** What `tokenize` hands back at once: close or focus the PayPal window. */
  static handlerOf(instance: PayPal): PayPalFrameHandler {
    return instance.#handler;
  }

  /** Opens PayPal in a pop-up and resolves with the nonce of the account the shopper approved. */
  async tokenize(options: PayPalTokenizeOptions): Promise<PayPalTokenizePayload> {
    const input = recordOf(options) as unknown as PayPalTokenizeOptions;
    if (input.flow !== "checkout" && input.flow !== "vault") throw createError(errors.PAYPAL_FLOW_OPTION_REQUIRED);
    if (this.#authorizationInProgress) throw createError(errors.PAYPAL_TOKENIZATION_REQUEST_ACTIVE);
    this.#authorizationInProgress = true;
    try {
      return await this.#authorize(input);
    } finally {
      this.#authorizationInProgress = false;
    }
  }

  /** Opens the pop-up inside the call, then sends it to PayPal once the payment exists. */
  #authorize(options: PayPalTokenizeOptions): Promise<PayPalTokenizePayload> {
    const service = this.#frameService;
    return new Promise((resolve, reject) => {
      service.open({}, (error, parameters) => {
        if (error) reject(popupError(error));
        else this.#tokenizeAccount(options, parameters).then(resolve, reject);
      });
      if (service.state !== "open") return;
      const flow = FLOWS[options.flow];
      this.#client
        .request({ method: "post", endpoint: `paypal_hermes/${flow.endpoint}`, data: this.#paymentResourceBody(options) })
        .then(
          (response) => {
            const url = recordOf(recordOf(response)[flow.resource])[flow.url];
            if (typeof url !== "string") throw wrapError(errors.PAYPAL_FLOW_FAILED, response);
            service.redirect(options.useraction === "commit" ? withUserAction(url) : url);
          },
          (error: unknown) => {
            const status = (error as { details?: { httpStatus?: number } }).details?.httpStatus;
            throw wrapError(status === 422 ? errors.PAYPAL_INVALID_PAYMENT_OPTION : errors.PAYPAL_FLOW_FAILED, error);
          },
        )
        .catch((error: unknown) => {
          reject(error);
          service.close();
        });
    });
  }

  /** The body of the payment resource (WIRE §5.10): PayPal returns to this service's own frames. */
  #paymentResourceBody(options: PayPalTokenizeOptions): Body {
    const paypal = recordOf(this.#configuration.gatewayConfiguration.paypal);
    const body: Body = {
      returnUrl: this.#frameService.returnUrl,
      cancelUrl: this.#frameService.cancelUrl,
      offerPaypalCredit: options.offerCredit === true,
      offerPayLater: options.offerPayLater === true,
      experienceProfile: {
        brandName: options.displayName || paypal.displayName,
        localeCode: options.locale,
        noShipping: String(!options.enableShippingAddress),
        addressOverride: options.shippingAddressEditable === false,
        landingPageType: options.landingPageType,
      },
    };
    if (options.flow === "vault") {
      return { ...body, shippingAddress: options.shippingAddressOverride, description: options.billingAgreementDescription || undefined };
    }
    return { ...body, amount: options.amount, currencyIsoCode: options.currency, intent: options.intent, ...recordOf(options.shippingAddressOverride) };
  }

  async #tokenizeAccount(options: PayPalTokenizeOptions, parameters: ReturnParameters = {}): Promise<PayPalTokenizePayload> {
    try {
      const response = await this.#client.request({
        method: "post",
        endpoint: "payment_methods/paypal_accounts",
        data: { paypalAccount: this.#accountBody(options, parameters) },
      });
      return tokenizePayload(response);
    } catch (error) {
      throw wrapError(errors.PAYPAL_ACCOUNT_TOKENIZATION_FAILED, error);
    }
  }

  #accountBody(options: PayPalTokenizeOptions, parameters: ReturnParameters): Body {
    const account: Body = {
      correlationId: parameters.ba_token || parameters.token,
      options: { validate: options.flow === "vault" && this.#configuration.authorizationType !== "TOKENIZATION_KEY" },
    };
    if (parameters.ba_token) return { ...account, billingAgreementToken: parameters.ba_token };
    return {
      ...account,
      paymentToken: parameters.paymentId,
      payerId: parameters.PayerID,
      unilateral: recordOf(this.#configuration.gatewayConfiguration.paypal).unvettedMerchant,
      intent: options.intent,
    };
  }

  /** Closes the PayPal window; an open `tokenize` ends with PAYPAL_POPUP_CLOSED. */
  closeWindow(): void {
    this.#frameService.close();
  }

  focusWindow(): void {
    this.#frameService.focus();
  }

  async teardown(): Promise<void> {
    this.#frameService.teardown();
  }
}

function withUserAction(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}useraction=commit`;
}

function popupError(error: BraintreeError): BraintreeError {
  return error.code === frameServiceErrors.FRAME_SERVICE_FRAME_OPEN_FAILED.code
    ? wrapError(errors.PAYPAL_POPUP_OPEN_FAILED, error)
    : createError(errors.PAYPAL_POPUP_CLOSED);
}

function tokenizePayload(response: unknown): PayPalTokenizePayload {
  const accounts = recordOf(response).paypalAccounts;
  const account = recordOf(Array.isArray(accounts) ? accounts[0] : undefined);
  const details = recordOf(account.details);
  const payload: PayPalTokenizePayload = { nonce: account.nonce as string, details: recordOf(details.payerInfo), type: account.type as string };
  if (details.creditFinancingOffered) payload.creditFinancingOffered = details.creditFinancingOffered as Body;
  return payload;
}

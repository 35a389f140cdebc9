import {
  appendQuery,
  createError,
  recordOf,
  wrapError,
  createFrameService,
  type Client,
  type ClientConfiguration,
  type FrameService,
  type ReturnParameters,
  sendEvent,
} from "../../kernel/index.js";
import { experienceProfile, paypalAccount, paypalAccountPayload } from "../common/paypal-account.js";
import { PAYPAL_RETURN_PARAMETERS } from "../common/return-parameters.js";
import {
  FLOWS,
  INITIALIZED_EVENT,
  LANDING_FRAME_NAME,
  LANDING_FRAME_PAGE,
  OPTIONAL_RESULT_FIELDS,
} from "./constants.js";
import { paypalErrors as errors, popupFlowErrors } from "./errors.js";
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
  static handlerOf(this: void, instance: PayPal): PayPalFrameHandler {
    return instance.#handler;
  }

  /** Opens PayPal in a pop-up and resolves with the nonce of the account the shopper approved. */
  async tokenize(options: PayPalTokenizeOptions): Promise<PayPalTokenizePayload> {
    const input = recordOf(options) as unknown as PayPalTokenizeOptions;
    if (input.flow !== "checkout" && input.flow !== "vault") throw createError(errors.PAYPAL_FLOW_OPTION_REQUIRED);
    // Checked above: the option's type also takes any text, as the community typings type it.
    const flow = FLOWS[input.flow as keyof typeof FLOWS];
    return this.#frameService.flow({
      errors: popupFlowErrors,
      returnParameters: PAYPAL_RETURN_PARAMETERS,
      createResource: () =>
        this.#client.request({
          method: "post",
          endpoint: `paypal_hermes/${flow.endpoint}`,
          data: this.#paymentResourceBody(input),
        }),
      redirectUrl: (response) => {
        const url = recordOf(recordOf(response)[flow.resource])[flow.url];
        return typeof url === "string" && input.useraction === "commit"
          ? appendQuery(url, { useraction: "commit" })
          : url;
      },
      complete: (parameters) => this.#tokenizeAccount(input, parameters),
    });
  }

  /** The body of the payment resource (WIRE §5.10): PayPal returns to this service's own frames. */
  #paymentResourceBody(options: PayPalTokenizeOptions): Body {
    const body: Body = {
      returnUrl: this.#frameService.returnUrl,
      cancelUrl: this.#frameService.cancelUrl,
      offerPaypalCredit: options.offerCredit === true,
      offerPayLater: options.offerPayLater === true,
      experienceProfile: experienceProfile(options, this.#configuration.gatewayConfiguration),
    };
    if (options.flow === "vault") {
      return {
        ...body,
        shippingAddress: options.shippingAddressOverride,
        description: options.billingAgreementDescription || undefined,
      };
    }
    return {
      ...body,
      amount: options.amount,
      currencyIsoCode: options.currency,
      intent: options.intent,
      ...recordOf(options.shippingAddressOverride),
    };
  }

  async #tokenizeAccount(options: PayPalTokenizeOptions, parameters: ReturnParameters): Promise<PayPalTokenizePayload> {
    const approval = {
      correlationId: parameters.ba_token || parameters.token,
      validate: options.flow === "vault" && this.#configuration.authorizationType !== "TOKENIZATION_KEY",
      billingAgreementToken: parameters.ba_token,
      paymentToken: parameters.paymentId,
      payerId: parameters.PayerID,
      intent: options.intent,
    };
    try {
      const response: unknown = await this.#client.request({
        method: "post",
        endpoint: "payment_methods/paypal_accounts",
        data: {
          paypalAccount: paypalAccount(
            approval,
            Boolean(parameters.ba_token),
            this.#configuration.gatewayConfiguration,
          ),
        },
      });
      return paypalAccountPayload(response, OPTIONAL_RESULT_FIELDS);
    } catch (error) {
      throw wrapError(errors.PAYPAL_ACCOUNT_TOKENIZATION_FAILED, error);
    }
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

import {
  createError,
  isRecord,
  jsonCopy,
  recordOf,
  sendEvent,
  type Client,
  type Teardown,
} from "../../kernel/index.js";
import { CARD_BRANDS, DATA_LEVEL, ENDPOINT, EVENTS, SOURCE } from "./constants.js";
import { visaCheckoutErrors as errors } from "./errors.js";
import type {
  VisaCheckoutConfiguration,
  VisaCheckoutInitOptions,
  VisaCheckoutPayment,
  VisaCheckoutTokenizePayload,
} from "./types.js";

/** Prepares Visa Checkout's `V.init` options and exchanges its encrypted payment for a nonce. */
export class VisaCheckout {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  readonly #client: Client;
  readonly #configuration: VisaCheckoutConfiguration;

  constructor(client: Client, configuration: VisaCheckoutConfiguration) {
    this.#client = client;
    this.#configuration = configuration;
    sendEvent(client, EVENTS.initialized);
  }

  /** A copy of `options` with what the gateway needs to decrypt the payment later. */
  createInitOptions(options: VisaCheckoutInitOptions): VisaCheckoutInitOptions {
    const copy = isRecord(options) ? jsonCopy(options) : undefined;
    if (!copy) throw createError(errors.VISA_CHECKOUT_INIT_OPTIONS_REQUIRED);
    const config = this.#configuration;
    const settings = isRecord(copy.settings) ? copy.settings : {};
    const payment = isRecord(settings.payment) ? settings.payment : {};
    return {
      ...copy,
      apikey: copy.apikey || config.apikey,
      encryptionKey: copy.encryptionKey || config.encryptionKey,
      externalClientId: copy.externalClientId || config.externalClientId,
      settings: {
        ...settings,
        dataLevel: DATA_LEVEL,
        payment: { ...payment, cardBrands: payment.cardBrands || cardBrandsOf(config.supportedCardTypes) },
      },
    };
  }

  /** Sends the `payment.success` payload to the gateway; resolves with the Visa Checkout card nonce. */
  async tokenize(payment: VisaCheckoutPayment): Promise<VisaCheckoutTokenizePayload> {
    const { callid, encKey, encPaymentData } = recordOf(payment) as Partial<VisaCheckoutPayment>;
    if (!callid || !encKey || !encPaymentData) throw createError(errors.VISA_CHECKOUT_PAYMENT_REQUIRED);
    try {
      const response = (await this.#client.request({
        method: "post",
        endpoint: ENDPOINT,
        data: {
          _meta: { source: SOURCE },
          visaCheckoutCard: { callId: callid, encryptedPaymentData: encPaymentData, encryptedKey: encKey },
        },
      })) as { visaCheckoutCards?: unknown[] } | undefined;
      const card = response?.visaCheckoutCards?.[0];
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the gateway's unusable answer is thrown as it came: the catch below keeps it as the error's originalError, as braintree-web does
      if (!isRecord(card)) throw response;
      sendEvent(this.#client, EVENTS.tokenizeSucceeded);
      return card as VisaCheckoutTokenizePayload;
    } catch (originalError) {
      sendEvent(this.#client, EVENTS.tokenizeFailed);
      throw createError(errors.VISA_CHECKOUT_TOKENIZATION, { details: { originalError } });
    }
  }
}

function cardBrandsOf(cardTypes: readonly string[] = []): string[] {
  return cardTypes.map((type) => CARD_BRANDS[type]).filter((brand): brand is string => brand !== undefined);
}

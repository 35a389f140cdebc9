import {
  createError,
  isRecord,
  recordOf,
  sendEvent,
  type BraintreeError,
  type Client,
  type Teardown,
} from "../../kernel/index.js";
import {
  DEFAULT_MERCHANT_CAPABILITIES,
  ENDPOINTS,
  EVENTS,
  NETWORK_NAMES,
  REQUEST_REFUSED,
  SOURCE,
} from "./constants.js";
import { applePayErrors as errors } from "./errors.js";
import type {
  ApplePayConfiguration,
  ApplePayMerchantSession,
  ApplePayPaymentRequest,
  ApplePayTokenizeOptions,
  ApplePayTokenizePayload,
  PerformValidationOptions,
} from "./types.js";

/** Validates the merchant with Apple through the gateway and exchanges Apple Pay tokens for nonces. */
export class ApplePay {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  /** The merchant identifier the gateway registered with Apple (for `canMakePaymentsWithActiveCard`). */
  declare readonly merchantIdentifier: string;
  readonly #client: Client;
  readonly #configuration: ApplePayConfiguration;
  readonly #deferred: boolean;

  constructor(client: Client, configuration: ApplePayConfiguration, deferred: boolean) {
    this.#client = client;
    this.#configuration = configuration;
    this.#deferred = deferred;
    // Read-only and not enumerable, as the provider defines it: the instance's enumerable surface is its methods.
    Object.defineProperty(this, "merchantIdentifier", {
      value: configuration.merchantIdentifier,
      enumerable: false,
      writable: false,
      configurable: false,
    });
    sendEvent(client, EVENTS.initialized);
  }

  /** The merchant's request over the gateway's defaults: country, currency, capabilities and networks. */
  createPaymentRequest(overrides?: ApplePayPaymentRequest): ApplePayPaymentRequest | Promise<ApplePayPaymentRequest> {
    const config = this.#configuration;
    const request: ApplePayPaymentRequest = {
      countryCode: config.countryCode,
      currencyCode: config.currencyCode,
      merchantCapabilities: [...(config.merchantCapabilities ?? DEFAULT_MERCHANT_CAPABILITIES)],
      supportedNetworks: (config.supportedNetworks ?? []).map((network) => NETWORK_NAMES[network] ?? network),
      ...recordOf(overrides),
    };
    return this.#deferred ? Promise.resolve(request) : request;
  }

  /** Asks the gateway for Apple's merchant session; resolves with it unchanged. */
  async performValidation(options: PerformValidationOptions): Promise<ApplePayMerchantSession> {
    const given = recordOf(options);
    const validationURL = given.validationURL;
    if (typeof validationURL !== "string" || validationURL === "") {
      throw createError(errors.APPLE_PAY_VALIDATION_URL_REQUIRED);
    }
    const session: Record<string, unknown> = {
      validationUrl: validationURL,
      domainName: given.domainName || pageHostName(),
      merchantIdentifier: given.merchantIdentifier || this.merchantIdentifier,
    };
    if (given.displayName !== undefined && given.displayName !== null) session.displayName = given.displayName;
    try {
      const response: unknown = await this.#client.request({
        method: "post",
        endpoint: ENDPOINTS.sessions,
        data: { _meta: { source: SOURCE }, applePayWebSession: session },
      });
      sendEvent(this.#client, EVENTS.validationSucceeded);
      return response as ApplePayMerchantSession;
    } catch (failure) {
      sendEvent(this.#client, EVENTS.validationFailed);
      throw validationError(failure);
    }
  }

  /** Sends `event.payment.token` to the gateway; resolves with the Apple Pay card nonce. */
  async tokenize(options: ApplePayTokenizeOptions): Promise<ApplePayTokenizePayload> {
    const token = recordOf(options).token;
    if (!token) throw createError(errors.APPLE_PAY_PAYMENT_TOKEN_REQUIRED);
    const fields = recordOf(token);
    let paymentData: string;
    try {
      paymentData = base64Json(fields.paymentData);
    } catch (originalError) {
      throw createError(errors.APPLE_PAY_PAYMENT_TOKEN_REQUIRED, { details: { originalError } });
    }
    try {
      const response = (await this.#client.request({
        method: "post",
        endpoint: ENDPOINTS.tokens,
        data: { _meta: { source: SOURCE }, applePaymentToken: { ...fields, paymentData } },
      })) as { applePayCards?: ApplePayTokenizePayload[] } | undefined;
      const card = response?.applePayCards?.[0];
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the gateway's unusable answer is thrown as it came: the catch below keeps it as the error's originalError, as braintree-web does
      if (!isRecord(card)) throw response;
      sendEvent(this.#client, EVENTS.tokenizeSucceeded);
      return card;
    } catch (originalError) {
      sendEvent(this.#client, EVENTS.tokenizeFailed);
      throw createError(errors.APPLE_PAY_TOKENIZATION, { details: { originalError } });
    }
  }
}

/** A refused request is the merchant's set-up (usually an unregistered domain); anything else is the network. */
function validationError(failure: unknown): BraintreeError {
  const client = failure as { code?: string; details?: { originalError?: unknown } } | undefined;
  if (client?.code === REQUEST_REFUSED) {
    return createError(errors.APPLE_PAY_MERCHANT_VALIDATION_FAILED, {
      details: { originalError: client.details?.originalError },
    });
  }
  return createError(errors.APPLE_PAY_MERCHANT_VALIDATION_NETWORK, { details: { originalError: failure } });
}

/** Apple validates the top-level page's domain, so a page framed by a same-origin parent names the parent. */
function pageHostName(): string {
  try {
    if (window.parent !== window) return window.parent.location.hostname;
  } catch {
    // A cross-origin parent cannot be read; the frame's own host is the best answer left.
  }
  return location.hostname;
}

/** The gateway wants `paymentData` as base64 of its JSON (UTF-8, so any text survives). */
function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(String(JSON.stringify(value)));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

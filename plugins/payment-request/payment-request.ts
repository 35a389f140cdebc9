import {
  BraintreeError,
  createEmitter,
  createError,
  describeValue,
  isBraintreeError,
  isRecord,
  jsonCopy,
  recordOf,
  type BraintreeErrorType,
  type Client,
  sendEvent,
} from "../../kernel/index.js";
import { ANALYTICS_PREFIX, METHOD_IDS, SHIPPING_KINDS, type MethodType } from "./constants.js";
import { paymentRequestErrors as errors } from "./errors.js";
import { tokenizeResponse, type BrowserPaymentResponse } from "./response.js";
import { defaultSupportedMethods, enabledMethodsOf } from "./supported-methods.js";
import type {
  PaymentRequestConfiguration,
  PaymentRequestCreateOptions,
  PaymentRequestTokenizePayload,
  ShippingEvent,
  ShippingEventName,
  SupportedPaymentMethod,
} from "./types.js";

/** The parts of the browser's `PaymentRequest` this component uses. */
interface BrowserPaymentRequest extends EventTarget {
  show(): Promise<BrowserPaymentResponse>;
  abort(): Promise<void>;
  canMakePayment(): Promise<boolean>;
  [field: string]: unknown;
}

type Json = Record<string, unknown>;
type Methods = Partial<Record<MethodType, SupportedPaymentMethod>>;

/** Read at call time: pages (and simulators) may install or replace it after this bundle loads. */
function browserPaymentRequest(): unknown {
  return (globalThis as { PaymentRequest?: unknown }).PaymentRequest;
}

/**
 * Pays through the browser's payment sheet (W3C Payment Request) with a card or Google Pay, and exchanges
 * the shopper's choice for a nonce.
 */
export class PaymentRequestComponent {
  readonly #client: Client;
  readonly #methods: Methods;
  readonly #emitter = createEmitter<Record<ShippingEventName, [ShippingEvent]>>();
  #showing: BrowserPaymentRequest | undefined;

  private constructor(client: Client, methods: Methods) {
    this.#client = client;
    this.#methods = methods;
  }

  static create(client: Client, options: PaymentRequestCreateOptions): PaymentRequestComponent {
    const version = isRecord(options) && options.googlePayVersion === 2 ? 2 : 1;
    const methods = defaultSupportedMethods(client.getConfiguration(), enabledMethodsOf(options), version);
    if (Object.keys(methods).length === 0) throw createError(errors.PAYMENT_REQUEST_NO_VALID_SUPPORTED_PAYMENT_METHODS);
    sendEvent(client, `${ANALYTICS_PREFIX}initialized`);
    return new PaymentRequestComponent(client, methods);
  }

  /** A supported-method entry for `tokenize`, with `overrides` merged into its `data`. */
  createSupportedPaymentMethodsConfiguration(type: MethodType, overrides?: Json): SupportedPaymentMethod {
    if (!type)
      throw createError(errors.PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_MUST_INCLUDE_TYPE);
    const method = typeof type === "string" && Object.hasOwn(this.#methods, type) ? this.#methods[type] : undefined;
    if (!method)
      throw createError(errors.PAYMENT_REQUEST_CREATE_SUPPORTED_PAYMENT_METHODS_CONFIGURATION_TYPE_NOT_ENABLED);
    return { supportedMethods: method.supportedMethods, data: { ...jsonCopy(method.data), ...recordOf(overrides) } };
  }

  /** Resolves false where the browser has no Payment Request; otherwise asks the browser. */
  async canMakePayment(configuration: PaymentRequestConfiguration): Promise<boolean> {
    if (typeof browserPaymentRequest() !== "function") {
      this.#track("can-make-payment.not-available");
      return false;
    }
    const config = recordOf(configuration);
    assertSupportedMethods(config.supportedPaymentMethods);
    const request = this.#newRequest(config);
    try {
      const result = Boolean(await request.canMakePayment());
      this.#track(`can-make-payment.${result}`);
      return result;
    } catch (originalError) {
      this.#track("can-make-payment.failed");
      const notAllowed = (originalError as { name?: unknown } | null)?.name === "NotAllowedError";
      throw createError(
        notAllowed
          ? errors.PAYMENT_REQUEST_CAN_MAKE_PAYMENT_NOT_ALLOWED
          : errors.PAYMENT_REQUEST_CAN_MAKE_PAYMENT_FAILED,
        { details: { originalError } },
      );
    }
  }

  /** Shows the sheet; resolves with the nonce of what the shopper chose. */
  async tokenize(configuration: PaymentRequestConfiguration): Promise<PaymentRequestTokenizePayload> {
    let response: BrowserPaymentResponse | undefined;
    try {
      const request = this.#newRequest(recordOf(configuration));
      this.#forwardShippingEvents(request);
      this.#showing = request;
      response = await request.show();
      const payload = await tokenizeResponse(this.#client, response);
      complete(response, "success");
      this.#track("tokenize.succeeded");
      return payload;
    } catch (failure) {
      if (response) complete(response, "fail");
      throw this.#tokenizeError(failure);
    } finally {
      this.#showing = undefined;
    }
  }

  /** Listens for the shopper's shipping changes while a sheet is open; call `event.updateWith` in the handler. */
  on(event: ShippingEventName, handler: (event: ShippingEvent) => void): void {
    this.#emitter.on(event, handler);
  }

  /** Stops calling a handler given to `on`. */
  off(event: ShippingEventName, handler: (event: ShippingEvent) => void): void {
    this.#emitter.off(event, handler);
  }

  /** Closes a sheet still open (its `tokenize` rejects as canceled) and drops every listener. */
  async teardown(): Promise<void> {
    const open = this.#showing;
    if (open)
      await Promise.resolve()
        .then(() => open.abort())
        .catch(() => undefined);
    this.#emitter.clear();
    this.#track("teardown-completed");
  }

  #track(event: string): void {
    sendEvent(this.#client, ANALYTICS_PREFIX + event);
  }

  #newRequest(config: Json): BrowserPaymentRequest {
    try {
      const Request = browserPaymentRequest() as new (...args: unknown[]) => BrowserPaymentRequest;
      return new Request(
        config.supportedPaymentMethods || Object.values(this.#methods),
        config.details,
        config.options,
      );
    } catch (originalError) {
      throw createError(errors.PAYMENT_REQUEST_INITIALIZATION_MISCONFIGURED, { details: { originalError } });
    }
  }

  /** The browser requires `updateWith` during the event itself, so handlers run synchronously here. */
  #forwardShippingEvents(request: BrowserPaymentRequest): void {
    for (const kind of SHIPPING_KINDS) {
      const name = `shipping${kind}Change` as ShippingEventName;
      request.addEventListener(name.toLowerCase(), (event) => {
        const payload: ShippingEvent = {
          target: { [`shipping${kind}`]: request[`shipping${kind}`] },
          updateWith: (details) => (event as Event & { updateWith(details: unknown): void }).updateWith(details),
        };
        this.#emitter.emit(name, payload);
        this.#emitter.emit(name.toLowerCase() as ShippingEventName, payload);
      });
    }
  }

  /** Our own catalogue errors pass through; a closed sheet is a cancel; anything else did not complete. */
  #tokenizeError(failure: unknown): BraintreeError {
    const name = (failure as { name?: unknown } | null)?.name;
    this.#track(name === "AbortError" ? "tokenize.canceled" : "tokenize.failed");
    if (isBraintreeError(failure) && String(failure.code).startsWith("PAYMENT_REQUEST_")) return failure;
    if (name === "AbortError")
      return createError(errors.PAYMENT_REQUEST_CANCELED, { details: { originalError: failure } });
    const type = (failure as { type?: unknown } | null)?.type;
    const known = typeof type === "string" && Object.hasOwn(BraintreeError.types, type);
    return createError(
      { ...errors.PAYMENT_REQUEST_NOT_COMPLETED, type: known ? (type as BraintreeErrorType) : "CUSTOMER" },
      { details: { originalError: failure } },
    );
  }
}

/** Only methods the gateway can tokenize may be asked about (spec §5, Payment Request). */
function assertSupportedMethods(methods: unknown): void {
  if (!Array.isArray(methods)) return;
  const known: string[] = Object.values(METHOD_IDS);
  for (const method of methods) {
    const name = describeValue(recordOf(method).supportedMethods);
    if (!known.includes(name)) {
      throw createError(errors.PAYMENT_REQUEST_UNSUPPORTED_PAYMENT_METHOD, {
        message: `${name} is not a supported payment method.`,
      });
    }
  }
}

/** Closes the sheet with the outcome; a browser that refuses (already closed) changes nothing for the merchant. */
function complete(response: BrowserPaymentResponse, result: "success" | "fail"): void {
  Promise.resolve()
    .then(() => response.complete?.(result))
    .catch(() => undefined);
}

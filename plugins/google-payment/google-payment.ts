import {
  createError,
  isRecord,
  jsonCopy,
  recordOf,
  sendEvent,
  type Client,
  type Teardown,
} from "../../kernel/index.js";
import { googlePayPaymentDataRequest, type GooglePayVersion } from "../common/google-pay.js";
import { EVENTS } from "./constants.js";
import { googlePaymentErrors as errors } from "./errors.js";
import { mergeVersionOne, mergeVersionTwo, withTotalPriceAsString } from "./overrides.js";
import type { GooglePaymentData, GooglePaymentTokenizePayload, PaymentDataRequest } from "./types.js";

export interface GooglePaymentSettings {
  version: GooglePayVersion;
  googleMerchantId?: string;
  deferred: boolean;
}

/** Builds Google Pay requests the gateway can tokenize and reads the nonce out of Google's answer. */
export class GooglePayment {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  readonly #client: Client;
  readonly #settings: GooglePaymentSettings;

  constructor(client: Client, settings: GooglePaymentSettings) {
    this.#client = client;
    this.#settings = settings;
  }

  /** The merchant's request (`transactionInfo` at least) over the gateway's defaults, for `loadPaymentData`. */
  createPaymentDataRequest(overrides?: PaymentDataRequest): PaymentDataRequest | Promise<PaymentDataRequest> {
    const { version, googleMerchantId, deferred } = this.#settings;
    const defaults = googlePayPaymentDataRequest(this.#client.getConfiguration(), version, googleMerchantId);
    // A deep copy: the merge reads nested settings, and a merchant's object that cannot be read counts as no overrides.
    const given = isRecord(overrides) ? recordOf(jsonCopy(overrides)) : {};
    const merged = version === 2 ? mergeVersionTwo(defaults, given) : mergeVersionOne(defaults, given);
    sendEvent(this.#client, EVENTS.createPaymentDataRequest(version));
    const request = withTotalPriceAsString(merged);
    return deferred ? Promise.resolve(request) : request;
  }

  /**
   * Google returns the gateway's own tokenization result as the payment token, so the nonce is read
   * from it without another request.
   */
  async parseResponse(response: GooglePaymentData): Promise<GooglePaymentTokenizePayload> {
    try {
      const payload = readTokenizedPayment(response);
      sendEvent(this.#client, EVENTS.parseSucceeded);
      return payload;
    } catch (originalError) {
      sendEvent(this.#client, EVENTS.parseFailed);
      throw createError(errors.GOOGLE_PAYMENT_GATEWAY_ERROR, { details: { originalError } });
    }
  }
}

type Json = Record<string, unknown>;

function tokenOf(response: unknown): unknown {
  if (!isRecord(response)) throw new Error("The Google Pay response is not an object.");
  if (response.apiVersion === 2) {
    const data = response.paymentMethodData as Json | undefined;
    return (data?.tokenizationData as Json | undefined)?.token;
  }
  return (response.paymentMethodToken as Json | undefined)?.token;
}

/** Throws (anything) when the token is missing, malformed or reports a gateway error. */
function readTokenizedPayment(response: unknown): GooglePaymentTokenizePayload {
  const token = tokenOf(response);
  const parsed: unknown = typeof token === "string" ? JSON.parse(token) : undefined;
  if (!isRecord(parsed)) throw new Error("The Google Pay payment token is missing.");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the gateway's error object is thrown as it came: the caller keeps it as the error's originalError
  if (parsed.error) throw parsed.error;
  const paypal = firstOf(parsed.paypalAccounts);
  if (paypal)
    return { nonce: paypal.nonce, type: paypal.type, description: paypal.description } as GooglePaymentTokenizePayload;
  const card = firstOf(parsed.androidPayCards);
  const details = card?.details;
  if (!card || !isRecord(details)) throw new Error("The Google Pay payment token holds no card.");
  return {
    nonce: card.nonce,
    type: card.type,
    description: card.description,
    details: {
      cardType: details.cardType,
      lastFour: details.lastFour,
      lastTwo: details.lastTwo,
      isNetworkTokenized: details.isNetworkTokenized,
      bin: details.bin,
    },
    binData: card.binData,
  } as GooglePaymentTokenizePayload;
}

function firstOf(list: unknown): Json | undefined {
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return isRecord(first) ? first : undefined;
}

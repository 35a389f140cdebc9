import {
  clientErrors,
  createError,
  gatewayStatusOf,
  isBraintreeError,
  isRecord,
  recordOf,
  type BraintreeError,
  type Client,
  type ErrorDefinition,
  type Teardown,
  sendEvent,
} from "../../kernel/index.js";
import {
  CARD_FRAME_REQUEST,
  unionPayRequest,
  type CardFrameRequest,
  type UnionPayCall,
  type UnionPayCardData,
  type UnionPayFrameReply,
  type UnionPayFrameRequest,
} from "../common/unionpay-card-frame.js";
import { EVENTS, PASSED_THROUGH_STATUS } from "./constants.js";
import { unionPayErrors as errors } from "./errors.js";
import type {
  EnrollOptions,
  FetchCapabilitiesOptions,
  UnionPayCapabilities,
  UnionPayEnrollment,
  UnionPayTokenizeOptions,
  UnionPayTokenizePayload,
} from "./types.js";

type Json = Record<string, unknown>;

/** Where the card of one call is: the merchant's own form, or a Hosted Fields instance's frames. */
type Source = { card: UnionPayCardData } | { frames: CardFrameRequest; hostedFields: object };

/** Status rules of one call (WIRE §5.17): its error for a status below 500 and from 500 on, and its failure event. */
interface FailureRule {
  below500: ErrorDefinition;
  from500: ErrorDefinition;
  failed: string;
}

const RULES: Record<UnionPayCall, FailureRule> = {
  "unionpay:capabilities": {
    below500: errors.UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR,
    from500: errors.UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR,
    failed: EVENTS.capabilitiesFailed,
  },
  "unionpay:enroll": {
    below500: errors.UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID,
    from500: errors.UNIONPAY_ENROLLMENT_NETWORK_ERROR,
    failed: EVENTS.enrollmentFailed,
  },
  "unionpay:tokenize": {
    below500: errors.UNIONPAY_FAILED_TOKENIZATION,
    from500: errors.UNIONPAY_TOKENIZATION_NETWORK_ERROR,
    failed: EVENTS.nonceFailed,
  },
};

/** UnionPay cards: capabilities lookup, SMS enrollment and tokenization, from a form or from Hosted Fields. */
export class UnionPay {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Whether a card number is UnionPay, debit, and supported for this merchant. */
  async fetchCapabilities(options: FetchCapabilitiesOptions): Promise<UnionPayCapabilities> {
    const source = sourceOf(options);
    const body = await this.#call("unionpay:capabilities", source, {});
    sendEvent(this.#client, EVENTS.capabilitiesReceived);
    return body as UnionPayCapabilities;
  }

  /** Enrolls the card for the shopper's mobile; the gateway may send an SMS code that `tokenize` then needs. */
  async enroll(options: EnrollOptions): Promise<UnionPayEnrollment> {
    const given = recordOf(options);
    const mobile = recordOf(given.mobile);
    const countryCode = text(mobile.countryCode);
    const number = text(mobile.number);
    if (!countryCode || !number) throw createError(errors.UNIONPAY_MISSING_MOBILE_PHONE_DATA);
    const source = sourceOf(given);
    if ("card" in source) {
      const { expirationDate, expirationMonth, expirationYear } = source.card;
      if (!expirationDate && Boolean(expirationMonth) !== Boolean(expirationYear)) {
        throw createError(errors.UNIONPAY_EXPIRATION_DATE_INCOMPLETE);
      }
    }
    const body = (await this.#call("unionpay:enroll", source, { mobile: { countryCode, number } })) as Json;
    sendEvent(this.#client, EVENTS.enrollmentSucceeded);
    return { enrollmentId: body.unionPayEnrollmentId as string, smsCodeRequired: body.smsCodeRequired as boolean };
  }

  /** Exchanges the enrolled card (and SMS code) for a nonce. */
  async tokenize(options: UnionPayTokenizeOptions): Promise<UnionPayTokenizePayload> {
    const given = recordOf(options);
    const source = sourceOf(given);
    const extra: UnionPayFrameRequest = { enrollmentId: text(given.enrollmentId) };
    const smsCode = text(given.smsCode);
    if (smsCode) extra.smsCode = smsCode;
    const body = (await this.#call("unionpay:tokenize", source, extra)) as { creditCards?: unknown[] } | undefined;
    const card = body?.creditCards?.[0];
    if (!isRecord(card)) {
      sendEvent(this.#client, EVENTS.nonceFailed);
      throw createError(errors.UNIONPAY_FAILED_TOKENIZATION, { details: { originalError: body } });
    }
    const { consumed, threeDSecureInfo, ...payload } = card;
    sendEvent(this.#client, EVENTS.nonceReceived);
    return payload as UnionPayTokenizePayload;
  }

  /** One call, from the page with the merchant's card or from the Hosted Fields frame that holds the card. */
  async #call(call: UnionPayCall, source: Source, extra: UnionPayFrameRequest): Promise<unknown> {
    try {
      if ("card" in source) {
        const { method, endpoint, data } = unionPayRequest(call, source.card, extra);
        return await this.#client.request({ method, endpoint, data });
      }
      return await askFrames(source, call, extra);
    } catch (failure) {
      sendEvent(this.#client, RULES[call].failed);
      throw unionPayError(call, failure);
    }
  }
}

/** The gateway failure as the UnionPay error of the call: 403 passed through, else by status. */
function unionPayError(call: UnionPayCall, failure: unknown): BraintreeError {
  if (isBraintreeError(failure) && failure.code.startsWith("UNIONPAY_HOSTED_FIELDS")) return failure;
  const status = gatewayStatusOf(failure);
  if (status === PASSED_THROUGH_STATUS && isBraintreeError(failure)) return failure;
  const rule = RULES[call];
  const definition = status !== undefined && status < 500 ? rule.below500 : rule.from500;
  return createError(definition, { details: { originalError: failure } });
}

/** Asks the Hosted Fields instance to pass the call to its card frame; restores the frame's client error. */
async function askFrames(
  source: { frames: CardFrameRequest; hostedFields: object },
  call: UnionPayCall,
  extra: UnionPayFrameRequest,
): Promise<unknown> {
  const missing = (originalError?: unknown) =>
    createError(errors.UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED, { details: { originalError } });
  let reply: UnionPayFrameReply;
  try {
    const pending = source.frames.call(source.hostedFields, call, extra);
    if (!pending) throw missing();
    reply = (await pending) as UnionPayFrameReply;
  } catch (failure) {
    throw isBraintreeError(failure) && failure.code === errors.UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED.code
      ? failure
      : missing(failure);
  }
  const { status, body } = reply;
  if (status >= 200 && status < 400) return body;
  // The failure as the client would report it for a request of its own (WIRE §3.1).
  const definition =
    status === PASSED_THROUGH_STATUS
      ? clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT
      : status >= 500 || status <= 0
        ? clientErrors.CLIENT_GATEWAY_NETWORK
        : clientErrors.CLIENT_REQUEST_ERROR;
  throw createError(definition, { details: { httpStatus: status > 0 ? status : 500, originalError: body } });
}

/** A string or number option as text; anything else as undefined. */
function text(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** The card source of a call: a card with a number or a Hosted Fields instance, never both (WIRE §5.17 order of checks). */
function sourceOf(options: unknown): Source {
  const given = recordOf(options);
  const { card, hostedFields } = given;
  if (card && hostedFields) throw createError(errors.UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES);
  if (hostedFields) {
    const frames = readFramesRequest(hostedFields);
    if (!frames) throw createError(errors.UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID);
    return { frames, hostedFields: hostedFields };
  }
  const cardData = cardOf(card);
  if (!cardData.number) throw createError(errors.UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED);
  return { card: cardData };
}

function readFramesRequest(hostedFields: unknown): CardFrameRequest | undefined {
  try {
    const method = (hostedFields as Record<symbol, unknown>)[CARD_FRAME_REQUEST];
    return typeof method === "function" ? (method as CardFrameRequest) : undefined;
  } catch {
    return undefined;
  }
}

function cardOf(card: unknown): UnionPayCardData {
  const given = recordOf(card);
  const data: UnionPayCardData = {};
  for (const key of ["number", "expirationDate", "expirationMonth", "expirationYear", "cvv"] as const) {
    const value = text(given[key]);
    if (value) data[key] = value;
  }
  return data;
}

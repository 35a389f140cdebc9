import {
  createError,
  isBraintreeError,
  isRecord,
  recordOf,
  type BraintreeError,
  type Client,
  type ErrorDefinition,
  sendEvent,
} from "../../kernel/index.js";
import {
  BUTTON_ORDERS,
  BUTTON_TYPES,
  EVENTS,
  EXPERIMENT_TYPES,
  OPERATIONS,
  OTHER,
  PAGE_TYPES,
  TEST,
} from "./constants.js";
import { paymentReadyErrors as errors } from "./errors.js";
import type {
  CreateCustomerSessionOptions,
  CustomerRecommendations,
  CustomerSession,
  GetCustomerRecommendationsOptions,
  PresentedEventOptions,
  SelectedEventOptions,
  UpdateCustomerSessionOptions,
} from "./types.js";

type Json = Record<string, unknown>;
type Method = keyof typeof OPERATIONS;

const TYPES: readonly BraintreeError["type"][] = ["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"];

const FAILURES: Record<Method, ErrorDefinition> = {
  createCustomerSession: errors.PAYMENT_READY_CREATE_SESSION_ERROR,
  updateCustomerSession: errors.PAYMENT_READY_UPDATE_SESSION_ERROR,
  getCustomerRecommendations: errors.PAYMENT_READY_GET_RECOMMENDATIONS_ERROR,
};

function missing(options: Json, required: readonly string[]): boolean {
  return required.some((key) => options[key] === undefined || options[key] === null);
}

/** `value` when it is one of `known`; else `fallback` (only for values given at all). */
function normalise(value: unknown, known: readonly string[], fallback: string): string | undefined {
  if (!value) return undefined;
  return known.includes(value as string) ? (value as string) : fallback;
}

/** Payment Ready: customer sessions, payment recommendations and button analytics. */
export class PaymentReady {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  async createCustomerSession(options: CreateCustomerSessionOptions): Promise<CustomerSession> {
    const given = recordOf(options);
    if (missing(given, ["customer"])) throw createError(errors.PAYMENT_READY_MISSING_REQUIRED_OPTION);
    return this.#mutate("createCustomerSession", {
      sessionId: given.sessionId,
      customer: given.customer,
    }) as Promise<CustomerSession>;
  }

  async updateCustomerSession(options: UpdateCustomerSessionOptions): Promise<CustomerSession> {
    const given = recordOf(options);
    if (missing(given, ["sessionId", "customer"])) throw createError(errors.PAYMENT_READY_MISSING_REQUIRED_OPTION);
    return this.#mutate("updateCustomerSession", {
      sessionId: given.sessionId,
      customer: given.customer,
    }) as Promise<CustomerSession>;
  }

  async getCustomerRecommendations(options: GetCustomerRecommendationsOptions): Promise<CustomerRecommendations> {
    const given = recordOf(options);
    if (missing(given, ["sessionId"])) throw createError(errors.PAYMENT_READY_NO_SESSION_ID);
    const { sessionId, customer, domain, purchaseUnits } = given;
    return this.#mutate("getCustomerRecommendations", {
      sessionId,
      customer,
      domain,
      purchaseUnits,
    }) as Promise<CustomerRecommendations>;
  }

  /** Reports that a payment button was shown. Bad input logs a console warning and sends nothing. */
  sendPresentedEvent(options: PresentedEventOptions): void {
    const fields = this.#eventFields("sendPresentedEvent", options);
    if (!fields) return;
    const details = recordOf(recordOf(options).presentmentDetails);
    const extra: Json = {
      payment_ready_button_order: normalise(details.buttonOrder, BUTTON_ORDERS, OTHER),
      payment_ready_experiment_type: normalise(details.experimentType, EXPERIMENT_TYPES, TEST),
      payment_ready_page_type: normalise(details.pageType, PAGE_TYPES, OTHER),
    };
    for (const key of Object.keys(extra)) if (extra[key] === undefined) delete extra[key];
    // Tracked fields (WIRE §4.1): in the event's payload and in its tracking record.
    sendEvent(this.#client, EVENTS.presented, undefined, { ...fields, ...extra });
  }

  /** Reports that the shopper chose a payment button. Bad input logs a console warning and sends nothing. */
  sendSelectedEvent(options: SelectedEventOptions): void {
    const fields = this.#eventFields("sendSelectedEvent", options);
    if (fields) sendEvent(this.#client, EVENTS.selected, undefined, fields);
  }

  /** The session id and button type of an event, or undefined after warning about what is wrong. */
  #eventFields(method: string, options: unknown): Json | undefined {
    const given = recordOf(options);
    const sessionId = given.paymentReadySessionId;
    const buttonType = given.buttonType;
    if (!sessionId || typeof sessionId !== "string") {
      console.warn(`${method}: paymentReadySessionId is missing or invalid`);
      return undefined;
    }
    if (!buttonType || typeof buttonType !== "string") {
      console.warn(`${method}: buttonType is missing`);
      return undefined;
    }
    return { payment_ready_session_id: sessionId, button_type: normalise(buttonType, BUTTON_TYPES, OTHER) };
  }

  async #mutate(method: Method, input: Json): Promise<unknown> {
    const { field, query, event } = OPERATIONS[method];
    try {
      const response = (await this.#client.request({ api: "graphQLApi", data: { query, variables: { input } } })) as {
        data?: Record<string, unknown>;
      };
      const result = response.data?.[field];
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the gateway's unusable answer is thrown as it came: the catch below keeps it as the error's originalError, as braintree-web does
      if (!isRecord(result)) throw response;
      sendEvent(this.#client, `${event}.succeeded`);
      return result;
    } catch (originalError) {
      sendEvent(this.#client, `${event}.failed`);
      throw callError(FAILURES[method], originalError);
    }
  }
}

/**
 * A failed call, as the provider reports it: the client's error (CLIENT_GATEWAY_NETWORK,
 * CLIENT_GRAPHQL_REQUEST_ERROR, …) keeps its type, code and message, with itself as `details.originalError`; an
 * answer without the mutation's result gets the method's own error.
 */
function callError(definition: ErrorDefinition, originalError: unknown) {
  const given = isBraintreeError(originalError) ? originalError : undefined;
  const type = given && TYPES.includes(given.type) ? given.type : definition.type;
  const code = given?.code || definition.code;
  const message = given?.message || definition.message;
  return createError({ type, code }, { message, details: { originalError } });
}

import { createError, describeValue, isRecord, type Client, type Teardown, sendEvent } from "../../kernel/index.js";
import { DELETE_MUTATION, DELETE_OPERATION, ENDPOINT, EVENTS, MESSAGES, NOT_FOUND_ERROR_CLASS } from "./constants.js";
import { vaultManagerErrors as errors } from "./errors.js";
import type { FetchPaymentMethodsOptions, StoredPaymentMethod } from "./types.js";

/** The payment methods stored for the client token's customer: list them, delete one by its nonce. */
export class VaultManager {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  /** The client, still on its way at `create` when made from an authorization (as the provider's). */
  readonly #client: Promise<Client>;

  constructor(client: Promise<Client>) {
    this.#client = client;
  }

  async fetchPaymentMethods(options?: FetchPaymentMethodsOptions): Promise<StoredPaymentMethod[]> {
    let defaultFirst = false;
    try {
      defaultFirst = isRecord(options) && options.defaultFirst === true;
    } catch {
      // A throwing getter reads as "not asked for".
    }
    const client = await this.#client;
    const response = (await client.request({
      method: "get",
      endpoint: ENDPOINT,
      data: { defaultFirst: defaultFirst ? 1 : 0 },
    })) as {
      paymentMethods?: unknown[];
    };
    sendEvent(client, EVENTS.fetchSucceeded);
    return (response.paymentMethods ?? []).filter(isRecord).map(storedMethod);
  }

  async deletePaymentMethod(nonce: string): Promise<void> {
    const client = await this.#client;
    if (client.getConfiguration().authorizationType !== "CLIENT_TOKEN") {
      throw createError(errors.VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN);
    }
    const named = typeof nonce === "string" ? nonce : describeValue(nonce);
    try {
      await client.request({
        api: "graphQLApi",
        data: {
          query: DELETE_MUTATION,
          variables: { input: { singleUseTokenId: nonce } },
          operationName: DELETE_OPERATION,
        },
      });
    } catch (failure) {
      sendEvent(client, EVENTS.deleteFailed);
      // As the provider's: `originalError` is the gateway's GraphQL errors. Without any (HTTP 500, no answer), the
      // provider's throws a TypeError; here the client's error stands in.
      const originalError = serverErrorsOf(failure) ?? failure;
      const found = errorClassOf(originalError) !== NOT_FOUND_ERROR_CLASS;
      throw found
        ? createError(errors.VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR, {
            message: MESSAGES.unknown(named),
            details: { originalError },
          })
        : createError(errors.VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND, {
            message: MESSAGES.notFound(named),
            details: { originalError },
          });
    }
    sendEvent(client, EVENTS.deleteSucceeded);
  }
}

/** The gateway's GraphQL errors a failed request carries (`details.originalError`), if it is a list. */
function serverErrorsOf(failure: unknown): unknown[] | undefined {
  const reported = (failure as { details?: { originalError?: unknown } } | undefined)?.details?.originalError;
  return Array.isArray(reported) ? reported : undefined;
}

/** The GraphQL error class of the first of the gateway's errors. */
function errorClassOf(serverErrors: unknown): unknown {
  return Array.isArray(serverErrors)
    ? (serverErrors[0] as { extensions?: { errorClass?: unknown } } | undefined)?.extensions?.errorClass
    : undefined;
}

function storedMethod(method: Record<string, unknown>): StoredPaymentMethod {
  const stored: StoredPaymentMethod = {
    nonce: method.nonce as string,
    default: method.default as boolean,
    details: method.details as Record<string, unknown>,
    hasSubscription: method.hasSubscription as boolean,
    type: method.type as string,
  };
  if (method.description) stored.description = method.description as string;
  if (method.binData) stored.binData = method.binData as StoredPaymentMethod["binData"];
  return stored;
}

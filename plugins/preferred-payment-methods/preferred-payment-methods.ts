import {
  client as clientNamespace,
  createError,
  recordOf,
  sendEvent,
  sharedErrors,
  type Client,
} from "../../kernel/index.js";
import { EVENTS, QUERY } from "./constants.js";
import type { PreferredPaymentMethodsCreateOptions, PreferredPaymentMethodsResult } from "./types.js";

/**
 * Asks the gateway which wallets the shopper prefers; a failed lookup is "neither". Only a client that could not
 * be created (an authorization the gateway refuses) is an error, as with the provider's.
 */
export class PreferredPaymentMethods {
  /** The client, still on its way at `create` when made from an authorization. */
  #client!: Promise<Client>;

  constructor(client: Promise<Client>) {
    this.#useClient(client);
  }

  /**
   * The provider's public `initialize`: points the instance at the client of `options` (given, or made from
   * `options.authorization`) and resolves with the instance at once; a client that cannot be made is reported
   * by the next `fetchPreferredPaymentMethods`. `create` has already done this once.
   */
  async initialize(options?: PreferredPaymentMethodsCreateOptions): Promise<this> {
    const { client, authorization } = recordOf(options) as PreferredPaymentMethodsCreateOptions;
    if (client !== undefined && client !== null && typeof (client as Partial<Client>).request === "function") {
      this.#useClient(Promise.resolve(client));
    } else if (typeof authorization === "string" && authorization !== "") {
      this.#useClient(clientNamespace.create({ authorization }));
    } else {
      throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
        message: "options.client is required when instantiating PreferredPaymentMethods.",
      });
    }
    return this;
  }

  #useClient(client: Promise<Client>): void {
    this.#client = client;
    client.then(
      (ready) => sendEvent(ready, EVENTS.initialized),
      () => undefined,
    );
  }

  async fetchPreferredPaymentMethods(): Promise<PreferredPaymentMethodsResult> {
    const client = await this.#client;
    try {
      const response = (await client.request({ api: "graphQLApi", data: { query: QUERY } })) as {
        data: { preferredPaymentMethods: { paypalPreferred: unknown; venmoPreferred: unknown } };
      };
      const { paypalPreferred, venmoPreferred } = response.data.preferredPaymentMethods;
      const result = { paypalPreferred: paypalPreferred === true, venmoPreferred: venmoPreferred === true };
      sendEvent(client, EVENTS.paypalDetected(result.paypalPreferred));
      sendEvent(client, EVENTS.venmoDetected(result.venmoPreferred));
      return result;
    } catch {
      sendEvent(client, EVENTS.apiError);
      return { paypalPreferred: false, venmoPreferred: false };
    }
  }
}

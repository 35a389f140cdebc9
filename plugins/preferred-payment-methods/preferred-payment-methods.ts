import { sendEvent, type Client } from "../../kernel/index.js";
import { EVENTS, QUERY } from "./constants.js";
import type { PreferredPaymentMethodsResult } from "./types.js";

/**
 * Asks the gateway which wallets the shopper prefers; a failed lookup is "neither". Only a client that could not
 * be created (an authorization the gateway refuses) is an error, as with the provider's.
 */
export class PreferredPaymentMethods {
  /** The client, still on its way at `create` when made from an authorization. */
  readonly #client: Promise<Client>;

  constructor(client: Promise<Client>) {
    this.#client = client;
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

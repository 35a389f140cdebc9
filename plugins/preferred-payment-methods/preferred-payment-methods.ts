import { sendEvent, type Client, type Teardown } from "../../kernel/index.js";
import { EVENTS, QUERY } from "./constants.js";
import type { PreferredPaymentMethodsResult } from "./types.js";

/** Asks the gateway which wallets the shopper prefers; a failed lookup is "neither", never an error. */
export class PreferredPaymentMethods {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  async fetchPreferredPaymentMethods(): Promise<PreferredPaymentMethodsResult> {
    try {
      const response = (await this.#client.request({ api: "graphQLApi", data: { query: QUERY } })) as {
        data: { preferredPaymentMethods: { paypalPreferred: unknown; venmoPreferred: unknown } };
      };
      const { paypalPreferred, venmoPreferred } = response.data.preferredPaymentMethods;
      const result = { paypalPreferred: paypalPreferred === true, venmoPreferred: venmoPreferred === true };
      sendEvent(this.#client, EVENTS.paypalDetected(result.paypalPreferred));
      sendEvent(this.#client, EVENTS.venmoDetected(result.venmoPreferred));
      return result;
    } catch {
      sendEvent(this.#client, EVENTS.apiError);
      return { paypalPreferred: false, venmoPreferred: false };
    }
  }

}

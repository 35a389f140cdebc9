import { createError, recordOf, type Client, type Teardown } from "../../kernel/index.js";
import { ENDPOINTS, MESSAGES, SOURCE } from "./constants.js";
import { americanExpressErrors as errors } from "./errors.js";
import type {
  ExpressCheckoutProfile,
  ExpressCheckoutProfileOptions,
  RewardsBalance,
  RewardsBalanceOptions,
} from "./types.js";

type Method = keyof typeof MESSAGES;

/** Card-network lookups for American Express nonces: rewards balance and Express Checkout profile. */
export class AmericanExpress {
  /** Retires every method; the kernel supplies it (this component holds nothing to release). */
  declare readonly teardown: Teardown["teardown"];

  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Resolves with the gateway's answer as it is (check `error` on it for ineligible cards). */
  async getRewardsBalance(options: RewardsBalanceOptions): Promise<RewardsBalance> {
    const { nonce, ...rest } = optionsWithNonce(options, "getRewardsBalance");
    const data = { _meta: { source: SOURCE }, paymentMethodNonce: nonce, ...rest };
    return this.#get("getRewardsBalance", ENDPOINTS.rewardsBalance, data);
  }

  async getExpressCheckoutProfile(options: ExpressCheckoutProfileOptions): Promise<ExpressCheckoutProfile> {
    const { nonce } = optionsWithNonce(options, "getExpressCheckoutProfile");
    // Encoded so that a nonce can only ever name a profile, never another endpoint.
    const endpoint = `${ENDPOINTS.expressCheckoutCards}/${encodeURIComponent(nonce)}`;
    return this.#get("getExpressCheckoutProfile", endpoint, { _meta: { source: SOURCE }, paymentMethodNonce: nonce });
  }

  async #get<T>(method: Method, endpoint: string, data: Record<string, unknown>): Promise<T> {
    try {
      return (await this.#client.request({ method: "get", endpoint, data })) as T;
    } catch (originalError) {
      throw createError(errors.AMEX_NETWORK_ERROR, { message: MESSAGES[method].network, details: { originalError } });
    }
  }
}

function optionsWithNonce(options: unknown, method: Method): Record<string, unknown> & { nonce: string } {
  const given = recordOf(options);
  if (typeof given.nonce !== "string" || given.nonce === "") {
    throw createError(errors.AMEX_NONCE_REQUIRED, { message: MESSAGES[method].nonceRequired });
  }
  return given as Record<string, unknown> & { nonce: string };
}

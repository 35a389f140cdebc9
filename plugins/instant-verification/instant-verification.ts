import { createError, developmentGatewayOrigin, recordOf, type Client } from "../../kernel/index.js";
import { EXPERIENCE_URLS, SIMULATOR_PATH } from "./constants.js";
import { instantVerificationErrors as errors } from "./errors.js";
import type { InstantVerificationRedirectParams, InstantVerificationStartOptions } from "./types.js";

/**
 * Open-banking Instant Verification: the whole page goes to the provider, where the shopper links a bank
 * account; back on the merchant's page, `handleRedirect` turns the provider's answer into a nonce.
 */
export class InstantVerification {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Sends the page to the provider with the merchant's JWT (`ct`) and the client's fingerprint (`at`). */
  async startPayment(options: InstantVerificationStartOptions): Promise<void> {
    const jwt = recordOf(options).jwt;
    if (typeof jwt !== "string" || !jwt) throw createError(errors.INSTANT_VERIFICATION_JWT_MISSING);
    const configuration = this.#client.getConfiguration();
    // The platform's encoder, not the kernel's appendQuery: two flat values do not need the kernel's nested
    // query form, whose bytes would take this bundle over its budget.
    const query = new URLSearchParams({ ct: jwt, at: configuration.authorizationFingerprint ?? "" });
    window.location.assign(`${experienceUrl(configuration.gatewayConfiguration)}?${query}`);
  }

  /**
   * Reads the provider's answer (the `success`, `cancel` or `error` query parameter): resolves with the
   * nonce of the linked account, or fails with INSTANT_VERIFICATION_CANCELED / _FAILURE (`error` wins over
   * `cancel`), with no details, as the provider's.
   */
  async handleRedirect(params: InstantVerificationRedirectParams): Promise<string | undefined> {
    const given = recordOf(params);
    if (given.success) {
      const accounts = recordOf(decode(given.success)).tokenizedAccounts;
      return Array.isArray(accounts) ? (recordOf(accounts[0]).tokenized_account as string | undefined) : undefined;
    }
    if (given.error) {
      decode(given.error);
      throw createError(errors.INSTANT_VERIFICATION_FAILURE);
    }
    if (given.cancel) {
      decode(given.cancel);
      throw createError(errors.INSTANT_VERIFICATION_CANCELED);
    }
    throw createError(errors.INSTANT_VERIFICATION_ERROR, {
      message: "handleRedirect must be called with success, cancel or error.",
    });
  }
}

/** The sandbox's simulator on a development gateway, else the provider per environment (production by default). */
export function experienceUrl(configuration: { environment: string; clientApiUrl: string }): string {
  const simulator = developmentGatewayOrigin(configuration);
  if (simulator) return `${simulator}${SIMULATOR_PATH}`;
  return EXPERIENCE_URLS[configuration.environment] ?? (EXPERIENCE_URLS.production as string);
}

/** A redirect value: base64 of JSON. One that cannot be read fails with a catalogue error (the provider's throws the parser's). */
function decode(value: unknown): unknown {
  try {
    return JSON.parse(atob(String(value)));
  } catch {
    throw createError(errors.INSTANT_VERIFICATION_ERROR, {
      message: "The Instant Verification redirect result could not be read.",
    });
  }
}

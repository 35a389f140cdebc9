import type { Client } from "../../kernel/index.js";

/** Options of `instantVerification.create`. */
export interface InstantVerificationCreateOptions {
  client?: Client;
  authorization?: string;
}

/** Options of `startPayment`. */
export interface InstantVerificationStartOptions {
  /** The JWT your server got for this session (it names where the provider returns the shopper). */
  jwt: string;
}

/** The query parameters the provider returns the shopper with; each is base64 JSON. */
export interface InstantVerificationRedirectParams {
  success?: string | null;
  cancel?: string | null;
  error?: string | null;
}

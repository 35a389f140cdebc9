import { pickReturnParameters, type ReturnParameters } from "../../kernel/index.js";

/**
 * Every query parameter a provider appends when it sends the shopper back (spec 001 §2), in the spec's
 * order: PayPal, local payments, SEPA and Masterpass. Each plugin hands the frame service only its own.
 */
export const RETURN_PARAMETERS = [
  "token",
  "wasCanceled",
  "errorcode",
  "btLpToken",
  "btLpPaymentId",
  "btLpPayerId",
  "PayerID",
  "paymentId",
  "ba_token",
  "success",
  "cancel",
  "cart_id",
  "mpstatus",
  "oauth_verifier",
  "oauth_token",
  "checkout_resource_url",
] as const;

export type ReturnParameter = (typeof RETURN_PARAMETERS)[number];

/** What PayPal hands back (WIRE §5.10): EC token, payer, payment id, or a billing agreement token. */
export const PAYPAL_RETURN_PARAMETERS = [
  "token",
  "PayerID",
  "paymentId",
  "ba_token",
] as const satisfies readonly ReturnParameter[];

/**
 * The return parameters of a query string or plain object, for flows that read a return outside the frame
 * service (a full-page redirect back to the merchant): those a plugin names (by default every provider's), and
 * nothing else reaches it.
 */
export function readReturnParameters(source: unknown, names: readonly string[] = RETURN_PARAMETERS): ReturnParameters {
  return pickReturnParameters(source, names);
}

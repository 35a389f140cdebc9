/** Query parameters a provider may append when it sends the shopper back (spec 001 §2). */
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
  // Local Payment's own cancel return (WIRE §5.8: the cancel URL carries `c=1`).
  "c",
] as const;

export type ReturnParameter = (typeof RETURN_PARAMETERS)[number];

/** What a provider handed back: only the known parameters, only as strings. */
export type ReturnParameters = Partial<Record<ReturnParameter, string>>;

/**
 * Keeps the known return parameters of a query string or a plain object and drops everything else,
 * so nothing a provider page (or anything posing as one) adds ever reaches a plugin.
 */
export function readReturnParameters(source: unknown): ReturnParameters {
  const read = lookup(source);
  const parameters: ReturnParameters = {};
  for (const name of RETURN_PARAMETERS) {
    const value = read(name);
    if (typeof value === "string") parameters[name] = value;
  }
  return parameters;
}

function lookup(source: unknown): (name: string) => unknown {
  if (typeof source === "string") {
    const search = new URLSearchParams(source.startsWith("?") ? source.slice(1) : source);
    return (name) => search.get(name) ?? undefined;
  }
  if (source !== null && typeof source === "object") {
    const record = source as Record<string, unknown>;
    return (name) => (Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined);
  }
  return () => undefined;
}

/** The addresses payment methods are handed: where a shopper may be sent, and how parameters are added. */

/** An http(s) address. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An address the shopper can be sent back to: http(s), or an app's own scheme (a pop-up bridge); never script. */
export function isReturnUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return !["javascript:", "data:", "vbscript:", "file:", "blob:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Appends query parameters to a URL that may already have some (return URLs carry `?channel=`). */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const query = new URLSearchParams(parameters).toString();
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

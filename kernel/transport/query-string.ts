/** Serialises nested data as `key[sub]=value`, arrays as `key[]=value`, the classic API's query form. */
export function toQueryString(data: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value !== null && typeof value === "object") {
      for (const [sub, inner] of Object.entries(value)) add(`${key}[${sub}]`, inner);
    } else {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a primitive (or a function) by now: objects and arrays are serialised above
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value === null ? "" : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return parts.join("&");
}

export function appendQuery(url: string, data: Record<string, unknown>): string {
  const query = toQueryString(data);
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

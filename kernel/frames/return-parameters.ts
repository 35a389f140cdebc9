/**
 * What a provider handed back when it sent the shopper to a return page: query parameters, as strings.
 * The frame service knows no provider's parameters; each flow names the ones it reads.
 */
export type ReturnParameters = Partial<Record<string, string>>;

/** More parameters than any provider sends are someone else's doing; the rest is dropped. */
const MAX_PARAMETERS = 64;

/**
 * Keeps the string parameters of a query string or a plain object (own properties only): the ones named
 * in `names`, or every one when no names are given (the return pages, which pass them on unread).
 */
export function pickReturnParameters(source: unknown, names?: readonly string[]): ReturnParameters {
  const parameters: ReturnParameters = {};
  let count = 0;
  for (const [name, value] of entriesOf(source)) {
    if (typeof value !== "string" || name === "__proto__" || Object.prototype.hasOwnProperty.call(parameters, name))
      continue;
    if (names ? !names.includes(name) : ++count > MAX_PARAMETERS) continue;
    parameters[name] = value;
  }
  return parameters;
}

function entriesOf(source: unknown): Array<[string, unknown]> {
  try {
    if (typeof source === "string") return [...new URLSearchParams(source.startsWith("?") ? source.slice(1) : source)];
    if (source !== null && typeof source === "object") return Object.entries(source);
  } catch {
    // A hostile object (throwing getters, proxies) hands back nothing.
  }
  return [];
}

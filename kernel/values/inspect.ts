/** Checks on merchant-supplied values that may be anything at all (public methods take `unknown`). */
import { parseJson, stringifyJson } from "./intrinsics.js";

/** A plain object or class instance; not null, not an array. Never throws (a revoked Proxy is no record). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The value as text for an error message; never throws (symbols, null-prototype objects, a hostile toString, a
 * Proxy whose traps throw).
 */
export function describeValue(value: unknown): string {
  try {
    return String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return "[object Object]";
    }
  }
}

/** A deep copy through JSON (what crosses the wire anyway); undefined when the value cannot be copied. */
export function jsonCopy<T>(value: T): T | undefined {
  try {
    const text = stringifyJson(value) as string | undefined;
    return text === undefined ? undefined : (parseJson(text) as T);
  } catch {
    return undefined;
  }
}

/**
 * The one reader of a merchant's options object: a shallow copy of its readable own enumerable properties.
 * Anything that is not an object (null, a string, …) reads as `{}`; a property whose getter throws, or an
 * object (a Proxy) whose keys cannot be listed, counts as absent, so validation names the missing option
 * with its catalogue error instead of letting a raw error escape. An own `__proto__` key (`JSON.parse` makes one) is
 * no option: copied by assignment it would become the copy's prototype, and every option it holds would be read.
 */
export function recordOf(value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  if (value === null || typeof value !== "object") return copy;
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    return copy;
  }
  for (const key of keys) {
    if (key === "__proto__") continue;
    try {
      copy[key] = (value as Record<string, unknown>)[key];
    } catch {
      // Unreadable: treated as missing.
    }
  }
  return copy;
}

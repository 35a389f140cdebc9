/** Checks on merchant-supplied values that may be anything at all (public methods take `unknown`). */

/** A plain object or class instance; not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The value as text for an error message; never throws (symbols, null-prototype objects, hostile toString). */
export function describeValue(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** A deep copy through JSON (what crosses the wire anyway); undefined when the value cannot be copied. */
export function jsonCopy<T>(value: T): T | undefined {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** A shallow copy of a merchant's options object; anything else (null, a string, …), or one whose getters throw, reads as `{}`. */
export function recordOf(value: unknown): Record<string, unknown> {
  try {
    return value !== null && typeof value === "object" ? { ...(value as Record<string, unknown>) } : {};
  } catch {
    return {};
  }
}

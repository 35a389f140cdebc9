// Filling in the checkout's strings; no string of its own, so every bundle may import it.
import type { PartStringKey, Strings } from "./en-us.js";

/** A string with its `{{name}}` placeholders filled in. */
export function fill(text: string, values: Record<string, unknown>): string {
  // A placeholder takes its value as Drop-in's replace() does: the gateway's details, whatever their type, as text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- Drop-in stringifies the value it fills in
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ""));
}

/** A part's string: translated or the merchant's, else the part's own US English. */
export function textOf<Defaults extends Record<string, string>>(
  strings: Strings,
  defaults: Defaults,
  key: keyof Defaults & PartStringKey,
): string {
  return strings[key] ?? defaults[key];
}

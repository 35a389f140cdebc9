// Where a field goes: its container element, given as an element or a selector. A module of its own, shared by
// the plugin (fields.ts) and the loader's early work (early.ts); the loader's build of the plugin takes it from
// the loader (loader/shared-modules.ts).
import type { FieldOptions } from "./types.js";

function isElement(value: unknown): value is HTMLElement {
  return typeof value === "object" && value !== null && (value as Node).nodeType === 1;
}

/** The field's container, or null when the option names none (or an invalid selector). */
export function findContainer(options: FieldOptions): HTMLElement | null {
  const target = options.container ?? options.selector;
  if (isElement(target)) return target;
  if (typeof target !== "string" || target === "") return null;
  try {
    return document.querySelector<HTMLElement>(target);
  } catch {
    return null;
  }
}

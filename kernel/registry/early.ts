// The hand-off between the loader and the bundles it fetches. When a component's `create` is called on the
// loader, the loader starts at once what needs no bundle (the configuration request, Hosted Fields' frames)
// and leaves it here; the kernel and the plugin take it when their code arrives, so nothing is asked twice.

/** Where the loader keeps its early work on the page's `braintree` global (not enumerable). */
export const EARLY_KEY = "__paykitEarly";

/** Early work by key: a configuration request by authorization string, a plugin's work by its create options. */
export type EarlyWork = Map<unknown, unknown>;

/** Takes (and forgets) the early work the loader left under `key`, if any. */
export function takeEarly<T>(key: unknown): T | undefined {
  const work = (globalThis as { braintree?: Record<string, EarlyWork | undefined> }).braintree?.[EARLY_KEY];
  const found = work?.get(key) as T | undefined;
  work?.delete(key);
  return found;
}

// Work a plugin may start before its bundle arrives (its manifest's `early` module): when a component's
// `create` is called on the loader, the loader starts that work in the same tick as it requests the bundle
// and leaves it here, keyed by the create's options object; the plugin takes it over when its code runs.

/** Early work the loader can take away again when the create is refused. */
export interface EarlyWork {
  abandon(): void;
}

const work = new Map<unknown, EarlyWork>();

/** Leaves early work for the plugin under `key` (the create's options object). */
export function leaveEarly(key: unknown, started: EarlyWork): void {
  work.set(key, started);
}

/** Takes (and forgets) the early work left under `key`, if any. */
export function takeEarly<T extends EarlyWork>(key: unknown): T | undefined {
  const found = work.get(key) as T | undefined;
  work.delete(key);
  return found;
}

/**
 * Ends early work once its create has settled: forgotten when the create succeeded; taken away (whoever holds
 * it: abandoning twice is harmless) when the create failed.
 */
export function settleEarly(key: unknown, started: EarlyWork, failed: boolean): void {
  if (work.get(key) === started) work.delete(key);
  if (failed) started.abandon();
}

// Work a plugin may start before its bundle arrives (its manifest's `early` module): when a component's `create` is
// called on the loader, the loader starts that work in the same tick as it requests the bundle and leaves it here,
// under the create's options object; the registry hands it to the plugin's `prepare` as an argument when the create
// runs (registry/plugin.ts). Hosted Fields' early work holds field frames and their instance key, so this table is
// the kernel's own: not one of the runtime modules published on `braintree.__paykit` (kernel/runtime.ts), not
// exported to plugins, and kept in a plain array read by index, which no replaced `Map` or `Array` method can read.

/** Early work the loader can take away again when the create is refused. */
export interface EarlyWork {
  abandon(): void;
}

interface Entry {
  key: unknown;
  work: EarlyWork | undefined;
}

const table: Entry[] = [];

function entryOf(key: unknown): Entry | undefined {
  for (let index = 0; index < table.length; index++) {
    const entry = table[index] as Entry;
    if (entry.key === key && entry.work) return entry;
  }
  return undefined;
}

/** Leaves early work for the plugin under `key` (the create's options object). */
export function leaveEarly(key: unknown, started: EarlyWork): void {
  table[table.length] = { key, work: started };
}

/** Takes (and forgets) the early work left under `key`, if any. */
export function takeEarly(key: unknown): EarlyWork | undefined {
  const entry = entryOf(key);
  const work = entry?.work;
  if (entry) forget(entry);
  return work;
}

/**
 * Ends early work once its create has settled: forgotten when the create succeeded; taken away (whoever holds
 * it: abandoning twice is harmless) when the create failed.
 */
export function settleEarly(key: unknown, started: EarlyWork, failed: boolean): void {
  const entry = entryOf(key);
  if (entry?.work === started) forget(entry);
  if (failed) started.abandon();
}

/** Drops an entry; the table shrinks back once every entry is done. */
function forget(entry: Entry): void {
  entry.key = entry.work = undefined;
  for (let index = 0; index < table.length; index++) if ((table[index] as Entry).work) return;
  table.length = 0;
}

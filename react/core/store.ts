// A value that changes over time, read with `getSnapshot` and watched with `subscribe`: the contract of React's
// useSyncExternalStore, kept free of React so the logic behind it is tested and reused without it.

export type Listener = () => void;

/**
 * A store that does its work while someone watches: `start` runs when the first listener subscribes, `stop` when
 * the last one leaves. Leaving is settled a microtask later, so a listener that leaves and comes straight back
 * (React StrictMode mounts, unmounts and mounts again) neither stops nor restarts the work.
 */
export abstract class Store<Snapshot> {
  #snapshot: Snapshot;
  readonly #listeners = new Set<Listener>();
  #running = false;

  constructor(initial: Snapshot) {
    this.#snapshot = initial;
  }

  readonly getSnapshot = (): Snapshot => this.#snapshot;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    if (!this.#running) {
      this.#running = true;
      this.start();
    }
    return () => {
      this.#listeners.delete(listener);
      queueMicrotask(() => {
        if (this.#listeners.size > 0 || !this.#running) return;
        this.#running = false;
        this.stop();
      });
    };
  };

  /** Replaces the snapshot (a new object, so React sees the change) and tells every listener. */
  protected publish(snapshot: Snapshot): void {
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Whether anyone still watches: work that finishes after everyone left must undo itself. */
  protected get watched(): boolean {
    return this.#running;
  }

  protected abstract start(): void;
  protected abstract stop(): void;
}

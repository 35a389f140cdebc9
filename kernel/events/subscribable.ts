// The one shape of everything observed in paykit (the Checkout's store, React's stores): a snapshot read with
// `getSnapshot` and watched with `subscribe`, the contract of React's useSyncExternalStore, free of any framework.
// A listener also receives the snapshot it replaced, so a view can draw only what changed.

export type SnapshotListener<Snapshot> = (snapshot: Snapshot, previous: Snapshot) => void;

export class Subscribable<Snapshot> {
  #snapshot: Snapshot;
  readonly #listeners = new Set<SnapshotListener<Snapshot>>();

  constructor(initial: Snapshot) {
    this.#snapshot = initial;
  }

  readonly getSnapshot = (): Snapshot => this.#snapshot;

  readonly subscribe = (listener: SnapshotListener<Snapshot>): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.onFirstListener();
    return () => {
      if (this.#listeners.delete(listener) && this.#listeners.size === 0) this.onLastListenerGone();
    };
  };

  /** How many listeners watch now. */
  protected get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Replaces the snapshot (a new object, so React sees the change) and tells every listener, in subscription order. */
  protected publish(snapshot: Snapshot): void {
    const previous = this.#snapshot;
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener(snapshot, previous);
  }

  /** Hooks for a store that works only while watched. */
  protected onFirstListener(): void {}
  protected onLastListenerGone(): void {}
}

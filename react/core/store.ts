// A value that changes over time, read with `getSnapshot` and watched with `subscribe`: the kernel's one subscribable
// (kernel/events/subscribable.ts), here with work that runs only while someone watches.
import { Subscribable } from "../../kernel/index.js";

export type Listener = () => void;

/**
 * A store that does its work while someone watches: `start` runs when the first listener subscribes, `stop` when
 * the last one leaves. Leaving is settled a microtask later, so a listener that leaves and comes straight back
 * (React StrictMode mounts, unmounts and mounts again) neither stops nor restarts the work.
 */
export abstract class Store<Snapshot> extends Subscribable<Snapshot> {
  #running = false;

  protected override onFirstListener(): void {
    if (this.#running) return;
    this.#running = true;
    this.start();
  }

  protected override onLastListenerGone(): void {
    queueMicrotask(() => {
      if (this.listenerCount > 0 || !this.#running) return;
      this.#running = false;
      this.stop();
    });
  }

  /** Whether anyone still watches: work that finishes after everyone left must undo itself. */
  protected get watched(): boolean {
    return this.#running;
  }

  protected abstract start(): void;
  protected abstract stop(): void;
}

// State an instance reports through its events (Hosted Fields' fields and card types), kept as a snapshot that
// changes when one of the events fires.
import { Store } from "./store.js";

/** An instance with the provider's `on`/`off` event methods. */
export interface EventSource {
  on(event: string, handler: () => void): void;
  off(event: string, handler: () => void): void;
}

export class InstanceStateStore<State> extends Store<State | undefined> {
  readonly #instance: EventSource;
  readonly #events: readonly string[];
  readonly #read: () => State;
  readonly #update = () => this.publish(this.#read());

  constructor(instance: EventSource, events: readonly string[], read: () => State) {
    super(undefined);
    this.#instance = instance;
    this.#events = events;
    this.#read = read;
  }

  protected start(): void {
    this.#update();
    for (const event of this.#events) this.#instance.on(event, this.#update);
  }

  protected stop(): void {
    // The instance may already be torn down, its methods retired: there is nothing left to unsubscribe then.
    try {
      for (const event of this.#events) this.#instance.off(event, this.#update);
    } catch {
      // retired
    }
  }
}

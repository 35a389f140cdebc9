// Asynchronous work React waits for (a lazily imported module, a wallet's readiness), done while someone watches:
// its value, or its failure, as a snapshot for useSyncExternalStore. Work that ends after every watcher left is
// dropped, and a failure is forgotten then, so the next watcher tries again.
import type { BraintreeError } from "../../kernel/index.js";
import { Store } from "./store.js";

export interface TaskSnapshot<Value> {
  value?: Value;
  error?: BraintreeError;
}

export class TaskStore<Value> extends Store<TaskSnapshot<Value>> {
  readonly #work: () => Promise<Value>;
  readonly #asError: (failure: unknown) => BraintreeError;
  #run = 0;

  constructor(work: () => Promise<Value>, asError: (failure: unknown) => BraintreeError) {
    super({});
    this.#work = work;
    this.#asError = asError;
  }

  protected start(): void {
    if (this.getSnapshot().value !== undefined) return;
    const run = ++this.#run;
    this.#work().then(
      (value) => run === this.#run && this.publish({ value }),
      (failure: unknown) => run === this.#run && this.publish({ error: this.#asError(failure) }),
    );
  }

  protected stop(): void {
    this.#run++;
    if (this.getSnapshot().error) this.publish({});
  }
}

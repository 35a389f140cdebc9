// The client of one authorization, as the React provider shows it. The kernel keeps one client per
// authorization (its cache), so every store of that authorization shares it and nothing is torn down here.
import { client as clientNamespace, type BraintreeError, type Client } from "../../kernel/index.js";
import { Store } from "./store.js";

export interface ClientSnapshot {
  status: "loading" | "ready" | "error";
  client?: Client;
  error?: BraintreeError;
}

/** What a store shows before its client exists, and on the server. */
export const LOADING: ClientSnapshot = Object.freeze({ status: "loading" });

export class ClientStore extends Store<ClientSnapshot> {
  readonly #authorization: string;
  #asked = false;

  constructor(authorization: string) {
    super(LOADING);
    this.#authorization = authorization;
  }

  protected start(): void {
    if (this.#asked) return;
    this.#asked = true;
    clientNamespace.create({ authorization: this.#authorization }).then(
      (client) => this.publish({ status: "ready", client }),
      (error: BraintreeError) => {
        // A failed client is not cached by the kernel: the next watcher asks again.
        this.#asked = false;
        this.publish({ status: "error", error });
      },
    );
  }

  protected stop(): void {
    // The kernel's client cache owns the client.
  }
}

const stores = new Map<string, ClientStore>();

/** The store of an authorization's client, one per authorization. */
export function clientStore(authorization: string): ClientStore {
  let store = stores.get(authorization);
  if (!store) stores.set(authorization, (store = new ClientStore(authorization)));
  return store;
}

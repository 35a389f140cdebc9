// One payment method's instance while it is watched: the plugin is loaded on demand and admitted by the kernel's
// registry, the instance created, and torn down when nobody watches any more, including an instance whose create
// finished after its watcher left.
import {
  createError,
  registerPlugin,
  sharedErrors,
  type AnyPlugin,
  type BraintreeError,
  type Client,
  type Plugin,
} from "../../kernel/index.js";
import { Store } from "./store.js";

export interface ComponentSnapshot<Instance> {
  instance?: Instance;
  error?: BraintreeError;
}

type Teardown = { teardown?: () => Promise<void> | void };

/** What a component's store needs: how to get the plugin, and the create options (undefined: not yet). */
export interface ComponentSource {
  name: string;
  client: Client;
  loadPlugin: (name: string) => Promise<AnyPlugin> | undefined;
  options: () => object | undefined;
  /** Names every method paykit has, for the error an unknown name gets. */
  knownNames: readonly string[];
}

function tearDown(instance: Teardown): void {
  try {
    void Promise.resolve(instance.teardown?.()).catch(() => undefined);
  } catch {
    // Already torn down.
  }
}

export class ComponentStore<Instance extends object> extends Store<ComponentSnapshot<Instance>> {
  readonly #source: ComponentSource;
  #instance: (Instance & Teardown) | undefined;
  #run = 0;

  constructor(source: ComponentSource) {
    super({});
    this.#source = source;
  }

  protected start(): void {
    const run = ++this.#run;
    const { name, client } = this.#source;
    const loading = this.#source.loadPlugin(name);
    if (!loading) {
      this.publish({ error: unknownMethod(name, this.#source.knownNames) });
      return;
    }
    loading
      .then((plugin) => {
        const options = this.#source.options();
        if (run !== this.#run || !options) return undefined;
        // Which plugin the name loads is known only at run time: its namespace is any component's.
        return registerPlugin<Plugin>(plugin).create({ ...options, client }) as Promise<Instance & Teardown>;
      })
      .then(
        (created) => {
          if (!created) return;
          if (run !== this.#run || !this.watched) return tearDown(created);
          this.#instance = created;
          this.publish({ instance: created });
        },
        (error: BraintreeError) => {
          if (run === this.#run) this.publish({ error });
        },
      );
  }

  protected stop(): void {
    // A create still on its way is torn down when it arrives (its run is over).
    this.#run++;
    if (this.#instance) tearDown(this.#instance);
    this.#instance = undefined;
    // A store watched again later starts from nothing, never from an instance torn down here.
    this.publish({});
  }
}

function unknownMethod(name: string, known: readonly string[]): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `options.name must name a payment method paykit provides (${known.join(", ")}); got "${name}".`,
  });
}

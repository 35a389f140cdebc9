import type { Client } from "../client/client.js";
import { createClient } from "../client/create.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { createError, wrapError, type BraintreeError, type ErrorDefinition } from "../errors/braintree-error.js";
import { sharedErrors } from "../errors/catalogue.js";
import { assertSameVersion } from "../errors/versions.js";
import { recordOf } from "../values/inspect.js";
import { VERSION } from "../version.js";
import { providePart } from "../parts/parts.js";
import type { Callback, WithCallbacks } from "../methods/callback.js";
import { exposeMethods, type MethodList } from "../methods/public-methods.js";
import { makeNamespace } from "./namespace.js";
import { takeEarly, type EarlyWork } from "./early.js";
import type { OptionsValidator } from "./options.js";

/** What a plugin's `create` receives besides the merchant's options. */
export interface ComponentContext {
  client: Client;
  configuration: GatewayConfiguration;
  /** What `prepare` returned, if the plugin started work before the client was ready. */
  prepared?: Prepared;
}

/** Work started before the client exists; abandoned when the client cannot be had. */
export interface Prepared {
  abandon(): void;
}

/** Static functions of a namespace besides `create` and `VERSION`, e.g. `isSupported`. */
export type Statics = Record<string, (...args: never[]) => unknown>;

/** A payment method, as the kernel understands it. */
export interface PluginDefinition<Options extends object, Instance extends object, S extends Statics = Statics> {
  /** Namespace on the global and key in the registry, e.g. "hostedFields". */
  name: string;
  /** Name used in messages, e.g. "Hosted Fields". */
  displayName: string;
  /**
   * The version the plugin was built with: `VERSION` imported from the kernel entry, which the build
   * compiles into each bundle (a CDN bundle never borrows the page's). The registry refuses a plugin whose
   * version is not the kernel's.
   */
  version: string;
  /**
   * Whether the merchant configuration enables this method: `false` throws `notEnabled`; a catalogue
   * entry throws that error instead (for methods with more than one reason to refuse).
   */
  enabled?: (configuration: GatewayConfiguration, options: Options) => boolean | ErrorDefinition;
  notEnabled?: ErrorDefinition;
  /**
   * The error of a create given neither a client nor an authorization, for a component whose merchants only ever
   * pass an authorization (default: INSTANTIATION_OPTION_REQUIRED, "options.client is required when instantiating …").
   */
  sourceRequired?: ErrorDefinition;
  /**
   * For a component that reports a client it could not make from the authorization under an error of its own (the
   * checkout, as drop-in's "There was an error creating Drop-in."): that error, the client's in `details.originalError`.
   */
  clientFailed?: ErrorDefinition;
  /** Checks the create options; throws the plugin's catalogue error for the first problem. */
  options?: OptionsValidator;
  /** The public methods of an instance. */
  methods: MethodList;
  /**
   * Optional work to start at once, while the client (and its configuration) is still on the wire,
   * e.g. loading frames whose address does not depend on the configuration. `early` is what the loader started
   * for this create before the plugin's code arrived (its manifest's `early` module), handed over by the kernel.
   */
  prepare?: (options: Options, early?: EarlyWork) => Prepared | undefined;
  create: (context: ComponentContext, options: Options) => Instance | Promise<Instance>;
  /**
   * Where the provider's component resolves `create` before its client exists (vault manager, preferred payment
   * methods): the instance, made at once from the client still on its way, whose failure (an authorization the
   * gateway refuses) then fails the first method call instead of `create`. Used in place of `create`, unless it
   * returns nothing (Data Collector without `useDeferredClient`): then this create waits for the client as usual.
   */
  createWithPendingClient?: (client: Promise<Client>, options: Options) => Instance | undefined;
  /** Static functions of the namespace besides `create` and `VERSION` (the module named by the manifest's `statics`). */
  statics?: S;
}

/** Every component is created from an existing client or from an authorization. */
export interface ComponentSource {
  /** A client from `client.create`. */
  client?: Client;
  /** A tokenization key or client token, when no client is given. */
  authorization?: string;
}

/** Creates an instance: the namespace's public `create(options, callback?)`. */
export interface CreateComponent<Options extends object, Instance extends object> {
  (options: Options & ComponentSource, callback: Callback<Instance>): void;
  (options: Options & ComponentSource): Promise<Instance>;
}

/** Every component instance can be torn down; the kernel supplies `teardown` where a plugin has nothing to release. */
export interface Teardown {
  teardown(): Promise<void>;
}

/**
 * What `create` resolves with: the plugin's instance, with `teardown` always present, and every asynchronous method
 * in both styles (a trailing callback, or a Promise).
 */
export type Component<Instance extends object> = WithCallbacks<Instance & Teardown>;

/** The public namespace of a component: `braintree.<name>` on the CDN, the named export on npm. */
export type Namespace<Options extends object, Instance extends object, S extends Statics = Statics> = {
  create: CreateComponent<Options, Component<Instance>>;
  VERSION: string;
} & S;

/** A payment method as `definePlugin` returns it: inert until `registerPlugin` admits it and makes its namespace. */
export type Plugin<
  Options extends object = object,
  Instance extends object = object,
  S extends Statics = Statics,
> = Readonly<PluginDefinition<Options, Instance, S>>;

/** The namespace `registerPlugin` makes for a plugin. */
export type NamespaceOf<P> =
  P extends Plugin<infer Options, infer Instance, infer S> ? Namespace<Options, Instance, S> : never;

/** Any plugin, whatever its options, instance and statics. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = Plugin<any, any, any>;

/** Create options of a plugin (without `client`/`authorization`). */
export type OptionsOf<P> = P extends { create: (context: ComponentContext, options: infer Options) => unknown }
  ? Options
  : never;
/** Instance type a plugin's `create` resolves with. */
export type InstanceOf<P> = P extends { create: (...args: never[]) => infer Result }
  ? Component<Awaited<Result> & object>
  : never;

interface Registered {
  plugin: AnyPlugin;
  /** Its namespace; absent for a plugin refused for its version. */
  namespace?: Namespace<object, object>;
}

/** By namespace name; a record without a prototype, so no replaced `Map` method can answer for it. */
const registry: Record<string, Registered | undefined> = Object.create(null) as Record<string, Registered | undefined>;

/**
 * Describes a payment method. The result is inert until `registerPlugin` admits it: that is the one way a
 * plugin reaches a page (the npm module, the CDN bundle, the loader and React all go through it).
 */
export function definePlugin<Options extends object, Instance extends object, S extends Statics = Record<never, never>>(
  definition: PluginDefinition<Options, Instance, S>,
): Plugin<Options, Instance, S> {
  return Object.freeze({ ...definition });
}

/**
 * Admits a plugin and returns its namespace (`create`, `VERSION` and its statics); the same plugin admitted
 * again gets the same namespace. Throws INCOMPATIBLE_VERSIONS for a plugin built for another release, which
 * stays listed so whoever looks it up can say which version it was.
 */
export function registerPlugin<P extends AnyPlugin>(plugin: P): NamespaceOf<P> {
  const known = registry[plugin.name];
  if (known?.plugin === plugin && known.namespace) return known.namespace as NamespaceOf<P>;
  registry[plugin.name] = { plugin };
  assertSameVersion(VERSION, plugin.displayName, plugin.version);
  const namespace = makeNamespace(
    plugin.version,
    (options) => createComponent(plugin, options as object),
    plugin.statics,
  ) as unknown as Namespace<object, object>;
  registry[plugin.name] = { plugin, namespace };
  return namespace as NamespaceOf<P>;
}

/**
 * What a plugin's CDN bundle runs: admits the plugin and puts its namespace on `braintree` (for a plugin of
 * another release, one whose `create` fails with the registry's INCOMPATIBLE_VERSIONS), and hands it to the
 * loader if the loader fetched the bundle (kernel/parts/parts.ts).
 */
export function installPlugin(plugin: AnyPlugin): void {
  let namespace: object;
  try {
    namespace = registerPlugin<Plugin>(plugin);
  } catch (error) {
    namespace = makeNamespace(plugin.version, () => Promise.reject(error));
  }
  const root = globalThis as { braintree?: Record<string, unknown> };
  (root.braintree ??= {})[plugin.name] = namespace;
  providePart(plugin.name, plugin.version, plugin, plugin.displayName);
}

/** A registered plugin, by namespace name. */
export function getPlugin(name: string): AnyPlugin | undefined {
  return registry[name]?.plugin;
}

/**
 * The version a merchant's client reports when it is not this one, checked before anything else as the
 * provider does: any object with a `getVersion()` counts, however little else it has. Not asked when an
 * authorization is given; a client that cannot even say its version is left to the usual checks.
 */
function foreignVersionOf(client: unknown, authorization: unknown): string | undefined {
  if (authorization || client === null || typeof client !== "object") return undefined;
  try {
    const getVersion = (client as { getVersion?: unknown }).getVersion;
    const version: unknown = typeof getVersion === "function" ? getVersion.call(client) : VERSION;
    return version === VERSION ? undefined : String(version);
  } catch {
    return undefined;
  }
}

function isClient(value: unknown): value is Client {
  const candidate = value as Partial<Client> | null;
  try {
    return (
      candidate !== null &&
      typeof candidate === "object" &&
      typeof candidate.getConfiguration === "function" &&
      typeof candidate.getVersion === "function" &&
      typeof candidate.request === "function"
    );
  } catch {
    // A client whose methods cannot even be looked up is no client.
    return false;
  }
}

/** The checks every component shares, then the plugin's own `create`. */
async function createComponent<Options extends object, Instance extends object>(
  plugin: PluginDefinition<Options, Instance>,
  rawOptions: Options,
): Promise<Instance> {
  // Read once, through recordOf: an option that cannot be read (a throwing getter, a hostile Proxy) counts as not
  // given, so the checks below and the plugin's own raise catalogue errors. Only `prepare` gets the merchant's
  // own object, which the loader's early work is keyed by.
  const options = recordOf(rawOptions) as Options;
  const merchantOptions = rawOptions !== null && typeof rawOptions === "object" ? rawOptions : options;
  const { client: givenClient, authorization } = options as { client?: unknown; authorization?: unknown };
  const clientVersion = foreignVersionOf(givenClient, authorization);
  if (clientVersion !== undefined) assertSameVersion(clientVersion, plugin.displayName, plugin.version);
  let pendingClient: Promise<Client>;
  if (givenClient !== undefined && givenClient !== null) {
    if (!isClient(givenClient)) throw clientRequired(plugin.displayName);
    pendingClient = Promise.resolve(givenClient);
  } else if (authorization !== undefined && authorization !== null && authorization !== "") {
    pendingClient = createClient({ authorization: authorization as string });
    const clientFailed = plugin.clientFailed;
    if (clientFailed) {
      pendingClient = pendingClient.catch((originalError: unknown) => {
        throw wrapError(clientFailed, originalError);
      });
    }
  } else {
    throw plugin.sourceRequired ? createError(plugin.sourceRequired) : clientRequired(plugin.displayName);
  }
  let prepared: Prepared | undefined;
  try {
    // The loader's early work for this very create, if any: taken in any case, so none is left behind.
    const early = takeEarly(rawOptions);
    prepared = plugin.prepare ? plugin.prepare(merchantOptions, early) : undefined;
  } catch (error) {
    // The client is already on its way: its failure must not surface as an unhandled rejection.
    pendingClient.catch(() => undefined);
    throw error;
  }
  const early = plugin.createWithPendingClient?.(pendingClient, options);
  if (early) {
    // Reported by the instance's first method call, as the provider's does.
    pendingClient.catch(() => undefined);
    return exposeHandles(exposeMethods(early, plugin.methods), plugin.methods);
  }
  try {
    return await finishComponent(plugin, options, await pendingClient, prepared);
  } catch (error) {
    prepared?.abandon();
    throw error;
  }
}

/**
 * What a plugin's own `enabled` says of a gateway configuration and create options: true, or the error its `create`
 * fails with. The checkout asks it before offering a method, so no rule is written twice.
 */
export function enablementOf<Options extends object>(
  plugin: Pick<PluginDefinition<Options, object>, "enabled" | "notEnabled">,
  configuration: GatewayConfiguration,
  options: Options,
): true | ErrorDefinition {
  const enabled = plugin.enabled ? plugin.enabled(configuration, options) : true;
  return enabled === true ? true : enabled || (plugin.notEnabled ?? sharedErrors.INSTANTIATION_OPTION_REQUIRED);
}

async function finishComponent<Options extends object, Instance extends object>(
  plugin: PluginDefinition<Options, Instance>,
  options: Options,
  client: Client,
  prepared: Prepared | undefined,
): Promise<Instance> {
  assertSameVersion(client.getVersion(), plugin.displayName, plugin.version);

  const configuration = client.getConfiguration().gatewayConfiguration;
  const enabled = enablementOf(plugin, configuration, options);
  if (enabled !== true) throw createError(enabled);
  plugin.options?.(options);

  const instance = await plugin.create({ client, configuration, prepared }, options);
  return exposeHandles(exposeMethods(instance, plugin.methods), plugin.methods);
}

/** Adds the synchronous handles of `MethodList.handles` to methods already exposed (the client needs none). */
function exposeHandles<T extends object>(instance: T, methods: MethodList): T {
  const target = instance as Record<string, unknown>;
  for (const [name, makeHandle] of Object.entries(methods.handles ?? {})) {
    const exposed = target[name] as (...args: unknown[]) => unknown;
    target[name] = (...args: unknown[]) => {
      const result = exposed.apply(instance, args);
      const handle = (makeHandle as (instance: T) => object)(instance);
      return result === undefined ? handle : Object.assign(result as object, handle);
    };
  }
  return instance;
}

function clientRequired(displayName: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `options.client is required when instantiating ${displayName}.`,
  });
}

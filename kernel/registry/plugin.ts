import type { Client } from "../client/client.js";
import { createClient } from "../client/create.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { createError, type BraintreeError, type ErrorDefinition } from "../errors/braintree-error.js";
import { sharedErrors } from "../errors/catalogue.js";
import { VERSION } from "../version.js";
import { settle, attempt, type Callback } from "./callback.js";
import { exposeMethods, type MethodList } from "./public-methods.js";
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

/** A payment method, as the kernel understands it. */
export interface PluginDefinition<Options extends object, Instance extends object> {
  /** Namespace on the global and key in the registry, e.g. "hostedFields". */
  name: string;
  /** Name used in messages, e.g. "Hosted Fields". */
  displayName: string;
  /** Must equal the kernel's VERSION. */
  version: string;
  /**
   * Whether the merchant configuration enables this method: `false` throws `notEnabled`; a catalogue
   * entry throws that error instead (for methods with more than one reason to refuse).
   */
  enabled?: (configuration: GatewayConfiguration, options: Options) => boolean | ErrorDefinition;
  notEnabled?: ErrorDefinition;
  /** Checks the create options, usually `withSchema(schema, errors)` over a valibot schema. */
  options?: OptionsValidator;
  /** The plugin's error catalogue, keyed by code. */
  errors?: Record<string, ErrorDefinition>;
  /** The public methods of an instance. */
  methods: MethodList;
  /**
   * Optional work to start at once, while the client (and its configuration) is still on the wire,
   * e.g. loading frames whose address does not depend on the configuration.
   */
  prepare?: (options: Options) => Prepared | undefined;
  create: (context: ComponentContext, options: Options) => Instance | Promise<Instance>;
  /** Static functions of the namespace besides `create` and `VERSION`, e.g. `isSupported`. */
  statics?: Record<string, (...args: never[]) => unknown>;
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
  (options: Options & ComponentSource): Promise<Instance>;
  (options: Options & ComponentSource, callback: Callback<Instance>): undefined;
}

/** The public namespace of a component: `braintree.<name>` on the CDN, the named export on npm. */
export type Namespace<Options extends object, Instance extends object> = {
  create: CreateComponent<Options, Instance>;
  VERSION: string;
} & Record<string, unknown>;

export type Plugin<Options extends object = object, Instance extends object = object> = PluginDefinition<
  Options,
  Instance
> & { createComponent: CreateComponent<Options, Instance>; namespace: Namespace<Options, Instance> };

const registry = new Map<string, Plugin<never, object>>();

export function definePlugin<Options extends object, Instance extends object>(
  definition: PluginDefinition<Options, Instance>,
): Plugin<Options, Instance> {
  const createComponentPublic = ((options: Options, callback?: Callback<Instance>) =>
    settle(attempt(() => createComponent(plugin, options)), callback)) as CreateComponent<Options, Instance>;
  const plugin: Plugin<Options, Instance> = {
    ...definition,
    createComponent: createComponentPublic,
    namespace: { ...definition.statics, create: createComponentPublic, VERSION: definition.version },
  };
  return plugin;
}

/** Makes a plugin available by name (the loader and React look plugins up here). */
export function registerPlugin(plugin: Plugin<never, object>): void {
  if (plugin.version !== VERSION) throw incompatibleVersions(VERSION, plugin.displayName, plugin.version);
  registry.set(plugin.name, plugin);
}

export function getPlugin(name: string): Plugin<never, object> | undefined {
  return registry.get(name);
}

function incompatibleVersions(clientVersion: string, displayName: string, componentVersion: string): BraintreeError {
  return createError(sharedErrors.INCOMPATIBLE_VERSIONS, {
    message: `Client (version ${clientVersion}) and ${displayName} (version ${componentVersion}) components must be from the same SDK version.`,
  });
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
  return (
    candidate !== null &&
    typeof candidate === "object" &&
    typeof candidate.getConfiguration === "function" &&
    typeof candidate.getVersion === "function" &&
    typeof candidate.request === "function"
  );
}

/** The checks every component shares, then the plugin's own `create`. */
async function createComponent<Options extends object, Instance extends object>(
  plugin: PluginDefinition<Options, Instance>,
  rawOptions: Options,
): Promise<Instance> {
  const options = (rawOptions !== null && typeof rawOptions === "object" ? rawOptions : {}) as Options &
    { client?: unknown; authorization?: unknown };
  if (plugin.version !== VERSION) throw incompatibleVersions(VERSION, plugin.displayName, plugin.version);
  const clientVersion = foreignVersionOf(options.client, options.authorization);
  if (clientVersion !== undefined) throw incompatibleVersions(clientVersion, plugin.displayName, plugin.version);
  let pendingClient: Promise<Client>;
  if (options.client !== undefined && options.client !== null) {
    if (!isClient(options.client)) throw optionRequired("client", plugin.displayName);
    pendingClient = Promise.resolve(options.client);
  } else if (options.authorization !== undefined && options.authorization !== null && options.authorization !== "") {
    pendingClient = createClient({ authorization: options.authorization as string });
  } else {
    throw optionRequired("client", plugin.displayName);
  }
  const prepared = plugin.prepare?.(options);
  try {
    return await finishComponent(plugin, options, await pendingClient, prepared);
  } catch (error) {
    prepared?.abandon();
    throw error;
  }
}

async function finishComponent<Options extends object, Instance extends object>(
  plugin: PluginDefinition<Options, Instance>,
  options: Options,
  client: Client,
  prepared: Prepared | undefined,
): Promise<Instance> {
  const clientVersion = client.getVersion();
  if (clientVersion !== plugin.version) throw incompatibleVersions(clientVersion, plugin.displayName, plugin.version);

  const configuration = client.getConfiguration().gatewayConfiguration;
  const enabled = plugin.enabled ? plugin.enabled(configuration, options) : true;
  if (enabled !== true) {
    throw createError(enabled || (plugin.notEnabled ?? sharedErrors.INSTANTIATION_OPTION_REQUIRED));
  }
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

function optionRequired(option: string, displayName: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `options.${option} is required when instantiating ${displayName}.`,
  });
}

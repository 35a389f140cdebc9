import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { BraintreeError, Client } from "../kernel/index.js";
import { ComponentStore, type ComponentSnapshot, type ComponentSource } from "./core/component.js";
import { InstanceStateStore, type EventSource } from "./core/instance-state.js";
import { notReady } from "./core/misuse.js";
import { loadPlugin, PLUGIN_LOADERS } from "./plugins.js";

export interface ComponentState<Instance> {
  instance?: Instance;
  error?: BraintreeError;
}

const NOTHING: ComponentSnapshot<never> = Object.freeze({});
/** Where the payment methods' plugins come from: the generated lazy-import table. */
const METHODS = { loadPlugin, knownNames: Object.keys(PLUGIN_LOADERS) };
export const subscribeToNothing = () => () => undefined;
const readNothing = () => NOTHING;

/**
 * The instance of a payment method while the calling component is mounted: a component store
 * (react/core/component.ts) loads the plugin, creates the instance and tears it down, races included; a new store
 * is made when the method, the client or `deps` change. `source` is where the plugin comes from (the payment
 * methods' table, or the checkout's own import).
 */
export function useComponent<Instance extends object>(
  name: string,
  client: Client | undefined,
  makeOptions: () => object | undefined,
  deps: readonly unknown[],
  source: Pick<ComponentSource, "loadPlugin" | "knownNames"> = METHODS,
): ComponentState<Instance> {
  const makeOptionsRef = useRef(makeOptions);
  makeOptionsRef.current = makeOptions;
  const store = useMemo(
    () =>
      client
        ? new ComponentStore<Instance>({
            name,
            client,
            ...source,
            options: () => makeOptionsRef.current(),
          })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when the instance is made anew; options are read through a ref
    [name, client, source, ...deps],
  );
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.getSnapshot ?? readNothing, readNothing);
}

/**
 * Tells the merchant's props what happened to a component's instance: `onReady` once per instance, `onError` once
 * per failure (the client's or the component's). Only the latest props are called.
 */
export function useLifecycleCallbacks<Instance>(
  instance: Instance | undefined,
  error: BraintreeError | undefined,
  onReady: ((instance: Instance) => void) | undefined,
  onError: ((error: BraintreeError) => void) | undefined,
): void {
  const callbacks = useRef({ onReady, onError });
  callbacks.current = { onReady, onError };
  useEffect(() => {
    if (instance) callbacks.current.onReady?.(instance);
  }, [instance]);
  useEffect(() => {
    if (error) callbacks.current.onError?.(error);
  }, [error]);
}

/**
 * A method of a component's instance for the merchant's code: the instance's own once it exists; before that, a
 * rejection with the component's failure, or with a not-ready error naming the component and when to call it.
 */
export function useInstanceMethod<Instance, Args extends unknown[], Result>(
  instance: Instance | undefined,
  reported: BraintreeError | undefined,
  [component, advice]: readonly [string, string],
  call: (instance: Instance, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const callRef = useRef(call);
  callRef.current = call;
  return useCallback(
    (...args: Args) =>
      instance ? callRef.current(instance, ...args) : Promise.reject(reported ?? notReady(component, advice)),
    [instance, reported, component, advice],
  );
}

const readUndefined = () => undefined;

/**
 * State an instance reports through its events (Hosted Fields' fields and card types), read with
 * `read` whenever one of `events` fires; undefined until the instance exists.
 */
export function useInstanceState<Instance extends object, State>(
  instance: Instance | undefined,
  events: readonly string[],
  read: (instance: Instance) => State,
): State | undefined {
  const readRef = useRef(read);
  readRef.current = read;
  const store = useMemo(
    () =>
      instance
        ? new InstanceStateStore<State>(instance as unknown as EventSource, events, () => readRef.current(instance))
        : undefined,
    [instance, events],
  );
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? readUndefined,
    readUndefined,
  );
}

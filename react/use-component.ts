import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { BraintreeError, Client } from "../kernel/index.js";
import { ComponentStore, type ComponentSnapshot, type ComponentSource } from "./core/component.js";
import { InstanceStateStore, type EventSource } from "./core/instance-state.js";
import { useLatest } from "./core/latest.js";
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
 * is made when the method, the client or `key` (what the caller's options come down to) change. `source` is where the plugin comes from (the payment
 * methods' table, or the checkout's own import).
 */
export function useComponent<Instance extends object>(
  name: string,
  client: Client | undefined,
  makeOptions: () => object | undefined,
  key: unknown,
  source: Pick<ComponentSource, "loadPlugin" | "knownNames"> = METHODS,
): ComponentState<Instance> {
  const makeOptionsRef = useLatest(makeOptions);
  const store = useMemo(
    () =>
      client
        ? // eslint-disable-next-line react-hooks/refs -- the store calls options() from start(), when useSyncExternalStore subscribes after the commit, never while rendering
          new ComponentStore<Instance>({ name, client, ...source, options: () => makeOptionsRef.current() })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's key decides when the instance is made anew; options are read through a ref
    [name, client, source, key],
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
  const callbacks = useLatest({ onReady, onError });
  useEffect(() => {
    if (instance) callbacks.current.onReady?.(instance);
  }, [instance, callbacks]);
  useEffect(() => {
    if (error) callbacks.current.onError?.(error);
  }, [error, callbacks]);
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
  const callRef = useLatest(call);
  return useCallback(
    (...args: Args) =>
      instance ? callRef.current(instance, ...args) : Promise.reject(reported ?? notReady(component, advice)),
    [instance, reported, component, advice, callRef],
  );
}

const readUndefined = () => undefined;

/**
 * State an instance reports through its events (Hosted Fields' fields and card types), read with
 * `read` whenever one of `events` fires; undefined until the instance exists.
 */
export function useInstanceState<Instance extends EventSource, State>(
  instance: Instance | undefined,
  events: readonly string[],
  read: (instance: Instance) => State,
): State | undefined {
  const readRef = useLatest(read);
  const store = useMemo(
    () =>
      instance
        ? new InstanceStateStore<State>(
            instance,
            events,
            // eslint-disable-next-line react-hooks/refs -- the store calls read from start(), when useSyncExternalStore subscribes after the commit, never while rendering
            () => readRef.current(instance),
          )
        : undefined,
    [instance, events, readRef],
  );
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? readUndefined,
    readUndefined,
  );
}

import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { BraintreeError, Client } from "../kernel/index.js";
import { ComponentStore, type ComponentSnapshot } from "./core/component.js";
import { loadPlugin, PLUGIN_LOADERS } from "./plugins.js";

export interface ComponentState<Instance> {
  instance?: Instance;
  error?: BraintreeError;
}

const NOTHING: ComponentSnapshot<never> = Object.freeze({});
const subscribeToNothing = () => () => undefined;
const readNothing = () => NOTHING;

/**
 * The instance of a payment method while the calling component is mounted: a component store
 * (react/core/component.ts) loads the plugin, creates the instance and tears it down, races included; a new store
 * is made when the method, the client or `deps` change.
 */
export function useComponent<Instance extends object>(
  name: string,
  client: Client | undefined,
  makeOptions: () => object | undefined,
  deps: readonly unknown[],
): ComponentState<Instance> {
  const makeOptionsRef = useRef(makeOptions);
  makeOptionsRef.current = makeOptions;
  const store = useMemo(
    () =>
      client
        ? new ComponentStore<Instance>({
            name,
            client,
            loadPlugin,
            options: () => makeOptionsRef.current(),
            knownNames: Object.keys(PLUGIN_LOADERS),
          })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, client, ...deps],
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

import { useEffect, useRef, useState } from "react";
import { createError, registerPlugin, sharedErrors, type BraintreeError, type Client } from "../kernel/index.js";
import { loadPlugin, PLUGIN_LOADERS } from "./plugins.js";

export interface ComponentState<Instance> {
  instance?: Instance;
  error?: BraintreeError;
}

type Teardown = { teardown(): Promise<void> };

function unknownMethod(name: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `options.name must name a payment method paykit provides (${Object.keys(PLUGIN_LOADERS).join(", ")}); got "${name}".`,
  });
}

/**
 * Loads a plugin on demand, admits it through the kernel's registry and creates its component while
 * mounted. A create that finishes after unmount (StrictMode's first mount, a fast navigation) is torn down
 * at once, so no frame leaks.
 */
export function useComponent<Instance extends object>(
  name: string,
  client: Client | undefined,
  makeOptions: () => object | undefined,
  deps: readonly unknown[],
): ComponentState<Instance> {
  const [state, setState] = useState<ComponentState<Instance>>({});
  const makeOptionsRef = useRef(makeOptions);
  makeOptionsRef.current = makeOptions;
  useEffect(() => {
    if (!client) return undefined;
    let active = true;
    let instance: (Instance & Teardown) | undefined;
    setState({});
    const loading = loadPlugin(name);
    const pending = loading
      ? loading.then((plugin) => {
          const options = makeOptionsRef.current();
          if (!active || !options) return undefined;
          return registerPlugin(plugin).create({ ...options, client } as never) as Promise<Instance & Teardown>;
        })
      : Promise.reject(unknownMethod(name));
    pending.then(
      (created) => {
        if (!created) return;
        if (active) {
          instance = created;
          setState({ instance: created });
        } else {
          void created.teardown().catch(() => undefined);
        }
      },
      (error: BraintreeError) => active && setState({ error }),
    );
    return () => {
      active = false;
      void instance?.teardown().catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, client, ...deps]);
  return state;
}

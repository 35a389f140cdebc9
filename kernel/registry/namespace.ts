import { attempt, settle, type Callback } from "../methods/callback.js";

/** What a namespace's `create` does with the merchant's options: the instance, or a Promise of it (a throw is a rejection). */
export type Creator = (options: unknown) => unknown;

/** A component's public namespace as the factory makes it; `Namespace` (registry/plugin.ts) types a plugin's. */
export interface NamespaceShape {
  create(options: unknown, callback?: Callback<unknown>): Promise<unknown> | undefined;
  VERSION: string;
}

/**
 * The one maker of namespaces: `create(options, callback?)` in the dual call style (a Promise, or `undefined` and the
 * callback), `VERSION` and the statics. The registry's own (`registerPlugin`), a failed install's, the loader's
 * stand-in before a plugin's bundle arrives and a plugin bundle's stand-in before the kernel arrives
 * (build/plugin-bootstrap.ts) all come from here. Free of imports beside the call style, so the bootstrap can carry it.
 */
export function makeNamespace<S extends object>(version: string, create: Creator, statics?: S): NamespaceShape & S {
  return {
    ...(statics as S),
    create: (options: unknown, callback?: Callback<unknown>) =>
      settle(
        attempt(() => create(options)),
        callback,
      ),
    VERSION: version,
  };
}

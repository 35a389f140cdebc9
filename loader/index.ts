// loader.min.js: the script-tag entry. It defines `window.braintree` with every namespace at once;
// each namespace fetches its bundle on first use, so a page pays only for the methods it uses.
import { settle, type Callback } from "../kernel/registry/callback.js";
import { VERSION } from "../kernel/version.js";
import { startEarly } from "./early.js";
import { loadNamespace, type LoadedNamespace } from "./load-bundle.js";
import { BUNDLES, STATICS } from "./namespaces.js";
import { SHARED } from "./shared.js";
import { SHARED_KEY } from "./shared-modules.js";

type Root = { braintree?: Record<string, unknown> };

function proxyNamespace(name: string): object {
  const proxy: Record<string, unknown> = { VERSION, ...STATICS[name] };
  proxy.create = (options: unknown, callback?: Callback<unknown>) => {
    // The bundles are asked for first (theirs is the longest path), then in the same tick the configuration
    // request and the plugin's early work.
    const loading = resolveNamespace(name);
    const finish = startEarly(braintree, name, options);
    const created = loading.then((loaded) => loaded.create(options));
    // Before the merchant hears of it: a refused create takes away what was started for it.
    created.then(() => finish(), () => finish(true));
    return settle(created, callback);
  };
  return proxy;
}

/**
 * The real namespace: already on the page (a bundle loaded by its own script tag), or fetched now.
 * Every plugin needs client.min.js (the kernel runtime), requested first so it runs first.
 */
function resolveNamespace(name: string): Promise<LoadedNamespace> {
  const current = braintree[name] as LoadedNamespace | undefined;
  const proxy = namespaces[name] ?? {};
  if (current && current !== proxy) return Promise.resolve(current);
  if (name === "client") return loadNamespace(name, proxy);
  const kernel = resolveNamespace("client");
  return Promise.all([kernel, loadNamespace(name, proxy)]).then(([, loaded]) => loaded);
}

const root = globalThis as unknown as Root;
const braintree = (root.braintree ??= {});
const namespaces: Record<string, object> = {};
for (const name of Object.keys(BUNDLES)) {
  namespaces[name] = proxyNamespace(name);
  braintree[name] ??= namespaces[name];
}
braintree.VERSION = VERSION;
// The kernel code loader-client.min.js takes from here instead of carrying it again.
if (!braintree[SHARED_KEY]) Object.defineProperty(braintree, SHARED_KEY, { value: Object.freeze(SHARED) });

/** `braintree.load(["hostedFields", …])`: fetch bundles ahead of use. */
braintree.load = (names: unknown, callback?: Callback<void>) =>
  settle(
    Promise.all(
      (Array.isArray(names) ? names : []).map((name) => {
        return resolveNamespace(String(name));
      }),
    ).then(() => undefined),
    callback,
  );

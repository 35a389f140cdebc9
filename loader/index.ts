// loader.min.js: the script-tag entry. It is the kernel (what client.min.js holds) plus every payment method's
// namespace on `window.braintree`; a namespace fetches its plugin bundle, a part of the kernel
// (kernel/parts/parts.ts), the first time it is used, so a page pays only for the methods it uses.
import { installKernel } from "../kernel/cdn.js";
import type { AnyPlugin, Namespace } from "../kernel/registry/plugin.js";
import { settle, type Callback } from "../kernel/methods/callback.js";
import { makeNamespace } from "../kernel/registry/namespace.js";
import { isTrustedUrl } from "../kernel/configuration/trusted-domains.js";
import { assertSameVersion } from "../kernel/errors/versions.js";
import { VERSION } from "../kernel/version.js";
import { RUNTIME_HANDLE } from "../kernel/constants.js";
import { startEarly, type LoaderPlugin } from "./early.js";
import { PLUGINS } from "./plugins.generated.js";

type AnyNamespace = Namespace<object, object>;

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
/** Whether another kernel bundle (the page's own client.min.js) is the page's kernel: its handle is already there. */
const kernelBefore = Boolean((globalThis as { braintree?: Record<string, unknown> }).braintree?.[RUNTIME_HANDLE]);
const runtime = installKernel(scriptUrl);
const braintree = (globalThis as unknown as { braintree: Record<string, unknown> }).braintree;

/**
 * The asset origin root (…/web/<version>/js/ → …), when the loader knows where it came from and trusts it, and its
 * kernel is the page's: early work is handed to the plugin by this kernel only (loader/early.ts).
 */
const assetsUrl =
  scriptUrl && isTrustedUrl(scriptUrl) && !kernelBefore
    ? new URL("../../..", scriptUrl).href.replace(/\/$/, "")
    : undefined;

const proxies: Record<string, object> = {};

/** The method's real namespace: already on the page (its bundle loaded by its own script tag), or fetched now. */
function namespaceOf(name: string): Promise<AnyNamespace> {
  const current = braintree[name] as AnyNamespace | undefined;
  if (current && current !== proxies[name]) return Promise.resolve(current);
  return runtime[__PAYKIT_RUNTIME_KEY__.loadPart]<AnyPlugin>(name).then(
    (plugin) => runtime[__PAYKIT_RUNTIME_KEY__.registerPlugin](plugin) as AnyNamespace,
    (error: { code?: unknown }) => {
      if (error?.code === "CLIENT_SCRIPT_FAILED_TO_LOAD") checkForeignRelease(name);
      throw error;
    },
  );
}

/**
 * A bundle that ran without handing its plugin to the kernel may be another release's that put its own namespace on
 * the page: that is reported as INCOMPATIBLE_VERSIONS, named by the version it claims.
 */
function checkForeignRelease(name: string): void {
  const left = braintree[name] as { VERSION?: unknown } | undefined;
  if (left && left !== proxies[name] && typeof left.VERSION === "string")
    assertSameVersion(VERSION, name, left.VERSION);
}

/** A namespace before its bundle arrives: `VERSION`, its synchronous statics, and a `create` that fetches the bundle. */
function proxyNamespace(name: string, plugin: LoaderPlugin): object {
  return makeNamespace(
    VERSION,
    (options) => {
      // The bundle is asked for first (the longest path), then in the same tick what can start without it.
      const loading = namespaceOf(name);
      const finish = startEarly(runtime[__PAYKIT_RUNTIME_KEY__.startClient], plugin, options, assetsUrl);
      const created = loading.then((namespace) => namespace.create(options as object));
      // Before the merchant hears of it: a refused create takes away what was started for it.
      created.then(
        () => finish(false),
        () => finish(true),
      );
      return created;
    },
    plugin.statics,
  );
}

for (const [name, plugin] of Object.entries(PLUGINS)) {
  proxies[name] = proxyNamespace(name, plugin);
  braintree[name] ??= proxies[name];
}

/** `braintree.load(["hostedFields", …])`: fetch bundles ahead of use. */
braintree.load = (names: unknown, callback?: Callback<void>) =>
  settle(
    Promise.all((Array.isArray(names) ? names : []).map((name) => namespaceOf(String(name)))).then(() => undefined),
    callback,
  );

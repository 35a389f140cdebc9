// Wraps every CDN plugin bundle (see pluginCdnBuild in build/build.ts): the bundle's code runs at once when
// client.min.js (the kernel runtime it uses) is on the page, as the loader and the usual script tags
// arrange. Otherwise it fetches client.min.js from its own directory first (pinned by the integrity of the
// client.min.js built beside it, so a changed copy is refused and never runs), and until then the namespace
// is a stand-in whose `create` waits for the kernel (or fails as the provider's SDK does when it cannot
// load its client script). Kept free of imports: it is compiled on its own and prepended to each bundle.

type Callback = (error: unknown, result?: unknown) => void;
interface StandIn {
  VERSION: string;
  create(options: unknown, callback?: Callback): Promise<unknown> | undefined;
}
type Braintree = Record<string, unknown> & { __paykitKernel?: unknown };

export function deferUntilKernel(run: () => void, name: string, version: string, integrity: string): void {
  // Nested (not top level) so the minifier may shorten its name.
  const clientScriptFailed = (): Error => {
    const error = new Error("Braintree client script could not be loaded.") as Error & { type: string; code: string };
    error.name = "BraintreeError";
    error.type = "NETWORK";
    error.code = "CLIENT_SCRIPT_FAILED_TO_LOAD";
    return error;
  };
  const root = globalThis as { braintree?: Braintree };
  const braintree = (root.braintree ??= {});
  if (braintree.__paykitKernel) {
    run();
    return;
  }
  const current = document.currentScript as HTMLScriptElement | null;
  const script = document.createElement("script");
  const ready = new Promise<void>((resolve, reject) => {
    script.onload = () => {
      if (!braintree.__paykitKernel) return reject();
      run();
      resolve();
    };
    script.onerror = reject;
  });
  script.integrity = integrity;
  script.crossOrigin = "anonymous";
  script.src = `${current?.src ? current.src.replace(/[^/]*$/, "") : ""}client.min.js`;
  document.head.appendChild(script);
  const standIn: StandIn = {
    VERSION: version,
    create(options, callback) {
      const created = ready.then(
        () => (braintree[name] === standIn ? Promise.reject(clientScriptFailed()) : (braintree[name] as StandIn).create(options)),
        () => Promise.reject(clientScriptFailed()),
      );
      if (typeof callback !== "function") return created;
      created.then((result) => callback(null, result), callback);
      return undefined;
    },
  };
  braintree[name] = standIn;
}

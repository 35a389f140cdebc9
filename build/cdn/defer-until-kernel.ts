// Wraps every CDN plugin bundle (see pluginCdnBuild in build/build.ts): the bundle's code runs at once when
// client.min.js (the kernel runtime it uses) is on the page, as the loader and the usual script tags
// arrange. Otherwise it fetches client.min.js from its own directory first (pinned by the integrity of the
// client.min.js built beside it, so a changed copy is refused and never runs), and until then the namespace
// is a stand-in whose `create` waits for the kernel (or fails as the provider's SDK does when it cannot
// load its client script). Kept free of imports and of other top-level names: it is compiled on its own, as
// one function expression whose local names the minifier shortens, and put around each bundle.

type Callback = (error: unknown, result?: unknown) => void;
interface StandIn {
  VERSION: string;
  create(options: unknown, callback?: Callback): Promise<unknown> | undefined;
}
type Braintree = Record<string, unknown> & { __paykitKernel?: unknown };

export function deferUntilKernel(run: () => void, name: string, version: string, integrity: string): void {
  const braintree: Braintree = ((globalThis as { braintree?: Braintree }).braintree ??= {});
  if (braintree.__paykitKernel) return run();
  const script = document.createElement("script");
  const ready = new Promise<void>((resolve, reject) => {
    script.onload = () => (braintree.__paykitKernel ? resolve(run()) : reject());
    script.onerror = reject;
  });
  // The provider's CLIENT_SCRIPT_FAILED_TO_LOAD, without the kernel that would make it.
  const failed = () =>
    Promise.reject(
      Object.assign(new Error("Braintree client script could not be loaded."), {
        name: "BraintreeError",
        type: "NETWORK",
        code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      }),
    );
  script.integrity = integrity;
  script.crossOrigin = "anonymous";
  script.src = `${((document.currentScript as HTMLScriptElement | null)?.src ?? "").replace(/[^/]*$/, "")}client.min.js`;
  document.head.appendChild(script);
  const standIn: StandIn = {
    VERSION: version,
    create(options, callback) {
      const created = ready.then(() => (braintree[name] === standIn ? failed() : (braintree[name] as StandIn).create(options)), failed);
      if (typeof callback !== "function") return created;
      created.then((result) => callback(null, result), callback);
      return undefined;
    },
  };
  braintree[name] = standIn;
}

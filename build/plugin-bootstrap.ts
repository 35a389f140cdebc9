// The wrapper of every CDN plugin bundle (build/build.ts, `pluginCdnBuild`). A plugin bundle imports the kernel's
// runtime modules from the page's kernel (the runtime handle, kernel/cdn.ts), so its code runs only once a kernel
// is on the page: at once when the loader or the page's own client.min.js put it there, as they usually have.
// Otherwise the bundle fetches client.min.js from its own directory first (pinned by the integrity of the
// client.min.js built beside it, so a changed copy is refused and never runs), and until then the namespace is a
// stand-in whose `create` waits for the kernel (or fails as the provider's SDK does when it cannot load its client
// script). Kept free of imports and of other top-level names: the build compiles this function on its own and
// calls it with the bundle's code as `run`.

type Callback = (error: unknown, result?: unknown) => void;
interface StandIn {
  VERSION: string;
  create(options: unknown, callback?: Callback): Promise<unknown> | undefined;
}

export function bootstrapPlugin(run: () => void, name: string, version: string, integrity: string, handle: string): void {
  const braintree: Record<string, unknown> = ((globalThis as { braintree?: Record<string, unknown> }).braintree ??= {});
  if (braintree[handle]) return run();
  const script = document.createElement("script");
  const ready = new Promise<void>((resolve, reject) => {
    script.onload = () => (braintree[handle] ? resolve(run()) : reject());
    script.onerror = reject;
  });
  // Handled by every `create`; without this a refused kernel script before the first `create` would be an
  // "Uncaught (in promise)" error on the merchant's console.
  ready.catch(() => undefined);
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

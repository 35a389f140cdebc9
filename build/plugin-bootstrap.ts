// The wrapper of every CDN plugin bundle (build/build.ts, `pluginCdnBuild`). A plugin bundle imports the kernel's
// runtime modules from the page's kernel (the runtime handle, kernel/cdn.ts), so its code runs only once a kernel
// is on the page: at once when the loader or the page's own client.min.js put it there, as they usually have.
// Otherwise the bundle fetches client.min.js from its own directory first (pinned by the integrity of the
// client.min.js built beside it, so a changed copy is refused and never runs), and until then the namespace is a
// stand-in, made by the registry's namespace factory, whose `create` waits for the kernel (or fails as the provider's
// SDK does when it cannot load its client script). The build bundles this module on its own, once, and calls
// `bootstrapPlugin` with the bundle's code as `run`: it carries the factory and the catalogue's entry, no kernel.
import { CLIENT_SCRIPT_FAILED_TO_LOAD } from "../kernel/errors/catalogue.js";
import { makeNamespace, type NamespaceShape } from "../kernel/registry/namespace.js";

export function bootstrapPlugin(
  run: () => void,
  name: string,
  version: string,
  integrity: string,
  handle: string,
): void {
  const braintree: Record<string, unknown> = ((globalThis as { braintree?: Record<string, unknown> }).braintree ??= {});
  if (braintree[handle]) return run();
  const script = document.createElement("script");
  const ready = new Promise<void>((resolve, reject) => {
    // The reason is never read (every create answers with the catalogue's CLIENT_SCRIPT_FAILED_TO_LOAD), and an Error
    // here would add bytes to every CDN plugin bundle this wraps.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a reason nothing reads
    script.onload = () => (braintree[handle] ? resolve(run()) : reject());
    script.onerror = reject;
  });
  // Handled by every `create`; without this a refused kernel script before the first `create` would be an
  // "Uncaught (in promise)" error on the merchant's console.
  ready.catch(() => undefined);
  // The catalogue's entry, as an Error named BraintreeError: the class itself is the kernel's, the script that failed.
  const failed = () =>
    Promise.reject(
      Object.assign(new Error(CLIENT_SCRIPT_FAILED_TO_LOAD.message), {
        name: "BraintreeError",
        ...CLIENT_SCRIPT_FAILED_TO_LOAD,
      }),
    );
  script.integrity = integrity;
  script.crossOrigin = "anonymous";
  script.src = `${((document.currentScript as HTMLScriptElement | null)?.src ?? "").replace(/[^/]*$/, "")}client.min.js`;
  document.head.appendChild(script);
  const standIn: NamespaceShape = makeNamespace(version, (options) =>
    ready.then(
      () => (braintree[name] === standIn ? failed() : (braintree[name] as NamespaceShape).create(options)),
      failed,
    ),
  );
  braintree[name] = standIn;
}

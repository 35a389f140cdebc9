// CDN entry of client.min.js: installs `braintree.client`, and the kernel runtime plugin bundles use.
import { kernelRuntime, RUNTIME_KEY } from "../../kernel/runtime.js";

type Namespace = Record<string, unknown>;
const root = globalThis as unknown as { braintree?: Namespace };
const braintree: Namespace = root.braintree ?? (root.braintree = {});
// A page may load client.min.js twice (its own tag and a plugin that fetched it): keep the first, so
// there is one client cache and one BraintreeError class on the page.
if (!braintree[RUNTIME_KEY]) {
  Object.defineProperty(braintree, RUNTIME_KEY, { value: kernelRuntime, configurable: true });
  braintree.client = kernelRuntime.client;
  braintree.VERSION = kernelRuntime.VERSION;
  braintree.BraintreeError ??= kernelRuntime.BraintreeError;
}

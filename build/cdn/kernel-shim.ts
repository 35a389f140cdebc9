// Stands in for kernel/index.ts inside CDN plugin bundles: the shared runtime comes from the page's
// client.min.js (see kernel/runtime.ts); whatever it does not hold is bundled from the kernel as usual
// (explicit exports here take precedence over the star export).
import type { KernelRuntime } from "../../kernel/runtime.js";

export * from "../../kernel/index.js";

const runtime = (globalThis as unknown as { braintree: Record<string, KernelRuntime> }).braintree.__paykitKernel as KernelRuntime;

export const {
  VERSION,
  client,
  BraintreeError,
  createError,
  isBraintreeError,
  catalogue,
  clientErrors,
  sharedErrors,
  definePlugin,
  registerPlugin,
  getPlugin,
  loadScript,
  uuid,
  isRecord,
  describeValue,
  jsonCopy,
} = runtime;

// Stands in for the kernel's script loader and error modules inside client-request.min.js: the client that
// fetched the chunk carries them (kernel/runtime.ts), so the page keeps one record of the scripts loading,
// one BraintreeError class and one catalogue.
import type { KernelRuntime } from "../../kernel/runtime.js";

const runtime = (globalThis as unknown as { braintree: { __paykitKernel: KernelRuntime } }).braintree.__paykitKernel;

export const loadScript: KernelRuntime["loadScript"] = (options) => runtime.loadScript(options);
export const createError: KernelRuntime["createError"] = (definition, overrides) => runtime.createError(definition, overrides);
export const clientErrors: KernelRuntime["clientErrors"] = runtime.clientErrors;
export const sharedErrors: KernelRuntime["sharedErrors"] = runtime.sharedErrors;

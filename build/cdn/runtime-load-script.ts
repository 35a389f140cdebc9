// Stands in for kernel/scripts/load-script.ts inside client-request.min.js: the client that fetched the chunk
// carries it already (kernel/runtime.ts), and one copy keeps one record of the scripts loading on the page.
import type { KernelRuntime } from "../../kernel/runtime.js";

const root = globalThis as unknown as { braintree: { __paykitKernel: KernelRuntime } };

export const loadScript: KernelRuntime["loadScript"] = (options) => root.braintree.__paykitKernel.loadScript(options);

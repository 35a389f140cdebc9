// The npm module of this payment method (`paykit/data-collector`, `braintree-web/data-collector` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { DataCollector as DataCollectorImplementation } from "./data-collector.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type DataCollector = Component<DataCollectorImplementation>;
/** The instance made with `useDeferredClient` (the community typings' name): the same instance. */
export type DataCollectorDeferred = DataCollector;

/** The `braintree.dataCollector` namespace: `create` and `VERSION`. */
export const dataCollector = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/data-collector"`. */
export const { create, VERSION } = dataCollector;

export default dataCollector;

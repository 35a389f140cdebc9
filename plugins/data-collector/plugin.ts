/** Data Collector: fraud signals (PayPal FraudNet) and the device data the merchant's server passes on with a nonce. */
import { definePlugin, loadFraudNet, VERSION } from "../../kernel/index.js";
import { createDataCollector, createDeferredDataCollector, type DataCollector } from "./data-collector.js";
import type { DataCollectorCreateOptions } from "./types.js";

export type * from "./types.js";
export type { DataCollector } from "./data-collector.js";
export { dataCollectorErrors } from "./errors.js";

const plugin = definePlugin<DataCollectorCreateOptions, DataCollector>({
  name: "dataCollector",
  displayName: "Data Collector",
  version: VERSION,
  methods: { async: ["getDeviceData", "teardown"] },
  // FraudNet's code (a part of the kernel) is fetched while the client's configuration is still on the wire.
  prepare: () => void loadFraudNet().catch(() => undefined),
  create: ({ client }, options) => createDataCollector(client, options),
  // useDeferredClient: resolved before the client is ready, as the provider's.
  createWithPendingClient: (client, options) => createDeferredDataCollector(client, options),
});

export default plugin;

/** Fastlane: loads PayPal's accelerated checkout SDK and creates its instance for this client. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { loadFastlane } from "./load.js";
import type { FastlaneCreateOptions, FastlaneInstance } from "./types.js";

export type * from "./types.js";
export { fastlaneErrors } from "./errors.js";

const plugin = definePlugin<FastlaneCreateOptions, FastlaneInstance>({
  name: "fastlane",
  displayName: "fastlane",
  version: VERSION,
  // The instance is the Fastlane SDK's own object, returned untouched (no teardown added), as the provider's.
  methods: { async: [], teardown: false },
  create: ({ client }, options) => loadFastlane(client, options),
});

export default plugin;

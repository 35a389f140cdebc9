/**
 * Venmo: the shopper approves in the Venmo app (app switch on mobile; a QR code or a web-login pop-up
 * on desktop) and the page gets a VenmoAccount nonce.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { venmoErrors as errors } from "./errors.js";
import { validateOptions } from "./options.js";
import { isBrowserSupported } from "./statics.js";
import type { VenmoCreateOptions } from "./types.js";
import { Venmo } from "./venmo.js";

export type * from "./types.js";
export type { VenmoResult } from "./contexts.js";
export { Venmo } from "./venmo.js";
export { venmoErrors } from "./errors.js";

const plugin = definePlugin<VenmoCreateOptions, Venmo, { isBrowserSupported: typeof isBrowserSupported }>({
  name: "venmo",
  displayName: "Venmo",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.payWithVenmo),
  notEnabled: errors.VENMO_NOT_ENABLED,
  options: validateOptions,
  methods: {
    async: ["tokenize", "cancelTokenization", "getUrl", "processHashChangeFlowResults", "teardown"],
    sync: ["isBrowserSupported", "hasTokenizationResult", "appSwitch"],
  },
  create: ({ client }, options) => Venmo.create(client, options),
  statics: { isBrowserSupported },
});

export default plugin;

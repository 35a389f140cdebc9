/**
 * Venmo: the shopper approves in the Venmo app (app switch on mobile; a QR code or a web-login pop-up
 * on desktop) and the page gets a VenmoAccount nonce.
 */
import { definePlugin, VERSION, type CreateComponent } from "../../kernel/index.js";
import { isBrowserSupported as supports } from "./browser.js";
import { venmoErrors as errors } from "./errors.js";
import { validateOptions } from "./options.js";
import type { VenmoBrowserSupportOptions, VenmoCreateOptions } from "./types.js";
import { Venmo } from "./venmo.js";

export type * from "./types.js";
export type { VenmoResult } from "./contexts.js";
export { Venmo } from "./venmo.js";
export { venmoErrors } from "./errors.js";

/** Whether Venmo can be offered in this browser with these options; never throws. */
function isBrowserSupported(options?: VenmoBrowserSupportOptions): boolean {
  try {
    return supports(options);
  } catch {
    return false;
  }
}

const plugin = definePlugin<VenmoCreateOptions, Venmo>({
  name: "venmo",
  displayName: "Venmo",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.payWithVenmo),
  notEnabled: errors.VENMO_NOT_ENABLED,
  options: validateOptions,
  errors,
  methods: {
    async: ["tokenize", "cancelTokenization", "getUrl", "processHashChangeFlowResults", "teardown"],
    sync: ["isBrowserSupported", "hasTokenizationResult", "appSwitch"],
  },
  create: ({ client }, options) => Venmo.create(client, options),
  statics: { isBrowserSupported },
});

export default plugin;

/** The `braintree.venmo` namespace: `create`, `isBrowserSupported` and `VERSION`. */
export const venmo = plugin.namespace as {
  create: CreateComponent<VenmoCreateOptions, Venmo>;
  isBrowserSupported: (options?: VenmoBrowserSupportOptions) => boolean;
  VERSION: string;
};

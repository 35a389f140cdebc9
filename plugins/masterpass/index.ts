/**
 * Masterpass: the shopper picks a card in a Masterpass pop-up and the page gets it as a nonce.
 */
import { createError, definePlugin, supportsPopupFlows, VERSION, type CreateComponent } from "../../kernel/index.js";
import { masterpassErrors as errors } from "./errors.js";
import { Masterpass } from "./masterpass.js";
import type { MasterpassCreateOptions } from "./types.js";

export type * from "./types.js";
export { Masterpass } from "./masterpass.js";
export { masterpassErrors } from "./errors.js";

/** Masterpass needs a real pop-up, or an app's pop-up bridge. */
const isSupported = supportsPopupFlows;

const plugin = definePlugin<MasterpassCreateOptions, Masterpass>({
  name: "masterpass",
  displayName: "Masterpass",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.masterpass),
  notEnabled: errors.MASTERPASS_NOT_ENABLED,
  errors,
  methods: { async: ["tokenize", "teardown"] },
  create: ({ client }) => {
    if (!isSupported()) throw createError(errors.MASTERPASS_BROWSER_NOT_SUPPORTED);
    return Masterpass.create(client);
  },
  statics: { isSupported },
});

export default plugin;

/** The `braintree.masterpass` namespace: `create`, `isSupported` and `VERSION`. */
export const masterpass = plugin.namespace as {
  create: CreateComponent<MasterpassCreateOptions, Masterpass>;
  isSupported: () => boolean;
  VERSION: string;
};

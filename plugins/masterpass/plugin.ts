/**
 * Masterpass: the shopper picks a card in a Masterpass pop-up and the page gets it as a nonce.
 */
import { createError, definePlugin, VERSION } from "../../kernel/index.js";
import { masterpassErrors as errors } from "./errors.js";
import { Masterpass } from "./masterpass.js";
import { isSupported } from "./statics.js";
import type { MasterpassCreateOptions } from "./types.js";

export type * from "./types.js";
export { Masterpass } from "./masterpass.js";
export { masterpassErrors } from "./errors.js";

const plugin = definePlugin<MasterpassCreateOptions, Masterpass, { isSupported: typeof isSupported }>({
  name: "masterpass",
  displayName: "Masterpass",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.masterpass),
  notEnabled: errors.MASTERPASS_NOT_ENABLED,
  methods: { async: ["tokenize", "teardown"] },
  create: ({ client }) => {
    if (!isSupported()) throw createError(errors.MASTERPASS_BROWSER_NOT_SUPPORTED);
    return Masterpass.create(client);
  },
  statics: { isSupported },
});

export default plugin;

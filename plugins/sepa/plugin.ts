/**
 * SEPA Direct Debit: the shopper approves a debit mandate for their IBAN at the bank, in a pop-up or a
 * full-page redirect, and the page gets the mandate as a nonce.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { Sepa } from "./sepa.js";
import type { SepaCreateOptions } from "./types.js";

export type * from "./types.js";
export { Sepa } from "./sepa.js";
export { sepaErrors } from "./errors.js";

const plugin = definePlugin<SepaCreateOptions, Sepa>({
  name: "sepa",
  displayName: "SEPA",
  version: VERSION,
  // The provider's instance has no teardown; its pop-up frames stay for the page's life, as here.
  methods: { async: ["tokenize"], teardown: false },
  create: ({ client }, options) => Sepa.create(client, options),
});

export default plugin;

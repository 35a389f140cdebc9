/**
 * Hosted Fields: card entry in secure cross-origin frames. The merchant page gets state and a nonce,
 * never the card number, CVV or expiry.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { HostedFields, type EarlyFrames } from "./hosted-fields.js";
import { supportsInputFormatting } from "./statics.js";
import type { HostedFieldsOptions } from "./types.js";

export type * from "./types.js";
export { HostedFields } from "./hosted-fields.js";
export { hostedFieldsErrors } from "./errors.js";

const plugin = definePlugin<
  HostedFieldsOptions,
  HostedFields,
  { supportsInputFormatting: typeof supportsInputFormatting }
>({
  name: "hostedFields",
  displayName: "Hosted Fields",
  version: VERSION,
  methods: {
    async: [
      "tokenize",
      "addClass",
      "removeClass",
      "setAttribute",
      "removeAttribute",
      "setPlaceholder",
      "setMessage",
      "setMonthOptions",
      "clear",
      "focus",
      "getSupportedCardTypes",
      "getChallenges",
      "teardown",
    ],
    sync: ["getState", "on", "off"],
  },
  prepare: (options, early) => HostedFields.prepare(options, early),
  create: ({ client, prepared }, options) => HostedFields.create(client, options, prepared as EarlyFrames | undefined),
  statics: { supportsInputFormatting },
});

export default plugin;

/** UnionPay: card capabilities, SMS enrollment and tokenization, with a card form or Hosted Fields. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { unionPayErrors } from "./errors.js";
import type { UnionPayCreateOptions } from "./types.js";
import { UnionPay } from "./unionpay.js";

export type * from "./types.js";
export { UnionPay } from "./unionpay.js";
export { unionPayErrors } from "./errors.js";

const plugin = definePlugin<UnionPayCreateOptions, UnionPay>({
  name: "unionpay",
  displayName: "UnionPay",
  version: VERSION,
  enabled: (configuration) => (configuration.unionPay as { enabled?: unknown } | undefined)?.enabled === true,
  notEnabled: unionPayErrors.UNIONPAY_NOT_ENABLED,
  methods: { async: ["fetchCapabilities", "enroll", "tokenize", "teardown"] },
  create: ({ client }) => new UnionPay(client),
});

export default plugin;

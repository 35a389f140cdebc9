/** American Express: rewards balance and Express Checkout profile lookups for a nonce. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { AmericanExpress } from "./american-express.js";
import type { AmericanExpressCreateOptions } from "./types.js";

export type * from "./types.js";
export { AmericanExpress } from "./american-express.js";
export { americanExpressErrors } from "./errors.js";

const plugin = definePlugin<AmericanExpressCreateOptions, AmericanExpress>({
  name: "americanExpress",
  displayName: "American Express",
  version: VERSION,
  methods: { async: ["getRewardsBalance", "getExpressCheckoutProfile", "teardown"] },
  create: ({ client }) => new AmericanExpress(client),
});

export default plugin;

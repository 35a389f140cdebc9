/**
 * Apple Pay on the web: merchant validation through the gateway and Apple Pay token tokenization.
 * The page drives `ApplePaySession` itself; this component supplies the gateway's half.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { ApplePay } from "./apple-pay.js";
import { applePayErrors } from "./errors.js";
import type { ApplePayConfiguration, ApplePayCreateOptions } from "./types.js";

export type * from "./types.js";
export { ApplePay } from "./apple-pay.js";
export { applePayErrors } from "./errors.js";

const plugin = definePlugin<ApplePayCreateOptions, ApplePay>({
  name: "applePay",
  displayName: "Apple Pay",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.applePayWeb),
  notEnabled: applePayErrors.APPLE_PAY_NOT_ENABLED,
  methods: { async: ["performValidation", "tokenize", "teardown"], sync: ["createPaymentRequest"] },
  create: ({ client, configuration }, options) =>
    new ApplePay(
      client,
      configuration.applePayWeb as ApplePayConfiguration,
      options.useDeferredClient === true && !options.client && Boolean(options.authorization),
    ),
});

export default plugin;

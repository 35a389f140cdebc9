/**
 * Open-banking Instant Verification: the shopper links a bank account on the provider's page (a full-page
 * redirect) and the merchant's page gets it as a nonce.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { instantVerificationErrors as errors } from "./errors.js";
import { InstantVerification } from "./instant-verification.js";
import type { InstantVerificationCreateOptions } from "./types.js";

export type * from "./types.js";
export { InstantVerification } from "./instant-verification.js";
export { instantVerificationErrors, INSTANT_VERIFICATION_JWT_REQUIRED } from "./errors.js";

const plugin = definePlugin<InstantVerificationCreateOptions, InstantVerification>({
  name: "instantVerification",
  displayName: "Instant Verification",
  version: VERSION,
  // WIRE §2.3: the configuration calls it open banking.
  enabled: (configuration) => Boolean(configuration.openBanking),
  notEnabled: errors.INSTANT_VERIFICATION_NOT_ENABLED,
  // The provider's instance has no teardown (nothing to release).
  methods: { async: ["startPayment", "handleRedirect"], teardown: false },
  create: ({ client }) => new InstantVerification(client),
});

export default plugin;

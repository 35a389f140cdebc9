/**
 * What code running inside provider-side frame pages (`plugins/<method>/frame/`) may take from the
 * kernel, and nothing else: frames are separate documents that send data to the gateway themselves,
 * so they use the transport and authorization parsing directly instead of a `Client`. Page-side plugin
 * code uses `kernel/index.ts`.
 */
export { createError, isBraintreeError } from "./errors/braintree-error.js";
export type { BraintreeError } from "./errors/braintree-error.js";
export { FrameChannel } from "./frames/channel.js";
export { parentOrigin } from "./frames/parent-origin.js";
export { provesInstance } from "./frames/instance-proof.js";
export { parseAuthorization } from "./authorization/parse.js";
export { isTrustedUrl } from "./configuration/trusted-domains.js";
export { TRUSTS_LOCALHOST } from "./configuration/trust.js";
export { catalogue, clientErrors } from "./errors/catalogue.js";
export { classicRequest } from "./transport/gateway.js";
export type { GatewayContext } from "./transport/gateway.js";
export { registerGraphQLTranslation } from "./transport/graphql/translations.js";
export { tokenizeCreditCardTranslation } from "./transport/graphql/tokenize-credit-card.js";
export { REQUEST_TIMEOUT_MS } from "./constants.js";
export type { AnalyticsMetadata } from "./transport/metadata.js";
// Return pages of a plugin's own (Local Payment's, with its fallback link) report like the frame service's.
export { reportToMerchant } from "./frames/pages/report.js";
export { REDIRECT_SAFETY_CLOSE_MS } from "./frames/constants.js";

/**
 * The kernel modules a page holds exactly once, because they keep state (the client cache, the plugin
 * registry, the parts fetched, the scripts loading, each client's analytics, FraudNet's session and
 * parameter block, the GraphQL translations, the development hints already printed) or identity (the one `BraintreeError` class, so `instanceof` holds across
 * bundles). test/unit/kernel/runtime.test.ts fails when a kernel module a page runs keeps module-level state and is
 * not listed here. One stateful module is deliberately not here: the loader's early work (registry/early.ts), which
 * holds field frames and their instance keys and must not be reachable from the page.
 *
 * npm builds share them the way bundlers share any module. On the CDN the kernel bundle (client.min.js, or
 * loader.min.js which contains it) publishes this namespace as the one runtime handle, `braintree.__paykit`
 * (kernel/cdn.ts); every other CDN bundle (a plugin, a part) is built to import these modules from that handle
 * instead of carrying a copy (build/build.ts, `runtimeFromPage`). Their other kernel imports are ordinary code
 * and are bundled where they are used.
 *
 * `export *` publishes a module whole. Where a module's other exports serve only the kernel bundle itself (the
 * client cache's own entry points, test resets, the production build's development hint), the names other bundles
 * read are listed instead: every name on the handle is one more key in every kernel bundle, and what is not on it can
 * be left out of the kernel bundle when unused there. A CDN bundle that imports an unlisted name fails to build.
 */
export * from "./errors/braintree-error.js";
export { CLIENT_SCRIPT_FAILED_TO_LOAD, catalogue, clientErrors, sharedErrors } from "./errors/catalogue.js";
export * from "./errors/fix-hint.js";
export * from "./registry/plugin.js";
export * from "./parts/parts.js";
export { create, startClient } from "./client/create.js";
export { sendEvent } from "./client/client.js";
export * from "./scripts/load-script.js";
export { assetsBaseHint } from "./frames/assets-base.js";
export { fraudNetPage } from "./fraud/page.js";
// Where a card's safety depends on what the kernel found when it ran: the built-ins it took then, and the frames'
// instance keys made with them (a plugin bundle fetched after a hostile script must not make its own).
export * from "./values/intrinsics.js";
export * from "./frames/instance-key.js";
export * from "./transport/graphql/translations.js";
// Stateless, and cheap to publish (the kernel bundle carries most of them anyway): shared rather than bundled again
// into the many plugins and parts that use them (`npm run analyze -- --repeats` lists the kernel code still bundled
// more than once, and what it costs). SHA-256 hashes the Hosted Fields instance key (frames/instance-key.ts, above).
export * from "./values/inspect.js";
export * from "./values/sha256.js";
export { isTrustedUrl } from "./configuration/trusted-domains.js";
export { uuid } from "./transport/metadata.js";
export { appendQuery } from "./transport/query-string.js";
// The event emitter of every component that takes merchant listeners: a Drop-in page's checkout and Hosted Fields
// (and 3-D Secure, Payment Request) would otherwise each carry a copy.
export { callMerchant, createEmitter } from "./events/emitter.js";
// The one check of an asset address a component builds frames, pages or scripts from: on the handle, so the trusted
// domains are not bundled again into each plugin that checks (Venmo, SEPA, the Checkout, Google Pay).
export { trustedUrl } from "./client/trusted-url.js";

/**
 * paykit: what a merchant page uses from the kernel. The `client` component, the error type every
 * failure is, and the types of both. The public API mirrors braintree-web 3.132.0; each payment method is
 * its own subpath (`paykit/hosted-fields`, `paykit/venmo`, …) and React bindings are `paykit/react`.
 *
 * Plugins reach the kernel through `kernel/index.ts`, which is internal and not a package export.
 */
export { client, VERSION } from "./index.js";
export { BraintreeError, isBraintreeError } from "./errors/braintree-error.js";
export type { BraintreeErrorType } from "./errors/braintree-error.js";
export type { Client, RequestOptions } from "./client/client.js";
export type { ClientCreateOptions } from "./client/create.js";
export type { ClientConfiguration, GatewayConfiguration } from "./configuration/types.js";
export type { Callback } from "./registry/callback.js";
export type { Component, Teardown } from "./registry/plugin.js";

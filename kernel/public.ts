/**
 * The npm module `paykit/client` (`braintree-web/client` under the alias): the `client` namespace as the default
 * export and member by member, the error type every failure is, and the types of both. The public API mirrors
 * braintree-web 3.132.0; the package's root module (npm/index.ts) holds every namespace, each payment method is its
 * own subpath (`paykit/hosted-fields`, `paykit/venmo`, …) and React bindings are `paykit/react`.
 *
 * Plugins reach the kernel through `kernel/index.ts`, which is internal and not a package export.
 */
import { client } from "./index.js";
import type { BraintreeErrorType } from "./errors/braintree-error.js";
import type { ClientConfiguration } from "./client/client.js";
import type { Callback } from "./methods/callback.js";

export { client };
export { BraintreeError, isBraintreeError } from "./errors/braintree-error.js";
export type { BraintreeErrorType } from "./errors/braintree-error.js";
export type { Client, ClientConfiguration, RequestCallback, RequestOptions } from "./client/client.js";
export type { ClientCreateOptions } from "./client/create.js";
export type { GatewayConfiguration } from "./configuration/types.js";
export type { Callback } from "./methods/callback.js";
export type { Component, Teardown } from "./registry/plugin.js";

/** The namespace's members, named: `import { create } from "paykit/client"`. */
export const { create, VERSION } = client;

export default client;

/** The provider's typings' name for a Node-style callback. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type callback<T = any> = Callback<T>;

/** The card `client.request` tokenizes (`data.creditCard`), as the provider's typings name it. */
export interface CreditCardInfo {
  number: string;
  cvv?: string;
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cardholderName?: string;
  billingAddress?: { postalCode?: string; [field: string]: unknown };
}

/** The provider's typings' name for the error types. */
export type BraintreeErrorTypes = BraintreeErrorType;

/** `getConfiguration().analyticsMetadata`. */
export type ClientAnalyticsMetadata = ClientConfiguration["analyticsMetadata"];

/** What `client.getConfiguration()` returns, as the provider's typings name it. */
export type Configuration = ClientConfiguration;

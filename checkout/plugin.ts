/**
 * The checkout: every payment option the merchant asks for that the gateway enables and the browser supports, in one
 * component with the public API of braintree-web-drop-in 1.48 (`braintree.dropin`). The kernel's registry admits it
 * like a payment method, so the CDN bundle, the loader and npm reach it the same way (checkout.json declares it).
 */
import { definePlugin, VERSION } from "../kernel/index.js";
import { Checkout } from "./checkout.js";
import { checkoutErrors as errors } from "./errors.js";
import type { Dropin, DropinCreateOptions } from "./types.js";

export type * from "./types.js";
export { checkoutErrors } from "./errors.js";

const plugin = definePlugin<DropinCreateOptions, Dropin>({
  name: "dropin",
  displayName: "Drop-in",
  version: VERSION,
  // Drop-in takes an authorization only; its message, not "options.client is required".
  sourceRequired: errors.DROPIN_AUTHORIZATION_REQUIRED,
  // As drop-in's: a client the authorization could not make is "There was an error creating Drop-in.", its error under it.
  clientFailed: errors.DROPIN_CREATE_FAILED,
  methods: {
    async: ["requestPaymentMethod"],
    // Drop-in's instance keeps its methods after teardown: the checkout writes its own `teardown` (callback style
    // included) and answers after it as Drop-in's does, so the kernel retires nothing, and needs no list of the
    // synchronous methods it would retire.
    teardown: false,
  },
  // The instance's methods take `unknown` (anything a page passes); its public face is the typed `Dropin`.
  create: ({ client }, options) => Checkout.create(client, options),
});

export default plugin;

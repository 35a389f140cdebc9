/**
 * PayPal, the older pop-up flow (superseded by PayPal Checkout): `tokenize` opens PayPal in a pop-up
 * and resolves with a nonce; it also hands back `{close, focus}` for the window at once.
 */
import { definePlugin, VERSION, type CreateComponent } from "../../kernel/index.js";
import { paypalErrors as errors } from "./errors.js";
import { PayPal } from "./paypal.js";
import type { PayPalCreateOptions } from "./types.js";

export type * from "./types.js";
export { PayPal } from "./paypal.js";
export { paypalErrors } from "./errors.js";

/** Every browser can run the flow: in a pop-up, a modal frame or an app's pop-up bridge. */
function isSupported(): boolean {
  return true;
}

const plugin = definePlugin<PayPalCreateOptions, PayPal>({
  name: "paypal",
  displayName: "PayPal",
  version: VERSION,
  enabled: (configuration) => configuration.paypalEnabled === true,
  notEnabled: errors.PAYPAL_NOT_ENABLED,
  errors,
  methods: { async: ["tokenize", "teardown"], sync: ["closeWindow", "focusWindow"], handles: { tokenize: PayPal.handlerOf } },
  create: ({ client }) => PayPal.create(client),
  statics: { isSupported },
});

export default plugin;

/** The `braintree.paypal` namespace: `create`, `isSupported` and `VERSION`. */
export const paypal = plugin.namespace as {
  create: CreateComponent<PayPalCreateOptions, PayPal>;
  isSupported: () => boolean;
  VERSION: string;
};

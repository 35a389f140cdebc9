/**
 * PayPal, the older pop-up flow (superseded by PayPal Checkout): `tokenize` opens PayPal in a pop-up
 * and resolves with a nonce; it also hands back `{close, focus}` for the window at once.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { paypalErrors as errors } from "./errors.js";
import { PayPal } from "./paypal.js";
import { isSupported } from "./statics.js";
import type { PayPalCreateOptions } from "./types.js";

export type * from "./types.js";
export { PayPal } from "./paypal.js";
export { paypalErrors } from "./errors.js";

const plugin = definePlugin<PayPalCreateOptions, PayPal, { isSupported: typeof isSupported }>({
  name: "paypal",
  displayName: "PayPal",
  version: VERSION,
  enabled: (configuration) => configuration.paypalEnabled === true,
  notEnabled: errors.PAYPAL_NOT_ENABLED,
  methods: {
    async: ["tokenize", "teardown"],
    sync: ["closeWindow", "focusWindow"],
    handles: { tokenize: PayPal.handlerOf },
  },
  create: ({ client }) => PayPal.create(client),
  statics: { isSupported },
});

export default plugin;

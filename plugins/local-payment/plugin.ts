/**
 * Local payment methods (iDEAL, Bancontact, SOFORT, BLIK, Pay Upon Invoice, MB WAY, …): the shopper pays
 * at their bank in a pop-up or a full-page redirect, and the page gets the payment as a nonce.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { localPaymentErrors as errors } from "./errors.js";
import { LocalPayment } from "./local-payment.js";
import type { LocalPaymentCreateOptions } from "./types.js";

export type * from "./types.js";
export { LocalPayment } from "./local-payment.js";
export { localPaymentErrors } from "./errors.js";

const plugin = definePlugin<LocalPaymentCreateOptions, LocalPayment>({
  name: "localPayment",
  displayName: "Local Payment",
  version: VERSION,
  // WIRE §2.3: local payments run on the merchant's PayPal account.
  enabled: (configuration) => configuration.paypalEnabled === true,
  notEnabled: errors.LOCAL_PAYMENT_NOT_ENABLED,
  methods: {
    async: ["startPayment", "tokenize", "teardown"],
    sync: ["hasTokenizationParams", "closeWindow", "focusWindow"],
  },
  create: ({ client }, options) => LocalPayment.create(client, options),
});

export default plugin;

/**
 * Payment Request: the browser's own payment sheet (W3C Payment Request API) with cards and Google Pay,
 * exchanged for a nonce.
 */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { PaymentRequestComponent } from "./payment-request.js";
import type { PaymentRequestCreateOptions } from "./types.js";

export type * from "./types.js";
export { PaymentRequestComponent } from "./payment-request.js";
export { paymentRequestErrors } from "./errors.js";

const plugin = definePlugin<PaymentRequestCreateOptions, PaymentRequestComponent>({
  name: "paymentRequest",
  displayName: "Payment Request",
  version: VERSION,
  methods: {
    async: ["tokenize", "canMakePayment", "teardown"],
    sync: ["createSupportedPaymentMethodsConfiguration", "on", "off"],
  },
  create: ({ client }, options) => PaymentRequestComponent.create(client, options),
});

export default plugin;

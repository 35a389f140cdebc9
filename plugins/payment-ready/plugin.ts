/** Payment Ready: customer sessions, payment recommendations and payment-button analytics. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { PaymentReady } from "./payment-ready.js";
import type { PaymentReadyCreateOptions } from "./types.js";

export type * from "./types.js";
export { PaymentReady } from "./payment-ready.js";
export { paymentReadyErrors } from "./errors.js";

const plugin = definePlugin<PaymentReadyCreateOptions, PaymentReady>({
  name: "paymentReady",
  displayName: "PAYMENT READY",
  version: VERSION,
  methods: {
    async: ["createCustomerSession", "updateCustomerSession", "getCustomerRecommendations"],
    sync: ["sendPresentedEvent", "sendSelectedEvent"],
    // The provider's instance has no teardown (nothing to release).
    teardown: false,
  },
  create: ({ client }) => new PaymentReady(client),
});

export default plugin;

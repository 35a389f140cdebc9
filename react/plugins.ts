// Plugins React can load on demand: each is a dynamic import, so a page bundles only the methods it renders.
// Keep in step with build/plugins.ts (a unit test checks).
import type { Plugin } from "../kernel/index.js";

type PluginModule = { default: Plugin<never, object> };

export const PLUGIN_LOADERS: Record<string, () => Promise<PluginModule>> = {
  hostedFields: () => import("../plugins/hosted-fields/index.js") as Promise<PluginModule>,
  applePay: () => import("../plugins/apple-pay/index.js") as Promise<PluginModule>,
  googlePayment: () => import("../plugins/google-payment/index.js") as Promise<PluginModule>,
  paymentRequest: () => import("../plugins/payment-request/index.js") as Promise<PluginModule>,
  americanExpress: () => import("../plugins/american-express/index.js") as Promise<PluginModule>,
  visaCheckout: () => import("../plugins/visa-checkout/index.js") as Promise<PluginModule>,
  paypalCheckout: () => import("../plugins/paypal-checkout/index.js") as Promise<PluginModule>,
  paypal: () => import("../plugins/paypal/index.js") as Promise<PluginModule>,
  masterpass: () => import("../plugins/masterpass/index.js") as Promise<PluginModule>,
  localPayment: () => import("../plugins/local-payment/index.js") as Promise<PluginModule>,
  sepa: () => import("../plugins/sepa/index.js") as Promise<PluginModule>,
  instantVerification: () => import("../plugins/instant-verification/index.js") as Promise<PluginModule>,
};

/**
 * Everything the gateway answers, by area: the core (configuration, client tokens, cards, sales,
 * analytics), one file per payment method (named like its plugin folder, plugins/<dir>/), and the provider
 * simulators. Each area lists its own routes and GraphQL operations next to their handlers.
 */
import { analyticsRoutes } from "./core/analytics.js";
import { clientTokenRoutes } from "./core/client-tokens.js";
import { configurationRoutes } from "./core/configuration.js";
import { creditCardRoutes } from "./core/credit-cards.js";
import { transactionRoutes } from "./core/transactions.js";
import { americanExpressRoutes } from "./methods/american-express.js";
import { applePayRoutes } from "./methods/apple-pay.js";
import { instantVerificationRoutes } from "./methods/instant-verification.js";
import { localPaymentRoutes } from "./methods/local-payment.js";
import { masterpassRoutes } from "./methods/masterpass.js";
import { paymentReadyRoutes } from "./methods/payment-ready.js";
import { payPalRoutes } from "./methods/paypal.js";
import { preferredPaymentMethodsRoutes } from "./methods/preferred-payment-methods.js";
import { sepaRoutes } from "./methods/sepa.js";
import { threeDSecureRoutes } from "./methods/three-d-secure.js";
import { unionPayRoutes } from "./methods/unionpay.js";
import { usBankAccountRoutes } from "./methods/us-bank-account.js";
import { vaultManagerRoutes } from "./methods/vault-manager.js";
import { venmoRoutes } from "./methods/venmo.js";
import { visaCheckoutRoutes } from "./methods/visa-checkout.js";
import type { Route } from "./router.js";
import { simulatorRoutes } from "../simulators/routes.js";

export const GATEWAY_ROUTES: readonly Route[] = [
  ...configurationRoutes,
  ...clientTokenRoutes,
  ...creditCardRoutes,
  ...transactionRoutes,
  ...analyticsRoutes,
  // Payment methods whose plugin talks to the gateway beyond card tokenization (Google Pay, Payment
  // Request, the data collector and Fastlane need nothing of their own: their providers are simulators).
  ...americanExpressRoutes,
  ...applePayRoutes,
  ...instantVerificationRoutes,
  ...localPaymentRoutes,
  ...masterpassRoutes,
  ...paymentReadyRoutes,
  ...payPalRoutes,
  ...preferredPaymentMethodsRoutes,
  ...sepaRoutes,
  ...threeDSecureRoutes,
  ...unionPayRoutes,
  ...usBankAccountRoutes,
  ...vaultManagerRoutes,
  ...venmoRoutes,
  ...visaCheckoutRoutes,
  ...simulatorRoutes,
];

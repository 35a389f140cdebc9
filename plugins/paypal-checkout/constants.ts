/** Endpoint below `paypal_hermes/` that sets up each flow. */
export const FLOW_ENDPOINTS = {
  checkout: "create_payment_resource",
  vault: "setup_billing_agreement",
} as const;

/** Analytics event of a created instance. */
export const INITIALIZED_EVENT = "paypal-checkout.initialized";

/** Return URL the PayPal SDK never uses but the create endpoints require. */
export const UNUSED_RETURN_URL = "https://www.paypal.com/checkoutnow/error";

/** Frame service name of the vault-initiated checkout pop-up and its landing page. */
export const LANDING_FRAME_NAME = "braintreepaypallanding";
export const LANDING_FRAME_PAGE = "paypal-landing-frame";

/** What `startVaultInitiatedCheckout` cannot run without. */
export const VAULT_INITIATED_REQUIRED = ["amount", "currency", "vaultInitiatedCheckoutPaymentMethodToken"] as const;

/** What `updatePayment` cannot run without (plus `amount` or `lineItems`). */
export const UPDATE_REQUIRED = ["paymentId", "currency"] as const;

/** The dark layer behind the vault-initiated pop-up (spec 001 §9). */
export const BACKDROP = {
  zIndex: "9999",
  opacity: "0.7",
  attribute: "data-braintree-paypal-vault-initiated-checkout-modal",
};

/** PayPal JS SDK host per `env` option of `loadPayPalSDK`: `https://www.<prefix>paypal.com/sdk/js`. */
export const SDK_HOST_PREFIXES: Record<string, string> = {
  sandbox: "sandbox.",
  stage: "msmaster.qa.",
  teBraintree: "braintree.stage.",
};

/** PayPal's site for a host prefix, e.g. `https://www.sandbox.paypal.com`. */
export const paypalSite = (prefix = "") => `https://www.${prefix}paypal.com`;

/** The SDK's preload ping, which speeds up rendering the buttons for a known shopper. */
export const SDK_PRELOAD_PATH = "/smart/buttons/preload";

/** Path of the sandbox's simulated SDK and preload ping on a development gateway. */
export const SIMULATOR_PATH = "/simulators/paypal";

export const SDK_INTEGRATION_SOURCE = "BRAINTREE_WEB_SDK";

/** Fields of the account's details the tokenize payload carries when the gateway sets them (WIRE §5.9). */
export const OPTIONAL_RESULT_FIELDS = ["creditFinancingOffered", "shippingOptionId", "cobrandedCardLabel"] as const;

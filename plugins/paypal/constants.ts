/** Endpoint below `paypal_hermes/` that sets up each flow, and where its answer names the PayPal page. */
export const FLOWS = {
  checkout: { endpoint: "create_payment_resource", resource: "paymentResource", url: "redirectUrl" },
  vault: { endpoint: "setup_billing_agreement", resource: "agreementSetup", url: "approvalUrl" },
} as const;

/** Frame service name of the PayPal pop-up and its landing page (WIRE §5.10). */
export const LANDING_FRAME_NAME = "braintreepaypallanding";
export const LANDING_FRAME_PAGE = "paypal-landing-frame";

/** Fields of the account's details the tokenize payload carries when the gateway sets them (WIRE §5.10). */
export const OPTIONAL_RESULT_FIELDS = ["creditFinancingOffered"] as const;

import { recordOf, type GatewayConfiguration } from "../../kernel/index.js";
import { experienceProfile } from "../common/paypal-account.js";
import { UNUSED_RETURN_URL } from "./constants.js";

/** Options sent under their own names (WIRE §5.9). */
const PASSED_AS_GIVEN = [
  "shippingOptions",
  "appSwitchPreference",
  "shippingCallbackUrl",
  "paymentReadySessionId",
  "amountBreakdown",
  "planType",
];
const CHECKOUT_AS_GIVEN = [
  "amount",
  "requestBillingAgreement",
  "lineItems",
  "vaultInitiatedCheckoutPaymentMethodToken",
  "contactPreference",
  "billingAgreementDetails",
];
const UPDATE_AS_GIVEN = ["amount", "lineItems", "shippingOptions", "amountBreakdown"];
const ADDRESS_FIELDS = ["line1", "line2", "city", "state", "postalCode", "countryCode", "phone", "recipientName"];
const BILLING_CYCLE_FIELDS = [
  "billingFrequency",
  "billingFrequencyUnit",
  "numberOfExecutions",
  "sequence",
  "startDate",
  "trial",
  "pricingScheme",
];
const PLAN_FIELDS = [
  "currencyIsoCode",
  "name",
  "oneTimeFeeAmount",
  "productDescription",
  "productPrice",
  "productQuantity",
  "shippingAmount",
  "taxAmount",
  "totalAmount",
];
import type { CreatePaymentOptions, PlanMetadata, UpdatePaymentOptions } from "./types.js";

type Body = Record<string, unknown>;

export interface ReturnUrls {
  returnUrl?: string;
  cancelUrl?: string;
}

/** The body of `create_payment_resource` / `setup_billing_agreement` (WIRE §5.9). */
export function paymentResourceBody(
  options: CreatePaymentOptions,
  configuration: GatewayConfiguration,
  merchantAccountId: string | undefined,
  urls: ReturnUrls = {},
): Body {
  const body: Body = {
    returnUrl: options.returnUrl ?? urls.returnUrl ?? UNUSED_RETURN_URL,
    cancelUrl: options.cancelUrl ?? urls.cancelUrl ?? UNUSED_RETURN_URL,
    offerPaypalCredit: options.offerCredit === true,
    merchantAccountId,
    experienceProfile: { ...experienceProfile(options, configuration), userAction: options.userAction },
    ...pick(options, PASSED_AS_GIVEN),
    payer_email: options.userAuthenticationEmail,
    planMetadata: options.planMetadata && planMetadataBody(options.planMetadata),
    correlationId: options.riskCorrelationId,
  };
  return options.flow === "checkout" ? { ...body, ...checkoutFields(options) } : { ...body, ...vaultFields(options) };
}

function checkoutFields(options: CreatePaymentOptions): Body {
  return {
    ...pick(options, CHECKOUT_AS_GIVEN),
    currencyIsoCode: options.currency,
    // PayPal's own SDK calls it capture; the gateway still knows it as sale.
    intent: options.intent === "capture" ? "sale" : options.intent,
    ...recordOf(options.shippingAddressOverride),
  };
}

function vaultFields(options: CreatePaymentOptions): Body {
  return { shippingAddress: options.shippingAddressOverride, description: options.billingAgreementDescription };
}

function planMetadataBody(plan: PlanMetadata): Body {
  const cycles = Array.isArray(plan.billingCycles) ? plan.billingCycles : undefined;
  return { billingCycles: cycles?.map((cycle) => pick(cycle, BILLING_CYCLE_FIELDS)), ...pick(plan, PLAN_FIELDS) };
}

/** The body of `patch_payment_resource`. */
export function updatePaymentBody(options: UpdatePaymentOptions, merchantAccountId: string | undefined): Body {
  return {
    merchantAccountId,
    paymentId: options.paymentId || options.orderId,
    currencyIsoCode: options.currency,
    ...pick(options, UPDATE_AS_GIVEN),
    ...pick(options.shippingAddress, ADDRESS_FIELDS),
  };
}

/** Whether every shipping option is in the payment's currency (letter case aside). */
export function hasConsistentCurrency(options: UpdatePaymentOptions): boolean {
  // Only a currency code can be compared (an object without a usable toString must not throw here).
  if (typeof options.currency !== "string" || !options.currency || !Array.isArray(options.shippingOptions)) return true;
  const currency = options.currency.toLowerCase();
  return options.shippingOptions.every((option) => {
    const amount = recordOf(recordOf(option).amount);
    return typeof amount.currency === "string" && amount.currency.toLowerCase() === currency;
  });
}

/** The named fields of an object that it has (the rest stay off the wire). */
function pick(source: unknown, names: readonly string[]): Body {
  const from = recordOf(source);
  return Object.fromEntries(names.filter((name) => name in from).map((name) => [name, from[name]]));
}

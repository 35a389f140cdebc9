/**
 * What the PayPal plugins (`paypal`, `paypalCheckout`) send and read around a PayPal account: the
 * experience profile of the payment resource, the `payment_methods/paypal_accounts` body, and the
 * tokenize payload (WIRE §5.9, §5.10). A local payment is a PayPal payment underneath, so `localPayment`
 * tokenizes through the same body and payload (WIRE §5.8).
 */
import { recordOf, type GatewayConfiguration } from "../../kernel/index.js";
import type { PayPalShippingAddress } from "./paypal-shipping-address.js";

type Body = Record<string, unknown>;

/** The merchant options that shape PayPal's pages, named as both plugins take them. */
export interface PayPalExperienceOptions {
  displayName?: string;
  locale?: string;
  enableShippingAddress?: boolean;
  shippingAddressEditable?: boolean;
  landingPageType?: string;
}

/** `experienceProfile` of a payment resource or billing agreement. */
export function experienceProfile(options: PayPalExperienceOptions, gateway: GatewayConfiguration): Body {
  return {
    brandName: options.displayName || recordOf(gateway.paypal).displayName,
    localeCode: options.locale,
    noShipping: String(!options.enableShippingAddress),
    addressOverride: options.shippingAddressEditable === false,
    landingPageType: options.landingPageType,
  };
}

/** What the shopper approved at PayPal, as the plugin read it. */
export interface PayPalApproval {
  correlationId: unknown;
  /** Ask the gateway to verify the account (vault flows with a client token); local payments send no `options`. */
  validate?: boolean;
  /** Set for a billing agreement (vault flow); the payment fields below are then not sent. */
  billingAgreementToken?: unknown;
  paymentToken?: unknown;
  payerId?: unknown;
  intent?: unknown;
}

/** The `paypalAccount` of `payment_methods/paypal_accounts`. */
export function paypalAccount(approval: PayPalApproval, vault: boolean, gateway: GatewayConfiguration): Body {
  const account: Body = { correlationId: approval.correlationId };
  if (approval.validate !== undefined) account.options = { validate: approval.validate };
  if (vault) return { ...account, billingAgreementToken: approval.billingAgreementToken };
  return {
    ...account,
    paymentToken: approval.paymentToken,
    payerId: approval.payerId,
    unilateral: recordOf(gateway.paypal).unvettedMerchant,
    intent: approval.intent,
  };
}

/**
 * The merchant's view of `paypalAccounts[0]`: nonce, type, the payer as `details`, and those of
 * `optionalFields` the gateway filled in.
 */
export function paypalAccountPayload<Payload>(response: unknown, optionalFields: readonly string[]): Payload {
  const accounts = recordOf(response).paypalAccounts;
  const account = recordOf(Array.isArray(accounts) ? accounts[0] : undefined);
  const details = recordOf(account.details);
  const payload: Body = { nonce: account.nonce, details: recordOf(details.payerInfo), type: account.type };
  for (const name of optionalFields) if (details[name]) payload[name] = details[name];
  return payload as Payload;
}

/** A billing address of a PayPal account, in PayPal's shape: a shipping address without its recipient and phone. */
export type PayPalBillingAddress = Omit<PayPalShippingAddress, "phone" | "recipientName">;

/** The payer of a PayPal account nonce (`details` of the tokenize payload), as far as the gateway sent it. */
export interface PayPalAccountDetails {
  email: string;
  payerId: string;
  firstName: string;
  lastName: string;
  countryCode?: string;
  phone?: string;
  shippingAddress?: PayPalShippingAddress;
  billingAddress?: PayPalBillingAddress;
  [field: string]: unknown;
}

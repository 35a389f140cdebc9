import { recordOf } from "../../kernel/index.js";
import { INTENT } from "./constants.js";
import type { Options } from "./options.js";

/** Where the provider sends the shopper back: after approval and after cancelling. */
export interface ReturnUrls {
  returnUrl: string;
  cancelUrl: string;
}

/** The body of `POST local_payments/create` (WIRE §5.8): the merchant's options under the API's names. */
export function paymentResourceBody(
  options: Options,
  urls: ReturnUrls,
  merchantAccountId: string | undefined,
): Options {
  const address = recordOf(options.address);
  const billing = recordOf(options.billingAddress);
  return {
    amount: options.amount,
    billingAddress: {
      line1: billing.streetAddress,
      line2: billing.extendedAddress,
      city: billing.locality,
      state: billing.region,
      postalCode: billing.postalCode,
      countryCode: billing.countryCode,
    },
    birthDate: options.birthDate,
    blikOptions: options.blikOptions,
    cancelUrl: urls.cancelUrl,
    city: address.locality,
    correlationId: options.correlationId,
    countryCode: address.countryCode,
    currencyIsoCode: options.currencyCode,
    discountAmount: options.discountAmount,
    experienceProfile: {
      brandName: options.displayName,
      customerServiceInstructions: options.customerServiceInstructions,
      locale: options.locale,
      noShipping: !options.shippingAddressRequired,
    },
    firstName: options.givenName,
    fundingSource: options.paymentType,
    intent: INTENT,
    lastName: options.surname,
    line1: address.streetAddress,
    line2: address.extendedAddress,
    lineItems: options.lineItems,
    merchantAccountId,
    merchantOrPartnerCustomerId: options.customerId,
    payerEmail: options.email,
    paymentTypeCountryCode: options.paymentTypeCountryCode,
    phone: options.phone,
    phoneCountryCode: options.phoneCountryCode,
    postalCode: address.postalCode,
    recurrent: options.recurrent,
    returnUrl: urls.returnUrl,
    shippingAmount: options.shippingAmount,
    state: address.region,
  };
}

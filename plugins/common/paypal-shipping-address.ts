/** A postal address PayPal shows, in the shape PayPal's APIs take (`line1`, `state`, …). */
export interface PayPalShippingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
  recipientName?: string;
}

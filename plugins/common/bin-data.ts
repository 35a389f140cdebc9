/** A BIN indicator: whether the card is prepaid, debit, commercial… as far as the issuer says. */
export type BinDataIndicator = "Yes" | "No" | "Unknown";

/**
 * What the gateway knows of a card's BIN. Every field is always there: the gateway sends each one, and a
 * GraphQL answer's missing or null field reads "Unknown", as the provider's SDK fills it in.
 */
export interface BinData {
  prepaid: BinDataIndicator;
  healthcare: BinDataIndicator;
  debit: BinDataIndicator;
  durbinRegulated: BinDataIndicator;
  commercial: BinDataIndicator;
  payroll: BinDataIndicator;
  /** The issuing bank's name, or "Unknown". */
  issuingBank: string;
  /** ISO 3166-1 alpha-3 country code, or "Unknown". */
  countryOfIssuance: string;
  productId: string;
  business: BinDataIndicator;
  consumer: BinDataIndicator;
  purchase: BinDataIndicator;
  corporate: BinDataIndicator;
}

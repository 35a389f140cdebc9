/** Card brand enums of the GraphQL API and their names in each part of the classic configuration. */
type BrandTable = Record<string, string>;

export const CREDIT_CARD_BRANDS: BrandTable = {
  AMERICAN_EXPRESS: "American Express",
  DISCOVER: "Discover",
  INTERNATIONAL_MAESTRO: "Maestro",
  JCB: "JCB",
  MASTERCARD: "MasterCard",
  SOLO: "Solo",
  UK_MAESTRO: "UK Maestro",
  UNION_PAY: "UnionPay",
  VISA: "Visa",
  ELO: "Elo",
  HIPER: "Hiper",
  HIPERCARD: "Hipercard",
};

const WALLET_BRANDS: BrandTable = {
  AMERICAN_EXPRESS: "amex",
  DISCOVER: "discover",
  INTERNATIONAL_MAESTRO: "maestro",
  MASTERCARD: "mastercard",
  VISA: "visa",
  ELO: "elo",
};

export const APPLE_PAY_BRANDS = WALLET_BRANDS;
export const GOOGLE_PAY_BRANDS = WALLET_BRANDS;

export const VISA_CHECKOUT_BRANDS: BrandTable = {
  AMERICAN_EXPRESS: "American Express",
  DISCOVER: "Discover",
  MASTERCARD: "MasterCard",
  VISA: "Visa",
};

export const MASTERPASS_BRANDS: BrandTable = {
  AMERICAN_EXPRESS: "amex",
  DISCOVER: "discover",
  INTERNATIONAL_MAESTRO: "maestro",
  JCB: "jcb",
  MASTERCARD: "master",
  VISA: "visa",
  DINERS: "diners",
};

/** Card types named on a tokenized card's details. */
export const TOKENIZED_CARD_TYPES: BrandTable = {
  AMERICAN_EXPRESS: "American Express",
  DINERS: "Discover",
  DISCOVER: "Discover",
  ELO: "Elo",
  HIPER: "Hiper",
  HIPERCARD: "Hipercard",
  INTERNATIONAL_MAESTRO: "Maestro",
  JCB: "JCB",
  MASTERCARD: "MasterCard",
  UK_MAESTRO: "Maestro",
  UNION_PAY: "UnionPay",
  VISA: "Visa",
};

/** Maps brand enums through a table, dropping the ones it does not know. */
export function mapBrands(brands: unknown, table: BrandTable): string[] {
  if (!Array.isArray(brands)) return [];
  return brands.map((brand) => table[String(brand)]).filter((name): name is string => Boolean(name));
}

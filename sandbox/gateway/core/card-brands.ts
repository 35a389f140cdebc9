/**
 * Card brands: GraphQL enum, classic card type name, CVV length, number prefixes, and the network
 * names each wallet configuration uses (WIRE §2.4 brand maps).
 */

export type BrandCode =
  | "VISA"
  | "MASTERCARD"
  | "AMERICAN_EXPRESS"
  | "DISCOVER"
  | "JCB"
  | "UNION_PAY"
  | "INTERNATIONAL_MAESTRO"
  | "DINERS"
  | "UNKNOWN";

/** Configuration sections that list card networks in their own spelling. */
export type NetworkSection = "applePay" | "googlePay" | "visaCheckout" | "masterpass";

export interface Brand {
  code: BrandCode;
  /** Classic name: `creditCards.supportedCardTypes` and `details.cardType`. */
  cardType: string;
  cvvLength: number;
  /** Number prefixes as inclusive ranges of equal-length digit strings. */
  prefixes: ReadonlyArray<readonly [string, string]>;
  networks: Partial<Record<NetworkSection, string>>;
}

const range = (from: string, to: string = from): readonly [string, string] => [from, to];

/** Checked in order; the first brand with a matching prefix wins. */
const BRANDS: readonly Brand[] = [
  {
    code: "VISA",
    cardType: "Visa",
    cvvLength: 3,
    prefixes: [range("4")],
    networks: { applePay: "visa", googlePay: "visa", visaCheckout: "Visa", masterpass: "visa" },
  },
  {
    code: "MASTERCARD",
    cardType: "MasterCard",
    cvvLength: 3,
    prefixes: [range("51", "55"), range("2221", "2720")],
    networks: { applePay: "mastercard", googlePay: "mastercard", visaCheckout: "MasterCard", masterpass: "master" },
  },
  {
    code: "AMERICAN_EXPRESS",
    cardType: "American Express",
    cvvLength: 4,
    prefixes: [range("34"), range("37")],
    networks: { applePay: "amex", googlePay: "amex", visaCheckout: "American Express", masterpass: "amex" },
  },
  {
    code: "DINERS",
    cardType: "Diners Club",
    cvvLength: 3,
    prefixes: [range("300", "305"), range("36"), range("38", "39")],
    networks: { masterpass: "diners" },
  },
  {
    code: "DISCOVER",
    cardType: "Discover",
    cvvLength: 3,
    prefixes: [range("6011"), range("644", "649"), range("65")],
    networks: { applePay: "discover", googlePay: "discover", visaCheckout: "Discover", masterpass: "discover" },
  },
  {
    code: "JCB",
    cardType: "JCB",
    cvvLength: 3,
    prefixes: [range("3528", "3589")],
    networks: { masterpass: "jcb" },
  },
  {
    code: "UNION_PAY",
    cardType: "UnionPay",
    cvvLength: 3,
    prefixes: [range("62"), range("81")],
    networks: {},
  },
  {
    code: "INTERNATIONAL_MAESTRO",
    cardType: "Maestro",
    cvvLength: 3,
    prefixes: [range("493698"), range("50"), range("56", "59"), range("63"), range("67")],
    networks: { applePay: "maestro", googlePay: "maestro", masterpass: "maestro" },
  },
];

export const UNKNOWN_BRAND: Brand = { code: "UNKNOWN", cardType: "Unknown", cvvLength: 3, prefixes: [], networks: {} };

function hasPrefix(number: string, [from, to]: readonly [string, string]): boolean {
  const head = number.slice(0, from.length);
  return head.length === from.length && head >= from && head <= to;
}

/** Brand of a card number by its prefix. */
export function detectBrand(number: string): Brand {
  return BRANDS.find((brand) => brand.prefixes.some((prefix) => hasPrefix(number, prefix))) ?? UNKNOWN_BRAND;
}

export function brandByCode(code: BrandCode): Brand {
  return BRANDS.find((brand) => brand.code === code) ?? UNKNOWN_BRAND;
}

/** Brands of a merchant's classic `supportedCardTypes`, in the merchant's order (unknown names dropped). */
export function brandsOfCardTypes(cardTypes: readonly string[]): Brand[] {
  return cardTypes.flatMap((name) => BRANDS.filter((brand) => brand.cardType === name));
}

/** Brands among `brands` that a wallet section can list. */
export function brandsForSection(brands: readonly Brand[], section: NetworkSection): Brand[] {
  return brands.filter((brand) => brand.networks[section] !== undefined);
}

export function networkNames(brands: readonly Brand[], section: NetworkSection): string[] {
  return brands.map((brand) => brand.networks[section]).filter((name): name is string => name !== undefined);
}

/**
 * Sandbox test values (WIRE §8): the documented test card numbers with their verification outcome
 * and BIN data, and the CVV that fails CVV verification. Numbers not listed here tokenize
 * successfully (if valid) with no BIN data, so the client has to fill every field with "Unknown".
 */

import type { BrandCode } from "./card-brands.js";

export type Indicator = "Yes" | "No" | "Unknown";

/** BIN data in the classic spelling; a field left out is unknown to the gateway. */
export interface BinData {
  prepaid?: Indicator;
  healthcare?: Indicator;
  debit?: Indicator;
  durbinRegulated?: Indicator;
  commercial?: Indicator;
  payroll?: Indicator;
  issuingBank?: string;
  countryOfIssuance?: string;
  productId?: string;
  business?: Indicator;
  consumer?: Indicator;
  purchase?: Indicator;
  corporate?: Indicator;
}

/** The six BIN fields that GraphQL returns as `YES` / `NO` / `UNKNOWN` enums. */
export const INDICATOR_FIELDS = ["prepaid", "healthcare", "debit", "durbinRegulated", "commercial", "payroll"] as const;
/** The seven BIN fields returned as plain strings by both APIs. */
export const STRING_FIELDS = [
  "issuingBank",
  "countryOfIssuance",
  "productId",
  "business",
  "consumer",
  "purchase",
  "corporate",
] as const;

export interface Verification {
  status: "processor_declined" | "failed";
  processorResponseCode: string;
  processorResponseText: string;
}

export const DO_NOT_HONOR: Verification = {
  status: "processor_declined",
  processorResponseCode: "2000",
  processorResponseText: "Do Not Honor",
};

export const PROCESSOR_NETWORK_UNAVAILABLE: Verification = {
  status: "failed",
  processorResponseCode: "3000",
  processorResponseText: "Processor Network Unavailable - Try Again",
};

/** CVV that the issuer reports as not matching (CVV response `N`). */
export const CVV_MISMATCH = "200";

interface TestCard {
  brand: BrandCode;
  /** Outcome of a verification (tokenization with `validate: true`); absent = verified. */
  verification?: Verification;
  binData: BinData;
}

const CONSUMER_CREDIT: BinData = {
  prepaid: "No",
  healthcare: "No",
  debit: "No",
  durbinRegulated: "No",
  commercial: "No",
  payroll: "No",
  business: "No",
  consumer: "Yes",
  purchase: "No",
  corporate: "No",
};

const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map<string, TestCard>([
  [
    "4111111111111111",
    {
      brand: "VISA",
      binData: { ...CONSUMER_CREDIT, issuingBank: "Paykit Sandbox Bank", countryOfIssuance: "USA", productId: "A" },
    },
  ],
  [
    "4005519200000004",
    {
      brand: "VISA",
      binData: {
        ...CONSUMER_CREDIT,
        debit: "Yes",
        durbinRegulated: "Yes",
        issuingBank: "Sandbox Federal Credit Union",
        countryOfIssuance: "USA",
        productId: "F",
      },
    },
  ],
  // Deliberately sparse: only the indicators, so the client fills the other seven with "Unknown".
  [
    "4009348888881881",
    {
      brand: "VISA",
      binData: {
        prepaid: "No",
        healthcare: "No",
        debit: "Yes",
        durbinRegulated: "No",
        commercial: "No",
        payroll: "No",
      },
    },
  ],
  [
    "4012000033330026",
    {
      brand: "VISA",
      binData: {
        ...CONSUMER_CREDIT,
        prepaid: "Yes",
        issuingBank: "Paykit Prepaid Services",
        countryOfIssuance: "USA",
        productId: "L",
      },
    },
  ],
  [
    "4012000077777777",
    {
      brand: "VISA",
      binData: { ...CONSUMER_CREDIT, healthcare: "Yes", issuingBank: "Paykit Health Bank", countryOfIssuance: "USA" },
    },
  ],
  [
    "4012888888881881",
    {
      brand: "VISA",
      binData: {
        ...CONSUMER_CREDIT,
        commercial: "Yes",
        consumer: "No",
        business: "Yes",
        corporate: "Yes",
        issuingBank: "Paykit Commercial Bank",
        countryOfIssuance: "USA",
        productId: "K",
      },
    },
  ],
  [
    "4217651111111119",
    {
      brand: "VISA",
      binData: {
        ...CONSUMER_CREDIT,
        payroll: "Yes",
        debit: "Yes",
        issuingBank: "Paykit Payroll Bank",
        countryOfIssuance: "USA",
        productId: "P",
      },
    },
  ],
  [
    "4500600000000061",
    {
      brand: "VISA",
      binData: { ...CONSUMER_CREDIT, issuingBank: "Banque Paykit du Canada", countryOfIssuance: "CAN", productId: "A" },
    },
  ],
  [
    "5555555555554444",
    {
      brand: "MASTERCARD",
      binData: { ...CONSUMER_CREDIT, issuingBank: "Paykit Sandbox Bank", countryOfIssuance: "USA", productId: "MCC" },
    },
  ],
  [
    "2223000048400011",
    {
      brand: "MASTERCARD",
      binData: { ...CONSUMER_CREDIT, issuingBank: "Paykit Sandbox Bank", countryOfIssuance: "USA", productId: "MWE" },
    },
  ],
  [
    "378282246310005",
    {
      brand: "AMERICAN_EXPRESS",
      binData: { ...CONSUMER_CREDIT, issuingBank: "American Express", countryOfIssuance: "USA" },
    },
  ],
  [
    "371449635398431",
    { brand: "AMERICAN_EXPRESS", binData: { issuingBank: "American Express", countryOfIssuance: "USA" } },
  ],
  [
    "6011111111111117",
    { brand: "DISCOVER", binData: { ...CONSUMER_CREDIT, issuingBank: "Discover Bank", countryOfIssuance: "USA" } },
  ],
  ["3530111333300000", { brand: "JCB", binData: { prepaid: "No", debit: "No", countryOfIssuance: "JPN" } }],
  [
    "6304000000000000",
    {
      brand: "INTERNATIONAL_MAESTRO",
      binData: { prepaid: "No", debit: "Yes", countryOfIssuance: "GBR", productId: "MSI" },
    },
  ],
  ["36259600000004", { brand: "DINERS", binData: {} }],
  [
    "4000111111111115",
    {
      brand: "VISA",
      verification: DO_NOT_HONOR,
      binData: { ...CONSUMER_CREDIT, issuingBank: "Paykit Sandbox Bank", countryOfIssuance: "USA" },
    },
  ],
  [
    "5105105105105100",
    { brand: "MASTERCARD", verification: DO_NOT_HONOR, binData: { ...CONSUMER_CREDIT, countryOfIssuance: "USA" } },
  ],
  [
    "378734493671000",
    {
      brand: "AMERICAN_EXPRESS",
      verification: DO_NOT_HONOR,
      binData: { issuingBank: "American Express", countryOfIssuance: "USA" },
    },
  ],
  ["6011000990139424", { brand: "DISCOVER", verification: DO_NOT_HONOR, binData: { countryOfIssuance: "USA" } }],
  ["3566002020360505", { brand: "JCB", verification: DO_NOT_HONOR, binData: { countryOfIssuance: "JPN" } }],
  [
    "4000111111111511",
    { brand: "VISA", verification: PROCESSOR_NETWORK_UNAVAILABLE, binData: { countryOfIssuance: "USA" } },
  ],
  ["6212345678901232", { brand: "UNION_PAY", binData: { prepaid: "No", debit: "No", countryOfIssuance: "CHN" } }],
  ["6212345678901265", { brand: "UNION_PAY", binData: { prepaid: "No", debit: "Yes", countryOfIssuance: "CHN" } }],
  ["6212345678900085", { brand: "UNION_PAY", binData: { prepaid: "No", debit: "No", countryOfIssuance: "CHN" } }],
]);

/** BIN data of a card number (empty for numbers that are not sandbox test cards). */
export function binDataOf(number: string): BinData {
  return { ...(TEST_CARDS.get(number)?.binData ?? {}) };
}

/** Verification failure a test card triggers, if any. */
export function verificationFailureOf(number: string): Verification | undefined {
  return TEST_CARDS.get(number)?.verification;
}

/** Brand the sandbox documents for a test card number (prefix detection covers the others). */
export function documentedBrandOf(number: string): BrandCode | undefined {
  return TEST_CARDS.get(number)?.brand;
}

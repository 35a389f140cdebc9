/**
 * Card tokenization decisions shared by the classic endpoint and GraphQL `TokenizeCreditCard` (both in
 * credit-cards.ts): input reading, validation codes, verification outcomes, the vault and the issued
 * nonces. The two endpoints only format the outcome.
 */

import { randomBytes, randomUUID } from "node:crypto";
import type { IssuedNonce, MerchantSettings } from "../../types.js";
import { isRecord } from "../../shared/http.js";
import type { Credential } from "./authorization.js";
import { type Brand, brandByCode, brandsOfCardTypes, detectBrand, UNKNOWN_BRAND } from "./card-brands.js";
import {
  type BinData,
  CVV_MISMATCH,
  type Verification,
  binDataOf,
  documentedBrandOf,
  verificationFailureOf,
} from "./test-cards.js";
import { luhnValid } from "./luhn.js";

/** A card as sent by the client, keys camel-cased and values stringified. */
export interface CardInput {
  number?: string;
  expirationMonth?: string;
  expirationYear?: string;
  expirationDate?: string;
  cvv?: string;
  cardholderName?: string;
  billingAddress?: Record<string, unknown>;
}

export type CardField = "number" | "expirationDate" | "expirationMonth" | "expirationYear" | "cvv";

export interface CardFieldError {
  field: CardField;
  /** Legacy numeric code, e.g. "81715". */
  code: string;
  /** Classic message, e.g. "Credit card number is invalid." */
  message: string;
}

export interface TokenizedCard {
  nonce: string;
  bin: string;
  lastFour: string;
  lastTwo: string;
  brand: Brand;
  expirationMonth: string;
  expirationYear: string;
  cardholderName: string | null;
  binData: BinData;
}

export type TokenizationOutcome =
  | { kind: "tokenized"; card: TokenizedCard }
  | { kind: "invalid"; errors: CardFieldError[] }
  | { kind: "declined"; verification: Verification };

export const CARD_ERRORS = {
  numberRequired: { field: "number", code: "81714", message: "Credit card number is required." },
  numberInvalid: { field: "number", code: "81715", message: "Credit card number is invalid." },
  numberLength: { field: "number", code: "81716", message: "Credit card number must be 12-19 digits." },
  typeNotAccepted: {
    field: "number",
    code: "81703",
    message: "Credit card type is not accepted by this merchant account.",
  },
  duplicate: { field: "number", code: "81724", message: "Duplicate card exists in the vault." },
  expirationRequired: { field: "expirationDate", code: "81709", message: "Expiration date is required." },
  expirationInvalid: { field: "expirationDate", code: "81710", message: "Expiration date is invalid." },
  monthInvalid: { field: "expirationMonth", code: "81712", message: "Expiration month is invalid." },
  yearInvalid: { field: "expirationYear", code: "81713", message: "Expiration year is invalid." },
  cvvRequired: { field: "cvv", code: "81706", message: "CVV is required." },
  cvvLength: {
    field: "cvv",
    code: "81707",
    message: "CVV must be 4 digits for American Express and 3 digits for other card types.",
  },
  cvvVerificationFailed: { field: "cvv", code: "81736", message: "CVV verification failed" },
} as const satisfies Record<string, CardFieldError>;

/** Latest expiration year accepted, relative to the current year. */
const MAX_YEARS_AHEAD = 20;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Deep copy with snake_case keys camel-cased and numbers turned into strings. */
export function normalizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeKeys);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [camelCase(key), normalizeKeys(item)]));
  }
  return typeof value === "number" ? String(value) : value;
}

/** Reads a `creditCard` object of either API (snake or camel keys). */
export function readCardInput(raw: unknown): CardInput {
  const card = normalizeKeys(raw);
  if (!isRecord(card)) return {};
  const text = (key: string): string | undefined => (typeof card[key] === "string" ? card[key] : undefined);
  const input: CardInput = {};
  for (const key of [
    "number",
    "expirationMonth",
    "expirationYear",
    "expirationDate",
    "cvv",
    "cardholderName",
  ] as const) {
    const value = text(key);
    if (value !== undefined) input[key] = value;
  }
  if (isRecord(card.billingAddress)) input.billingAddress = card.billingAddress;
  return input;
}

function brandOf(number: string): Brand {
  const documented = documentedBrandOf(number);
  return documented ? brandByCode(documented) : detectBrand(number);
}

function checkNumber(number: string | undefined, merchant: MerchantSettings): CardFieldError | undefined {
  if (number === undefined || number === "") return CARD_ERRORS.numberRequired;
  if (!/^\d+$/.test(number)) return CARD_ERRORS.numberInvalid;
  if (number.length < 12 || number.length > 19) return CARD_ERRORS.numberLength;
  if (!luhnValid(number)) return CARD_ERRORS.numberInvalid;
  const brand = brandOf(number);
  const accepted = brandsOfCardTypes(merchant.supportedCardTypes);
  if (brand.code !== "UNKNOWN" && !accepted.some((other) => other.code === brand.code))
    return CARD_ERRORS.typeNotAccepted;
  return undefined;
}

interface Expiration {
  month: string;
  year: string;
}

function checkExpiration(input: CardInput, now: Date): { errors: CardFieldError[]; expiration?: Expiration } {
  let month = input.expirationMonth?.trim() || undefined;
  let year = input.expirationYear?.trim() || undefined;
  if (month === undefined && year === undefined && input.expirationDate?.trim()) {
    const parts = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expirationDate.trim());
    if (!parts) return { errors: [CARD_ERRORS.expirationInvalid] };
    month = parts[1];
    year = parts[2];
  }
  if (month === undefined && year === undefined) return { errors: [CARD_ERRORS.expirationRequired] };

  const errors: CardFieldError[] = [];
  const monthNumber = month !== undefined && /^\d{1,2}$/.test(month) ? Number(month) : NaN;
  if (!(monthNumber >= 1 && monthNumber <= 12)) errors.push(CARD_ERRORS.monthInvalid);
  const currentYear = now.getUTCFullYear();
  const yearNumber =
    year !== undefined && /^(\d{2}|\d{4})$/.test(year) ? (year.length === 2 ? 2000 + Number(year) : Number(year)) : NaN;
  if (!(yearNumber >= 1900 && yearNumber <= currentYear + MAX_YEARS_AHEAD)) errors.push(CARD_ERRORS.yearInvalid);
  if (errors.length > 0) return { errors };

  const currentMonth = now.getUTCMonth() + 1;
  if (yearNumber < currentYear || (yearNumber === currentYear && monthNumber < currentMonth)) {
    return { errors: [CARD_ERRORS.expirationInvalid] };
  }
  return { errors: [], expiration: { month: String(monthNumber).padStart(2, "0"), year: String(yearNumber) } };
}

function checkCvv(cvv: string | undefined, brand: Brand, merchant: MerchantSettings): CardFieldError | undefined {
  if (cvv === undefined || cvv === "") return merchant.challenges.includes("cvv") ? CARD_ERRORS.cvvRequired : undefined;
  const lengths = brand.code === "UNKNOWN" ? [3, 4] : [brand.cvvLength];
  return /^\d+$/.test(cvv) && lengths.includes(cvv.length) ? undefined : CARD_ERRORS.cvvLength;
}

/** What the gateway knows when deciding a tokenization. */
export interface TokenizationContext {
  merchant: MerchantSettings;
  /** Verify the card (and vault it on success). */
  validate: boolean;
  failOnDuplicatePaymentMethod: boolean;
  isVaulted(number: string): boolean;
  now: Date;
}

export type Decision =
  | { kind: "accept"; number: string; brand: Brand; expiration: Expiration }
  | { kind: "invalid"; errors: CardFieldError[] }
  | { kind: "declined"; verification: Verification };

/** Validation first (every failing field is reported), then verification when `validate` is set. */
export function decideTokenization(input: CardInput, context: TokenizationContext): Decision {
  const { merchant } = context;
  const numberError = checkNumber(input.number, merchant);
  const brand = numberError ? detectBrand(input.number ?? "") : brandOf(input.number as string);
  const { errors: expirationErrors, expiration } = checkExpiration(input, context.now);
  const cvvError = checkCvv(input.cvv, brand, merchant);
  const errors = [numberError, ...expirationErrors, cvvError].filter(
    (error): error is CardFieldError => error !== undefined,
  );
  if (errors.length > 0 || !expiration) return { kind: "invalid", errors };

  const number = input.number as string;
  if (context.validate) {
    if (context.failOnDuplicatePaymentMethod && context.isVaulted(number))
      return { kind: "invalid", errors: [CARD_ERRORS.duplicate] };
    const failure = verificationFailureOf(number);
    if (failure) return { kind: "declined", verification: failure };
    if (input.cvv === CVV_MISMATCH && merchant.challenges.includes("cvv")) {
      return { kind: "invalid", errors: [CARD_ERRORS.cvvVerificationFailed] };
    }
  }
  return { kind: "accept", number, brand, expiration };
}

export type NonceStyle = "classic" | "graphql";

function newNonce(style: NonceStyle): string {
  if (style === "classic") return randomUUID();
  const part = (): string => randomBytes(4).toString("hex").slice(0, 6);
  return `tokencc_sb_${part()}_${part()}_${part()}_${part()}_${randomBytes(2).toString("hex").slice(0, 3)}`;
}

/** Cards vaulted per merchant and every nonce issued, in memory. */
export class CardVault {
  private readonly vaulted = new Map<string, Set<string>>();
  private readonly nonces = new Map<string, IssuedNonce>();

  constructor(merchants: readonly MerchantSettings[]) {
    for (const merchant of merchants) this.vaulted.set(merchant.merchantId, new Set(merchant.vaultedCardNumbers ?? []));
  }

  isVaulted(merchantId: string, number: string): boolean {
    return this.vaulted.get(merchantId)?.has(number) ?? false;
  }

  addToVault(merchantId: string, number: string): void {
    const cards = this.vaulted.get(merchantId) ?? new Set<string>();
    cards.add(number);
    this.vaulted.set(merchantId, cards);
  }

  record(nonce: IssuedNonce): void {
    this.nonces.set(nonce.nonce, nonce);
  }

  get(nonce: string): IssuedNonce | undefined {
    return this.nonces.get(nonce);
  }
}

/** Whether to verify: the client's `options.validate` if boolean, else yes for client tokens only. */
export function shouldValidate(option: unknown, credential: Credential): boolean {
  if (typeof option === "boolean") return option;
  if (option === "true" || option === "false") return option === "true";
  return credential.kind === "clientToken";
}

/**
 * A CVV sent alone (a vaulted card re-checked by its CVV, as Hosted Fields with only a cvv field sends it):
 * the gateway tokenizes it into a single-use nonce with no card details.
 */
export function isCvvOnly(input: CardInput): boolean {
  const { number, expirationMonth, expirationYear, expirationDate, cvv } = input;
  return (
    cvv !== undefined && [number, expirationMonth, expirationYear, expirationDate].every((value) => value === undefined)
  );
}

function tokenizeCvv(cvv: string, merchantId: string, vault: CardVault, style: NonceStyle): TokenizationOutcome {
  if (!/^\d{3,4}$/.test(cvv)) return { kind: "invalid", errors: [CARD_ERRORS.cvvLength] };
  const card: TokenizedCard = {
    nonce: newNonce(style),
    bin: "",
    lastFour: "",
    lastTwo: "",
    brand: UNKNOWN_BRAND,
    expirationMonth: "",
    expirationYear: "",
    cardholderName: null,
    binData: {},
  };
  const { nonce, bin, lastFour, expirationMonth, expirationYear, cardholderName } = card;
  const issued = {
    nonce,
    merchantId,
    type: "CreditCard",
    bin,
    lastFour,
    expirationMonth,
    expirationYear,
    cardholderName,
  } as const;
  vault.record({
    ...issued,
    cardType: UNKNOWN_BRAND.cardType,
    verified: false,
    consumed: false,
    createdAt: Date.now(),
  });
  return { kind: "tokenized", card };
}

/** Decides a tokenization and, when accepted, issues the nonce (and vaults the card if verified). */
export function tokenizeCard(
  input: CardInput,
  credential: Credential,
  validate: boolean,
  vault: CardVault,
  style: NonceStyle,
): TokenizationOutcome {
  const merchant = credential.merchant;
  if (isCvvOnly(input)) return tokenizeCvv(input.cvv as string, merchant.merchantId, vault, style);
  const decision = decideTokenization(input, {
    merchant,
    validate,
    failOnDuplicatePaymentMethod: credential.kind === "clientToken" && credential.grant.failOnDuplicatePaymentMethod,
    isVaulted: (number) => vault.isVaulted(merchant.merchantId, number),
    now: new Date(),
  });
  if (decision.kind !== "accept") return decision;

  const { number, brand, expiration } = decision;
  const card: TokenizedCard = {
    nonce: newNonce(style),
    bin: number.slice(0, 6),
    lastFour: number.slice(-4),
    lastTwo: number.slice(-2),
    brand,
    expirationMonth: expiration.month,
    expirationYear: expiration.year,
    cardholderName: input.cardholderName?.trim() ? input.cardholderName : null,
    binData: binDataOf(number),
  };
  if (validate) vault.addToVault(merchant.merchantId, number);
  vault.record({
    nonce: card.nonce,
    merchantId: merchant.merchantId,
    type: "CreditCard",
    bin: card.bin,
    lastFour: card.lastFour,
    cardType: brand.cardType,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: card.cardholderName,
    verified: validate,
    consumed: false,
    createdAt: Date.now(),
  });
  return { kind: "tokenized", card };
}

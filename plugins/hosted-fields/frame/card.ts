// Brand detection (credit-card-type's table, brands.ts) and validation (card-validator) of each field, with
// the context other fields give (the CVV length follows the number's brand, the month follows the year).
// One module per validator rather than the package index, which would add its CommonJS interop to every frame.
import { cardholderName } from "card-validator/dist/cardholder-name.js";
import { cvv } from "card-validator/dist/cvv.js";
import { expirationDate } from "card-validator/dist/expiration-date.js";
import { expirationMonth } from "card-validator/dist/expiration-month.js";
import { expirationYear } from "card-validator/dist/expiration-year.js";
import { postalCode } from "card-validator/dist/postal-code.js";
import { brandsOf, numberValidity } from "./brands.js";
import { AMEX_CVV_LENGTH, MAX_EXPIRATION_YEAR_AGE, type FieldKey } from "../constants.js";
import type { CardType, FieldOptions } from "../types.js";

/** credit-card-type's brand ids → the names the gateway configuration uses. */
const CONFIGURATION_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "MasterCard",
  "american-express": "American Express",
  "diners-club": "Discover",
  discover: "Discover",
  jcb: "JCB",
  unionpay: "UnionPay",
  maestro: "Maestro",
  elo: "Elo",
  mir: "Mir",
  hiper: "Hiper",
  hipercard: "Hipercard",
};

export interface CardContext {
  /** Card types the merchant accepts, as configuration names. */
  supportedCardTypes: string[];
  /** Options of every field (the number's `supportedCardBrands`, `rejectUnsupportedCards`, …). */
  fields: Partial<Record<FieldKey, FieldOptions>>;
  /** Current values of every field, by key. */
  values: Partial<Record<FieldKey, string>>;
}

export interface Validity {
  isValid: boolean;
  isPotentiallyValid: boolean;
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

function isSupported(type: string, context: CardContext): boolean {
  const override = context.fields.number?.supportedCardBrands?.[type];
  if (typeof override === "boolean") return override;
  const name = CONFIGURATION_NAMES[type];
  return name !== undefined && context.supportedCardTypes.includes(name);
}

/** The brands a (partial) number may still be, with whether the merchant accepts each. */
export function possibleCards(number: string, context: CardContext): CardType[] {
  return brandsOf(digitsOf(number)).map((card) => ({
    niceType: card.niceType,
    type: card.type,
    code: { name: card.code.name, size: card.code.size },
    supported: isSupported(card.type, context),
  }));
}

/** The single brand a number has been narrowed to, if any. */
export function identifiedCard(number: string | undefined, context: CardContext): CardType | undefined {
  if (!number) return undefined;
  const cards = possibleCards(number, context);
  return cards.length === 1 ? cards[0] : undefined;
}

/** Default maximum length of the CVV: the brand's code size once known (4 for Amex); 4 in a CVV-only form. */
export function cvvLength(context: CardContext): number {
  return identifiedCard(context.values.number, context)?.code.size ?? (isCvvOnly(context) ? AMEX_CVV_LENGTH : 3);
}

/** A CVV-only form (a vaulted card re-checked by its CVV): any brand's CVV, 3 or 4 digits, is possible. */
export function isCvvOnly(context: CardContext): boolean {
  return Boolean(context.fields.cvv) && !context.fields.number;
}

/** Digits allowed in the number: the longest length of the brand once known, else 19. */
export function numberLength(number: string): number {
  const info = brandsOf(digitsOf(number));
  return info.length === 1 ? Math.max(...(info[0]?.lengths ?? [19])) : 19;
}

export function validate(key: FieldKey, value: string, context: CardContext): Validity {
  switch (key) {
    case "number": {
      const result = numberValidity(digitsOf(value));
      const card = identifiedCard(value, context);
      const rejected = context.fields.number?.rejectUnsupportedCards === true && card !== undefined && !card.supported;
      return { isValid: result.isValid && !rejected, isPotentiallyValid: result.isPotentiallyValid && !rejected };
    }
    case "cvv": {
      const size = identifiedCard(context.values.number, context)?.code.size;
      const result = cvv(value, size ?? [3, AMEX_CVV_LENGTH]);
      return pick(result);
    }
    case "expirationDate":
      return pick(expirationDate(value, MAX_EXPIRATION_YEAR_AGE));
    case "expirationMonth": {
      const result = expirationMonth(value);
      const year = context.values.expirationYear;
      const yearResult = year ? expirationYear(year, MAX_EXPIRATION_YEAR_AGE) : undefined;
      const ruledOutThisYear = yearResult?.isValid && yearResult.isCurrentYear && !result.isValidForThisYear;
      return { isValid: result.isValid && !ruledOutThisYear, isPotentiallyValid: result.isPotentiallyValid };
    }
    case "expirationYear":
      return pick(expirationYear(value, MAX_EXPIRATION_YEAR_AGE));
    case "postalCode": {
      const minLength = context.fields.postalCode?.minlength ?? 3;
      return pick(postalCode(value, { minLength }));
    }
    case "cardholderName":
      return pick(cardholderName(value));
  }
}

function pick(result: { isValid: boolean; isPotentiallyValid: boolean }): Validity {
  return { isValid: result.isValid, isPotentiallyValid: result.isPotentiallyValid };
}

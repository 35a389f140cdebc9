// Card brand detection and card number validity over credit-card-type's brand table. The package's
// entry (its add/update/remove/reorder API and a JSON clone of every brand on every call) and
// card-validator's number check (which pulls that entry in) are never needed by a field frame, and
// together cost each frame about 1.5 KB; the table itself is the package's, so brands stay current.
import table from "credit-card-type/dist/lib/card-types.js";
import type { CreditCardType } from "credit-card-type/dist/types.js";

export type Brand = CreditCardType;

/** The order credit-card-type tests brands in (its `ORIGINAL_TEST_ORDER`), so ties resolve the same way. */
const ORDER = [
  "visa",
  "mastercard",
  "american-express",
  "diners-club",
  "discover",
  "troy",
  "jcb",
  "unionpay",
  "naranja",
  "verve",
  "maestro",
  "elo",
  "mir",
  "hiper",
  "hipercard",
];

const ALL: readonly Brand[] = ORDER.map((type) => (table as unknown as Record<string, Brand>)[type] as Brand);

/**
 * The brands a number's digits may still be: every brand for no digits; otherwise each brand one of
 * whose prefixes (or prefix ranges) agrees with the digits, narrowed to the most specific brand once
 * every candidate's prefix is complete. Brands are shared: callers never change them.
 */
export function brandsOf(digits: string): readonly Brand[] {
  if (!digits) return ALL;
  const found: Brand[] = [];
  let best: Brand | undefined;
  let bestLength = 0;
  let decided = true;
  for (const brand of ALL) {
    for (const pattern of brand.patterns) {
      const [low = "", high = low] = [pattern].flat().map(String);
      const head = digits.slice(0, low.length);
      const size = head.length;
      if (+head < +low.slice(0, size) || +head > +high.slice(0, size)) continue;
      found.push(brand);
      if (digits.length < low.length) decided = false;
      else if (low.length > bestLength) [best, bestLength] = [brand, low.length];
      break;
    }
  }
  return decided && best ? [best] : found;
}

/** The Luhn (mod 10) check digit test. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = +(digits[digits.length - 1 - index] as string);
    if (index % 2) digit = digit > 4 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Validity of a card number's digits: valid once it has one of its brand's lengths and passes Luhn
 * (UnionPay numbers are not Luhn-checked); potentially valid while it can still grow into a valid number.
 */
export function numberValidity(digits: string): { isValid: boolean; isPotentiallyValid: boolean } {
  const brands = brandsOf(digits);
  const brand = brands[0];
  if (brands.length !== 1 || !brand) return { isValid: false, isPotentiallyValid: brands.length > 1 };
  const isValid = brand.lengths.includes(digits.length) && (brand.type === "unionpay" || luhn(digits));
  return { isValid, isPotentiallyValid: isValid || digits.length < Math.max(...brand.lengths) };
}

// What the shopper sees as they type: spaced card numbers and "MM / YY" dates. Values are stored plain.
import { brandsOf } from "./brands.js";
import { digitsOf } from "./card.js";

/** Where the (first possible) brand groups its digits: 4-4-4-4 for Visa, 4-6-5 for Amex. */
function gapsOf(digits: string): number[] {
  return brandsOf(digits)[0]?.gaps ?? [4, 8, 12];
}

/** Keeps at most `maxDigits` digits and inserts spaces at the brand's gaps. */
export function formatNumber(value: string, maxDigits = 19): string {
  const digits = digitsOf(value).slice(0, maxDigits);
  const gaps = gapsOf(digits);
  let out = "";
  for (let index = 0; index < digits.length; index++) {
    if (gaps.includes(index)) out += " ";
    out += digits[index];
  }
  return out;
}

/** How many characters a formatted number of `maxDigits` digits takes: the digits and the spaces between groups. */
export function formattedNumberLength(value: string, maxDigits: number): number {
  return maxDigits + gapsOf(digitsOf(value)).filter((gap) => gap < maxDigits).length;
}

/** "1" → "1", "2" → "02 / ", "122" → "12 / 2"; a leading month digit above 1 implies a 0. */
export function formatExpirationDate(value: string, deleting: boolean): string {
  let digits = digitsOf(value);
  if (digits.length === 1 && digits > "1") digits = `0${digits}`;
  if (digits.length < 2) return digits;
  const month = digits.slice(0, 2);
  const year = digits.slice(2, 6);
  if (year === "") return deleting ? month : `${month} / `;
  return `${month} / ${year}`;
}

/** Splits "MM / YY" or "MM/YYYY" into month and a four-digit year. */
export function splitExpirationDate(value: string): { month: string; year: string } {
  const digits = digitsOf(value);
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  return { month, year: year.length === 2 ? `20${year}` : year };
}

/** Keeps the caret after the same number of digits once the value has been reformatted. */
export function caretAfterDigits(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? "")) seen++;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** Hides every digit of a shown value but the last `keep`; group spaces and the " / " separator stay. */
export function maskDigits(shown: string, symbol: string, keep = 0): string {
  let toHide = digitsOf(shown).length - keep;
  return shown.replace(/\d/g, (digit) => (toHide-- > 0 ? symbol : digit));
}

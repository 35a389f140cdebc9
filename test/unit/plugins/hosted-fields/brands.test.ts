import creditCardType from "credit-card-type";
import { cardNumber } from "card-validator/dist/card-number.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandsOf, numberValidity } from "../../../../plugins/hosted-fields/frame/brands.js";

/** Digit strings that start like real card numbers (so every brand's prefixes get exercised) or anything. */
const prefixes = [
  "4",
  "5",
  "2",
  "3",
  "6",
  "9",
  "34",
  "37",
  "36",
  "30",
  "35",
  "62",
  "81",
  "50",
  "63",
  "22",
  "60",
  "65",
  "97",
  "220",
];
const cardDigits = fc.oneof(
  fc.stringMatching(/^\d{0,20}$/),
  fc.tuple(fc.constantFrom(...prefixes), fc.stringMatching(/^\d{0,17}$/)).map(([prefix, rest]) => prefix + rest),
);
const knownNumbers = [
  "4111111111111111",
  "5555555555554444",
  "378282246310005",
  "6011111111111117",
  "6212345678901232",
  "36259600000004",
  "3530111333300000",
  "2221000000000009",
];

describe("card brands over credit-card-type's table", () => {
  it("finds the same brands, in the same order, as credit-card-type for any digits", () => {
    fc.assert(
      fc.property(cardDigits, (digits) => {
        expect(brandsOf(digits).map((brand) => brand.type)).toEqual(creditCardType(digits).map((card) => card.type));
      }),
      { numRuns: 2000 },
    );
  });

  it("lists every brand for no digits", () => {
    expect(brandsOf("").map((brand) => brand.type)).toEqual(creditCardType("").map((card) => card.type));
  });

  it("narrows a complete Visa prefix to Visa with its gaps and lengths", () => {
    expect(brandsOf("4111")).toEqual([
      expect.objectContaining({ type: "visa", gaps: [4, 8, 12], lengths: [16, 18, 19] }),
    ]);
  });
});

describe("card number validity", () => {
  it("agrees with card-validator's number check for any digits", () => {
    fc.assert(
      fc.property(cardDigits, (digits) => {
        const { isValid, isPotentiallyValid } = cardNumber(digits);
        expect(numberValidity(digits)).toEqual({ isValid, isPotentiallyValid });
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts the provider's test card numbers", () => {
    for (const number of knownNumbers)
      expect(numberValidity(number)).toEqual({ isValid: true, isPotentiallyValid: true });
  });

  it("rejects a Visa number whose check digit is wrong", () => {
    expect(numberValidity("4111111111111112")).toEqual({ isValid: false, isPotentiallyValid: true });
  });
});

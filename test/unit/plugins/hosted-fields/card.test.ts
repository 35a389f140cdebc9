import { describe, expect, it, vi } from "vitest";
import {
  cvvLength,
  identifiedCard,
  numberLength,
  possibleCards,
  validate,
  type CardContext,
} from "../../../../plugins/hosted-fields/frame/card.js";

const thisYear = new Date().getFullYear();

function context(overrides: Partial<CardContext> = {}): CardContext {
  return { supportedCardTypes: ["Visa", "MasterCard", "American Express"], fields: {}, values: {}, ...overrides };
}

describe("card brands", () => {
  it("lists every brand while the number is empty", () => {
    expect(possibleCards("", context()).length).toBeGreaterThan(5);
  });

  it("narrows to Visa after 4111", () => {
    expect(possibleCards("4111", context()).map((card) => card.type)).toEqual(["visa"]);
  });

  it("marks a brand the merchant accepts as supported", () => {
    expect(identifiedCard("4111", context())).toMatchObject({ type: "visa", niceType: "Visa", supported: true });
  });

  it("marks a brand missing from the configuration as unsupported", () => {
    expect(identifiedCard("6011", context())).toMatchObject({ type: "discover", supported: false });
  });

  it("lets supportedCardBrands override the configuration", () => {
    const overridden = context({ fields: { number: { supportedCardBrands: { visa: false, discover: true } } } });
    expect([identifiedCard("4111", overridden)?.supported, identifiedCard("6011", overridden)?.supported]).toEqual([
      false,
      true,
    ]);
  });

  it("reports no single brand while several are possible", () => {
    expect(identifiedCard("3", context())).toBeUndefined();
  });
});

describe("lengths that follow the brand", () => {
  it("allows a 3-digit CVV until the brand is known", () => {
    expect(cvvLength(context())).toBe(3);
  });

  it("allows a 4-digit CVV in a form with no number field (CVV-only)", () => {
    expect(cvvLength(context({ fields: { cvv: {} } }))).toBe(4);
  });

  it("keeps 3 digits for the CVV of a form with a number field until the brand is known", () => {
    expect(cvvLength(context({ fields: { number: {}, cvv: {} } }))).toBe(3);
  });

  it("accepts a 3- or 4-digit CVV in a CVV-only form", () => {
    const cvvOnly = context({ fields: { cvv: {} } });
    expect([
      validate("cvv", "123", cvvOnly).isValid,
      validate("cvv", "1234", cvvOnly).isValid,
      validate("cvv", "12", cvvOnly).isValid,
    ]).toEqual([true, true, false]);
  });

  it("allows a 4-digit CVV once the number is an Amex", () => {
    expect(cvvLength(context({ values: { number: "378282246310005" } }))).toBe(4);
  });

  it("allows 19 digits for an unknown brand", () => {
    expect(numberLength("")).toBe(19);
  });

  it("allows 15 digits for an Amex", () => {
    expect(numberLength("37")).toBe(15);
  });
});

describe("validate", () => {
  it("accepts a complete number that passes the Luhn check", () => {
    expect(validate("number", "4111111111111111", context())).toEqual({ isValid: true, isPotentiallyValid: true });
  });

  it("refuses a complete Amex number that fails the Luhn check", () => {
    expect(validate("number", "378282246310006", context())).toEqual({ isValid: false, isPotentiallyValid: false });
  });

  it("keeps a partial number potentially valid", () => {
    expect(validate("number", "4111", context())).toEqual({ isValid: false, isPotentiallyValid: true });
  });

  it("refuses an unsupported brand when rejectUnsupportedCards is set", () => {
    const rejecting = context({ fields: { number: { rejectUnsupportedCards: true } } });
    expect(validate("number", "6011111111111117", rejecting)).toEqual({ isValid: false, isPotentiallyValid: false });
  });

  it("accepts an unsupported brand when rejectUnsupportedCards is not set", () => {
    expect(validate("number", "6011111111111117", context()).isValid).toBe(true);
  });

  it("wants a 4-digit CVV once the number is an Amex", () => {
    const amex = context({ values: { number: "378282246310005" } });
    expect([validate("cvv", "123", amex).isValid, validate("cvv", "1234", amex).isValid]).toEqual([false, true]);
  });

  it("wants a 3-digit CVV once the number is a Visa", () => {
    const visa = context({ values: { number: "4111111111111111" } });
    expect([validate("cvv", "123", visa).isValid, validate("cvv", "1234", visa).isValid]).toEqual([true, false]);
  });

  it("accepts an expiration date 19 years ahead and refuses 20", () => {
    const yy = (years: number) => String((thisYear + years) % 100).padStart(2, "0");
    expect([
      validate("expirationDate", `12 / ${yy(19)}`, context()).isValid,
      validate("expirationDate", `12 / ${yy(20)}`, context()).isValid,
    ]).toEqual([true, false]);
  });

  it("refuses a past month of this year once the year field says this year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 5, 15));
    try {
      const year2030 = context({ values: { expirationYear: "2030" } });
      expect([
        validate("expirationMonth", "05", year2030).isValid,
        validate("expirationMonth", "06", year2030).isValid,
      ]).toEqual([false, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("accepts any month while the year is still empty", () => {
    expect(validate("expirationMonth", "01", context()).isValid).toBe(true);
  });

  it("accepts an expiration year 19 years ahead and refuses 20", () => {
    expect([
      validate("expirationYear", String(thisYear + 19), context()).isValid,
      validate("expirationYear", String(thisYear + 20), context()).isValid,
    ]).toEqual([true, false]);
  });

  it("wants at least 3 characters in a postal code by default", () => {
    expect([validate("postalCode", "12", context()).isValid, validate("postalCode", "123", context()).isValid]).toEqual(
      [false, true],
    );
  });

  it("uses the postal code field's minlength", () => {
    const five = context({ fields: { postalCode: { minlength: 5 } } });
    expect([validate("postalCode", "1234", five).isValid, validate("postalCode", "12345", five).isValid]).toEqual([
      false,
      true,
    ]);
  });

  it("accepts a cardholder name and refuses an empty one", () => {
    expect([
      validate("cardholderName", "Ada Lovelace", context()).isValid,
      validate("cardholderName", "", context()).isValid,
    ]).toEqual([true, false]);
  });
});

import { describe, expect, it } from "vitest";
import type { CardContext } from "../../../../plugins/hosted-fields/frame/card.js";
import { checkFields, creditCardBody, fieldsToTokenize } from "../../../../plugins/hosted-fields/frame/tokenize.js";

const card = { number: "4111111111111111", cvv: "123", expirationDate: "12 / 34" };

describe("creditCardBody (WIRE §5.1)", () => {
  it("marks the request as coming from Hosted Fields", () => {
    expect(creditCardBody(card, {})._meta).toEqual({ source: "hosted-fields" });
  });

  it("sends the number without spaces or dashes", () => {
    expect((creditCardBody({ number: "4111 1111-1111 1111" }, {}).creditCard as any).number).toBe("4111111111111111");
  });

  it("splits the expiration date into month and a four-digit year", () => {
    const body = creditCardBody(card, {}).creditCard as any;
    expect([body.expiration_month, body.expiration_year]).toEqual(["12", "2034"]);
  });

  it("sends month and year fields as they are, widening a two-digit year", () => {
    const body = creditCardBody({ expirationMonth: "07", expirationYear: "31" }, {}).creditCard as any;
    expect([body.expiration_month, body.expiration_year]).toEqual(["07", "2031"]);
  });

  it("sends the CVV alone for a CVV-only form", () => {
    expect(creditCardBody({ cvv: "1234" }, {}).creditCard).toEqual({ cvv: "1234", options: { validate: false } });
  });

  it("sends the CVV as typed", () => {
    expect((creditCardBody(card, {}).creditCard as any).cvv).toBe("123");
  });

  it("always sends options.validate as the vault option, false by default", () => {
    expect([
      (creditCardBody(card, {}).creditCard as any).options,
      (creditCardBody(card, { vault: true }).creditCard as any).options,
    ]).toEqual([{ validate: false }, { validate: true }]);
  });

  it("takes the cardholder name from the option over the field", () => {
    const body = creditCardBody({ ...card, cardholderName: "Field" }, { cardholderName: "Option" }).creditCard as any;
    expect(body.cardholderName).toBe("Option");
  });

  it("takes the cardholder name from the field when there is no option", () => {
    expect((creditCardBody({ ...card, cardholderName: "Field" }, {}).creditCard as any).cardholderName).toBe("Field");
  });

  it("maps the billing address to snake_case, dropping unknown keys and empty values, the field winning for the postal code", () => {
    const body = creditCardBody(
      { ...card, postalCode: "94107" },
      {
        billingAddress: {
          streetAddress: "1 Main St",
          extendedAddress: "Apt 2",
          locality: "Springfield",
          region: "IL",
          postalCode: "00000",
          countryCodeAlpha2: "US",
          firstName: undefined,
          nickname: "x",
        } as never,
      },
    ).creditCard as any;
    expect(body.billing_address).toEqual({
      street_address: "1 Main St",
      extended_address: "Apt 2",
      locality: "Springfield",
      region: "IL",
      postal_code: "94107",
      country_code_alpha2: "US",
    });
  });

  it("sends a billing address with only the postal code field when there is no option", () => {
    expect((creditCardBody({ ...card, postalCode: "94107" }, {}).creditCard as any).billing_address).toEqual({
      postal_code: "94107",
    });
  });

  it("sends no billing address without the option or the postal code field", () => {
    expect(creditCardBody(card, {}).creditCard).not.toHaveProperty("billing_address");
  });

  it("maps the shipping address under a camelCase key", () => {
    expect(
      (creditCardBody(card, { shippingAddress: { countryName: "France" } }).creditCard as any).shippingAddress,
    ).toEqual({
      country_name: "France",
    });
  });

  it("sends the phone number without punctuation and empty strings for missing parts", () => {
    expect((creditCardBody(card, { phone: { number: "(555) 123-4567" } }).creditCard as any).phone).toEqual({
      phoneNumber: "5551234567",
      countryPhoneCode: "",
      extensionNumber: "",
    });
  });

  it("sends the Fastlane block for connectCheckout metadata", () => {
    const body = creditCardBody(card, {
      metadata: { connectCheckout: { authAssertion: "jwt", termsAndConditionsVersion: "1" } },
    }).creditCard as any;
    expect(body.fastlane).toEqual({
      auth_assertion: "jwt",
      has_buyer_consent: false,
      terms_and_conditions_version: "1",
    });
  });

  it("asks for authentication insight with the merchant account", () => {
    const body = creditCardBody(card, { authenticationInsight: { merchantAccountId: "eur" } });
    expect([body.authenticationInsight, body.merchantAccountId]).toEqual([true, "eur"]);
  });
});

describe("fieldsToTokenize", () => {
  it("covers every field by default", () => {
    expect(fieldsToTokenize(["number", "cvv"], {})).toEqual(["number", "cvv"]);
  });

  it("covers only the listed fields that exist", () => {
    expect(
      fieldsToTokenize(["number", "cvv", "postalCode"], {
        fieldsToTokenize: ["number", "expirationDate", "postalCode"],
      }),
    ).toEqual(["number", "postalCode"]);
  });
});

describe("checkFields", () => {
  const contextWith = (values: CardContext["values"]): CardContext => ({
    supportedCardTypes: ["Visa"],
    fields: {},
    values,
  });

  it("returns the values of valid fields", () => {
    expect(checkFields(["number", "cvv"], contextWith({ number: "4111111111111111", cvv: "123" }))).toEqual({
      number: "4111111111111111",
      cvv: "123",
    });
  });

  it("throws HOSTED_FIELDS_FIELDS_EMPTY when every field is empty", () => {
    expect(() => checkFields(["number", "cvv"], contextWith({ number: "" }))).toThrow(
      expect.objectContaining({
        code: "HOSTED_FIELDS_FIELDS_EMPTY",
        type: "CUSTOMER",
        message: "All fields are empty. Cannot tokenize empty card fields.",
      }),
    );
  });

  it("throws HOSTED_FIELDS_FIELDS_INVALID naming every invalid or empty field", () => {
    expect(() =>
      checkFields(["number", "cvv", "postalCode"], contextWith({ number: "4111111111111111", cvv: "12" })),
    ).toThrow(
      expect.objectContaining({
        code: "HOSTED_FIELDS_FIELDS_INVALID",
        details: { invalidFieldKeys: ["cvv", "postalCode"] },
      }),
    );
  });
});

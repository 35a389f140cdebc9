import { describe, expect, it } from "vitest";
import { FUTURE_YEAR, type Json, fingerprintOf, tokenizeOverGraphQL, useSandbox, visa } from "./support.js";

const sandbox = useSandbox();

async function tokenize(creditCard: Record<string, unknown>, validate?: boolean, bearer?: string): Promise<Json> {
  const response = await tokenizeOverGraphQL(sandbox(), bearer ?? sandbox().tokenizationKey, creditCard, validate);
  expect(response.status).toBe(200);
  return response.json();
}

describe("GraphQL TokenizeCreditCard", () => {
  it("answers a token and the card with enum brand and BIN indicators", async () => {
    const body = await tokenize(visa({ cardholderName: "Ada Lovelace", billingAddress: { postalCode: "94107" } }));
    expect(body.errors).toBeUndefined();
    expect(body.data.tokenizeCreditCard).toEqual({
      token: expect.stringMatching(/^tokencc_/),
      creditCard: {
        bin: "411111",
        brandCode: "VISA",
        last4: "1111",
        cardholderName: "Ada Lovelace",
        expirationMonth: "12",
        expirationYear: FUTURE_YEAR,
        binData: {
          prepaid: "NO",
          healthcare: "NO",
          debit: "NO",
          durbinRegulated: "NO",
          commercial: "NO",
          payroll: "NO",
          issuingBank: "Paykit Sandbox Bank",
          countryOfIssuance: "USA",
          productId: "A",
          business: "No",
          consumer: "Yes",
          purchase: "No",
          corporate: "No",
        },
      },
      authenticationInsight: null,
    });
  });

  it("answers null for BIN fields the gateway does not know", async () => {
    const body = await tokenize(visa({ number: "4009348888881881" }));
    const binData = body.data.tokenizeCreditCard.creditCard.binData;
    expect(binData.debit).toBe("YES");
    expect(binData.issuingBank).toBeNull();
    expect(binData.corporate).toBeNull();
  });

  it("answers a VALIDATION error with the legacy code 81715 for a Luhn-invalid number", async () => {
    const body = await tokenize(visa({ number: "4111111111111112" }));
    expect(body).toEqual({
      data: { tokenizeCreditCard: null },
      errors: [
        {
          message: "Credit card number is invalid",
          locations: [{ line: 1, column: expect.any(Number) }],
          path: ["tokenizeCreditCard"],
          extensions: {
            errorClass: "VALIDATION",
            errorType: "user_error",
            inputPath: ["input", "creditCard", "number"],
            legacyCode: "81715",
          },
        },
      ],
      extensions: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it("answers a token with null card details for a CVV sent alone", async () => {
    const body = await tokenize({ cvv: "737" });
    expect(body.errors).toBeUndefined();
    expect(body.data.tokenizeCreditCard).toMatchObject({
      token: expect.stringMatching(/^tokencc_/),
      creditCard: { bin: null, brandCode: "UNKNOWN", last4: null, expirationMonth: null, expirationYear: null },
    });
  });

  it("answers legacy code 81716 for a 20-digit number", async () => {
    const body = await tokenize(visa({ number: "41111111111111111111" }));
    expect(body.errors[0].extensions).toMatchObject({
      legacyCode: "81716",
      inputPath: ["input", "creditCard", "number"],
    });
  });

  it("answers one error per invalid field", async () => {
    const body = await tokenize(visa({ expirationMonth: "00", cvv: "1" }));
    expect(body.errors.map((error: Json) => error.extensions.legacyCode)).toEqual(["81712", "81707"]);
    expect(body.errors[1].extensions.inputPath).toEqual(["input", "creditCard", "cvv"]);
  });

  it("answers legacy code 81724 for a vaulted card under a fail-on-duplicate client token", async () => {
    const bearer = await fingerprintOf(sandbox(), { failOnDuplicatePaymentMethod: true });
    const body = await tokenize(visa({ number: "4012888888881881" }), true, bearer);
    expect(body.errors[0]).toMatchObject({
      message: "Duplicate card exists in the vault",
      extensions: { errorClass: "VALIDATION", legacyCode: "81724", inputPath: ["input", "creditCard", "number"] },
    });
  });

  it("answers legacy code 81736 for CVV 200 when validating", async () => {
    const body = await tokenize(visa({ cvv: "200" }), true, await fingerprintOf(sandbox()));
    expect(body.errors[0].extensions).toMatchObject({ legacyCode: "81736", inputPath: ["input", "creditCard", "cvv"] });
  });

  it("answers a VALIDATION error without input path for a processor decline", async () => {
    const body = await tokenize(visa({ number: "5105105105105100" }), true);
    expect(body.data).toEqual({ tokenizeCreditCard: null });
    expect(body.errors[0]).toMatchObject({
      message: "Do Not Honor",
      extensions: {
        errorClass: "VALIDATION",
        verification: { status: "processor_declined", processorResponseCode: "2000" },
      },
    });
    expect(body.errors[0].extensions.inputPath).toBeUndefined();
  });

  it("validates by default for a client token", async () => {
    const body = await tokenize(visa({ number: "4000111111111115" }), undefined, await fingerprintOf(sandbox()));
    expect(body.errors[0].message).toBe("Do Not Honor");
  });

  it("does not validate by default for a tokenization key", async () => {
    const body = await tokenize(visa({ number: "4000111111111115" }));
    expect(body.data.tokenizeCreditCard.token).toEqual(expect.any(String));
  });

  it("answers an AUTHENTICATION error for an unknown bearer", async () => {
    const body: Json = await (await tokenizeOverGraphQL(sandbox(), "development_nope0000_nobody", visa())).json();
    expect(body.errors[0].extensions.errorClass).toBe("AUTHENTICATION");
  });

  it("remembers the token as an issued nonce", async () => {
    const body = await tokenize(visa());
    expect(sandbox().getNonce(body.data.tokenizeCreditCard.token)).toMatchObject({ cardType: "Visa", bin: "411111" });
  });
});

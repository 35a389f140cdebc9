import { describe, expect, it } from "vitest";
import {
  CARDS_ONLY_KEY,
  CARDS_ONLY_MERCHANT,
  FUTURE_YEAR,
  type Json,
  fingerprintOf,
  postClassicCard,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

function card(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { number: "4111111111111111", expiration_month: "12", expiration_year: FUTURE_YEAR, cvv: "123", ...overrides };
}

async function tokenize(
  creditCard: Record<string, unknown>,
  authorization?: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const response = await postClassicCard(sandbox(), {
    creditCard,
    ...(authorization ?? { tokenizationKey: sandbox().tokenizationKey }),
  });
  return { status: response.status, body: await response.json() };
}

function firstFieldError(body: Json): Json {
  return body.fieldErrors[0].fieldErrors[0];
}

describe("classic card tokenization", () => {
  it("answers 201 with a nonce and the classic card shape", async () => {
    const { status, body } = await tokenize(
      card({ cardholderName: "Ada Lovelace", billing_address: { postal_code: "94107" } }),
    );
    expect(status).toBe(201);
    expect(body.creditCards).toHaveLength(1);
    expect(body.creditCards[0]).toEqual({
      nonce: expect.any(String),
      details: {
        cardholderName: "Ada Lovelace",
        expirationMonth: "12",
        expirationYear: FUTURE_YEAR,
        bin: "411111",
        cardType: "Visa",
        lastFour: "1111",
        lastTwo: "11",
      },
      description: "ending in 11",
      type: "CreditCard",
      binData: {
        prepaid: "No",
        healthcare: "No",
        debit: "No",
        durbinRegulated: "No",
        commercial: "No",
        payroll: "No",
        issuingBank: "Paykit Sandbox Bank",
        countryOfIssuance: "USA",
        productId: "A",
        business: "No",
        consumer: "Yes",
        purchase: "No",
        corporate: "No",
      },
      consumed: false,
      threeDSecureInfo: null,
    });
  });

  it("accepts camelCase keys and an MM/YYYY expirationDate", async () => {
    const { status, body } = await tokenize({
      number: "5555555555554444",
      expirationDate: `07/${FUTURE_YEAR}`,
      cvv: "123",
    });
    expect(status).toBe(201);
    expect(body.creditCards[0].details).toMatchObject({
      cardType: "MasterCard",
      expirationMonth: "07",
      expirationYear: FUTURE_YEAR,
    });
  });

  it("accepts a two-digit year in an MM/YY expirationDate", async () => {
    const { status, body } = await tokenize({
      number: "378282246310005",
      expirationDate: `1/${FUTURE_YEAR.slice(2)}`,
      cvv: "1234",
    });
    expect(status).toBe(201);
    expect(body.creditCards[0].details).toMatchObject({
      cardType: "American Express",
      expirationMonth: "01",
      expirationYear: FUTURE_YEAR,
    });
  });

  it("leaves BIN fields the gateway does not know out of binData", async () => {
    const { body } = await tokenize(card({ number: "4009348888881881" }));
    expect(Object.keys(body.creditCards[0].binData).sort()).toEqual([
      "commercial",
      "debit",
      "durbinRegulated",
      "healthcare",
      "payroll",
      "prepaid",
    ]);
  });

  it("names the brand of every documented test card", async () => {
    const brands: Array<[string, string, string]> = [
      ["6011111111111117", "Discover", "123"],
      ["3530111333300000", "JCB", "123"],
      ["6304000000000000", "Maestro", "123"],
      ["6212345678901232", "UnionPay", "123"],
      ["2223000048400011", "MasterCard", "123"],
    ];
    for (const [number, cardType, cvv] of brands) {
      const { status, body } = await tokenize(card({ number, cvv }));
      expect(status, number).toBe(201);
      expect(body.creditCards[0].details.cardType, number).toBe(cardType);
    }
  });

  it("answers 422 with code 81715 for a number that fails the Luhn check", async () => {
    const { status, body } = await tokenize(card({ number: "4111111111111112" }));
    expect(status).toBe(422);
    expect(body).toEqual({
      error: { message: "Credit card is invalid" },
      fieldErrors: [
        {
          field: "creditCard",
          fieldErrors: [{ field: "number", code: "81715", message: "Credit card number is invalid." }],
        },
      ],
    });
  });

  it("answers code 81716 for a number shorter than 12 digits", async () => {
    const { status, body } = await tokenize(card({ number: "41111111111" }));
    expect(status).toBe(422);
    expect(firstFieldError(body)).toMatchObject({ field: "number", code: "81716" });
  });

  it("answers code 81714 when the number is missing", async () => {
    const { body } = await tokenize(card({ number: undefined }));
    expect(firstFieldError(body)).toMatchObject({ field: "number", code: "81714" });
  });

  it("tokenizes a CVV sent alone into a nonce with no card details", async () => {
    const { status, body } = await tokenize({ cvv: "1234", options: { validate: false } });
    expect(status).toBe(201);
    expect(body.creditCards[0]).toMatchObject({
      nonce: expect.any(String),
      description: "",
      type: "CreditCard",
      details: { bin: "", cardType: "Unknown", lastFour: "", lastTwo: "" },
    });
    expect(sandbox().getNonce(body.creditCards[0].nonce)).toMatchObject({ type: "CreditCard", lastFour: "" });
  });

  it("answers code 81707 for a CVV sent alone that is not 3 or 4 digits", async () => {
    const { status, body } = await tokenize({ cvv: "12" });
    expect(status).toBe(422);
    expect(firstFieldError(body)).toMatchObject({ field: "cvv", code: "81707" });
  });

  it("answers code 81709 when the expiration is missing", async () => {
    const { body } = await tokenize(card({ expiration_month: undefined, expiration_year: undefined }));
    expect(firstFieldError(body)).toMatchObject({ code: "81709" });
  });

  it("answers code 81712 for month 13", async () => {
    const { body } = await tokenize(card({ expiration_month: "13" }));
    expect(firstFieldError(body)).toMatchObject({ field: "expirationMonth", code: "81712" });
  });

  it("answers code 81713 for a year too far ahead", async () => {
    const { body } = await tokenize(card({ expiration_year: String(Number(FUTURE_YEAR) + 50) }));
    expect(firstFieldError(body)).toMatchObject({ field: "expirationYear", code: "81713" });
  });

  it("answers code 81710 for an expired card", async () => {
    const { body } = await tokenize(card({ expiration_month: "01", expiration_year: "2020" }));
    expect(firstFieldError(body)).toMatchObject({ field: "expirationDate", code: "81710" });
  });

  it("answers code 81707 for a three-digit CVV on an American Express card", async () => {
    const { body } = await tokenize(card({ number: "378282246310005", cvv: "123" }));
    expect(firstFieldError(body)).toMatchObject({ field: "cvv", code: "81707" });
  });

  it("answers code 81706 for a missing CVV when the merchant challenges CVV", async () => {
    const { body } = await tokenize(card({ cvv: undefined }));
    expect(firstFieldError(body)).toMatchObject({ field: "cvv", code: "81706" });
  });

  it("accepts a missing CVV when the merchant does not challenge CVV", async () => {
    const response = await postClassicCard(
      sandbox(),
      { creditCard: card({ cvv: undefined }), tokenizationKey: CARDS_ONLY_KEY },
      CARDS_ONLY_MERCHANT,
    );
    expect(response.status).toBe(201);
  });

  it("answers code 81703 for a brand the merchant does not accept", async () => {
    const response = await postClassicCard(
      sandbox(),
      { creditCard: card({ number: "3530111333300000" }), tokenizationKey: CARDS_ONLY_KEY },
      CARDS_ONLY_MERCHANT,
    );
    expect(response.status).toBe(422);
    expect(firstFieldError(await response.json())).toMatchObject({ field: "number", code: "81703" });
  });

  it("reports every invalid field at once", async () => {
    const { body } = await tokenize(card({ number: "4111111111111112", cvv: "12" }));
    expect(body.fieldErrors[0].fieldErrors.map((error: Json) => error.code)).toEqual(["81715", "81707"]);
  });

  it("answers a processor decline for 4000111111111115 when validating", async () => {
    const { status, body } = await tokenize(card({ number: "4000111111111115", options: { validate: true } }));
    expect(status).toBe(422);
    expect(body).toEqual({
      error: { message: "Do Not Honor" },
      fieldErrors: [],
      verification: {
        status: "processor_declined",
        processorResponseCode: "2000",
        processorResponseText: "Do Not Honor",
      },
    });
  });

  it("tokenizes a processor-declined card when not validating", async () => {
    const { status } = await tokenize(card({ number: "4000111111111115", options: { validate: false } }));
    expect(status).toBe(201);
  });

  it("answers code 81736 for CVV 200 when validating on a CVV-challenge merchant", async () => {
    const { status, body } = await tokenize(card({ cvv: "200", options: { validate: true } }));
    expect(status).toBe(422);
    expect(firstFieldError(body)).toEqual({ field: "cvv", code: "81736", message: "CVV verification failed" });
  });

  it("accepts CVV 200 on a merchant without the CVV challenge", async () => {
    const response = await postClassicCard(
      sandbox(),
      { creditCard: card({ cvv: "200", options: { validate: true } }), tokenizationKey: CARDS_ONLY_KEY },
      CARDS_ONLY_MERCHANT,
    );
    expect(response.status).toBe(201);
  });

  it("answers code 81724 for a vaulted card under a fail-on-duplicate client token", async () => {
    const authorizationFingerprint = await fingerprintOf(sandbox(), { failOnDuplicatePaymentMethod: true });
    const { status, body } = await tokenize(card({ number: "4012888888881881", options: { validate: true } }), {
      authorizationFingerprint,
    });
    expect(status).toBe(422);
    expect(firstFieldError(body)).toEqual({
      field: "number",
      code: "81724",
      message: "Duplicate card exists in the vault.",
    });
  });

  it("vaults every card verified so it becomes a duplicate afterwards", async () => {
    const plain = await fingerprintOf(sandbox());
    expect(
      (
        await tokenize(card({ number: "4005519200000004", options: { validate: true } }), {
          authorizationFingerprint: plain,
        })
      ).status,
    ).toBe(201);
    const strict = await fingerprintOf(sandbox(), { failOnDuplicatePaymentMethod: true });
    const second = await tokenize(card({ number: "4005519200000004", options: { validate: true } }), {
      authorizationFingerprint: strict,
    });
    expect(firstFieldError(second.body).code).toBe("81724");
  });

  it("does not check duplicates for a client token without fail-on-duplicate", async () => {
    const authorizationFingerprint = await fingerprintOf(sandbox());
    const { status } = await tokenize(card({ number: "4012888888881881", options: { validate: true } }), {
      authorizationFingerprint,
    });
    expect(status).toBe(201);
  });

  it("remembers every nonce it issued", async () => {
    const { body } = await tokenize(card({ cardholderName: "Grace Hopper" }));
    expect(sandbox().getNonce(body.creditCards[0].nonce)).toMatchObject({
      merchantId: sandbox().merchantId,
      cardType: "Visa",
      lastFour: "1111",
      cardholderName: "Grace Hopper",
      verified: false,
      consumed: false,
    });
  });

  it("answers 401 when the body carries no authorization", async () => {
    const response = await postClassicCard(sandbox(), { creditCard: card() });
    expect(response.status).toBe(401);
  });

  it("answers 403 when the authorization belongs to another merchant", async () => {
    const response = await postClassicCard(sandbox(), { creditCard: card(), tokenizationKey: CARDS_ONLY_KEY });
    expect(response.status).toBe(403);
  });
});

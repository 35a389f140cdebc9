import { describe, expect, it } from "vitest";
import {
  normaliseClassicBody,
  tokenizeCreditCardRequest,
  tokenizeCreditCardResponse,
} from "../../../../../kernel/transport/graphql/tokenize-credit-card.js";

describe("tokenizeCreditCardRequest", () => {
  it("camel-cases snake_case keys and turns numbers into strings", () => {
    expect(normaliseClassicBody({ credit_card: { expiration_month: 12, list: [1] } })).toEqual({
      creditCard: { expirationMonth: "12", list: ["1"] },
    });
  });

  it("splits expirationDate into month and year", () => {
    const { variables } = tokenizeCreditCardRequest({
      creditCard: { number: "4111111111111111", expirationDate: "12 / 2030", cvv: "123" },
      tokenizationKey: "k",
    });
    expect(variables).toEqual({
      input: {
        creditCard: { number: "4111111111111111", expirationMonth: "12", expirationYear: "2030", cvv: "123" },
        options: { validate: false },
      },
    });
  });

  it("validates by default with a client token and not with a tokenization key", () => {
    const card = { creditCard: { number: "4111111111111111" } };
    expect(tokenizeCreditCardRequest({ ...card, authorizationFingerprint: "fp" }).variables).toMatchObject({
      input: { options: { validate: true } },
    });
    expect(tokenizeCreditCardRequest({ ...card, tokenizationKey: "k" }).variables).toMatchObject({
      input: { options: { validate: false } },
    });
  });

  it("keeps an explicit validate option", () => {
    const body = { creditCard: { options: { validate: false } }, authorizationFingerprint: "fp" };
    expect(tokenizeCreditCardRequest(body).variables).toMatchObject({ input: { options: { validate: false } } });
  });

  it("asks for authentication insight only with a merchant account id", () => {
    const request = tokenizeCreditCardRequest({
      creditCard: {},
      authenticationInsight: true,
      merchantAccountId: "acct",
    });
    expect(request.variables.authenticationInsightInput).toEqual({ merchantAccountId: "acct" });
    expect(request.query).toContain("authenticationInsight(input: $authenticationInsightInput)");
    expect(tokenizeCreditCardRequest({ creditCard: {} }).query).not.toContain("authenticationInsight");
  });

  it("names the operation TokenizeCreditCard", () => {
    expect(tokenizeCreditCardRequest({ creditCard: {} }).operationName).toBe("TokenizeCreditCard");
  });
});

describe("tokenizeCreditCardResponse", () => {
  it("reshapes the answer into the classic creditCards body with Unknown for missing bin data", () => {
    const body = {
      data: {
        tokenizeCreditCard: {
          token: "tokencc_123",
          creditCard: {
            bin: "411111",
            brandCode: "VISA",
            last4: "1111",
            cardholderName: "Ada",
            expirationMonth: "12",
            expirationYear: "2030",
            binData: { prepaid: "NO", debit: "YES", issuingBank: "Bank", countryOfIssuance: null },
          },
          authenticationInsight: { customerAuthenticationRegulationEnvironment: "PSDTWO" },
        },
      },
    };
    expect(tokenizeCreditCardResponse(body)).toEqual({
      creditCards: [
        {
          nonce: "tokencc_123",
          description: "ending in 11",
          type: "CreditCard",
          consumed: false,
          threeDSecureInfo: null,
          details: {
            bin: "411111",
            cardType: "Visa",
            lastFour: "1111",
            lastTwo: "11",
            cardholderName: "Ada",
            expirationMonth: "12",
            expirationYear: "2030",
          },
          binData: {
            commercial: "Unknown",
            debit: "Yes",
            durbinRegulated: "Unknown",
            healthcare: "Unknown",
            payroll: "Unknown",
            prepaid: "No",
            issuingBank: "Bank",
            countryOfIssuance: "Unknown",
            productId: "Unknown",
            business: "Unknown",
            consumer: "Unknown",
            purchase: "Unknown",
            corporate: "Unknown",
          },
          authenticationInsight: { regulationEnvironment: "psd2" },
        },
      ],
    });
  });

  it.each([
    ["DINERS", "Discover"],
    ["UK_MAESTRO", "Maestro"],
    ["SOMETHING_NEW", "Unknown"],
  ])("names brand %s as %s", (brandCode, cardType) => {
    const body = { data: { tokenizeCreditCard: { token: "t", creditCard: { brandCode } } } };
    const [card] = tokenizeCreditCardResponse(body).creditCards as Array<{ details: { cardType: string } }>;
    expect(card?.details.cardType).toBe(cardType);
  });

  it("gives an empty description without a last four", () => {
    const body = { data: { tokenizeCreditCard: { token: "t", creditCard: {} } } };
    const [card] = tokenizeCreditCardResponse(body).creditCards as Array<{ description: string }>;
    expect(card?.description).toBe("");
  });
});

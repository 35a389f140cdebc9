// Hosted Fields tokenization in Chromium: cards typed into real cross-origin frames, sent by the frames
// to the sandbox gateway; gateway outcomes and failures come back as the WIRE §6.8 errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { clearAll, createHostedFields, fillCard, tokenize, VISA, type Outcome } from "../support/hosted-fields.js";
import { openMerchantPage, typeInto } from "../support/page.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

const CARDS_ONLY_KEY = "development_b3n8w4zp_sandbox_merchant_2";

/** One merchant page with a ready instance for a whole describe block; each test starts from empty fields. */
function useCheckoutPage(authorization: () => Promise<string> | string): {
  page: () => Page;
  consoleProblems: () => string[];
} {
  let page: Page | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    page = await browser().newPage();
    problems = recordConsole(page);
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, await authorization())).toEqual({ ok: true, value: "ready" });
  });
  afterAll(() => page?.close());
  beforeEach(async () => {
    sandbox().clearFaults();
    if (page) await clearAll(page);
    sandbox().clearRequests();
  });
  return {
    page: () => page as Page,
    consoleProblems: () => problems,
  };
}

const tokenizeRequests = () =>
  apiRequests(sandbox()).filter(
    (request) => request.path !== "/graphql" || request.operationName !== "ClientConfiguration",
  );

describe("tokenizing with a tokenization key", () => {
  const { page, consoleProblems } = useCheckoutPage(() => sandbox().tokenizationKey);

  it("resolves with a nonce the gateway issued for the typed card", async () => {
    await fillCard(page(), VISA, { typed: true });
    const result = await tokenize(page());
    expect(result).toMatchObject({
      ok: true,
      value: {
        nonce: expect.any(String),
        type: "CreditCard",
        description: "ending in 11",
        details: { bin: "411111", cardType: "Visa", lastFour: "1111", lastTwo: "11", cardholderName: "Ada Lovelace" },
        binData: { prepaid: "No", issuingBank: "Paykit Sandbox Bank" },
      },
    });
    const nonce = result.ok ? (result.value.nonce as string) : "";
    expect(sandbox().getNonce(nonce)).toMatchObject({
      bin: "411111",
      lastFour: "1111",
      expirationMonth: "12",
      expirationYear: "2034",
    });
    expect(consoleProblems()).toEqual([]);
  });

  it("sends the card as one GraphQL TokenizeCreditCard mutation", async () => {
    await fillCard(page(), VISA);
    await tokenize(page());
    const requests = tokenizeRequests();
    expect(requests.map((request) => `${request.method} ${request.path} ${request.operationName}`)).toEqual([
      "POST /graphql TokenizeCreditCard",
    ]);
    expect((requests[0]?.body as any).variables.input).toEqual({
      creditCard: {
        number: "4111111111111111",
        expirationMonth: "12",
        expirationYear: "2034",
        cvv: "123",
        cardholderName: "Ada Lovelace",
        billingAddress: { postalCode: "12345" },
      },
      options: { validate: false },
    });
  });

  it("rejects a card the processor declines on verification with HOSTED_FIELDS_FAILED_TOKENIZATION", async () => {
    await fillCard(page(), { ...VISA, number: "4000111111111115" });
    expect(await tokenize(page(), { vault: true })).toMatchObject({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FAILED_TOKENIZATION",
      type: "CUSTOMER",
      message: "The supplied card data failed tokenization.",
    });
  });

  it("rejects CVV 200 on a merchant with the CVV challenge with HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED", async () => {
    await fillCard(page(), { ...VISA, cvv: "200" });
    const result = await tokenize(page(), { vault: true });
    expect(result).toMatchObject({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED",
      type: "CUSTOMER",
      message: "CVV verification failed during tokenization.",
    });
    expect(JSON.stringify((result as { details: unknown }).details)).toContain("81736");
  });

  it("rejects a gateway 500 with HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR", async () => {
    await fillCard(page(), VISA);
    sandbox().inject({ path: "/graphql", operationName: "TokenizeCreditCard", status: 500 });
    expect(await tokenize(page())).toMatchObject({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR",
      type: "NETWORK",
      message: "A tokenization network error occurred.",
    });
  });

  it("rejects empty fields with HOSTED_FIELDS_FIELDS_EMPTY without contacting the gateway", async () => {
    expect(await tokenize(page())).toEqual({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELDS_EMPTY",
      type: "CUSTOMER",
      message: "All fields are empty. Cannot tokenize empty card fields.",
    });
    expect(tokenizeRequests()).toEqual([]);
  });

  it("rejects invalid fields with HOSTED_FIELDS_FIELDS_INVALID naming their keys and containers", async () => {
    await typeInto(page(), "number", "4111111111111112");
    await typeInto(page(), "cvv", "12");
    expect(await tokenize(page())).toEqual({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELDS_INVALID",
      type: "CUSTOMER",
      message: "Some payment input fields are invalid. Cannot tokenize invalid card fields.",
      details: {
        invalidFieldKeys: ["number", "cvv", "expirationDate", "postalCode", "cardholderName"],
        invalidFields: {
          number: "#card-number",
          cvv: "#cvv",
          expirationDate: "#expiration-date",
          postalCode: "#postal-code",
          cardholderName: "#cardholder-name",
        },
      },
    });
    expect(tokenizeRequests()).toEqual([]);
  });

  it("tokenizes only the fields listed in fieldsToTokenize, ignoring the empty others", async () => {
    await typeInto(page(), "number", VISA.number);
    await typeInto(page(), "cvv", VISA.cvv);
    await typeInto(page(), "expirationDate", VISA.expiration);
    const result = await tokenize(page(), { fieldsToTokenize: ["number", "cvv", "expirationDate"] });
    expect(result).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
    const input = (tokenizeRequests()[0]?.body as any).variables.input.creditCard;
    expect(input).toEqual({ number: "4111111111111111", expirationMonth: "12", expirationYear: "2034", cvv: "123" });
  });

  it("calls back with (null, payload) when tokenize is given a callback", async () => {
    await fillCard(page(), VISA);
    const seen = await page().evaluate(
      () =>
        new Promise((resolve) => {
          const returned = (window as any).hf.tokenize({}, (error: unknown, payload: { nonce?: string }) =>
            resolve({ returned: String(returned), error, nonce: typeof payload?.nonce }),
          );
        }),
    );
    expect(seen).toEqual({ returned: "undefined", error: null, nonce: "string" });
  });
});

describe("tokenizing with a client token", () => {
  const { page, consoleProblems } = useCheckoutPage(() =>
    sandbox().createClientToken({ failOnDuplicatePaymentMethod: true }),
  );

  it("resolves with a nonce for a typed MasterCard", async () => {
    await fillCard(page(), { ...VISA, number: "5555555555554444" });
    expect(await tokenize(page())).toMatchObject({
      ok: true,
      value: { nonce: expect.any(String), details: { cardType: "MasterCard", lastFour: "4444" } },
    });
    expect(consoleProblems()).toEqual([]);
  });

  it("rejects a card already in the vault with HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE", async () => {
    await fillCard(page(), { ...VISA, number: "4012888888881881" });
    const result = await tokenize(page(), { vault: true });
    expect(result).toMatchObject({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE",
      type: "CUSTOMER",
      message: "This credit card already exists in the merchant's vault.",
    });
    expect(JSON.stringify((result as { details: unknown }).details)).toContain("81724");
  });
});

describe("tokenizing on the classic client API (a merchant without GraphQL)", () => {
  const { page } = useCheckoutPage(() => CARDS_ONLY_KEY);

  async function sentBody(options: Record<string, unknown>): Promise<any> {
    await fillCard(page(), { ...VISA, expiration: "0931", postal: "94107", name: "Grace Hopper" });
    const result: Outcome<unknown> = await tokenize(page(), options);
    expect(result.ok).toBe(true);
    const requests = tokenizeRequests();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /merchants/sandbox_merchant_2/client_api/v1/payment_methods/credit_cards",
    ]);
    return requests[0]?.body;
  }

  it("posts the card body of WIRE §5.1 to payment_methods/credit_cards", async () => {
    const body = await sentBody({});
    expect(body._meta).toMatchObject({ source: "hosted-fields" });
    expect(body.creditCard).toEqual({
      number: "4111111111111111",
      cvv: "123",
      expiration_month: "09",
      expiration_year: "2031",
      cardholderName: "Grace Hopper",
      billing_address: { postal_code: "94107" },
      options: { validate: false },
    });
  });

  it("asks the gateway to validate the card when vault is true", async () => {
    const body = await sentBody({ vault: true });
    expect(body.creditCard.options).toEqual({ validate: true });
  });

  it("lets the cardholderName option win over the field and merges the billing address option", async () => {
    const body = await sentBody({
      cardholderName: "From Option",
      billingAddress: { streetAddress: "1 Main St", postalCode: "00000" },
    });
    expect(body.creditCard.cardholderName).toBe("From Option");
    expect(body.creditCard.billing_address).toEqual({ street_address: "1 Main St", postal_code: "94107" });
  });
});

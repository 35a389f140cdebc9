// The sandbox's UnionPay, US bank account, customer vault and Payment Ready answers, as a client sees them on the wire.
import { describe, expect, it } from "vitest";
import {
  CARDS_ONLY_KEY,
  FULL_MERCHANT,
  FUTURE_YEAR,
  type Json,
  fingerprintOf,
  postClassicCard,
  postGraphQL,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

async function enroll(number: string): Promise<Json> {
  const response = await fetch(
    `${sandbox().gatewayUrl}/merchants/${FULL_MERCHANT}/client_api/v1/union_pay_enrollments`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        tokenizationKey: sandbox().tokenizationKey,
        unionPayEnrollment: { number, mobileCountryCode: "62", mobileNumber: "11111111111" },
      }),
    },
  );
  return { status: response.status, body: await response.json() };
}

function unionPayCard(enrollment: Record<string, unknown>, number = "6212345678901232"): Record<string, unknown> {
  return {
    tokenizationKey: sandbox().tokenizationKey,
    creditCard: {
      number,
      expirationMonth: "12",
      expirationYear: FUTURE_YEAR,
      cvv: "123",
      options: { unionPayEnrollment: enrollment },
    },
  };
}

describe("UnionPay", () => {
  it("refuses to enroll a card that is not UnionPay", async () => {
    expect(await enroll("4111111111111111")).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ fieldErrors: [{ field: "number" }] }] },
    });
  });

  it("tokenizes an enrolled card only with the SMS code 12345", async () => {
    const { body } = await enroll("6212345678901232");
    expect(
      (await postClassicCard(sandbox(), unionPayCard({ id: body.unionPayEnrollmentId, smsCode: "54321" }))).status,
    ).toBe(422);
    expect(
      (await postClassicCard(sandbox(), unionPayCard({ id: body.unionPayEnrollmentId, smsCode: "12345" }))).status,
    ).toBe(201);
  });

  it("refuses an unknown enrollment or one for another card number", async () => {
    const { body } = await enroll("6212345678900085");
    expect((await postClassicCard(sandbox(), unionPayCard({ id: "no-such-enrollment" }))).status).toBe(422);
    expect(
      (await postClassicCard(sandbox(), unionPayCard({ id: body.unionPayEnrollmentId }, "6212345678901265"))).status,
    ).toBe(422);
  });
});

const LOGIN_MUTATION =
  "mutation TokenizeUsBankLogin($input: TokenizeUsBankLoginInput!) { tokenizeUsBankLogin(input: $input) { paymentMethod { id } } }";

async function link(subtype: string): Promise<string> {
  const response = await fetch(`${sandbox().gatewayUrl}/simulators/bank-login/link`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ key: "public-key", subtype }),
  });
  return (await response.json()).publicToken;
}

function bankLogin(publicToken: string, accountType = "CHECKING"): Promise<Response> {
  return postGraphQL(sandbox(), sandbox().tokenizationKey, {
    query: LOGIN_MUTATION,
    variables: {
      input: {
        usBankLogin: {
          publicToken,
          accountId: "plaid_account_id",
          accountType,
          achMandate: "I agree.",
          individualOwner: { firstName: "A", lastName: "B" },
        },
      },
    },
  });
}

describe("US bank login", () => {
  it("accepts a public token of the simulated bank-linking service once", async () => {
    const token = await link("checking");
    expect((await (await bankLogin(token)).json()).data.tokenizeUsBankLogin.paymentMethod.id).toMatch(
      /^tokenusbankacct_/,
    );
    expect((await (await bankLogin(token)).json()).errors[0].extensions.inputPath).toEqual([
      "input",
      "usBankLogin",
      "publicToken",
    ]);
  });

  it("refuses an account type other than the linked account's", async () => {
    const token = await link("savings");
    expect((await (await bankLogin(token, "CHECKING")).json()).errors[0].extensions.errorClass).toBe("VALIDATION");
  });

  it("refuses US bank accounts for a merchant without them", async () => {
    const response = await postGraphQL(sandbox(), CARDS_ONLY_KEY, { query: LOGIN_MUTATION, variables: { input: {} } });
    expect((await response.json()).errors[0].extensions.errorClass).toBe("AUTHORIZATION");
  });
});

describe("customer vault", () => {
  async function listPaymentMethods(query: string): Promise<Response> {
    return fetch(`${sandbox().gatewayUrl}/merchants/${FULL_MERCHANT}/client_api/v1/payment_methods?${query}`);
  }

  it("refuses a tokenization key with 403", async () => {
    expect((await listPaymentMethods(`tokenizationKey=${sandbox().tokenizationKey}`)).status).toBe(403);
  });

  it("gives every customer the three seeded methods again once the vaults are cleared", async () => {
    const fingerprint = await fingerprintOf(sandbox(), { customerId: "vault-reset-customer" });
    const count = async () =>
      (await (await listPaymentMethods(`authorizationFingerprint=${encodeURIComponent(fingerprint)}`)).json())
        .paymentMethods.length as number;
    const listed = await (
      await listPaymentMethods(`authorizationFingerprint=${encodeURIComponent(fingerprint)}`)
    ).json();
    await postGraphQL(sandbox(), fingerprint, {
      query:
        "mutation DeletePaymentMethodFromSingleUseToken($input: DeletePaymentMethodFromSingleUseTokenInput!) { deletePaymentMethodFromSingleUseToken(input: $input) { clientMutationId } }",
      variables: { input: { singleUseTokenId: listed.paymentMethods[0].nonce } },
      operationName: "DeletePaymentMethodFromSingleUseToken",
    });
    expect(await count()).toBe(2);
    sandbox().clearCustomerVaults();
    expect(await count()).toBe(3);
  });

  it("lists nothing for a client token without a customer", async () => {
    const fingerprint = await fingerprintOf(sandbox());
    expect(
      await (await listPaymentMethods(`authorizationFingerprint=${encodeURIComponent(fingerprint)}`)).json(),
    ).toEqual({ paymentMethods: [] });
  });
});

describe("Payment Ready", () => {
  it("refuses a customer without a hashed email or phone number", async () => {
    const response = await postGraphQL(sandbox(), sandbox().tokenizationKey, {
      query:
        "mutation CreateCustomerSession($input: CreateCustomerSessionInput!) { createCustomerSession(input: $input) { sessionId } }",
      variables: { input: { customer: { userAgent: "x" } } },
    });
    expect((await response.json()).errors[0].extensions.inputPath).toEqual(["input", "customer"]);
  });
});

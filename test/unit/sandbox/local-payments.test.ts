import { describe, expect, it } from "vitest";
import { CARDS_ONLY_KEY, CARDS_ONLY_MERCHANT, useSandbox } from "./support.js";

const sandbox = useSandbox();
const RETURN = "http://127.0.0.1:4401/web/3.132.0/html/local-payment-redirect-frame.min.html?channel=abc";

async function post(
  endpoint: string,
  body: Record<string, unknown>,
  merchantId = sandbox().merchantId,
  key = sandbox().tokenizationKey,
) {
  const response = await fetch(`${sandbox().gatewayUrl}/merchants/${merchantId}/client_api/v1/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokenizationKey: key, ...body }),
  });
  return { status: response.status, body: await response.json() };
}

function create(overrides: Record<string, unknown> = {}) {
  return post("local_payments/create", {
    amount: "10.00",
    currencyIsoCode: "EUR",
    fundingSource: "ideal",
    firstName: "Joe",
    lastName: "Doe",
    intent: "sale",
    returnUrl: RETURN,
    cancelUrl: `${RETURN}&c=1`,
    ...overrides,
  });
}

async function decide(redirectUrl: string, decision: string): Promise<URL> {
  const token = new URL(redirectUrl).searchParams.get("token");
  const response = await fetch(
    `${sandbox().gatewayUrl}/simulators/local-payment/decide?token=${token}&decision=${decision}`,
    { redirect: "manual" },
  );
  return new URL(response.headers.get("location") ?? "/", sandbox().gatewayUrl);
}

describe("local_payments/create", () => {
  it("answers 201 with a payment token and the bank simulator's address", async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.paymentResource).toEqual({
      paymentToken: expect.stringMatching(/^PAYID-/),
      redirectUrl: expect.stringMatching(
        new RegExp(`^${sandbox().gatewayUrl}/simulators/local-payment/checkout\\?token=EC-`),
      ),
    });
  });

  it("refuses an invalid amount, currency or return address with 422", async () => {
    for (const overrides of [
      { amount: "ten" },
      { currencyIsoCode: "XXX" },
      { returnUrl: "javascript:alert(1)" },
      { firstName: "" },
    ]) {
      expect((await create(overrides)).status).toBe(422);
    }
  });

  it("refuses a recurrent payment without a customer id", async () => {
    const { status, body } = await create({ recurrent: true });
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0]).toMatchObject({ field: "merchantOrPartnerCustomerId" });
  });

  it("refuses a BLIK code that is not six digits", async () => {
    expect((await create({ fundingSource: "blik", blikOptions: { level_0: { authCode: "12" } } })).status).toBe(422);
  });

  it("answers a deferred payment without a redirect, unless the payer is the sandbox's needs-redirect address", async () => {
    const deferred = await create({ fundingSource: "pay_upon_invoice" });
    expect(deferred.body.paymentResource.redirectUrl).toBe("");
    const redirected = await create({ fundingSource: "mbway", payerEmail: "needs.redirect@example.com" });
    expect(redirected.body.paymentResource.redirectUrl).toContain("/simulators/local-payment/checkout");
  });

  it("refuses a merchant without PayPal", async () => {
    expect((await post("local_payments/create", {}, CARDS_ONLY_MERCHANT, CARDS_ONLY_KEY)).status).toBe(422);
  });
});

describe("the bank simulator", () => {
  it("labels itself as a simulator and offers approve, cancel and fail", async () => {
    const { body } = await create();
    const html = await (await fetch(body.paymentResource.redirectUrl)).text();
    expect(html).toContain("simulator — paykit local sandbox");
    for (const decision of ["approve", "cancel", "fail"]) expect(html).toContain(`value="${decision}"`);
  });

  it("returns an approval with btLpToken, btLpPaymentId and btLpPayerId, which tokenize once", async () => {
    const { body } = await create();
    const back = await decide(body.paymentResource.redirectUrl, "approve");
    const parameters = Object.fromEntries(back.searchParams);
    expect(parameters).toMatchObject({
      channel: "abc",
      btLpToken: expect.stringMatching(/^EC-/),
      btLpPaymentId: body.paymentResource.paymentToken,
      btLpPayerId: expect.any(String),
    });
    const account = {
      correlationId: parameters.btLpToken,
      paymentToken: parameters.btLpPaymentId,
      payerId: parameters.btLpPayerId,
      intent: "sale",
    };
    const tokenized = await post("payment_methods/paypal_accounts", { paypalAccount: account });
    expect(tokenized.status).toBe(201);
    expect(tokenized.body.paypalAccounts[0]).toMatchObject({ type: "PayPalAccount", nonce: expect.any(String) });
    expect((await post("payment_methods/paypal_accounts", { paypalAccount: account })).status).toBe(422);
  });

  it("sends a cancellation to the cancel address and a failure back with errorcode=processing_error", async () => {
    const cancelled = await create();
    expect(
      Object.fromEntries((await decide(cancelled.body.paymentResource.redirectUrl, "cancel")).searchParams),
    ).toMatchObject({ c: "1", btLpToken: expect.any(String) });
    const failed = await create();
    expect(
      Object.fromEntries((await decide(failed.body.paymentResource.redirectUrl, "fail")).searchParams),
    ).toMatchObject({ errorcode: "processing_error" });
  });
});

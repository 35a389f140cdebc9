import { describe, expect, it } from "vitest";
import { CARDS_ONLY_KEY, CARDS_ONLY_MERCHANT, type Json, useSandbox } from "./support.js";

const sandbox = useSandbox();

async function post(
  endpoint: string,
  body: Record<string, unknown>,
  merchantId = sandbox().merchantId,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}/merchants/${merchantId}/client_api/v1/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      braintreeLibraryVersion: "braintree/web/3.132.0",
      tokenizationKey: sandbox().tokenizationKey,
      ...body,
    }),
  });
  return { status: response.status, body: await response.json() };
}

const RETURN = "http://127.0.0.1:4401/web/3.132.0/html/redirect-frame.min.html?channel=abc";
const CANCEL = "http://127.0.0.1:4401/web/3.132.0/html/cancel-frame.min.html?channel=abc";

function checkout(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    returnUrl: RETURN,
    cancelUrl: CANCEL,
    offerPaypalCredit: false,
    experienceProfile: { brandName: "Test Shop", noShipping: "true", addressOverride: false },
    amount: "10.00",
    currencyIsoCode: "USD",
    intent: "authorize",
    ...overrides,
  };
}

/** Follows the simulator's decision and returns where it sends the shopper. */
async function decide(query: string, decision: "approve" | "cancel"): Promise<{ status: number; location: URL }> {
  const response = await fetch(`${sandbox().gatewayUrl}/simulators/paypal/decide?${query}&decision=${decision}`, {
    redirect: "manual",
  });
  return { status: response.status, location: new URL(response.headers.get("location") ?? "", sandbox().gatewayUrl) };
}

async function approvedPayment(overrides: Record<string, unknown> = {}) {
  const created = await post("paypal_hermes/create_payment_resource", checkout(overrides));
  const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token") ?? "";
  const { location } = await decide(`token=${token}`, "approve");
  return { created, token, parameters: Object.fromEntries(location.searchParams) };
}

describe("paypal_hermes/create_payment_resource", () => {
  it("answers 201 with a payment id and a redirect to the PayPal simulator carrying an EC token", async () => {
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout());
    expect(status).toBe(201);
    expect(body.paymentResource).toEqual({
      paymentToken: expect.stringMatching(/^PAYID-[A-Z0-9]{24}$/),
      intent: "authorize",
      redirectUrl: expect.stringMatching(
        new RegExp(`^${sandbox().gatewayUrl}/simulators/paypal/checkout\\?token=EC-[A-Z0-9]{17}$`),
      ),
      authenticateUrl: null,
    });
  });

  it("refuses an invalid amount with 422 and a field error", async () => {
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout({ amount: "ten" }));
    expect(status).toBe(422);
    expect(body.fieldErrors[0]).toEqual({
      field: "paymentResource",
      fieldErrors: [{ field: "amount", code: "93102", message: "Amount is an invalid format." }],
    });
  });

  it("refuses an unsupported currency", async () => {
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout({ currencyIsoCode: "XYZ" }));
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0].field).toBe("currencyIsoCode");
  });

  it("refuses the intent capture, which clients send as sale", async () => {
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout({ intent: "capture" }));
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0].field).toBe("intent");
  });

  it("requires return and cancel URLs", async () => {
    const { status, body } = await post(
      "paypal_hermes/create_payment_resource",
      checkout({ returnUrl: undefined, cancelUrl: "" }),
    );
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors.map((error: Json) => error.field)).toEqual(["returnUrl", "cancelUrl"]);
  });

  it("checks every line item", async () => {
    const lineItems = [
      { name: "Mug", kind: "debit", quantity: "2", unitAmount: "5.00" },
      { name: "", kind: "refund", quantity: "0", unitAmount: "free" },
    ];
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout({ lineItems }));
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors.map((error: Json) => error.field)).toEqual([
      "lineItems[1].name",
      "lineItems[1].kind",
      "lineItems[1].quantity",
      "lineItems[1].unitAmount",
    ]);
  });

  it("refuses shipping options in another currency than the payment", async () => {
    const shippingOptions = [
      { id: "fast", label: "Fast", selected: true, type: "SHIPPING", amount: { value: "5.00", currency: "EUR" } },
    ];
    const { status, body } = await post("paypal_hermes/create_payment_resource", checkout({ shippingOptions }));
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0].field).toBe("shippingOptions[0].amount.currency");
  });

  it("refuses an unknown plan type", async () => {
    const { status } = await post("paypal_hermes/create_payment_resource", checkout({ planType: "WHENEVER" }));
    expect(status).toBe(422);
  });

  it("answers 401 without a valid authorization", async () => {
    const { status } = await post("paypal_hermes/create_payment_resource", {
      ...checkout(),
      tokenizationKey: "development_x_nobody",
    });
    expect(status).toBe(401);
  });

  it("refuses a merchant without PayPal", async () => {
    const { status, body } = await post(
      "paypal_hermes/create_payment_resource",
      { ...checkout(), tokenizationKey: CARDS_ONLY_KEY },
      CARDS_ONLY_MERCHANT,
    );
    expect(status).toBe(422);
    expect(body.error.message).toBe("PayPal is not enabled for this merchant account");
  });
});

describe("paypal_hermes/setup_billing_agreement", () => {
  it("answers 201 with a BA token and an approval URL on the simulator", async () => {
    const { status, body } = await post("paypal_hermes/setup_billing_agreement", {
      returnUrl: RETURN,
      cancelUrl: CANCEL,
      description: "Monthly coffee",
    });
    expect(status).toBe(201);
    expect(body.agreementSetup.tokenId).toMatch(/^BA-[A-Z0-9]{17}$/);
    expect(body.agreementSetup.approvalUrl).toBe(
      `${sandbox().gatewayUrl}/simulators/paypal/agreement?ba_token=${body.agreementSetup.tokenId}`,
    );
  });

  it("refuses a description longer than 255 characters", async () => {
    const { status } = await post("paypal_hermes/setup_billing_agreement", {
      returnUrl: RETURN,
      cancelUrl: CANCEL,
      description: "x".repeat(256),
    });
    expect(status).toBe(422);
  });
});

describe("paypal_hermes/patch_payment_resource", () => {
  it("updates the amount of a payment", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const { status, body } = await post("paypal_hermes/patch_payment_resource", {
      paymentId: created.body.paymentResource.paymentToken,
      currencyIsoCode: "USD",
      amount: "12.00",
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    const page = await (await fetch(`${sandbox().gatewayUrl}/simulators/paypal/checkout?token=${token}`)).text();
    expect(page).toContain("12.00 USD");
  });

  it("finds the payment by its EC token too", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    const { status } = await post("paypal_hermes/patch_payment_resource", {
      paymentId: token,
      currencyIsoCode: "usd",
      amount: "3.00",
    });
    expect(status).toBe(200);
  });

  it("refuses an unknown payment with 422", async () => {
    const { status, body } = await post("paypal_hermes/patch_payment_resource", {
      paymentId: "PAYID-NOPE",
      currencyIsoCode: "USD",
      amount: "1.00",
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe("PayPal payment could not be found");
  });

  it("refuses a currency other than the payment's", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const { status, body } = await post("paypal_hermes/patch_payment_resource", {
      paymentId: created.body.paymentResource.paymentToken,
      currencyIsoCode: "EUR",
      amount: "1.00",
    });
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0].field).toBe("currencyIsoCode");
  });
});

describe("PayPal simulator", () => {
  it("shows the payment with a clear simulator label", async () => {
    const created = await post(
      "paypal_hermes/create_payment_resource",
      checkout({ amount: "42.50", currencyIsoCode: "EUR" }),
    );
    const response = await fetch(created.body.paymentResource.redirectUrl);
    const page = await response.text();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page).toContain("PayPal simulator — paykit local sandbox");
    expect(page).toContain("42.50 EUR");
    expect(page).toContain("Test Shop");
    expect(page).toContain('value="approve"');
    expect(page).toContain('value="cancel"');
  });

  it("sends an approving shopper to the return URL with token, paymentId and PayerID", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    const { status, location } = await decide(`token=${token}`, "approve");
    expect(status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(
      "http://127.0.0.1:4401/web/3.132.0/html/redirect-frame.min.html",
    );
    expect(Object.fromEntries(location.searchParams)).toEqual({
      channel: "abc",
      token,
      paymentId: created.body.paymentResource.paymentToken,
      PayerID: expect.stringMatching(/^[A-Z0-9]{13}$/),
    });
  });

  it("sends a cancelling shopper to the cancel URL with the token", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    const { location } = await decide(`token=${token}`, "cancel");
    expect(location.pathname).toBe("/web/3.132.0/html/cancel-frame.min.html");
    expect(Object.fromEntries(location.searchParams)).toEqual({ channel: "abc", token });
  });

  it("returns ba_token for an approved billing agreement", async () => {
    const created = await post("paypal_hermes/setup_billing_agreement", { returnUrl: RETURN, cancelUrl: CANCEL });
    const { location } = await decide(`ba_token=${created.body.agreementSetup.tokenId}`, "approve");
    expect(location.searchParams.get("ba_token")).toBe(created.body.agreementSetup.tokenId);
    expect(location.searchParams.get("token")).toMatch(/^EC-/);
  });

  it("lets the shopper decide only once", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    await decide(`token=${token}`, "approve");
    expect((await decide(`token=${token}`, "cancel")).status).toBe(409);
  });

  it("answers 404 for an unknown token", async () => {
    expect((await fetch(`${sandbox().gatewayUrl}/simulators/paypal/checkout?token=EC-UNKNOWN`)).status).toBe(404);
  });

  it("hands a simulated-SDK flow back to the merchant origin", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const token = new URL(created.body.paymentResource.redirectUrl).searchParams.get("token");
    const { location } = await decide(
      `token=${token}&sdk=${encodeURIComponent("http://127.0.0.1:4402/shop")}`,
      "approve",
    );
    expect(location.pathname).toBe("/simulators/paypal/sdk/return");
    expect(location.searchParams.get("origin")).toBe("http://127.0.0.1:4402");
    const page = await (await fetch(location)).text();
    expect(page).toContain('postMessage({paykitPayPalSimulator:result},"http://127.0.0.1:4402")');
  });

  it("serves the simulated PayPal SDK as JavaScript", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/simulators/paypal/sdk/js?client-id=x&components=buttons`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("window.paypal =");
  });

  it("answers the SDK preload ping with 204", async () => {
    expect((await fetch(`${sandbox().gatewayUrl}/simulators/paypal/smart/buttons/preload?client-id=x`)).status).toBe(
      204,
    );
  });
});

describe("payment_methods/paypal_accounts", () => {
  it("tokenizes an approved payment into a PayPalAccount nonce", async () => {
    const { created, parameters } = await approvedPayment();
    const { status, body } = await post("payment_methods/paypal_accounts", {
      paypalAccount: {
        correlationId: parameters.token,
        options: { validate: false },
        paymentToken: parameters.paymentId,
        payerId: parameters.PayerID,
        unilateral: false,
        intent: "authorize",
      },
    });
    expect(status).toBe(201);
    expect(created.body.paymentResource.paymentToken).toBe(parameters.paymentId);
    expect(body.paypalAccounts[0]).toEqual({
      type: "PayPalAccount",
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: "PayPal",
      consumed: false,
      details: {
        email: "sandbox.shopper@example.com",
        correlationId: parameters.token,
        payerInfo: {
          email: "sandbox.shopper@example.com",
          firstName: "Sandy",
          lastName: "Shopper",
          payerId: parameters.PayerID,
          countryCode: "US",
        },
      },
    });
  });

  it("adds credit financing, the selected shipping option and the shipping address when asked for", async () => {
    const shippingOptions = [
      { id: "fast", label: "Fast", selected: true, type: "SHIPPING", amount: { value: "5.00", currency: "USD" } },
    ];
    const { parameters } = await approvedPayment({
      offerPaypalCredit: true,
      shippingOptions,
      experienceProfile: { noShipping: "false" },
    });
    const { body } = await post("payment_methods/paypal_accounts", {
      paypalAccount: { paymentToken: parameters.paymentId, payerId: parameters.PayerID },
    });
    const details = body.paypalAccounts[0].details;
    expect(details.shippingOptionId).toBe("fast");
    expect(details.creditFinancingOffered).toMatchObject({ term: 12, totalCost: { value: "10.00", currency: "USD" } });
    expect(details.payerInfo.shippingAddress).toMatchObject({ line1: "1 Sandbox Street", countryCode: "US" });
  });

  it("refuses a payment the shopper has not approved", async () => {
    const created = await post("paypal_hermes/create_payment_resource", checkout());
    const { status, body } = await post("payment_methods/paypal_accounts", {
      paypalAccount: { paymentToken: created.body.paymentResource.paymentToken, payerId: "SOMEONE" },
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe("PayPal payment has not been approved by the payer");
  });

  it("refuses a payer other than the one who approved", async () => {
    const { parameters } = await approvedPayment();
    const { status } = await post("payment_methods/paypal_accounts", {
      paypalAccount: { paymentToken: parameters.paymentId, payerId: "NOTTHEPAYER01" },
    });
    expect(status).toBe(422);
  });

  it("tokenizes a payment once only", async () => {
    const { parameters } = await approvedPayment();
    const account = { paypalAccount: { paymentToken: parameters.paymentId, payerId: parameters.PayerID } };
    expect((await post("payment_methods/paypal_accounts", account)).status).toBe(201);
    const second = await post("payment_methods/paypal_accounts", account);
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe("PayPal payment has already been tokenized");
  });

  it("tokenizes an approved billing agreement", async () => {
    const created = await post("paypal_hermes/setup_billing_agreement", { returnUrl: RETURN, cancelUrl: CANCEL });
    await decide(`ba_token=${created.body.agreementSetup.tokenId}`, "approve");
    const { status, body } = await post("payment_methods/paypal_accounts", {
      paypalAccount: { billingAgreementToken: created.body.agreementSetup.tokenId, options: { validate: false } },
    });
    expect(status).toBe(201);
    expect(body.paypalAccounts[0].type).toBe("PayPalAccount");
  });

  it("refuses a cancelled billing agreement", async () => {
    const created = await post("paypal_hermes/setup_billing_agreement", { returnUrl: RETURN, cancelUrl: CANCEL });
    await decide(`ba_token=${created.body.agreementSetup.tokenId}`, "cancel");
    const { status } = await post("payment_methods/paypal_accounts", {
      paypalAccount: { billingAgreementToken: created.body.agreementSetup.tokenId },
    });
    expect(status).toBe(422);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypalCheckout, type PayPalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { bodiesSentTo, decideOnSimulator } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: PayPalCheckout;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  instance = await paypalCheckout.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
  return () => instance.teardown();
});

function lastTokenizeBody(): Record<string, any> {
  return bodiesSentTo(sandbox(), "payment_methods/paypal_accounts").at(-1) ?? {};
}

/** What the PayPal SDK's onApprove hands over after the shopper approved on the simulator. */
async function approvedCheckout(options: Record<string, unknown> = {}) {
  const token = await instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD", ...options });
  const parameters = await decideOnSimulator(sandbox(), "paypal", `token=${token}`, "approve");
  return { orderID: token, paymentID: parameters.paymentId, payerID: parameters.PayerID };
}

async function approvedAgreement() {
  const billingToken = await instance.createPayment({ flow: "vault" });
  await decideOnSimulator(sandbox(), "paypal", `ba_token=${billingToken}`, "approve");
  return { billingToken, orderID: "EC-IGNORED" };
}

describe("tokenizePayment, checkout flow", () => {
  it("resolves with a PayPalAccount nonce and the payer", async () => {
    const data = await approvedCheckout();
    await expect(instance.tokenizePayment(data)).resolves.toEqual({
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "PayPalAccount",
      details: {
        email: "sandbox.shopper@example.com",
        firstName: "Sandy",
        lastName: "Shopper",
        payerId: data.payerID,
        countryCode: "US",
      },
    });
  });

  it("posts the payment, the payer and the intent of the payment created", async () => {
    const data = await approvedCheckout({ intent: "capture" });
    await instance.tokenizePayment(data);
    expect(lastTokenizeBody()).toMatchObject({
      paypalAccount: {
        options: { validate: false },
        paymentToken: data.paymentID,
        payerId: data.payerID,
        unilateral: false,
        intent: "capture",
      },
    });
    expect(lastTokenizeBody().paypalAccount).not.toHaveProperty("billingAgreementToken");
  });

  it("prefers the intent given to tokenizePayment", async () => {
    const data = await approvedCheckout({ intent: "capture" });
    await instance.tokenizePayment({ ...data, intent: "authorize" });
    expect(lastTokenizeBody().paypalAccount.intent).toBe("authorize");
  });

  it("uses the risk correlation id of the payment created as correlation id", async () => {
    const data = await approvedCheckout({ riskCorrelationId: "risk-7" });
    await instance.tokenizePayment({ ...data, paymentToken: data.orderID });
    expect(lastTokenizeBody().paypalAccount.correlationId).toBe("risk-7");
  });

  it("uses the EC token as correlation id otherwise", async () => {
    const data = await approvedCheckout();
    await instance.tokenizePayment({ ...data, paymentToken: data.orderID });
    expect(lastTokenizeBody().paypalAccount.correlationId).toBe(data.orderID);
  });

  it("falls back to the order id as payment token", async () => {
    const token = await instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD" });
    const parameters = await decideOnSimulator(sandbox(), "paypal", `token=${token}`, "approve");
    await instance.tokenizePayment({ orderID: token, payerID: parameters.PayerID, flow: "checkout" });
    expect(lastTokenizeBody().paypalAccount.paymentToken).toBe(token);
  });

  it("returns credit financing and the selected shipping option", async () => {
    const shippingOptions = [
      {
        id: "pickup",
        label: "Pick up",
        selected: true,
        type: "PICKUP" as const,
        amount: { value: "0.00", currency: "USD" },
      },
    ];
    const data = await approvedCheckout({ offerCredit: true, shippingOptions });
    const payload = await instance.tokenizePayment(data);
    expect(payload.shippingOptionId).toBe("pickup");
    expect(payload.creditFinancingOffered).toMatchObject({ term: 12, payerAcceptance: true });
  });

  it("sends the merchant account id given at create", async () => {
    const other = await paypalCheckout.create({
      authorization: sandbox().tokenizationKey,
      merchantAccountId: "sandbox_merchant_1_USD",
    });
    await other.tokenizePayment({ paymentID: "PAYID-X", payerID: "P" }).catch(() => undefined);
    expect(lastTokenizeBody().merchantAccountId).toBe("sandbox_merchant_1_USD");
    await other.teardown();
  });

  it("passes the client's CLIENT_REQUEST_ERROR through when the payment was not approved, as the provider does", async () => {
    const token = await instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD" });
    await expect(
      instance.tokenizePayment({ orderID: token, payerID: "NOBODY", paymentID: "PAYID-NONE" }),
    ).rejects.toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
      details: { httpStatus: 422, originalError: expect.anything() },
    });
  });

  it("passes a 5xx through as the client's CLIENT_GATEWAY_NETWORK, as the provider does", async () => {
    const data = await approvedCheckout();
    sandbox().inject({ path: "paypal_accounts", status: 502, times: 2 });
    const failure = await instance.tokenizePayment(data).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BraintreeError", code: "CLIENT_GATEWAY_NETWORK", type: "NETWORK" });
    expect((failure as { details: unknown }).details).toEqual({ httpStatus: 502 });
  });

  it("passes two dropped connections through as the client's CLIENT_GATEWAY_NETWORK", async () => {
    const data = await approvedCheckout();
    sandbox().inject({ path: "paypal_accounts", drop: true, times: 2 });
    await expect(instance.tokenizePayment(data)).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      details: { httpStatus: 500 },
    });
  });
});

describe("tokenizePayment, vault flow", () => {
  it("treats data without a payment id as a billing agreement", async () => {
    const data = await approvedAgreement();
    const payload = await instance.tokenizePayment(data);
    expect(payload.type).toBe("PayPalAccount");
    expect(lastTokenizeBody().paypalAccount).toMatchObject({
      billingAgreementToken: data.billingToken,
      correlationId: data.billingToken,
      options: { validate: false },
    });
    expect(lastTokenizeBody().paypalAccount).not.toHaveProperty("paymentToken");
  });

  it("validates (vaults) the account with a client token", async () => {
    const clientToken = await sandbox().createClientToken({ customerId: "42" });
    const vaulting = await paypalCheckout.create({ authorization: clientToken });
    const billingToken = await vaulting.createPayment({ flow: "vault" });
    await decideOnSimulator(sandbox(), "paypal", `ba_token=${billingToken}`, "approve");
    await vaulting.tokenizePayment({ billingToken });
    expect(lastTokenizeBody().paypalAccount.options).toEqual({ validate: true });
    await vaulting.teardown();
  });

  it("does not vault when vault is false", async () => {
    const clientToken = await sandbox().createClientToken({ customerId: "42" });
    const vaulting = await paypalCheckout.create({ authorization: clientToken });
    const billingToken = await vaulting.createPayment({ flow: "vault" });
    await decideOnSimulator(sandbox(), "paypal", `ba_token=${billingToken}`, "approve");
    await vaulting.tokenizePayment({ billingToken, vault: false });
    expect(lastTokenizeBody().paypalAccount.options).toEqual({ validate: false });
    await vaulting.teardown();
  });

  it("never validates with a tokenization key", async () => {
    const data = await approvedAgreement();
    await instance.tokenizePayment({ ...data, vault: true });
    expect(lastTokenizeBody().paypalAccount.options).toEqual({ validate: false });
  });

  it("passes the client's request error through for a cancelled agreement, as the provider does", async () => {
    const billingToken = await instance.createPayment({ flow: "vault" });
    await decideOnSimulator(sandbox(), "paypal", `ba_token=${billingToken}`, "cancel");
    await expect(instance.tokenizePayment({ billingToken })).rejects.toMatchObject({ code: "CLIENT_REQUEST_ERROR" });
  });
});

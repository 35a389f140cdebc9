// `transaction sale` on the sandbox gateway: amount-driven results (WIRE.md §8.2), single use of a nonce.
import { describe, expect, it } from "vitest";
import { NonceBook } from "../../../sandbox/gateway/core/nonce-book.js";
import { decideAmount } from "../../../sandbox/gateway/core/transactions.js";
import { FUTURE_YEAR, type Json, postClassicCard, useSandbox } from "./support.js";

const sandbox = useSandbox();

async function cardNonce(number = "4111111111111111"): Promise<string> {
  const response = await postClassicCard(sandbox(), {
    creditCard: { number, expiration_month: "12", expiration_year: FUTURE_YEAR, cvv: "123" },
    tokenizationKey: sandbox().tokenizationKey,
  });
  return (await response.json()).creditCards[0].nonce;
}

async function sale(
  transaction: Record<string, unknown>,
  merchantId = sandbox().merchantId,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}/merchants/${merchantId}/transactions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ transaction: { type: "sale", ...transaction } }),
  });
  return { status: response.status, body: await response.json() };
}

describe("transaction sale", () => {
  it("authorizes a card nonce for an ordinary amount, with the card's type and last four", async () => {
    const { status, body } = await sale({ amount: "10.00", paymentMethodNonce: await cardNonce() });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      transaction: {
        status: "authorized",
        amount: "10.00",
        processorResponseCode: "1000",
        cardType: "Visa",
        last4: "1111",
      },
    });
  });

  it("declines an amount from 2000.00 with the amount as the processor response code", async () => {
    const { status, body } = await sale({ amount: "2001.00", paymentMethodNonce: await cardNonce() });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      success: false,
      message: "Insufficient Funds",
      transaction: { status: "processor_declined", processorResponseCode: "2001" },
    });
  });

  it("refuses a nonce used once already", async () => {
    const nonce = await cardNonce();
    await sale({ amount: "10.00", paymentMethodNonce: nonce });
    const { status, body } = await sale({ amount: "10.00", paymentMethodNonce: nonce });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: "93107", attribute: "payment_method_nonce" });
  });

  it("refuses a nonce the sandbox never issued", async () => {
    const { status, body } = await sale({ amount: "10.00", paymentMethodNonce: "not-a-nonce" });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: "91565", message: "Unknown or expired payment_method_nonce." });
  });

  it("refuses an amount that is not a positive decimal", async () => {
    for (const amount of ["0", "-1", "ten", "1e400", null]) {
      const { status, body } = await sale({ amount, paymentMethodNonce: "fake-valid-nonce" });
      expect(status, String(amount)).toBe(422);
      expect(body.errors[0].code).toBe("81531");
    }
  });

  it("charges the provider's server-side test nonces", async () => {
    const { status, body } = await sale({ amount: "5.00", paymentMethodNonce: "fake-valid-amex-nonce" });
    expect(status).toBe(201);
    expect(body.transaction).toMatchObject({ cardType: "American Express", status: "authorized" });
  });
});

describe("the sandbox processor's amounts", () => {
  it.each([
    [1000, "authorized", "1000"],
    [199999, "authorized", "1000"],
    [200000, "processor_declined", "2000"],
    [201000, "processor_declined", "2010"],
    [299999, "processor_declined", "2999"],
    [300000, "failed", "3000"],
    [300099, "failed", "3000"],
    [500100, "gateway_rejected", ""],
  ])("%i cents are %s (%s)", (cents, status, code) => {
    expect(decideAmount(cents)).toMatchObject({ status, code });
  });
});

describe("the gateway's book of issued nonces", () => {
  it("finds nonces of any payment method in an answer, with card type and last four where given", () => {
    const book = new NonceBook();
    book.recordFrom({
      paypalAccounts: [{ type: "PayPalAccount", nonce: "pp-1", description: "PayPal", details: { email: "a@b.c" } }],
      data: {
        nested: [{ type: "MasterpassCard", nonce: "mp-1", details: { cardType: "MasterCard", lastFour: "4444" } }],
      },
    });
    expect(book.get("pp-1")).toMatchObject({ type: "PayPalAccount", consumed: false });
    expect(book.get("mp-1")).toMatchObject({ type: "MasterpassCard", cardType: "MasterCard", lastFour: "4444" });
    expect(book.get("absent")).toBeUndefined();
  });

  it("finds the payment method id a payment context (Venmo) hands out", () => {
    const book = new NonceBook();
    book.recordFrom({
      data: { node: { status: "APPROVED", paymentMethodId: "fake-venmo-account-nonce-1", userName: "@venmojoe" } },
    });
    expect(book.get("fake-venmo-account-nonce-1")).toMatchObject({ consumed: false });
  });
});

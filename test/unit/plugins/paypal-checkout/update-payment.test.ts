// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypalCheckout, type PayPalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { bodiesSentTo } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: PayPalCheckout;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  instance = await paypalCheckout.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
  return () => instance.teardown();
});

const shipping = (currency: string) => [
  { id: "fast", label: "Fast", selected: true, type: "SHIPPING" as const, amount: { value: "2.00", currency } },
];

/** The id the PayPal SDK hands merchants for a payment: its EC token. */
function newPaymentId(): Promise<string> {
  return instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD" });
}

describe("updatePayment validation", () => {
  it("requires paymentId", async () => {
    await expect(instance.updatePayment({ currency: "USD", amount: "1.00" } as never)).rejects.toMatchObject({
      code: "PAYPAL_MISSING_REQUIRED_OPTION",
      type: "MERCHANT",
      message: "Missing required option.",
    });
  });

  it("requires currency", async () => {
    await expect(instance.updatePayment({ paymentId: "PAYID-1", amount: "1.00" } as never)).rejects.toMatchObject({
      code: "PAYPAL_MISSING_REQUIRED_OPTION",
    });
  });

  it("requires an amount or line items", async () => {
    await expect(instance.updatePayment({ paymentId: "PAYID-1", currency: "USD" })).rejects.toMatchObject({
      code: "PAYPAL_MISSING_REQUIRED_OPTION",
    });
  });

  it("requires options at all", async () => {
    for (const options of [undefined, null, "PAYID-1", 42]) {
      await expect(instance.updatePayment(options as never)).rejects.toMatchObject({
        code: "PAYPAL_MISSING_REQUIRED_OPTION",
      });
    }
  });

  it("refuses shipping options in another currency", async () => {
    const failure = (await instance
      .updatePayment({ paymentId: "PAYID-1", currency: "USD", amount: "1.00", shippingOptions: shipping("EUR") })
      .catch((error: unknown) => error)) as {
      code: string;
      type: string;
      message: string;
      details: { originalError: Error };
    };
    expect(failure).toMatchObject({
      code: "PAYPAL_INVALID_PAYMENT_OPTION",
      type: "MERCHANT",
      message: "PayPal payment options are invalid.",
    });
    expect(failure.details.originalError).toBeInstanceOf(Error);
    expect(failure.details.originalError.message).toBe(
      "One or more shipping option currencies differ from checkout currency.",
    );
  });

  it("refuses a shipping option without an amount currency", async () => {
    const shippingOptions = [{ id: "x", label: "X", selected: true, type: "SHIPPING", amount: { value: "1.00" } }];
    await expect(
      instance.updatePayment({ paymentId: "PAYID-1", currency: "USD", amount: "1.00", shippingOptions } as never),
    ).rejects.toMatchObject({ code: "PAYPAL_INVALID_PAYMENT_OPTION" });
  });

  it("sends nothing when the options are invalid", async () => {
    await instance.updatePayment({ paymentId: "PAYID-1", currency: "USD" }).catch(() => undefined);
    expect(bodiesSentTo(sandbox(), "paypal_hermes/patch_payment_resource")).toEqual([]);
  });
});

describe("updatePayment", () => {
  it("compares shipping option currencies ignoring letter case", async () => {
    const paymentId = await newPaymentId();
    await expect(
      instance.updatePayment({ paymentId, currency: "usd", amount: "12.00", shippingOptions: shipping("USD") }),
    ).resolves.toEqual({ _httpStatus: 200 });
  });

  it("posts the update with the shipping address flattened", async () => {
    const paymentId = await newPaymentId();
    const lineItems = [{ name: "Mug", kind: "debit" as const, quantity: "1", unitAmount: "12.00" }];
    const shippingAddress = {
      line1: "1 Main St",
      city: "Chicago",
      state: "IL",
      postalCode: "60606",
      countryCode: "US",
      phone: "3125550000",
    };
    await instance.updatePayment({
      paymentId,
      currency: "USD",
      amount: "12.00",
      lineItems,
      amountBreakdown: { itemTotal: "12.00" },
      shippingAddress,
    });
    expect(bodiesSentTo(sandbox(), "paypal_hermes/patch_payment_resource").at(-1)).toMatchObject({
      paymentId,
      currencyIsoCode: "USD",
      amount: "12.00",
      lineItems,
      amountBreakdown: { itemTotal: "12.00" },
      ...shippingAddress,
    });
  });

  it("fails with PAYPAL_INVALID_PAYMENT_OPTION when the gateway answers 422", async () => {
    await expect(
      instance.updatePayment({ paymentId: "PAYID-UNKNOWN", currency: "USD", amount: "1.00" }),
    ).rejects.toMatchObject({
      code: "PAYPAL_INVALID_PAYMENT_OPTION",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
  });

  it("passes a 5xx through as the client's CLIENT_GATEWAY_NETWORK, as the provider does", async () => {
    sandbox().inject({ path: "patch_payment_resource", status: 500, times: 2 });
    await expect(
      instance.updatePayment({ paymentId: "PAYID-1", currency: "USD", amount: "1.00" }),
    ).rejects.toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
      details: { httpStatus: 500 },
    });
  });
});

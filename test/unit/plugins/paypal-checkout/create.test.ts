// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();
const CARDS_ONLY_KEY = "development_b3n8w4zp_sandbox_merchant_2";

let paypalClient: Client;

beforeEach(async () => {
  clearClientCache();
  paypalClient = await client.create({ authorization: sandbox().tokenizationKey });
});

describe("paypalCheckout.create", () => {
  it("carries the library version", () => {
    expect(paypalCheckout.VERSION).toBe("3.132.0");
  });

  it("creates an instance from a client", async () => {
    const instance = await paypalCheckout.create({ client: paypalClient });
    expect(typeof instance.createPayment).toBe("function");
    await instance.teardown();
  });

  it("creates an instance from an authorization", async () => {
    const instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
    await expect(instance.getClientId()).resolves.toMatch(/^AZsandbox/);
    await instance.teardown();
  });

  it("calls back with the instance in callback style", async () => {
    const instance = await new Promise((resolve, reject) => {
      const returned = paypalCheckout.create({ client: paypalClient }, (error, created) =>
        error ? reject(error) : resolve(created),
      );
      expect(returned).toBeUndefined();
    });
    expect(instance).toHaveProperty("tokenizePayment");
  });

  it("refuses a merchant without PayPal", async () => {
    await expect(paypalCheckout.create({ authorization: CARDS_ONLY_KEY })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "PAYPAL_NOT_ENABLED",
      type: "MERCHANT",
      message: "PayPal is not enabled for this merchant.",
    });
  });

  it("trusts a merchant account named by the merchant without checking enablement", async () => {
    const instance = await paypalCheckout.create({
      authorization: CARDS_ONLY_KEY,
      merchantAccountId: "cards_only_USD",
    });
    expect(typeof instance.createPayment).toBe("function");
    await instance.teardown();
  });

  it("requires a client or an authorization", async () => {
    await expect(paypalCheckout.create({})).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating PayPal Checkout.",
    });
  });

  it("resolves the PayPal client id of the configuration", async () => {
    const instance = await paypalCheckout.create({ client: paypalClient });
    const configured = (paypalClient.getConfiguration().gatewayConfiguration.paypal as { clientId: string }).clientId;
    await expect(instance.getClientId()).resolves.toBe(configured);
    await instance.teardown();
  });

  it("makes every method throw after teardown", async () => {
    const instance = await paypalCheckout.create({ client: paypalClient });
    await instance.teardown();
    for (const method of [
      "createPayment",
      "updatePayment",
      "tokenizePayment",
      "getClientId",
      "loadPayPalSDK",
      "startVaultInitiatedCheckout",
    ] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

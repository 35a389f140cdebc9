import { describe, expect, it } from "vitest";
import { paypalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";

useSandbox({
  merchants: [
    {
      merchantId: "unlinked_shop",
      tokenizationKey: "development_c3d4e5f6_unlinked_shop",
      graphQL: false,
      challenges: [],
      supportedCardTypes: ["Visa"],
      methods: { paypal: true },
      paypalAccountLinked: false,
    },
  ],
});

describe("PayPal sandbox account linking", () => {
  it("refuses a sandbox merchant whose PayPal sandbox account is not linked", async () => {
    await expect(paypalCheckout.create({ authorization: "development_c3d4e5f6_unlinked_shop" })).rejects.toMatchObject({
      code: "PAYPAL_SANDBOX_ACCOUNT_NOT_LINKED",
      type: "MERCHANT",
      message:
        "A linked PayPal Sandbox account is required to use PayPal Checkout in Sandbox. See https://developer.paypal.com/braintree/docs/guides/paypal/testing-go-live#linked-paypal-testing for details on linking your PayPal sandbox with Braintree.",
    });
  });
});

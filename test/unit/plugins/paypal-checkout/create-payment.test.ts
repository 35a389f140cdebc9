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

function lastBody(endpoint = "paypal_hermes/create_payment_resource"): Record<string, unknown> {
  return bodiesSentTo(sandbox(), endpoint).at(-1) ?? {};
}

describe("createPayment, checkout flow", () => {
  it("resolves with the EC token of PayPal's redirect URL", async () => {
    await expect(instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD" })).resolves.toMatch(
      /^EC-[A-Z0-9]{17}$/,
    );
  });

  it("posts amount, currency and the experience profile", async () => {
    await instance.createPayment({
      flow: "checkout",
      amount: "10.00",
      currency: "USD",
      locale: "en_GB",
      landingPageType: "login",
    });
    expect(lastBody()).toMatchObject({
      returnUrl: "https://www.paypal.com/checkoutnow/error",
      cancelUrl: "https://www.paypal.com/checkoutnow/error",
      offerPaypalCredit: false,
      experienceProfile: {
        brandName: "Paykit Sandbox Store",
        localeCode: "en_GB",
        noShipping: "true",
        addressOverride: false,
        landingPageType: "login",
      },
      amount: "10.00",
      currencyIsoCode: "USD",
      tokenizationKey: sandbox().tokenizationKey,
      braintreeLibraryVersion: "braintree/web/3.132.0",
    });
  });

  it("sends the intent capture as sale", async () => {
    await instance.createPayment({ flow: "checkout", amount: "1.00", currency: "USD", intent: "capture" });
    expect(lastBody().intent).toBe("sale");
  });

  it("sends other intents as given", async () => {
    await instance.createPayment({ flow: "checkout", amount: "1.00", currency: "USD", intent: "order" });
    expect(lastBody().intent).toBe("order");
  });

  it("sends line items, shipping options and the amount breakdown", async () => {
    const lineItems = [{ name: "Mug", kind: "debit" as const, quantity: "2", unitAmount: "5.00" }];
    const shippingOptions = [
      {
        id: "fast",
        label: "Fast",
        selected: true,
        type: "SHIPPING" as const,
        amount: { value: "2.00", currency: "USD" },
      },
    ];
    const amountBreakdown = { itemTotal: "10.00", shipping: "2.00" };
    await instance.createPayment({
      flow: "checkout",
      amount: "12.00",
      currency: "USD",
      lineItems,
      shippingOptions,
      amountBreakdown,
    });
    expect(lastBody()).toMatchObject({ lineItems, shippingOptions, amountBreakdown });
  });

  it("flattens the shipping address override into the body", async () => {
    const shippingAddressOverride = {
      line1: "1 Main St",
      city: "Chicago",
      state: "IL",
      postalCode: "60606",
      countryCode: "US",
      recipientName: "Ada",
    };
    await instance.createPayment({
      flow: "checkout",
      amount: "1.00",
      currency: "USD",
      shippingAddressOverride,
      shippingAddressEditable: false,
    });
    expect(lastBody()).toMatchObject({ ...shippingAddressOverride, experienceProfile: { addressOverride: true } });
  });

  it("sends the checkout-only options", async () => {
    await instance.createPayment({
      flow: "checkout",
      amount: "1.00",
      currency: "USD",
      requestBillingAgreement: true,
      billingAgreementDetails: { description: "Future purchases" },
      contactPreference: "UPDATE_CONTACT_INFO",
      vaultInitiatedCheckoutPaymentMethodToken: "vaulted-token",
      enableShippingAddress: true,
      offerCredit: true,
      userAction: "COMMIT",
    });
    expect(lastBody()).toMatchObject({
      requestBillingAgreement: true,
      billingAgreementDetails: { description: "Future purchases" },
      contactPreference: "UPDATE_CONTACT_INFO",
      vaultInitiatedCheckoutPaymentMethodToken: "vaulted-token",
      offerPaypalCredit: true,
      experienceProfile: { noShipping: "false", userAction: "COMMIT" },
    });
  });

  it("renames the payer email and the risk correlation id", async () => {
    await instance.createPayment({
      flow: "checkout",
      amount: "1.00",
      currency: "USD",
      userAuthenticationEmail: "a@example.com",
      riskCorrelationId: "risk-1",
    });
    expect(lastBody()).toMatchObject({ payer_email: "a@example.com", correlationId: "risk-1" });
  });

  it("passes the app switch, shipping callback and Payment Ready options through", async () => {
    await instance.createPayment({
      flow: "checkout",
      amount: "1.00",
      currency: "USD",
      appSwitchPreference: { launchPaypalApp: true },
      shippingCallbackUrl: "https://shop.example/shipping",
      paymentReadySessionId: "session-1",
    });
    expect(lastBody()).toMatchObject({
      appSwitchPreference: { launchPaypalApp: true },
      shippingCallbackUrl: "https://shop.example/shipping",
      paymentReadySessionId: "session-1",
    });
  });

  it("uses the merchant's return and cancel URLs when given", async () => {
    await instance.createPayment({
      flow: "checkout",
      amount: "1.00",
      currency: "USD",
      returnUrl: "https://shop.example/ok",
      cancelUrl: "https://shop.example/no",
    });
    expect(lastBody()).toMatchObject({ returnUrl: "https://shop.example/ok", cancelUrl: "https://shop.example/no" });
  });

  it("uses the display name over the configured one", async () => {
    await instance.createPayment({ flow: "checkout", amount: "1.00", currency: "USD", displayName: "Corner Shop" });
    expect(lastBody()).toMatchObject({ experienceProfile: { brandName: "Corner Shop" } });
  });

  it("sends the merchant account id given at create", async () => {
    const other = await paypalCheckout.create({
      authorization: sandbox().tokenizationKey,
      merchantAccountId: "sandbox_merchant_1_EUR",
    });
    await other.createPayment({ flow: "checkout", amount: "1.00", currency: "EUR" });
    expect(lastBody().merchantAccountId).toBe("sandbox_merchant_1_EUR");
    await other.teardown();
  });

  it("fails with PAYPAL_INVALID_PAYMENT_OPTION when the gateway answers 422", async () => {
    const failure = await instance
      .createPayment({ flow: "checkout", amount: "free", currency: "USD" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: "BraintreeError",
      code: "PAYPAL_INVALID_PAYMENT_OPTION",
      type: "MERCHANT",
      message: "PayPal payment options are invalid.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR", details: { httpStatus: 422 } } },
    });
  });

  it("passes a 5xx through as the client's CLIENT_GATEWAY_NETWORK, as the provider does", async () => {
    sandbox().inject({ path: "create_payment_resource", status: 503, times: 2 });
    const failure = await instance
      .createPayment({ flow: "checkout", amount: "1.00", currency: "USD" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
    });
    expect((failure as { details: unknown }).details).toEqual({ httpStatus: 503 });
  });

  it("fails with PAYPAL_FLOW_FAILED when the answer has no redirect URL", async () => {
    sandbox().inject({ path: "create_payment_resource", status: 201, body: { paymentResource: {} } });
    await expect(instance.createPayment({ flow: "checkout", amount: "1.00", currency: "USD" })).rejects.toMatchObject({
      code: "PAYPAL_FLOW_FAILED",
    });
  });
});

describe("createPayment, vault flow", () => {
  it("resolves with the billing agreement token", async () => {
    await expect(instance.createPayment({ flow: "vault" })).resolves.toMatch(/^BA-[A-Z0-9]{17}$/);
  });

  it("posts the shipping address and the agreement description, not the checkout fields", async () => {
    const shippingAddressOverride = {
      line1: "1 Main St",
      city: "Chicago",
      state: "IL",
      postalCode: "60606",
      countryCode: "US",
    };
    await instance.createPayment({
      flow: "vault",
      shippingAddressOverride,
      billingAgreementDescription: "Monthly coffee",
      amount: "1.00",
      currency: "USD",
      intent: "capture",
    });
    const body = lastBody("paypal_hermes/setup_billing_agreement");
    expect(body).toMatchObject({ shippingAddress: shippingAddressOverride, description: "Monthly coffee" });
    expect(body).not.toHaveProperty("amount");
    expect(body).not.toHaveProperty("intent");
    expect(body).not.toHaveProperty("line1");
  });

  it("sends the plan type and the plan's metadata", async () => {
    const planMetadata = {
      billingCycles: [
        {
          billingFrequency: "1",
          billingFrequencyUnit: "MONTH",
          numberOfExecutions: "12",
          sequence: "1",
          startDate: "2030-01-01T00:00:00Z",
          trial: false,
          pricingScheme: { pricingModel: "FIXED", price: "9.99" },
          unexpected: "dropped",
        },
      ],
      currencyIsoCode: "USD",
      name: "Coffee club",
      productPrice: "9.99",
      productQuantity: "1",
      totalAmount: "9.99",
      unknownField: "dropped",
    };
    await instance.createPayment({ flow: "vault", planType: "SUBSCRIPTION", planMetadata } as never);
    expect(lastBody("paypal_hermes/setup_billing_agreement")).toMatchObject({
      planType: "SUBSCRIPTION",
      planMetadata: {
        billingCycles: [
          {
            billingFrequency: "1",
            billingFrequencyUnit: "MONTH",
            numberOfExecutions: "12",
            sequence: "1",
            startDate: "2030-01-01T00:00:00Z",
            trial: false,
            pricingScheme: { pricingModel: "FIXED", price: "9.99" },
          },
        ],
        currencyIsoCode: "USD",
        name: "Coffee club",
        productPrice: "9.99",
        productQuantity: "1",
        totalAmount: "9.99",
      },
    });
    const sent = lastBody("paypal_hermes/setup_billing_agreement").planMetadata as Record<string, unknown>;
    expect(sent).not.toHaveProperty("unknownField");
    expect((sent.billingCycles as Array<Record<string, unknown>>)[0]).not.toHaveProperty("unexpected");
  });
});

describe("createPayment flow option", () => {
  it("requires flow checkout or vault", async () => {
    for (const options of [{}, { flow: "other" }, { flow: "toString" }, null, undefined, "checkout"]) {
      await expect(instance.createPayment(options as never)).rejects.toMatchObject({
        code: "PAYPAL_FLOW_OPTION_REQUIRED",
        type: "MERCHANT",
        message: "PayPal flow property is invalid or missing.",
      });
    }
  });

  it("sends nothing when the flow is invalid", async () => {
    await instance.createPayment({ flow: "nope" } as never).catch(() => undefined);
    expect(bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource")).toEqual([]);
  });

  it("calls back with the token in callback style", async () => {
    const token = await new Promise((resolve, reject) => {
      const returned = (instance.createPayment as (o: unknown, cb: (e: Error | null, t: unknown) => void) => unknown)(
        { flow: "vault" },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      expect(returned).toBeUndefined();
    });
    expect(token).toMatch(/^BA-/);
  });
});

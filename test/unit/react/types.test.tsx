// Types of <PaymentMethod>, checked by the type check `npm test` runs (an unused @ts-expect-error fails it).
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  PaymentMethod,
  type MethodInstance,
  type MethodOptions,
  type MethodPayload,
  type MethodPaymentRequest,
  type PaymentMethodName,
} from "../../../react/index.js";
import type { PayPal } from "../../../plugins/paypal/index.js";
import type { PayPalCheckoutTokenizePayload } from "../../../plugins/paypal-checkout/index.js";
import type { GooglePaymentCreateOptions } from "../../../plugins/google-payment/index.js";
import { hasDefaultButton } from "../../../react/plugins.js";

describe("<PaymentMethod> types", () => {
  it("accepts only the names of payment methods paykit has", () => {
    expectTypeOf<"paypal">().toMatchTypeOf<PaymentMethodName>();
    // @ts-expect-error a typo is a compile error, not a runtime surprise
    const typo: PaymentMethodName = "venmoo";
    expect(typo).toBe("venmoo");
  });

  it("types options and instance per method", () => {
    expectTypeOf<MethodOptions<"googlePayment">>().toEqualTypeOf<GooglePaymentCreateOptions>();
    expectTypeOf<MethodInstance<"paypal">>().toMatchTypeOf<PayPal>();
  });

  it("requires a render prop for methods without a default button", () => {
    const withRender = <PaymentMethod name="visaCheckout">{({ ready }) => String(ready)}</PaymentMethod>;
    const withButton = <PaymentMethod name="paypal" tokenizeOptions={{ flow: "vault" }} />;
    // @ts-expect-error Visa Checkout's flow is not one tokenize call: it has no default button
    const missing = <PaymentMethod name="visaCheckout" />;
    expect([withRender, withButton, missing].every(Boolean)).toBe(true);
    expect(hasDefaultButton("paypal")).toBe(true);
    expect(hasDefaultButton("visaCheckout")).toBe(false);
  });

  it("gives Google Pay and Apple Pay a default button that opens the wallet with paymentRequest", () => {
    const googlePay = (
      <PaymentMethod
        name="googlePayment"
        paymentRequest={{ transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } }}
        buttonStyle={{ color: "black", type: "buy" }}
      />
    );
    const applePay = <PaymentMethod name="applePay" paymentRequest={{ total: { label: "Shop", amount: "10.00" } }} />;
    expect([googlePay, applePay].every(Boolean)).toBe(true);
    expect(hasDefaultButton("googlePayment")).toBe(true);
    expect(hasDefaultButton("applePay")).toBe(true);
  });

  it("gives PayPal Checkout PayPal's own buttons, ordering its createPayment options and paying its tokenizePayment", () => {
    const paypalCheckout = (
      <PaymentMethod name="paypalCheckout" paymentRequest={{ flow: "checkout", amount: "10.00", currency: "USD" }} />
    );
    expectTypeOf<MethodPaymentRequest<"paypalCheckout">>().toHaveProperty("flow");
    expectTypeOf<MethodPayload<"paypalCheckout">>().toMatchTypeOf<PayPalCheckoutTokenizePayload>();
    expect(Boolean(paypalCheckout)).toBe(true);
    expect(hasDefaultButton("paypalCheckout")).toBe(true);
  });
});

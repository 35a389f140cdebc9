// Reading the checkout's create options and shaping its payloads, as braintree-web-drop-in does (no DOM, no gateway).
import { describe, expect, it } from "vitest";
import { isGuest, isRequested, priorityOf } from "../../../checkout/core/options.js";
import { describeMethod, formatPayload, optionOfType } from "../../../checkout/core/payload.js";
import { stringsFor } from "../../../checkout/translations/index.js";
import type { PaymentMethodPayload } from "../../../checkout/types.js";

describe("paymentOptionPriority", () => {
  it("defaults to drop-in's order: card first, then PayPal, PayPal Credit, Venmo, Apple Pay, Google Pay", () => {
    expect(priorityOf({}).slice(0, 6)).toEqual(["card", "paypal", "paypalCredit", "venmo", "applePay", "googlePay"]);
  });

  it("keeps the merchant's order and drops repeats", () => {
    expect(priorityOf({ paymentOptionPriority: ["venmo", "card", "venmo"] })).toEqual(["venmo", "card"]);
  });

  it("rejects anything but an array with drop-in's message", () => {
    expect(() => priorityOf({ paymentOptionPriority: "card" })).toThrow("paymentOptionPriority must be an array.");
  });

  it("rejects an option drop-in does not know, with its code and type", () => {
    expect(() => priorityOf({ paymentOptionPriority: ["card", "bitcoin"] })).toThrow(
      expect.objectContaining({
        code: "DROPIN_INVALID_PAYMENT_OPTION",
        type: "MERCHANT",
        message: "paymentOptionPriority: Invalid payment option specified.",
      }),
    );
  });
});

describe("which options the merchant asked for", () => {
  it("asks for cards unless card is false, and for another option only when its settings are given", () => {
    expect(isRequested("card", {})).toBe(true);
    expect(isRequested("card", { card: false })).toBe(false);
    expect(isRequested("paypal", {})).toBe(false);
    expect(isRequested("paypal", { paypal: { flow: "vault" } })).toBe(true);
  });

  it("treats an authorization without a customer as a guest (no saved methods)", () => {
    expect(isGuest({ authorizationFingerprint: "abc" } as never)).toBe(true);
    expect(isGuest({ authorizationFingerprint: "abc&customer_id=42" } as never)).toBe(false);
  });
});

describe("the payload requestPaymentMethod hands over", () => {
  const card: PaymentMethodPayload = {
    nonce: "nonce-1",
    type: "CreditCard",
    details: { lastFour: "1111", cardType: "Visa" },
    description: "ending in 11",
    liabilityShifted: true,
    liabilityShiftPossible: true,
  };

  it("has drop-in's fields: nonce, details, type, description, the liability shift and the device data", () => {
    expect(formatPayload(card, '{"correlation_id":"x"}')).toEqual({
      nonce: "nonce-1",
      details: { lastFour: "1111", cardType: "Visa" },
      type: "CreditCard",
      description: "ending in 11",
      liabilityShifted: true,
      liabilityShiftPossible: true,
      deviceData: '{"correlation_id":"x"}',
    });
  });

  it("has no description for a method that is not a card, and no liability fields when 3-D Secure did not run", () => {
    const paypal = {
      nonce: "n",
      type: "PayPalAccount",
      details: { email: "a@b.c" },
      description: "x",
    } as PaymentMethodPayload;
    expect(formatPayload(paypal, undefined)).toEqual({
      nonce: "n",
      details: { email: "a@b.c" },
      type: "PayPalAccount",
    });
  });

  it("names the option of each method type", () => {
    expect([
      optionOfType("PayPalAccount"),
      optionOfType("VenmoAccount"),
      optionOfType("AndroidPayCard"),
      optionOfType("CreditCard"),
    ]).toEqual(["paypal", "venmo", "googlePay", "card"]);
  });
});

describe("the checkout's strings", () => {
  it("are US English by default, and the merchant's translations win (strings only)", async () => {
    const strings = await stringsFor(undefined, { chooseAnotherWayToPay: "Other ways", payWithCard: 42 });
    expect(strings.chooseAnotherWayToPay).toBe("Other ways");
    expect(strings.payWithCard).toBe("Pay with card");
  });

  it("stay English for a locale the checkout has no translation of", async () => {
    expect((await stringsFor("xx_YY", undefined)).chooseAnotherWayToPay).toBe("Choose another way to pay");
  });
});

describe("the checkout instance", () => {
  it("has every public method its plugin lists (drop-in's instance methods)", async () => {
    const { Checkout } = await import("../../../checkout/checkout.js");
    const names = [
      "requestPaymentMethod",
      "teardown",
      "isPaymentMethodRequestable",
      "clearSelectedPaymentMethod",
      "updateConfiguration",
      "getAvailablePaymentOptions",
      "on",
      "off",
    ];
    expect(
      names.filter((name) => typeof (Checkout.prototype as unknown as Record<string, unknown>)[name] !== "function"),
    ).toEqual([]);
  });
});

describe("a saved card's line in the methods view", () => {
  it('writes the last four digits as Drop-in does, as a number: 0004 is "Ending in 4"', async () => {
    const strings = await stringsFor("en_US", undefined);
    const card = (lastFour: string) =>
      describeMethod({ type: "CreditCard", nonce: "n", details: { lastFour, cardType: "Visa" } }, strings);
    expect(card("1111")).toEqual(["Ending in 1111", "Visa"]);
    expect(card("0004")).toEqual(["Ending in 4", "Visa"]);
  });
});

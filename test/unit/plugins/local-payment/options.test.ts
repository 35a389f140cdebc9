import { describe, expect, it } from "vitest";
import { recordOf } from "../../../../kernel/index.js";
import { isDeferred, missingOption } from "../../../../plugins/local-payment/options.js";

const onPaymentStart = () => undefined;
const GENERAL = {
  paymentType: "ideal",
  amount: "10.00",
  currencyCode: "EUR",
  givenName: "Joe",
  surname: "Doe",
  onPaymentStart,
  fallback: { url: "https://shop.example", buttonText: "Back" },
};
const ADDRESS = { streetAddress: "Taunusanlage 12", locality: "Frankfurt", postalCode: "60325", countryCode: "DE" };
const PAY_UPON_INVOICE = {
  paymentType: "pay_upon_invoice",
  amount: "100.00",
  currencyCode: "EUR",
  givenName: "Max",
  surname: "Mustermann",
  onPaymentStart,
  address: ADDRESS,
  billingAddress: ADDRESS,
  birthDate: "1990-01-01",
  email: "buyer@example.com",
  locale: "en-DE",
  customerServiceInstructions: "Call us.",
  correlationId: "correlation",
  phone: "6912345678",
  phoneCountryCode: "49",
  lineItems: [
    { category: "PHYSICAL_GOODS", name: "Shoes", quantity: "1", unitAmount: "81.00", unitTaxAmount: "19.00" },
  ],
};
const BLIK = {
  paymentType: "blik",
  amount: "10.00",
  currencyCode: "PLN",
  givenName: "Joe",
  surname: "Doe",
  onPaymentStart,
};

const without = (options: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(options).filter(([key]) => key !== name));

describe("required options of a pop-up payment", () => {
  it("accepts a complete payment", () => {
    expect(missingOption(GENERAL, false)).toBeUndefined();
  });

  for (const name of ["givenName", "surname", "currencyCode", "onPaymentStart", "paymentType", "amount", "fallback"]) {
    it(`names ${name} when it is missing`, () => {
      expect(missingOption(without(GENERAL, name), false)).toBe(name);
    });
  }

  it("names fallback.url and then fallback.buttonText", () => {
    expect(missingOption({ ...GENERAL, fallback: { buttonText: "Back" } }, false)).toBe("fallback.url");
    expect(missingOption({ ...GENERAL, fallback: { url: "https://shop.example" } }, false)).toBe("fallback.buttonText");
  });

  it("requires customerId for a recurrent payment", () => {
    expect(missingOption({ ...GENERAL, recurrent: true }, false)).toBe("customerId");
    expect(missingOption({ ...GENERAL, recurrent: true, customerId: "c-1" }, false)).toBeUndefined();
  });

  it("needs no onPaymentStart in the redirect flow", () => {
    expect(missingOption(without(GENERAL, "onPaymentStart"), true)).toBeUndefined();
  });

  it("counts an onPaymentStart that is not a function as missing", () => {
    expect(missingOption({ ...GENERAL, onPaymentStart: "start" }, false)).toBe("onPaymentStart");
  });
});

describe("required options of Pay Upon Invoice", () => {
  it("accepts a complete payment, which needs no fallback", () => {
    expect(missingOption(PAY_UPON_INVOICE, false)).toBeUndefined();
  });

  for (const name of Object.keys(PAY_UPON_INVOICE)) {
    it(`names ${name} when it is missing`, () => {
      expect(missingOption(without(PAY_UPON_INVOICE, name), false)).toBe(name);
    });
  }

  for (const field of ["streetAddress", "locality", "postalCode", "countryCode"]) {
    it(`names address.${field} and billingAddress.${field}`, () => {
      expect(missingOption({ ...PAY_UPON_INVOICE, address: without(ADDRESS, field) }, false)).toBe(`address.${field}`);
      expect(missingOption({ ...PAY_UPON_INVOICE, billingAddress: without(ADDRESS, field) }, false)).toBe(
        `billingAddress.${field}`,
      );
    });
  }

  for (const field of ["category", "name", "quantity", "unitAmount", "unitTaxAmount"]) {
    it(`names lineItems.${field} when an item lacks it`, () => {
      const item = without(PAY_UPON_INVOICE.lineItems[0] as Record<string, unknown>, field);
      expect(missingOption({ ...PAY_UPON_INVOICE, lineItems: [PAY_UPON_INVOICE.lineItems[0], item] }, false)).toBe(
        `lineItems.${field}`,
      );
    });
  }

  it("names lineItems when they are not a list", () => {
    expect(missingOption({ ...PAY_UPON_INVOICE, lineItems: "shoes" }, false)).toBe("lineItems");
  });

  it("needs onPaymentStart in the redirect flow too, and names it before a missing address, as the provider's", () => {
    expect(missingOption(without(without(PAY_UPON_INVOICE, "onPaymentStart"), "address"), true)).toBe("onPaymentStart");
  });

  it("names a gap in the address before a later missing option, in the provider's order", () => {
    const options = without({ ...PAY_UPON_INVOICE, address: without(ADDRESS, "locality") }, "email");
    expect(missingOption(options, false)).toBe("address.locality");
  });
});

describe("required options of BLIK", () => {
  it("treats BLIK without level_0 or oneClick as a pop-up payment", () => {
    expect(isDeferred(BLIK)).toBe(false);
    expect(missingOption(BLIK, false)).toBe("fallback");
  });

  it("needs givenName, surname, currencyCode, onPaymentStart, paymentType and amount for seamless BLIK", () => {
    const seamless = { ...BLIK, blikOptions: { level_0: { authCode: "123456" } } };
    expect(missingOption(seamless, false)).toBeUndefined();
    for (const name of ["givenName", "surname", "currencyCode", "onPaymentStart", "amount"]) {
      expect(missingOption(without(seamless, name), false)).toBe(name);
    }
    expect(missingOption(without(seamless, "onPaymentStart"), true)).toBeUndefined();
  });

  it("needs an authCode for level_0", () => {
    expect(missingOption({ ...BLIK, blikOptions: { level_0: {} } }, false)).toBe("blikOptions.level_0.authCode");
  });

  it("needs authCode, consumerReference and aliasLabel for a first One Click payment", () => {
    const first = { authCode: "123456", consumerReference: "ref", aliasLabel: "label" };
    expect(missingOption({ ...BLIK, blikOptions: { oneClick: first } }, false)).toBeUndefined();
    for (const name of Object.keys(first)) {
      expect(missingOption({ ...BLIK, blikOptions: { oneClick: without(first, name) } }, false)).toBe(
        `blikOptions.oneClick.${name}`,
      );
    }
  });

  it("needs consumerReference and aliasKey for a later One Click payment", () => {
    expect(
      missingOption({ ...BLIK, blikOptions: { oneClick: { consumerReference: "ref", aliasKey: "key" } } }, false),
    ).toBeUndefined();
    expect(missingOption({ ...BLIK, blikOptions: { oneClick: { aliasKey: "key" } } }, false)).toBe(
      "blikOptions.oneClick.consumerReference",
    );
  });
});

describe("deferred payment types", () => {
  it("are Pay Upon Invoice, MB WAY, BANCOMAT Pay and BLIK with level_0 or oneClick, in any case", () => {
    for (const paymentType of ["pay_upon_invoice", "MBWAY", "bancomatpay"])
      expect(isDeferred({ paymentType })).toBe(true);
    expect(isDeferred({ paymentType: "blik", blikOptions: { oneClick: {} } })).toBe(true);
    expect(isDeferred({ paymentType: "ideal" })).toBe(false);
  });
});

describe("reading merchant options", () => {
  it("treats properties behind throwing getters as missing", () => {
    const options = { ...GENERAL };
    Object.defineProperty(options, "amount", {
      enumerable: true,
      get: () => {
        throw new Error("no");
      },
    });
    expect(missingOption(recordOf(options), false)).toBe("amount");
  });

  it("reads anything that is not an object as no options", () => {
    for (const value of [null, undefined, 42, "ideal", Symbol("x")]) expect(recordOf(value)).toEqual({});
  });

  it("reads a revoked proxy as no options", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(recordOf(proxy)).toEqual({});
  });
});

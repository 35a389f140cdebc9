import { describe, expect, it } from "vitest";
import { autofillValues } from "../../../../plugins/hosted-fields/frame/autofill.js";

const reader = (values: Record<string, string>) => (key: string) => values[key] ?? "";

describe("autofillValues", () => {
  it("pads a one-digit month", () => {
    expect(autofillValues(reader({ expirationMonth: "9" }), { expirationMonth: {} })).toEqual({
      expirationMonth: "09",
    });
  });

  it("fills an expirationDate field from month and year", () => {
    expect(
      autofillValues(reader({ expirationMonth: "9", expirationYear: "2031" }), { expirationDate: {} }),
    ).toMatchObject({
      expirationDate: "09 / 31",
    });
  });

  it("leaves the expirationDate alone when the form has no such field", () => {
    expect(autofillValues(reader({ expirationMonth: "9", expirationYear: "2031" }), {})).not.toHaveProperty(
      "expirationDate",
    );
  });

  it("passes the CVV and the name on as they are", () => {
    expect(autofillValues(reader({ cvv: "737", cardholderName: "Ada Lovelace" }), {})).toEqual({
      cvv: "737",
      cardholderName: "Ada Lovelace",
    });
  });

  it("passes nothing on for empty stand-ins", () => {
    expect(autofillValues(reader({}), { expirationDate: {} })).toEqual({});
  });
});

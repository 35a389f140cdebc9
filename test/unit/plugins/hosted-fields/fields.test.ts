// @vitest-environment jsdom
// The merchant-page rules of Hosted Fields, checked without any frame.
import { beforeEach, describe, expect, it } from "vitest";
import {
  assertAttribute,
  assertAttributeValue,
  assertFieldPresent,
  assertMonthSelect,
  resolveFields,
  textOf,
} from "../../../../plugins/hosted-fields/fields.js";
import { MAX_TEXT_LENGTH } from "../../../../plugins/hosted-fields/constants.js";

beforeEach(() => {
  document.body.innerHTML =
    '<div id="number"></div><div id="cvv"></div><div id="busy"><iframe name="braintree-hosted-field-cvv"></iframe></div>';
});

function fail(): never {
  throw new Error("hostile trap");
}

function thrown(work: () => unknown): Record<string, unknown> {
  try {
    work();
  } catch (error) {
    const { name, code, type, message, details } = error as Record<string, unknown>;
    return { name, code, type, message, ...(details === undefined ? {} : { details }) };
  }
  throw new Error("expected a throw");
}

describe("resolveFields", () => {
  it("finds each field's container by selector or element", () => {
    const cvv = document.getElementById("cvv");
    const resolved = resolveFields({ number: { container: "#number" }, cvv: { container: cvv } });
    expect(resolved.map((field) => [field.key, field.container.id])).toEqual([
      ["number", "number"],
      ["cvv", "cvv"],
    ]);
  });

  it("accepts the older selector option", () => {
    expect(resolveFields({ number: { selector: "#number" } })[0]?.container.id).toBe("number");
  });

  for (const [what, fields] of [
    ["missing", undefined],
    ["null", null],
    ["empty", {}],
    ["not an object", "number"],
  ] as const) {
    it(`requires fields (${what}) with INSTANTIATION_OPTION_REQUIRED`, () => {
      expect(thrown(() => resolveFields(fields))).toEqual({
        name: "BraintreeError",
        code: "INSTANTIATION_OPTION_REQUIRED",
        type: "MERCHANT",
        message: "options.fields is required when instantiating Hosted Fields.",
      });
    });
  }

  it("refuses an unknown field key with HOSTED_FIELDS_INVALID_FIELD_KEY", () => {
    expect(thrown(() => resolveFields({ pin: { container: "#number" } }))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_INVALID_FIELD_KEY",
      type: "MERCHANT",
      message: '"pin" is not a valid field.',
    });
  });

  for (const [what, options] of [
    ["a selector that matches nothing", { container: "#nowhere" }],
    ["a selector that does not parse", { container: "#[" }],
    ["a container that is not an element", { container: { id: "number" } }],
    ["no container at all", {}],
  ] as const) {
    it(`refuses ${what} with HOSTED_FIELDS_INVALID_FIELD_SELECTOR`, () => {
      expect(thrown(() => resolveFields({ number: options }))).toMatchObject({
        code: "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
        type: "MERCHANT",
        message: "Selector does not reference a valid DOM node.",
        details: { fieldKey: "number" },
      });
    });
  }

  it("refuses a container that already holds a field frame with HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME", () => {
    expect(thrown(() => resolveFields({ cvv: { container: "#busy" } }))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME",
      type: "MERCHANT",
      message: "Element already contains a Braintree iframe.",
      details: { fieldSelector: undefined, fieldContainer: "#busy", fieldKey: "cvv" },
    });
  });

  it("refuses two fields in one container with HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME", () => {
    expect(
      thrown(() => resolveFields({ number: { container: "#number" }, cvv: { selector: "#number" } })),
    ).toMatchObject({
      code: "HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME",
      details: { fieldSelector: "#number", fieldKey: "cvv" },
    });
  });

  for (const property of ["maxlength", "minlength"]) {
    it(`refuses a ${property} that is not a number with HOSTED_FIELDS_FIELD_PROPERTY_INVALID naming the field`, () => {
      expect(thrown(() => resolveFields({ number: { container: "#number", [property]: "5" } }))).toEqual({
        name: "BraintreeError",
        code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
        type: "MERCHANT",
        message: `The value for ${property} must be a number.`,
        details: { fieldKey: "number" },
      });
    });
  }

  for (const property of ["placeholder", "prefill", "internalLabel", "iframeTitle", "type"]) {
    it(`refuses a ${property} longer than MAX_TEXT_LENGTH with HOSTED_FIELDS_FIELD_PROPERTY_INVALID naming the field`, () => {
      const text = "x".repeat(MAX_TEXT_LENGTH + 1);
      expect(thrown(() => resolveFields({ number: { container: "#number", [property]: text } }))).toEqual({
        name: "BraintreeError",
        code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
        type: "MERCHANT",
        message: `The value for ${property} must be at most ${MAX_TEXT_LENGTH} characters.`,
        details: { fieldKey: "number" },
      });
    });
  }

  it("reads a field option whose getter throws as not given", () => {
    const options = Object.defineProperty({ container: "#number" }, "placeholder", { enumerable: true, get: fail });
    expect(resolveFields({ number: options })[0]?.options).toEqual({ container: "#number" });
  });

  it("refuses fields that cannot be listed (a Proxy whose traps throw) with INSTANTIATION_OPTION_REQUIRED", () => {
    const hostile = new Proxy({}, { ownKeys: fail });
    expect(thrown(() => resolveFields(hostile)).code).toBe("INSTANTIATION_OPTION_REQUIRED");
  });

  it("refuses a container that cannot even be asked its node type with HOSTED_FIELDS_INVALID_FIELD_SELECTOR", () => {
    const container = new Proxy({}, { get: fail });
    expect(thrown(() => resolveFields({ number: { container } })).code).toBe("HOSTED_FIELDS_INVALID_FIELD_SELECTOR");
  });
});

describe("textOf", () => {
  it("gives the text of a class name or message", () => {
    expect(textOf(42, "className")).toBe("42");
  });

  it("refuses text longer than MAX_TEXT_LENGTH with HOSTED_FIELDS_FIELD_PROPERTY_INVALID", () => {
    expect(thrown(() => textOf("x".repeat(MAX_TEXT_LENGTH + 1), "className"))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
      type: "MERCHANT",
      message: `className must be at most ${MAX_TEXT_LENGTH} characters.`,
    });
  });
});

describe("assertFieldPresent", () => {
  const present = new Map([["number", {}]]);

  it("returns a key that is part of the instance", () => {
    expect(assertFieldPresent("number", present, "clear")).toBe("number");
  });

  it("refuses an unknown key with HOSTED_FIELDS_FIELD_INVALID naming the action", () => {
    expect(thrown(() => assertFieldPresent("pin", present, "setAttribute"))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_INVALID",
      type: "MERCHANT",
      message: '"pin" is not a valid field. You must use a valid field option when setting an attribute.',
    });
  });

  it("refuses a key the instance does not have with HOSTED_FIELDS_FIELD_NOT_PRESENT", () => {
    expect(thrown(() => assertFieldPresent("cvv", present, "clear"))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_NOT_PRESENT",
      type: "MERCHANT",
      message: 'Cannot clear "cvv" field because it is not part of the current Hosted Fields options.',
    });
  });

  it("words the addClass refusal as the provider does", () => {
    expect(thrown(() => assertFieldPresent("cvv", present, "addClass")).message).toBe(
      'Cannot add class to "cvv" field because it is not part of the current Hosted Fields options.',
    );
  });
});

describe("attribute rules", () => {
  it("accepts the four supported attributes", () => {
    expect(["aria-invalid", "aria-required", "disabled", "placeholder"].map(assertAttribute)).toEqual([
      "boolean",
      "boolean",
      "boolean",
      "string",
    ]);
  });

  it("refuses other attributes with HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED", () => {
    expect(thrown(() => assertAttribute("value"))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED",
      type: "MERCHANT",
      message: 'The "value" attribute is not supported in Hosted Fields.',
    });
  });

  it("accepts true and false, as booleans or strings, for boolean attributes", () => {
    for (const value of [true, false, "true", "false"])
      expect(() => assertAttributeValue("disabled", value)).not.toThrow();
  });

  it("refuses other values for boolean attributes with HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED", () => {
    expect(thrown(() => assertAttributeValue("aria-required", 1))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED",
      type: "MERCHANT",
      message: 'Value "1" is not allowed for "aria-required" attribute.',
    });
  });

  it("accepts strings and numbers for the placeholder", () => {
    for (const value of ["Card", 4111]) expect(() => assertAttributeValue("placeholder", value)).not.toThrow();
  });

  it("refuses a placeholder longer than MAX_TEXT_LENGTH with HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED", () => {
    expect(thrown(() => assertAttributeValue("placeholder", "x".repeat(MAX_TEXT_LENGTH + 1))).code).toBe(
      "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED",
    );
  });

  it("refuses a missing placeholder value with HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED", () => {
    expect(thrown(() => assertAttributeValue("placeholder", undefined)).message).toBe(
      'Value "undefined" is not allowed for "placeholder" attribute.',
    );
  });
});

describe("assertMonthSelect", () => {
  it("accepts an expirationMonth rendered as a select", () => {
    expect(() => assertMonthSelect({ isSelect: true })).not.toThrow();
  });

  it("refuses a missing expirationMonth with HOSTED_FIELDS_FIELD_PROPERTY_INVALID", () => {
    expect(thrown(() => assertMonthSelect(undefined))).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
      type: "MERCHANT",
      message: "Expiration month field must exist to use setMonthOptions.",
    });
  });

  it("refuses an expirationMonth input with HOSTED_FIELDS_FIELD_PROPERTY_INVALID", () => {
    expect(thrown(() => assertMonthSelect({ isSelect: false })).message).toBe(
      "Expiration month field must be a select element.",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  formatExpirationDate,
  formatNumber,
  formattedNumberLength,
  maskDigits,
  splitExpirationDate,
} from "../../../../plugins/hosted-fields/frame/formatting.js";

describe("formatNumber", () => {
  it("groups a Visa number 4-4-4-4", () => {
    expect(formatNumber("4111111111111111")).toBe("4111 1111 1111 1111");
  });

  it("groups an Amex number 4-6-5", () => {
    expect(formatNumber("378282246310005")).toBe("3782 822463 10005");
  });

  it("regroups a value that already holds spaces or dashes", () => {
    expect(formatNumber("4111-1111 11111111")).toBe("4111 1111 1111 1111");
  });

  it("groups a partial number as it is typed", () => {
    expect(formatNumber("41111")).toBe("4111 1");
  });

  it("keeps at most the given number of digits", () => {
    expect(formatNumber("3782822463100059", 15)).toBe("3782 822463 10005");
  });

  it("keeps at most 19 digits by default", () => {
    expect(formatNumber("1".repeat(25)).replace(/\s/g, "")).toHaveLength(19);
  });

  it("drops everything that is not a digit", () => {
    expect(formatNumber("4a1b1c1")).toBe("4111");
  });
});

describe("formattedNumberLength", () => {
  it("counts 16 digits and 3 spaces for a Visa of 16 digits", () => {
    expect(formattedNumberLength("4111", 16)).toBe(19);
  });

  it("counts 15 digits and 2 spaces for an Amex", () => {
    expect(formattedNumberLength("37", 15)).toBe(17);
  });
});

describe("formatExpirationDate", () => {
  it("formats four digits as MM / YY", () => {
    expect(formatExpirationDate("1234", false)).toBe("12 / 34");
  });

  it("adds the separator once the month is complete", () => {
    expect(formatExpirationDate("12", false)).toBe("12 / ");
  });

  it("drops the separator when the shopper deletes back to the month", () => {
    expect(formatExpirationDate("12 /", true)).toBe("12");
  });

  it("reads a first digit above 1 as a one-digit month", () => {
    expect(formatExpirationDate("4", false)).toBe("04 / ");
  });

  it("leaves a lone 0 or 1 waiting for the second month digit", () => {
    expect(formatExpirationDate("1", false)).toBe("1");
  });

  it("accepts a four-digit year", () => {
    expect(formatExpirationDate("122034", false)).toBe("12 / 2034");
  });
});

describe("splitExpirationDate", () => {
  it("splits MM / YY and widens the year to four digits", () => {
    expect(splitExpirationDate("09 / 31")).toEqual({ month: "09", year: "2031" });
  });

  it("keeps a four-digit year", () => {
    expect(splitExpirationDate("09/2031")).toEqual({ month: "09", year: "2031" });
  });
});

describe("caretAfterDigits", () => {
  it("places the caret after the same number of digits once spaces were inserted", () => {
    expect(caretAfterDigits("4111 1111", 5)).toBe(6);
  });

  it("places the caret at the start when no digit precedes it", () => {
    expect(caretAfterDigits("4111 1111", 0)).toBe(0);
  });

  it("places the caret at the end when it was after every digit", () => {
    expect(caretAfterDigits("4111", 9)).toBe(4);
  });
});

describe("maskDigits", () => {
  it("hides every digit and keeps the group spaces", () => {
    expect(maskDigits("4111 1111 1111 1111", "•")).toBe("•••• •••• •••• ••••");
  });

  it("can leave the last four digits visible", () => {
    expect(maskDigits("3782 822463 10005", "*", 4)).toBe("**** ****** *0005");
  });

  it("keeps the expiration date separator", () => {
    expect(maskDigits("12 / 34", "•")).toBe("•• / ••");
  });
});

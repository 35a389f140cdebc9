import { describe, expect, it } from "vitest";
import { stylesheetRules } from "../../../../plugins/hosted-fields/frame/styles.js";

describe("stylesheetRules", () => {
  it("keeps allowed presentation properties", () => {
    expect(stylesheetRules({ input: { color: "red", "font-size": "16px" } })).toEqual([
      "input { color: red; font-size: 16px; }",
    ]);
  });

  it("drops properties outside the allowed list", () => {
    expect(stylesheetRules({ input: { color: "red", position: "absolute", background: "url(x)" } })).toEqual([
      "input { color: red; }",
    ]);
  });

  it("drops values that could load or run something, or break out of the rule", () => {
    expect(
      stylesheetRules({ input: { font: "url(https://evil.example/f)", color: "red; } body { color: blue" } }),
    ).toEqual([]);
  });

  it("drops selectors that could break out of the rule", () => {
    expect(stylesheetRules({ "input { } body": { color: "red" } })).toEqual([]);
  });

  it("keeps media queries with their allowed rules", () => {
    expect(stylesheetRules({ "@media (max-width: 400px)": { input: { "font-size": "14px" } } })).toEqual([
      "@media (max-width: 400px) { input { font-size: 14px; } }",
    ]);
  });

  it("ignores a style given as a string instead of an object", () => {
    expect(stylesheetRules({ input: "color: red" })).toEqual([]);
  });
});

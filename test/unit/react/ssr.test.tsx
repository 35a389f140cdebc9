// Server rendering: the React bindings import and render in Node, where there is no window.
import { readFile } from "node:fs/promises";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HostedFields, PaymentMethod, PaymentsProvider } from "../../../react/index.js";
import { PLUGIN_LOADERS } from "../../../react/plugins.js";
import { PLUGINS, namespaceOf } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

describe("React bindings on the server", () => {
  it("render field containers and a method button without touching window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      createElement(
        PaymentsProvider,
        { authorization: "development_x_merchant" },
        createElement(HostedFields, { fields: { number: { label: "Card number" }, cvv: {} } }),
        createElement(PaymentMethod, { name: "paypal", label: "Pay" }),
      ),
    );
    expect(html).toContain('data-paykit-field="number"');
    expect(html).toContain('data-paykit-field="cvv"');
    expect(html).toContain("Card number");
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it("the built React entry starts with the use client directive", async () => {
    for (const variant of ["production", "development"]) {
      const code = await readFile(`${ROOT}dist/npm/${variant}/react.js`, "utf8");
      expect(code.startsWith('"use client";')).toBe(true);
    }
  });

  it("the built React entry imports in Node", async () => {
    const module = (await import(`${ROOT}dist/npm/production/react.js`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([
      "Checkout",
      "HostedFields",
      "PaymentMethod",
      "PaymentsProvider",
      "useCheckout",
      "useHostedFields",
      "usePaymentsClient",
      "useThreeDSecure",
    ]);
  });

  it("knows how to load every plugin the build makes", () => {
    expect(Object.keys(PLUGIN_LOADERS).sort()).toEqual(PLUGINS.map(namespaceOf).sort());
  });
});

describe("React bindings outside a provider", () => {
  it("usePaymentsClient throws a catalogue error that says to wrap the form in PaymentsProvider", () => {
    expect(() => renderToString(createElement(PaymentMethod, { name: "paypal" }))).toThrowError(
      expect.objectContaining({
        name: "BraintreeError",
        code: "INSTANTIATION_OPTION_REQUIRED",
        message: expect.stringContaining("inside <PaymentsProvider"),
      }),
    );
  });
});

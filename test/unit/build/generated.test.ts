// Files derived from the plugin manifests are committed: each must be what build/generate.ts writes today.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkoutFlows, generatedFiles } from "../../../build/generate.js";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

describe("files generated from plugins/*/plugin.json", () => {
  for (const [file, content] of Object.entries(generatedFiles(ROOT))) {
    it(`${file} is up to date (run npm run generate after changing a manifest)`, () => {
      expect(readFileSync(join(ROOT, file), "utf8")).toBe(content);
    });
  }

  it("gives every plugin folder a budget, an npm subpath and a React loader", () => {
    const sizeLimit = JSON.parse(readFileSync(join(ROOT, "size-limit.json"), "utf8")) as Array<{ path: string }>;
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { exports: Record<string, unknown> };
    const react = readFileSync(join(ROOT, "react/plugins.generated.ts"), "utf8");
    for (const plugin of PLUGINS) {
      expect(sizeLimit.map((entry) => entry.path)).toContain(`dist/assets/web/3.132.0/js/${plugin.dir}.min.js`);
      expect(Object.keys(pkg.exports)).toContain(`./${plugin.dir}`);
      expect(react).toContain(`${plugin.name}: () => import("../plugins/${plugin.dir}/index.js")`);
    }
  });

  it("answers each statics module's functions in the loader, by their own names", () => {
    const statics = readFileSync(join(ROOT, "loader/plugins.generated.ts"), "utf8");
    expect(statics).toContain(
      "hostedFields: { statics: { supportsInputFormatting: hostedFields_supportsInputFormatting }",
    );
    expect(statics).toContain("paypal: { statics: { isSupported: paypal_isSupported } }");
    expect(statics).toContain("masterpass: { statics: { isSupported: masterpass_isSupported } }");
  });

  it("gives the loader every payment method's namespace and the early work its manifest names", () => {
    const table = readFileSync(join(ROOT, "loader/plugins.generated.ts"), "utf8");
    for (const plugin of PLUGINS) expect(table).toContain(`  ${plugin.name}: {`);
    expect(table).toContain("early: hostedFields_startEarly");
  });
});

describe("the checkout's tables", () => {
  const rows = (readFileSync(join(ROOT, "checkout/options.generated.ts"), "utf8").match(/^ {2}\w+: \{[^}]*\},$/gm) ??
    []) as string[];
  const optionsWith = (flag: string) =>
    rows.filter((row) => row.includes(`    ${flag}: true,`)).map((row) => /^ {2}(\w+):/.exec(row)?.[1]);

  it("marks Drop-in's own options as the manifests say, so the checkout never names them", () => {
    expect(optionsWith("dropin")).toEqual(["card", "paypal", "paypalCredit", "venmo", "applePay", "googlePay"]);
    expect(optionsWith("updatable")).toEqual(["paypal", "paypalCredit", "applePay", "googlePay"]);
    expect(optionsWith("byDefault")).toEqual(["card"]);
  });

  it("imports the flow of each option with the flow sheet, and refuses one whose plugin has no flow", () => {
    const echo = PLUGINS.find((plugin) => plugin.flow) as (typeof PLUGINS)[number];
    const withSheet = { ...echo, checkout: { echo: { order: 80, sheet: "flow", paymentMethodType: "E", label: "E" } } };
    expect(checkoutFlows([withSheet])).toContain(`import echo from "../../plugins/${echo.dir}/flow.js";`);
    expect(checkoutFlows([withSheet])).toContain("SHEET_FLOWS: Readonly<Record<string, AnyFlow>> = { echo };");
    expect(() => checkoutFlows([{ ...withSheet, flow: false }])).toThrow(
      `plugins/${echo.dir}/plugin.json: checkout.echo's "sheet": "flow" needs "flow": true`,
    );
  });
});

describe("plugin manifests", () => {
  for (const plugin of PLUGINS) {
    it(`plugins/${plugin.dir}/plugin.json names the namespace its plugin registers`, async () => {
      const module = (await import(`../../../plugins/${plugin.dir}/plugin.ts`)) as { default: { name: string } };
      expect(module.default.name).toBe(plugin.name);
    });
  }
});

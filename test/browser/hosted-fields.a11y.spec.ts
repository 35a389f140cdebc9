// Hosted Fields accessibility in Chromium: axe-core inside the field frames, titled frames, labelled inputs.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { useBrowser } from "../support/browser.js";
import { createHostedFields, FIVE_FIELDS } from "../support/hosted-fields.js";
import { fieldFrame, openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

const FIELDS = {
  ...FIVE_FIELDS,
  expirationMonth: { container: "#month", select: true },
  expirationYear: { container: "#year" },
};

const BODY = Object.entries({
  ...FIVE_FIELDS,
  expirationMonth: { container: "#month" },
  expirationYear: { container: "#year" },
})
  .map(
    ([key, { container }]) => `<label for="${container.slice(1)}">${key}</label><div id="${container.slice(1)}"></div>`,
  )
  .join("");

let page: Page;
let axeSource: string;

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8");
  page = await browser().newPage();
  await openMerchantPage(page, sandbox(), { body: BODY });
  expect(await createHostedFields(page, sandbox().tokenizationKey, { fields: FIELDS })).toEqual({
    ok: true,
    value: "ready",
  });
});

afterAll(() => page?.close());

/**
 * Runs axe inside a field frame. The frame's CSP admits only its own inline script, so axe goes in
 * through the debugging protocol (as an evaluated script) rather than as a script tag.
 * One best-practice rule is off: a field frame is part of the merchant's page, whose heading outline is the
 * merchant's; a level-one heading in every field would add seven to the outline screen readers navigate.
 */
async function runAxe(frame: Frame): Promise<{ violations: Array<{ id: string; nodes: string[] }>; passes: string[] }> {
  await frame.evaluate(`${axeSource}\n;0`);
  return frame.evaluate(async () => {
    type Result = { violations: any[]; passes: Array<{ id: string }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { rules: { "page-has-heading-one": { enabled: false } } });
    return {
      violations: result.violations.map((violation) => ({
        id: violation.id as string,
        nodes: violation.nodes.map((node: { html: string }) => node.html),
      })),
      passes: result.passes.map((pass) => pass.id),
    };
  });
}

describe("accessibility of the field frames", () => {
  for (const key of Object.keys(FIELDS)) {
    it(`axe finds no violation in the ${key} frame`, async () => {
      const { violations, passes } = await runAxe(await fieldFrame(page, key));
      expect(violations).toEqual([]);
      expect(passes).toEqual(
        expect.arrayContaining([
          "document-title",
          "html-has-lang",
          key === "expirationMonth" ? "select-name" : "label",
        ]),
      );
    });
  }

  it("gives every iframe a title naming its field", async () => {
    const titles = await page.$$eval("iframe", (frames) => frames.map((frame) => frame.title));
    expect(titles).toEqual([
      "Secure Credit Card Frame - Credit Card Number",
      "Secure Credit Card Frame - CVV",
      "Secure Credit Card Frame - Expiration Date",
      "Secure Credit Card Frame - Postal Code",
      "Secure Credit Card Frame - Cardholder Name",
      "Secure Credit Card Frame - Expiration Month",
      "Secure Credit Card Frame - Expiration Year",
    ]);
  });

  it("labels every input and select inside the frames", async () => {
    const labels: Record<string, string> = {};
    for (const key of Object.keys(FIELDS)) {
      const frame = await fieldFrame(page, key);
      labels[key] = await frame.$eval("#field", (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
    }
    expect(labels).toEqual({
      number: "Credit Card Number",
      cvv: "CVV",
      expirationDate: "Expiration Date",
      postalCode: "Postal Code",
      cardholderName: "Cardholder Name",
      expirationMonth: "Expiration Month",
      expirationYear: "Expiration Year",
    });
  });
});

// The demo merchant page (`npm start`): its card form pays with Hosted Fields against the sandbox.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { typeInto } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

let page: Page;
let consoleProblems: string[];

const tab = usePage();
beforeEach(async () => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
  await page.goto(`${sandbox().demoUrl}/`);
  await page.waitForSelector("#card-form[data-state='ready']");
});

describe("the demo page's card form", () => {
  it("shows the nonce after the shopper types a card and pays", async () => {
    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "expirationDate", "1230");
    await typeInto(page, "cvv", "123");
    await typeInto(page, "postalCode", "12345");
    await page.locator("#pay").click();
    await page.waitForFunction(() => document.getElementById("nonce")?.textContent !== "");
    const nonce = (await page.textContent("#nonce")) ?? "";
    expect(sandbox().getNonce(nonce)).toMatchObject({
      lastFour: "1111",
      expirationMonth: "12",
      expirationYear: "2030",
    });
    expect(await page.textContent("#error")).toBe("");
    expect(consoleProblems).toEqual([]);
  });

  it("shows the catalogue error when the shopper pays with empty fields", async () => {
    await page.locator("#pay").click();
    await page.waitForFunction(() => document.getElementById("error")?.textContent !== "");
    expect(await page.textContent("#error")).toBe(
      "HOSTED_FIELDS_FIELDS_EMPTY: All fields are empty. Cannot tokenize empty card fields.",
    );
    expect(await page.textContent("#nonce")).toBe("");
  });
});

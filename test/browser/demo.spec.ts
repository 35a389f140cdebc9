// The demo checkouts `npm start` serves: script tag only, and React (StrictMode), both to a nonce.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { typeInto } from "../support/page.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function payWithVisa(): Promise<string> {
  await typeInto(page, "number", "4111111111111111");
  await typeInto(page, "expirationDate", "1230");
  await typeInto(page, "cvv", "123");
  if (await page.locator('iframe[name="braintree-hosted-field-postalCode"]').count())
    await typeInto(page, "postalCode", "12345");
  await page.waitForFunction(() => !(document.querySelector("#pay") as HTMLButtonElement).disabled);
  await page.click("#pay");
  await page.waitForFunction(
    () =>
      (document.querySelector("#nonce")?.textContent ?? "").length > 0 ||
      (document.querySelector("#error")?.textContent ?? "").length > 0,
  );
  expect(await page.textContent("#error")).toBe("");
  return (await page.textContent("#nonce")) ?? "";
}

describe("demo checkout with the loader script tag", () => {
  it("pays by card to a nonce", async () => {
    await page.goto(`${sandbox().demoUrl}/loader`);
    expect(await payWithVisa()).toMatch(/\w{8,}/);
    expect(consoleProblems).toEqual([]);
  });
});

describe("the demo's methods, mounted when opened", () => {
  it("fetches a method's bundle on /loader only once the shopper opens its section, and shows it ready", async () => {
    sandbox().assetRequests.length = 0;
    await page.goto(`${sandbox().demoUrl}/loader`);
    await page.waitForSelector("#card-form[data-state='ready']");
    await page.waitForSelector("#checkout-demo[data-state='ready']");
    const fetched = () => sandbox().assetRequests.map((request) => request.path.split("/").pop());
    expect(fetched()).toContain("hosted-fields.min.js");
    expect(fetched()).not.toContain("us-bank-account.min.js");
    expect(await page.locator("#us-bank-account-demo").count()).toBe(0);
    await page.click('[data-choice="us-bank-account"]');
    await page.waitForSelector("#method-us-bank-account[data-state='ready'] #us-bank-account-demo");
    expect(fetched()).toContain("us-bank-account.min.js");
    expect(consoleProblems).toEqual([]);
  });
});

describe("demo checkout in React", () => {
  it("pays by card to a nonce under StrictMode with one set of frames", async () => {
    await page.goto(`${sandbox().demoUrl}/react`);
    expect(await payWithVisa()).toMatch(/\w{8,}/);
    expect(await page.locator('#card-form iframe[name^="braintree-hosted-field-"]').count()).toBe(4);
    // One configuration request per authorization (the card's tokenization key, the Checkout tab's client token).
    const configurationRequests = apiRequests(sandbox()).filter((request) =>
      request.path.endsWith("/v1/configuration"),
    );
    expect(configurationRequests.length).toBe(
      new Set(configurationRequests.map((request) => JSON.stringify(request.query))).size,
    );
    expect(consoleProblems).toEqual([]);
  });
});

// The demo merchant page's card form with 3-D Secure turned on: tokenize, verifyCard with the nonce,
// the challenge in the sandbox's simulated issuer page, and the liability-shifted nonce shown; and the
// Data Collector's device data beside it.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { typeInto } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

let page: Page;
let consoleProblems: string[];

beforeEach(async () => {
  page = await browser().newPage();
  consoleProblems = recordConsole(page);
  await page.goto(`${sandbox().demoUrl}/`);
  await page.waitForSelector("#card-form[data-state='ready']");
  return () => page.close();
});

async function payWith(number: string): Promise<void> {
  await typeInto(page, "number", number);
  await typeInto(page, "expirationDate", "1230");
  await typeInto(page, "cvv", "123");
  await typeInto(page, "postalCode", "12345");
  await page.locator("#three-d-secure").check();
  await page.locator("#pay").click();
}

const shownNonce = async () => {
  await page.waitForFunction(() => document.getElementById("nonce")?.textContent !== "", undefined, { timeout: 20000 });
  return (await page.textContent("#nonce")) ?? "";
};

describe("the demo card form with 3-D Secure", () => {
  it("shows the liability-shifted nonce after the shopper passes the simulated issuer's challenge", async () => {
    await payWith("4000000000001091");
    const challenge = page.frameLocator("#Cardinal-CCA-IFrame");
    await challenge.locator('button[value="pass"]').click({ timeout: 20000 });
    const nonce = await shownNonce();
    expect(await page.textContent("#three-d-secure-result")).toBe("liability shifted: true · status: authenticate_successful");
    await page.waitForSelector("#receipt[data-state='authorized']");
    // The demo's "server" charged the verified nonce.
    expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1091", consumed: true });
    expect(await page.textContent("#error")).toBe("");
    expect(consoleProblems).toEqual([]);
  });

  it("shows the Data Collector's device data beside the card form", async () => {
    await page.waitForFunction(() => document.getElementById("device-data")?.textContent !== "");
    expect(JSON.parse((await page.textContent("#device-data")) ?? "")).toEqual({ correlation_id: expect.stringMatching(/^[\w-]{1,32}$/) });
  });

  it("shows the verified nonce without a challenge for a frictionless card", async () => {
    await payWith("4000000000001000");
    const nonce = await shownNonce();
    expect(await page.textContent("#three-d-secure-result")).toBe("liability shifted: true · status: authenticate_successful");
    expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1000" });
    expect(await page.locator("#Cardinal-CCA-IFrame").count()).toBe(0);
  });
});

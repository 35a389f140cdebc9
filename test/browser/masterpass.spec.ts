// Masterpass in Chromium: a real pop-up through the loading frame to the sandbox's Masterpass
// simulator and back through the redirect frame, which finds its flow by the pop-up's name.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import {
  BUTTONS_BODY,
  blockPopups,
  closedPopup,
  decideInSimulator,
  popupFrom,
  closeByShopper,
} from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function openShop(): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "masterpass.min.js"], body: BUTTONS_BODY });
  await page.evaluate(async (authorization) => {
    const w = window as unknown as { braintree: any; masterpassInstance: any; outcome?: unknown };
    w.masterpassInstance = await w.braintree.masterpass.create({ authorization });
    document.getElementById("pay")?.addEventListener("click", () => {
      w.masterpassInstance.tokenize({ subtotal: "42.00", currencyCode: "USD" }).then(
        (payload: any) => (w.outcome = { nonce: payload.nonce, type: payload.type, details: payload.details }),
        (error: any) => (w.outcome = { code: error.code, message: error.message }),
      );
    });
  }, sandbox().tokenizationKey);
}

async function outcome(): Promise<any> {
  await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 20000,
  });
  return page.evaluate(() => (window as unknown as { outcome: unknown }).outcome);
}

describe("Masterpass pop-up flow", () => {
  it("completes to a nonce for the card picked in the Masterpass pop-up", async () => {
    await openShop();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "approve");
    expect(await outcome()).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "MasterpassCard",
      details: { cardType: "MasterCard", lastFour: "4444", lastTwo: "44" },
    });
    await closedPopup(popup);
    expect(sandbox().assetRequests.map((request) => request.path)).toContain(
      "/web/3.132.0/html/masterpass-loading-frame.min.html",
    );
    expect(consoleProblems).toEqual([]);
  });

  it("opens a pop-up of 450x660", async () => {
    await openShop();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([450, 660]);
    await closeByShopper(popup);
    await outcome();
  });

  it("fails with MASTERPASS_POPUP_CLOSED when the shopper cancels in Masterpass", async () => {
    await openShop();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decideInSimulator(popup, "cancel");
    expect(await outcome()).toMatchObject({
      code: "MASTERPASS_POPUP_CLOSED",
      message: "Customer closed Masterpass popup before authorizing.",
    });
    await closedPopup(popup);
  });

  it("fails with MASTERPASS_POPUP_CLOSED when the shopper closes the pop-up", async () => {
    await openShop();
    const popup = await popupFrom(page, () => page.click("#pay"));
    await closeByShopper(popup);
    expect(await outcome()).toMatchObject({ code: "MASTERPASS_POPUP_CLOSED" });
  });

  it("fails at once with MASTERPASS_POPUP_OPEN_FAILED when pop-ups are blocked", async () => {
    await blockPopups(page);
    await openShop();
    await page.click("#pay");
    expect(await outcome()).toMatchObject({ code: "MASTERPASS_POPUP_OPEN_FAILED" });
  });
});

// The demo checkout's card add-ons (sandbox/demo/card-checks.js) on its three pages: with 3-D Secure
// ticked, tokenize, verifyCard with the nonce, the challenge in the sandbox's simulated issuer page and
// the liability-shifted nonce charged; and the Data Collector's device data sent with the sale.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { fillField } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

let page: Page;
let consoleProblems: string[];

const tab = usePage();
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function open(path = "/"): Promise<void> {
  await page.goto(`${sandbox().demoUrl}${path}`);
  await page.waitForSelector("#card-form[data-state='ready']");
}

async function typeCard(number: string): Promise<void> {
  await fillField(page, "number", number);
  await fillField(page, "expirationDate", "1230");
  await fillField(page, "cvv", "123");
  await fillField(page, "postalCode", "12345");
}

async function payWith(number: string): Promise<void> {
  await typeCard(number);
  await page.locator("#three-d-secure").check();
  await page.locator("#pay").click();
}

const shownNonce = async () => {
  await page.waitForFunction(() => document.getElementById("nonce")?.textContent !== "", undefined, { timeout: 20000 });
  return (await page.textContent("#nonce")) ?? "";
};

describe("the demo card form with 3-D Secure", () => {
  for (const path of ["/", "/loader", "/react"]) {
    it(`charges the liability-shifted nonce after the shopper passes the simulated issuer's challenge on ${path}`, async () => {
      await open(path);
      await payWith("4000000000001091");
      const challenge = page.frameLocator("#Cardinal-CCA-IFrame");
      await challenge.locator('button[value="pass"]').click({ timeout: 20000 });
      const nonce = await shownNonce();
      expect(await page.textContent("#three-d-secure-result")).toBe(
        "liability shifted: true · status: authenticate_successful",
      );
      await page.waitForSelector("#receipt[data-state='authorized']");
      // The demo's "server" charged the verified nonce.
      expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1091", consumed: true });
      expect(await page.textContent("#error")).toBe("");
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`shows the whole challenge, its buttons inside the window and the frame, at ${width} px`, async () => {
      await page.setViewportSize({ width, height });
      await open("/");
      await payWith("4000000000001091");
      const challenge = page.frameLocator("#Cardinal-CCA-IFrame");
      await challenge.locator('button[value="cancel"]').waitFor({ timeout: 20000 });
      const screenshot = await page.screenshot({ path: `test-results/demo-three-d-secure-${width}.png` });
      expect(screenshot.byteLength).toBeGreaterThan(0);
      const frame = await page.locator("#Cardinal-CCA-IFrame").boundingBox();
      if (!frame) throw new Error("no challenge frame");
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.y).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(width);
      expect(frame.y + frame.height).toBeLessThanOrEqual(height);
      for (const value of ["pass", "fail", "cancel"]) {
        const box = await challenge.locator(`button[value="${value}"]`).boundingBox();
        if (!box) throw new Error(`no ${value} button`);
        expect(box.y + box.height, value).toBeLessThanOrEqual(frame.y + frame.height);
        expect(box.x + box.width, value).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.y, value).toBeGreaterThanOrEqual(frame.y);
      }
      const close = await page.locator("#Cardinal-ModalClose").boundingBox();
      expect((close?.y ?? -1) >= 0 && (close?.x ?? width) + (close?.width ?? 0) <= width).toBe(true);
    });
  }

  it("shows the verified nonce without a challenge for a frictionless card", async () => {
    await open();
    await payWith("4000000000001000");
    const nonce = await shownNonce();
    expect(await page.textContent("#three-d-secure-result")).toBe(
      "liability shifted: true · status: authenticate_successful",
    );
    expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1000" });
    expect(await page.locator("#Cardinal-CCA-IFrame").count()).toBe(0);
  });
});

describe("the demo card form's Data Collector", () => {
  it("sends the device data shown beside the card form to the merchant's server with the nonce", async () => {
    await open();
    await page.waitForFunction(() => document.getElementById("device-data")?.textContent !== "");
    const deviceData = (await page.textContent("#device-data")) ?? "";
    expect(JSON.parse(deviceData)).toEqual({ correlation_id: expect.stringMatching(/^[\w-]{1,32}$/) });
    await typeCard("4111111111111111");
    const [sale] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === "/sale"),
      page.locator("#pay").click(),
    ]);
    expect(sale.postDataJSON()).toEqual({ nonce: expect.any(String), amount: "10.00", deviceData });
    await page.waitForSelector("#receipt[data-state='authorized']");
    const charged = sandbox()
      .requests.filter((request) => request.path.endsWith("/transactions"))
      .at(-1);
    expect(charged?.body).toMatchObject({ transaction: { deviceData } });
  });
});

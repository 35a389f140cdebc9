// The demo checkout (`npm start`) as a visitor uses it: every payment method to a sale on the sandbox
// gateway, a decline, the brand badge, the request and event logs, and faults armed from the page.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { typeInto } from "../support/page.js";
import { decideInSimulator, popupFrom } from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";
import { approveInVenmoApp } from "../support/venmo-app.js";

const sandbox = useSandbox();

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
  sandbox().setLatency(0);
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

const PAGES = ["/", "/loader", "/react"] as const;

async function open(path: string): Promise<void> {
  await page.goto(`${sandbox().demoUrl}${path}`);
  await page.waitForSelector("#card-form[data-state='ready']");
}

/** Opens one method of the accordion (the card is open when the page loads). */
async function openSection(id: string): Promise<void> {
  await page.click(`[data-choice="${id}"]`);
}

async function typeCard(number = "4111111111111111"): Promise<void> {
  await typeInto(page, "number", number);
  await typeInto(page, "expirationDate", "1230");
  await typeInto(page, "cvv", number.length === 15 ? "1234" : "123");
  await typeInto(page, "postalCode", "12345");
}

/** Waits for the sale of the nonce now on show to finish; resolves to the receipt's state. */
async function saleOutcome(): Promise<string> {
  const state = await page.waitForFunction(
    () => {
      const receipt = document.getElementById("receipt");
      const value = receipt && !receipt.hidden ? receipt.dataset.state : undefined;
      return value === "authorized" || value === "declined" ? value : undefined;
    },
    undefined,
    { timeout: 40000 },
  );
  return (await state.jsonValue()) as string;
}

async function text(selector: string): Promise<string> {
  return (await page.textContent(selector)) ?? "";
}

describe("the demo checkout's card", () => {
  for (const path of PAGES) {
    it(`pays the order total by card to an authorized sale on ${path}`, async () => {
      await open(path);
      await typeCard();
      await page.click("#pay");
      expect(await saleOutcome()).toBe("authorized");
      const nonce = await text("#nonce");
      expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1111", consumed: true });
      expect(await text("#nonce-details")).toBe("Visa ending in 1111 · CreditCard");
      expect(await text("#sale")).toMatch(/^Paid \$10\.00\. Transaction [0-9a-f]{8} authorized\.$/);
      expect(await text("#message")).toBe("Thank you! Your order is confirmed.");
      expect(await text("#error")).toBe("");
      expect(consoleProblems).toEqual([]);
    });
  }

  it("shows the bank's decline for a decline amount, in words for the shopper and with the code for the developer", async () => {
    await open("/");
    await page.selectOption("#test-amount", "2000.00");
    expect(await text("#order-total")).toBe("$2,000.00");
    await typeCard();
    await page.click("#pay");
    expect(await saleOutcome()).toBe("declined");
    expect(await text("#message")).toBe("Your bank declined the payment (Do Not Honor). Please use another card or way to pay.");
    expect(await text("#error")).toBe("processor_declined 2000: Do Not Honor");
    expect(await text("#sale")).toBe("Declined: processor_declined (2000) Do Not Honor.");
  });

  for (const path of ["/", "/react"]) {
    it(`shows the brand of the card being typed on ${path}`, async () => {
      await open(path);
      await typeInto(page, "number", "4111");
      await page.waitForSelector('#card-brand[data-brand="visa"], .card-brand[data-brand="visa"]');
      expect(await text(".card-brand")).toBe("VISA");
      await typeInto(page, "number", "");
      const frame = page.frameLocator('#card-form iframe[name="braintree-hosted-field-number"]');
      await frame.locator("#field").fill("3782");
      await page.waitForSelector('.card-brand[data-brand="american-express"]');
      expect(await text(".card-brand")).toBe("AMEX");
    });
  }

  it("puts a human sentence in the checkout and the catalogue code in the developer panel", async () => {
    await open("/");
    await page.click("#pay");
    await page.waitForFunction(() => document.getElementById("error")?.textContent !== "");
    expect(await text("#message")).toBe("Please enter your card details.");
    expect(await text("#error")).toBe("HOSTED_FIELDS_FIELDS_EMPTY: All fields are empty. Cannot tokenize empty card fields.");
    expect(await text("#error-type")).toBe("CUSTOMER");
  });
});

describe("the demo checkout's sandbox controls and logs", () => {
  it("shows a retried tokenization in the request log when the page drops the next one", async () => {
    await open("/");
    await page.selectOption("#fault", "drop");
    await page.click("#arm-fault");
    await page.waitForSelector("#fault-state:has-text('Armed')");
    await typeCard();
    await page.click("#pay");
    expect(await saleOutcome()).toBe("authorized");
    await page.waitForFunction(() => document.querySelectorAll("#request-log li").length > 0 && [...document.querySelectorAll("#request-log li")].filter((li) => li.textContent?.includes("TokenizeCreditCard")).length >= 2);
    const tokenizations = await page.$$eval("#request-log li", (items) => items.map((li) => li.textContent ?? "").filter((line) => line.includes("TokenizeCreditCard")));
    expect(tokenizations).toHaveLength(2);
    expect(tokenizations[1]).toContain("fault: drop");
    expect(await text("#event-log")).toContain("transaction sale");
  });

  it("clears a nonce on show once a later payment fails (a timeout armed from the page)", async () => {
    await open("/");
    await typeCard();
    await page.click("#pay");
    expect(await saleOutcome()).toBe("authorized");
    expect(await text("#nonce")).not.toBe("");
    await page.selectOption("#fault", "timeout");
    await page.click("#arm-fault");
    await page.waitForSelector("#fault-state:has-text('Armed')");
    // The form was emptied after the sale: the shopper types the card again.
    await typeCard();
    await page.click("#pay");
    await page.waitForFunction(() => document.getElementById("error")?.textContent !== "", undefined, { timeout: 40000 });
    expect(await text("#nonce")).toBe("");
    expect(await text("#nonce-details")).toBe("");
    expect(await page.isHidden("#receipt")).toBe(true);
    expect(await text("#error")).toMatch(/^HOSTED_FIELDS_\w+: /);
    expect(await text("#error-details")).toContain('"httpStatus": 408');
    expect(await text("#message")).toBe("The payment service took too long to answer. Please try again.");
  });

  it("sets the gateway's latency from the page", async () => {
    await open("/");
    await page.selectOption("#latency", "300");
    await page.waitForFunction(() => document.getElementById("event-log")?.textContent?.includes("latency300 ms"));
    const started = Date.now();
    await page.evaluate((gateway) => fetch(`${gateway}/merchants/nobody/client_api/v1/configuration`), sandbox().gatewayUrl);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

async function payInSheet(): Promise<void> {
  await page.click('[data-simulator] [data-simulator-action="pay"]');
}

describe("the demo checkout's other methods, each to a sale", () => {
  for (const path of ["/", "/react"]) {
    it(`completes every simulated wallet to an authorized sale on ${path}`, async () => {
      await open(path);
      for (const wallet of ["apple-pay", "google-payment", "payment-request", "visa-checkout"]) {
        await openSection(wallet);
        const button = page.locator(`[data-wallet-start="${wallet}"]:not([disabled])`);
        await button.click();
        await payInSheet();
        const output = page.locator(`[data-wallet-result="${wallet}"][data-state="nonce"]`);
        await output.waitFor();
        const nonce = ((await output.textContent()) ?? "").split(" ")[0] ?? "";
        await page.waitForFunction((expected) => document.getElementById("nonce")?.textContent === expected, nonce);
        expect(await saleOutcome(), wallet).toBe("authorized");
      }
      expect(consoleProblems).toEqual([]);
    });
  }

  const POPUP_FLOWS = [
    { button: "#paypal-sdk-button button", label: "PayPal Checkout" },
    { button: "#paypal-vault-initiated", label: "Vault-initiated checkout" },
    { button: "#paypal-popup-checkout", label: "PayPal" },
    { button: "#paypal-popup-vault", label: "PayPal (vault)" },
    { button: "#masterpass-checkout", label: "Masterpass" },
  ];
  for (const flow of POPUP_FLOWS) {
    it(`completes ${flow.label} to an authorized sale`, async () => {
      await open("/");
      await openSection("paypal");
      await page.waitForSelector('#paypal-demo[data-state="ready"]');
      const popup = await popupFrom(page, () => page.click(flow.button));
      await decideInSimulator(popup, "approve");
      await page.waitForSelector('#paypal-result[data-state="nonce"]', { timeout: 40000 });
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce")).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it("completes Venmo from <PaymentMethod name=\"venmo\"> by QR code to an authorized sale on /react", async () => {
    await open("/react");
    await openSection("venmo");
    await page.getByRole("button", { name: "Venmo", exact: true }).click({ timeout: 20000 });
    const frame = await (await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible", timeout: 20000 })).contentFrame();
    if (!frame) throw new Error("no QR frame");
    const appUrl = await frame.locator("a.simulator").getAttribute("href", { timeout: 20000 });
    const app = await (page.context().browser() as NonNullable<ReturnType<ReturnType<Page["context"]>["browser"]>>).newPage();
    await approveInVenmoApp(app, appUrl as string);
    expect(await saleOutcome()).toBe("authorized");
    expect(await text("#nonce")).toMatch(/^fake-venmo-account-nonce-/);
    expect(consoleProblems).toEqual([]);
  });

  it("completes PayPal from <PaymentMethod name=\"paypal\">'s branded button to an authorized sale on /react", async () => {
    await open("/react");
    await openSection("paypal");
    const popup = await popupFrom(page, () => page.getByRole("button", { name: "PayPal", exact: true }).click({ timeout: 20000 }));
    await decideInSimulator(popup, "approve");
    expect(await saleOutcome()).toBe("authorized");
    expect(await text("#nonce")).toMatch(/^[0-9a-f-]{36}$/);
  });

  for (const path of ["/", "/react"]) {
    it(`completes American Express Checkout to an authorized sale and reads an Amex card's points on ${path}`, async () => {
      await open(path);
      await openSection("american-express");
      await page.click("#amex-express-checkout:not([disabled])");
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce-details")).toBe("American Express ending in ··05 · AmexExpressCheckoutCard");
      await openSection("card");
      await typeCard("378282246310005");
      await page.click("#pay");
      await page.waitForFunction(() => document.getElementById("nonce-details")?.textContent?.startsWith("American Express ending in 0005"));
      await openSection("american-express");
      await page.click("#amex-rewards:not([disabled])");
      await page.waitForSelector('#amex-result[data-state="balance"]');
      expect(await text("#amex-result")).toMatch(/^\d+ Points \(worth \$[\d,.]+\)$/);
    });
  }
});

describe("the demo checkout's layout", () => {
  it("shows the methods as an accordion: the card first and open, one method open at a time", async () => {
    await open("/");
    const toggles = page.locator(".method-toggle");
    expect(await toggles.first().getAttribute("data-choice")).toBe("card");
    expect(await page.locator('.method-toggle[aria-expanded="true"]').count()).toBe(1);
    expect(await page.isVisible("#card-form")).toBe(true);
    await openSection("venmo");
    expect(await page.$$eval('.method-toggle[aria-expanded="true"]', (open) => open.map((toggle) => toggle.getAttribute("data-choice")))).toEqual(["venmo"]);
    expect(await page.isVisible("#card-form")).toBe(false);
    expect(await text("#paying-with")).toBe("Venmo");
  });

  for (const path of PAGES) {
    it(`is at most 1,600 px tall at 1280 px with every method mounted on ${path}`, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(path);
      const expected = await page.evaluate(() => (window as unknown as { DEMO_METHODS: string[] }).DEMO_METHODS.length);
      await page.waitForFunction((count) => document.querySelectorAll("section.method[data-state='ready']").length === count, expected, { timeout: 30000 });
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1600);
    });
  }

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const path of ["/", "/react"]) {
      it(`shows the receipt inside the viewport after a sale at ${width} px and empties the form, Pay disabled until it is filled again, on ${path}`, async () => {
        await page.setViewportSize({ width, height });
        await open(path);
        await typeCard();
        await page.click("#pay");
        expect(await saleOutcome()).toBe("authorized");
        await page.waitForFunction(() => (document.querySelector("#pay") as HTMLButtonElement).disabled);
        const screenshot = await page.screenshot({ path: `test-results/demo-receipt-${width}${path === "/" ? "" : "-react"}.png` });
        expect(screenshot.byteLength).toBeGreaterThan(0);
        const receipt = await page.locator("#receipt").boundingBox();
        expect(receipt?.y).toBeGreaterThanOrEqual(0);
        expect((receipt?.y ?? 0) + (receipt?.height ?? 0)).toBeLessThanOrEqual(height);
        expect(await page.isDisabled("#pay")).toBe(true);
        await typeCard();
        await page.waitForFunction(() => !(document.querySelector("#pay") as HTMLButtonElement).disabled);
      });
    }
  }

  for (const path of PAGES) {
    it(`fits a 390 px phone screen with every method mounted, without sideways scrolling, on ${path}`, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(path);
      const expected = await page.evaluate(() => (window as unknown as { DEMO_METHODS: string[] }).DEMO_METHODS.length);
      await page.waitForFunction((count) => document.querySelectorAll("section.method[data-state='ready']").length === count, expected);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""}`),
      );
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

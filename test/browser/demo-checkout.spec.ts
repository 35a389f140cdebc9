// The demo checkout (`npm start`) as a visitor uses it: every payment method to a sale on the sandbox
// gateway, a decline, the brand badge, the request and event logs, and faults armed from the page.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { typeInto } from "../support/page.js";
import {
  DEMO_PAGES,
  openDemo,
  openSection as openDemoSection,
  saleOutcome as demoSaleOutcome,
  typeCard as typeDemoCard,
} from "../support/demo.js";
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

const PAGES = DEMO_PAGES;
const open = (path: string, methods?: string[]) => openDemo(page, sandbox(), path, methods);
const openSection = (id: string) => openDemoSection(page, id);
const typeCard = (number?: string) => typeDemoCard(page, number);
const saleOutcome = () => demoSaleOutcome(page);

async function text(selector: string): Promise<string> {
  return (await page.textContent(selector)) ?? "";
}

describe("the demo checkout's card", () => {
  /** The nonce on show once the sale of a nonce other than `previous` has finished, with the sale's outcome. */
  async function nextSale(previous: string): Promise<{ nonce: string; outcome: string }> {
    await page.waitForFunction((before) => {
      const nonce = document.getElementById("nonce")?.textContent ?? "";
      return nonce !== "" && nonce !== before;
    }, previous);
    return { outcome: await saleOutcome(), nonce: await text("#nonce") };
  }

  /** Waits for the card form to be empty after a sale (the demo clears it for a next order). */
  async function formCleared(): Promise<void> {
    await page.waitForFunction(() => document.querySelector("#card-form .braintree-hosted-fields-valid") === null);
  }

  async function pressEnterInPostalCode(): Promise<void> {
    await page
      .frameLocator('#card-form iframe[name="braintree-hosted-field-postalCode"]')
      .locator("#field")
      .press("Enter");
  }

  // One page per path: a payment by the Pay button, then, in the form the demo empties for a next order, a payment by
  // Enter in a card field; on / a declined payment comes first and the shopper pays again with the order total.
  for (const path of PAGES) {
    it(`pays the order total by card to an authorized sale on ${path}, then a next order when the shopper presses Enter in a card field${path === "/" ? ", after the bank's decline (in words for the shopper, with the code for the developer)" : ""}`, async () => {
      await open(path, []);
      let previous = "";
      if (path === "/") {
        await page.selectOption("#test-amount", "2000.00");
        expect(await text("#order-total")).toBe("$2,000.00");
        await typeCard();
        await page.click("#pay");
        const declined = await nextSale(previous);
        expect(declined.outcome).toBe("declined");
        expect(await text("#message")).toBe(
          "Your bank declined the payment (Do Not Honor). Please use another card or way to pay.",
        );
        expect(await text("#error")).toBe("processor_declined 2000: Do Not Honor");
        expect(await text("#sale")).toBe("Declined: processor_declined (2000) Do Not Honor.");
        await page.selectOption("#test-amount", "10.00");
        previous = declined.nonce;
      } else {
        await typeCard();
      }
      await page.click("#pay");
      const paid = await nextSale(previous);
      expect(paid.outcome).toBe("authorized");
      expect(sandbox().getNonce(paid.nonce)).toMatchObject({ lastFour: "1111", consumed: true });
      expect(await text("#nonce-details")).toBe("Visa ending in 1111 · CreditCard");
      expect(await text("#sale")).toMatch(/^Paid \$10\.00\. Transaction [0-9a-f]{8} authorized\.$/);
      expect(await text("#message")).toBe("Thank you! Your order is confirmed.");
      expect(await text("#error")).toBe("");

      await formCleared();
      await typeCard();
      await pressEnterInPostalCode();
      const next = await nextSale(paid.nonce);
      expect(next.outcome).toBe("authorized");
      expect(sandbox().getNonce(next.nonce)).toMatchObject({ lastFour: "1111", consumed: true });
      expect(await text("#nonce-details")).toBe("Visa ending in 1111 · CreditCard");
      // The declined sale's answer is the one line in the console: Chromium's own, for the demo server's 422.
      expect(consoleProblems).toEqual(
        path === "/"
          ? ["error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)"]
          : [],
      );
    });
  }

  for (const path of ["/", "/react"]) {
    it(`shows the brand of the card being typed on ${path}`, async () => {
      await open(path, []);
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
    await open("/", []);
    await page.click("#pay");
    await page.waitForFunction(() => document.getElementById("error")?.textContent !== "");
    expect(await text("#message")).toBe("Please enter your card details.");
    expect(await text("#error")).toBe(
      "HOSTED_FIELDS_FIELDS_EMPTY: All fields are empty. Cannot tokenize empty card fields.",
    );
    expect(await text("#error-type")).toBe("CUSTOMER");
  });
});

describe("the demo checkout's sandbox controls and logs", () => {
  it("shows a retried tokenization in the request log when the page drops the next one", async () => {
    await open("/", []);
    await page.selectOption("#fault", "drop");
    await page.click("#arm-fault");
    await page.waitForSelector("#fault-state:has-text('Armed')");
    await typeCard();
    await page.click("#pay");
    expect(await saleOutcome()).toBe("authorized");
    await page.waitForFunction(
      () =>
        document.querySelectorAll("#request-log li").length > 0 &&
        [...document.querySelectorAll("#request-log li")].filter((li) => li.textContent?.includes("TokenizeCreditCard"))
          .length >= 2,
    );
    const tokenizations = await page.$$eval("#request-log li", (items) =>
      items.map((li) => li.textContent ?? "").filter((line) => line.includes("TokenizeCreditCard")),
    );
    expect(tokenizations).toHaveLength(2);
    expect(tokenizations[1]).toContain("fault: drop");
    expect(await text("#event-log")).toContain("transaction sale");
  });

  it("clears a nonce on show once a later payment fails (a timeout armed from the page)", async () => {
    await open("/", []);
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
    await page.waitForFunction(() => document.getElementById("error")?.textContent !== "", undefined, {
      timeout: 40000,
    });
    expect(await text("#nonce")).toBe("");
    expect(await text("#nonce-details")).toBe("");
    expect(await page.isHidden("#receipt")).toBe(true);
    expect(await text("#error")).toMatch(/^HOSTED_FIELDS_\w+: /);
    expect(await text("#error-details")).toContain('"httpStatus": 408');
    expect(await text("#message")).toBe("The payment service took too long to answer. Please try again.");
  });

  it("sets the gateway's latency from the page", async () => {
    await open("/", []);
    await page.selectOption("#latency", "300");
    await page.waitForFunction(() => document.getElementById("event-log")?.textContent?.includes("latency300 ms"));
    const started = Date.now();
    await page.evaluate(
      (gateway) => fetch(`${gateway}/merchants/nobody/client_api/v1/configuration`),
      sandbox().gatewayUrl,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

async function payInSheet(): Promise<void> {
  await page.click('[data-simulator] [data-simulator-action="pay"]');
}

describe("the demo checkout's other methods, each to a sale", () => {
  for (const path of ["/", "/react"]) {
    it(`completes every simulated wallet to an authorized sale on ${path}`, async () => {
      const wallets = ["apple-pay", "google-payment", "payment-request", "visa-checkout"];
      await open(path, wallets);
      for (const wallet of wallets) {
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
      await open("/", ["paypal"]);
      await openSection("paypal");
      await page.waitForSelector('#paypal-demo[data-state="ready"]');
      const popup = await popupFrom(page, () => page.click(flow.button));
      await decideInSimulator(popup, "approve");
      await page.waitForSelector('#paypal-result[data-state="nonce"]', { timeout: 40000 });
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce")).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it('completes Venmo from <PaymentMethod name="venmo"> by QR code to an authorized sale on /react', async () => {
    await open("/react", ["venmo"]);
    await openSection("venmo");
    await page.getByRole("button", { name: "Venmo", exact: true }).click({ timeout: 20000 });
    const frame = await (
      await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible", timeout: 20000 })
    ).contentFrame();
    if (!frame) throw new Error("no QR frame");
    const appUrl = await frame.locator("a.simulator[href]").getAttribute("href", { timeout: 20000 });
    const app = await (
      page.context().browser() as NonNullable<ReturnType<ReturnType<Page["context"]>["browser"]>>
    ).newPage();
    await approveInVenmoApp(app, appUrl as string);
    expect(await saleOutcome()).toBe("authorized");
    expect(await text("#nonce")).toMatch(/^fake-venmo-account-nonce-/);
    expect(consoleProblems).toEqual([]);
  });

  it('completes PayPal from <PaymentMethod name="paypal">\'s branded button to an authorized sale on /react', async () => {
    await open("/react", ["paypal"]);
    await openSection("paypal");
    const popup = await popupFrom(page, () =>
      page.getByRole("button", { name: "PayPal", exact: true }).click({ timeout: 20000 }),
    );
    await decideInSimulator(popup, "approve");
    expect(await saleOutcome()).toBe("authorized");
    expect(await text("#nonce")).toMatch(/^[0-9a-f-]{36}$/);
  });

  for (const path of ["/", "/react"]) {
    it(`completes American Express Checkout to an authorized sale and reads an Amex card's points on ${path}`, async () => {
      await open(path, ["american-express"]);
      await openSection("american-express");
      await page.click("#amex-express-checkout:not([disabled])");
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce-details")).toBe("American Express ending in ··05 · AmexExpressCheckoutCard");
      await openSection("card");
      await typeCard("378282246310005");
      await page.click("#pay");
      await page.waitForFunction(() =>
        document.getElementById("nonce-details")?.textContent?.startsWith("American Express ending in 0005"),
      );
      await openSection("american-express");
      await page.click("#amex-rewards:not([disabled])");
      await page.waitForSelector('#amex-result[data-state="balance"]');
      expect(await text("#amex-result")).toMatch(/^\d+ Points \(worth \$[\d,.]+\)$/);
    });
  }
});

// The demo checkout's sections for UnionPay, US bank account, vault manager, preferred payment methods
// and Payment Ready (sandbox/demo/<method>.js), each completed against the sandbox in Chromium.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { useSandbox } from "../support/sandbox.js";

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

async function openSection(id: string): Promise<void> {
  await page.goto(sandbox().demoUrl);
  await page.waitForSelector(`#${id}-demo[data-state="ready"]`);
}

/** The text of a section's result once it has settled. */
async function resultOf(id: string): Promise<string> {
  await page.waitForSelector(`#${id}-result:is([data-state="done"], [data-state="error"])`);
  return (await page.textContent(`#${id}-result`)) ?? "";
}

/** Types into the Hosted Fields frame inside `container`, as a shopper would. */
async function typeIntoFrame(container: string, text: string): Promise<void> {
  const frame = await (await page.waitForSelector(`${container} iframe`)).contentFrame();
  if (!frame) throw new Error(`no frame in ${container}`);
  await frame.waitForSelector("#field");
  await frame.click("#field");
  await frame.locator("#field").pressSequentially(text);
}

describe("demo sections of the other payment methods", () => {
  it("UnionPay: checks the card, sends the SMS code and pays to a nonce", async () => {
    await openSection("unionpay");
    await typeIntoFrame("#unionpay-number", "6212345678901232");
    await typeIntoFrame("#unionpay-expiration", "1230");
    await typeIntoFrame("#unionpay-cvv", "123");
    await page.click("#unionpay-capabilities");
    expect(await resultOf("unionpay")).toBe("UnionPay: true, debit: false, supported: true");
    await page.click("#unionpay-enroll");
    expect(await resultOf("unionpay")).toContain("enter the SMS code");
    await page.click("#unionpay-pay");
    expect(await resultOf("unionpay")).toMatch(/^UnionPay nonce: \S+ \(UnionPay ending in 1232\)$/);
    expect(consoleProblems).toEqual([]);
  });

  it("US bank account: pays by routing and account number to a nonce", async () => {
    await openSection("us-bank-account");
    await page.click("#us-bank-details");
    expect(await resultOf("us-bank-account")).toMatch(/^US bank account nonce: tokenusbankacct_\S+ \(US bank account ending in - 0000\)$/);
  });

  it("US bank account: pays by simulated bank login to a nonce", async () => {
    await openSection("us-bank-account");
    await page.click("#us-bank-login");
    await page.click('[data-simulator="bank-login"] [data-simulator-action="link"]');
    expect(await resultOf("us-bank-account")).toMatch(/^US bank account nonce: /);
  });

  it("vault manager: lists the customer's stored payment methods and deletes one", async () => {
    await openSection("vault-manager");
    await page.click("#vault-fetch");
    expect(await resultOf("vault-manager")).toBe("3 stored payment methods");
    await page.click("#vault-methods li:first-child button");
    await page.waitForFunction(() => document.querySelector("#vault-manager-result")?.textContent?.startsWith("Deleted"));
    expect(await page.locator("#vault-methods li").count()).toBe(2);
  });

  it("preferred payment methods: shows both flags", async () => {
    await openSection("preferred-payment-methods");
    await page.click("#preferred-fetch");
    expect(await resultOf("preferred-payment-methods")).toBe("PayPal preferred: true, Venmo preferred: false");
  });

  it("Payment Ready: creates a session, shows the recommendations and reports the presented button", async () => {
    await openSection("payment-ready");
    await page.click("#payment-ready-recommend");
    expect(await resultOf("payment-ready")).toMatch(/^Session \S+: 1\. VENMO, 2\. PAYPAL$/);
    await page.click("#payment-ready-select");
    expect(await page.textContent("#payment-ready-result")).toBe("Reported VENMO as selected.");
  });
});

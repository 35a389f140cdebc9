// The demo checkout's methods beyond cards, wallets and PayPal (sandbox/demo/methods/<id>.js on `/`, the
// components of sandbox/demo/react/ on `/react`): UnionPay,
// US bank account, SEPA, iDEAL, Instant Verification each to a sale on the sandbox gateway; the vault
// manager, Payment Ready and preferred payment methods to their visible result.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { closedPopup, popupFrom } from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";
import { everyMethodReady } from "../support/demo.js";

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

/**
 * Opens a demo page showing the method (and the methods `also` names: `?methods=`, a lighter page than every method
 * at once), opens its section of the accordion and waits until it is ready.
 */
async function openMethod(id: string, path = "/", also: string[] = []): Promise<void> {
  await page.goto(`${sandbox().demoUrl}${path}?methods=${[id, ...also].join(",")}`);
  await page.click(`[data-choice="${id}"]`, { timeout: 20000 });
  await page.waitForSelector(`#${id}-demo[data-state="ready"]`, { timeout: 20000 });
}

/** The text of a method's result once it shows `state`. */
async function resultOf(id: string, state: string): Promise<string> {
  // Attached, not visible: a method may hand the shopper on to another (Fastlane to the card), which closes its section.
  await page.waitForSelector(`#${id}-result:is([data-state="${state}"], [data-state="error"])`, {
    state: "attached",
    timeout: 20000,
  });
  return (await page.textContent(`#${id}-result`)) ?? "";
}

/** Waits for the sale of the nonce on show (other than `previous`) to finish; resolves to the receipt's state. */
async function saleOutcome(previous = ""): Promise<string> {
  const state = await page.waitForFunction(
    (earlier) => {
      const receipt = document.getElementById("receipt");
      const nonce = document.getElementById("nonce")?.textContent ?? "";
      const value = receipt && !receipt.hidden && nonce !== earlier ? receipt.dataset.state : undefined;
      return value === "authorized" || value === "declined" ? value : undefined;
    },
    previous,
    { timeout: 40000 },
  );
  return (await state.jsonValue()) as string;
}

async function text(selector: string): Promise<string> {
  return (await page.textContent(selector)) ?? "";
}

/** Types into the Hosted Fields frame inside `container`, as a shopper would. */
async function typeIntoFrame(container: string, value: string): Promise<void> {
  const frame = await (await page.waitForSelector(`${container} iframe`)).contentFrame();
  if (!frame) throw new Error(`no frame in ${container}`);
  await frame.waitForSelector("#field");
  await frame.click("#field");
  await frame.locator("#field").pressSequentially(value);
}

async function decideInBank(target: Page, decision: "approve" | "cancel" | "fail"): Promise<void> {
  const button = target.locator(`button[value="${decision}"]`);
  await button.waitFor({ timeout: 20000 });
  await button.click();
}

describe("the demo checkout's bank and local methods, each to a sale", () => {
  for (const path of ["/", "/react"]) {
    it(`UnionPay: checks the card, sends the SMS code and pays to an authorized sale on ${path}`, async () => {
      await openMethod("unionpay", path);
      await typeIntoFrame("#unionpay-number", "6212345678901232");
      await typeIntoFrame("#unionpay-expiration", "1230");
      await typeIntoFrame("#unionpay-cvv", "123");
      await page.click("#unionpay-capabilities");
      expect(await resultOf("unionpay", "done")).toBe("UnionPay: true, debit: false, supported: true");
      await page.click("#unionpay-enroll");
      await page.waitForSelector('#unionpay-result[data-state="done"]:has-text("Enrolled")');
      expect(await text("#unionpay-result")).toContain("enter the SMS code");
      await page.click("#unionpay-pay");
      expect(await saleOutcome()).toBe("authorized");
      // The page's receipt and the method's own line are drawn separately (on /react, on React's schedule).
      await page.waitForSelector('#unionpay-result:has-text("UnionPay nonce:")', { state: "attached", timeout: 20000 });
      expect(await text("#unionpay-result")).toMatch(/^UnionPay nonce: \S+ \(UnionPay ending in 1232\)$/);
      expect(sandbox().getNonce(await text("#nonce"))).toMatchObject({ lastFour: "1232", consumed: true });
      expect(await text("#paying-with")).toBe("UnionPay");
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`US bank account: pays by account number and by simulated bank login, each to an authorized sale on ${path}`, async () => {
      await openMethod("us-bank-account", path);
      await page.click("#us-bank-details");
      expect(await saleOutcome()).toBe("authorized");
      const first = await text("#nonce");
      expect(first).toMatch(/^tokenusbankacct_/);
      expect(await text("#nonce-details")).toBe("US bank account ending in - 0000 · us_bank_account");
      await page.click("#us-bank-login");
      await page.click('[data-simulator="bank-login"] [data-simulator-action="link"]');
      expect(await saleOutcome(first)).toBe("authorized");
      expect(await text("#nonce")).toMatch(/^tokenusbankacct_/);
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`SEPA Direct Debit: a mandate approved in the bank simulator's pop-up ends in an authorized sale on ${path}`, async () => {
      await openMethod("sepa", path);
      const popup = await popupFrom(page, () => page.click("#sepa-start"));
      await decideInBank(popup, "approve");
      expect(await saleOutcome()).toBe("authorized");
      expect(await resultOf("sepa", "nonce")).toMatch(/^SEPA nonce: \S+ \(IBAN ending 0189, ONE_OFF\)$/);
      expect(await text("#nonce-details")).toBe("SEPA Direct Debit, IBAN ending in 0189 · ONE_OFF");
      await closedPopup(popup);
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/loader", "/react"]) {
    it(`iDEAL: a payment approved in the bank simulator's pop-up ends in an authorized sale on ${path}`, async () => {
      await openMethod("local-payment", path);
      const popup = await popupFrom(page, () => page.click("#local-payment-start"));
      await decideInBank(popup, "approve");
      expect(await saleOutcome()).toBe("authorized");
      expect(await resultOf("local-payment", "nonce")).toMatch(/^Local payment nonce: \S+ \(PayPalAccount\)$/);
      expect(await text("#sale")).toMatch(/^Paid \$10\.00\. Transaction [0-9a-f]{8} authorized\.$/);
      expect(await text("#paying-with")).toBe("iDEAL (local payment)");
      await closedPopup(popup);
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`Instant Verification: links a bank account at the provider and charges it back on the demo page on ${path}`, async () => {
      await openMethod("instant-verification", path);
      await Promise.all([
        page.waitForURL(/\/simulators\/open-banking\/create/),
        page.click("#instant-verification-start"),
      ]);
      await Promise.all([page.waitForURL(/demo=instant-verification/), page.click('button[value="approve"]')]);
      expect(await saleOutcome()).toBe("authorized");
      expect(await resultOf("instant-verification", "nonce")).toMatch(/^Instant Verification nonce: [0-9a-f-]{36}$/);
      expect(await text("#nonce-details")).toBe("Bank account linked by open banking");
      // The provider's answer is read once: the address no longer carries it.
      expect(new URL(page.url()).search).toBe("");
      expect(consoleProblems).toEqual([]);
    });
  }
});

describe("the demo checkout's vault manager, Payment Ready and preferred payment methods", () => {
  for (const path of ["/", "/react"]) {
    it(`lists the customer's saved payment methods, pays with one to an authorized sale and deletes another on ${path}`, async () => {
      // Each page's run starts from the customer's three seeded methods (the other page's run deleted one).
      sandbox().clearCustomerVaults();
      await openMethod("vault-manager", path);
      await page.click("#vault-fetch");
      expect(await resultOf("vault-manager", "done")).toBe("3 saved payment methods");
      expect(await page.locator("#vault-methods li").count()).toBe(3);
      await page.click('#vault-methods li:first-child [data-vault-action="pay"]');
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce-details")).toMatch(/^CreditCard · Visa ending in \d{4} \(default\)$/);
      await page.click('#vault-methods li:last-child [data-vault-action="delete"]');
      await page.waitForSelector('#vault-manager-result:has-text("Deleted")');
      expect(await page.locator("#vault-methods li").count()).toBe(2);
      await page.click("#vault-fetch");
      await page.waitForSelector('#vault-manager-result:has-text("2 saved payment methods")');
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`shows the provider's recommendations and, on choosing the first, selects that method in the checkout on ${path}`, async () => {
      await openMethod("payment-ready", path, ["paypal", "venmo"]);
      await page.click("#payment-ready-recommend");
      expect(await resultOf("payment-ready", "done")).toMatch(/^Session \S+: 1\. VENMO, 2\. PAYPAL$/);
      await page.click("#payment-ready-select:not([disabled])");
      await page.waitForSelector('#payment-ready-result:has-text("Reported")', { state: "attached", timeout: 20000 });
      expect(await text("#payment-ready-result")).toBe("Reported VENMO as selected.");
      expect(await text("#paying-with")).toBe("Venmo");
      expect(await page.getAttribute('[data-choice="venmo"]', "aria-current")).toBe("true");
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`shows whether PayPal and Venmo are preferred on ${path}`, async () => {
      await openMethod("preferred-payment-methods", path);
      await page.click("#preferred-fetch");
      expect(await resultOf("preferred-payment-methods", "done")).toBe(
        "PayPal preferred: true, Venmo preferred: false",
      );
    });
  }
});

describe("the demo checkout's Fastlane", () => {
  for (const path of ["/", "/react"]) {
    it(`looks the shopper up by email and sends a guest on to the card form on ${path}`, async () => {
      await openMethod("fastlane", path, ["card"]);
      await page.fill("#fastlane-email", "guest@example.com");
      await page.click("#fastlane-lookup");
      expect(await resultOf("fastlane", "guest")).toBe(
        "No Fastlane profile for guest@example.com: continue as a guest with the card form.",
      );
      expect(await text("#paying-with")).toBe("Credit or debit card");
      expect(sandbox().requests.some((request) => request.path === "/simulators/fastlane/axo.js")).toBe(true);
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ["/", "/react"]) {
    it(`signs a sandbox member in and pays with the saved card in an authorized sale on ${path}`, async () => {
      await openMethod("fastlane", path, ["card"]);
      await page.fill("#fastlane-email", "member@example.com");
      await page.click("#fastlane-lookup");
      await page
        .getByRole("dialog", { name: "Fastlane sign-in (sandbox simulator)" })
        .getByRole("button", { name: "Sign in" })
        .click();
      expect(await resultOf("fastlane", "member")).toBe("Fastlane member: paying with the saved Visa ending 1881.");
      expect(await saleOutcome()).toBe("authorized");
      expect(await text("#nonce-details")).toBe("Fastlane · Visa ending in 1881");
      expect(consoleProblems).toEqual([]);
    });
  }
});

describe("the React demo", () => {
  it("draws every method section on /react with paykit/react, loading no file of methods/ but the list", async () => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${sandbox().demoUrl}/react`);
    await everyMethodReady(page);
    const expected = await page.evaluate(() => (window as unknown as { DEMO_METHODS: string[] }).DEMO_METHODS.length);
    expect(await page.locator("section.method[data-state='ready']").count()).toBe(expected);
    expect(requested.filter((path) => path.startsWith("/methods/"))).toEqual(["/methods/list.js"]);
    expect(consoleProblems).toEqual([]);
  });
});

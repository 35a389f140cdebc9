// <PaymentMethod> in Chromium against the sandbox: offered only where the method can complete (Venmo on a desktop
// by QR code, nothing where it cannot), the README's Venmo example run as written, the branded default buttons and
// Google Pay and Apple Pay paid from their default buttons with no render prop.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { ROOT, buildFixture, buildFixtureSource } from "../support/fixtures.js";
import { useSandbox } from "../support/sandbox.js";
import { decideInSimulator, popupFrom } from "../support/popups.js";
import { approveInVenmoApp } from "../support/venmo-app.js";

const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];

type PageWindow = Window & Record<string, any>;

/** The README's Venmo checkout, byte for byte: the jsx block that renders `<PaymentMethod name="venmo">` into #checkout. */
async function readmeVenmoExample(): Promise<string> {
  const readme = await readFile(join(ROOT, "docs", "usage.md"), "utf8");
  const blocks = [...readme.matchAll(/```jsx\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const example = blocks.find((block) => block.includes('name="venmo"') && block.includes("createRoot("));
  if (!example) throw new Error("docs/usage.md has no Venmo example that renders into the page");
  return example;
}

/** What the README leaves to the merchant: the client token, `send` and `report`. */
const README_PRELUDE = `
const clientToken = (window as any).readmeAuthorization as string;
const send = (nonce: string) => (window as any).paid.push(nonce);
const report = (error: { code: string; type: string }) => (window as any).reported.push({ code: error.code, type: error.type });
`;

beforeAll(async () => {
  await buildFixture("react-payment-method.tsx", "react-payment-method");
  await buildFixtureSource(README_PRELUDE + (await readmeVenmoExample()), "readme-venmo");
});

beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** A blank merchant page of the demo origin with one module app; `hash` is the fragment the page opens with. */
async function openApp(name: string, hash = ""): Promise<void> {
  await page.goto(`${sandbox().demoUrl}/blank${hash}`);
  await page.evaluate(
    async ({ src, gateway, authorization }) => {
      const w = window as PageWindow;
      w.__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      w.readmeAuthorization = authorization;
      w.paid = [];
      w.reported = [];
      document.body.innerHTML = '<div id="app"></div><div id="checkout"></div>';
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.type = "module";
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      });
    },
    {
      src: `${sandbox().demoUrl}/app/${name}.js`,
      gateway: sandbox().gatewayUrl,
      authorization: sandbox().tokenizationKey,
    },
  );
}

async function mount(props: Record<string, unknown>): Promise<void> {
  await page.evaluate((given) => (window as unknown as { mountMethod(props: unknown): void }).mountMethod(given), {
    authorization: sandbox().tokenizationKey,
    ...props,
  });
}

async function loadSimulator(name: string): Promise<void> {
  await page.addScriptTag({ url: `${sandbox().assetsUrl}/simulators/${name}.js` });
}

const paid = () => page.evaluate(() => (window as PageWindow).paid);
const reported = () => page.evaluate(() => (window as PageWindow).reported);

/** Approves the payment in the simulated Venmo app the QR frame links to (the shopper's phone). */
async function approveQrCodeInApp(): Promise<void> {
  const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', {
    state: "visible",
    timeout: 20000,
  });
  const frame = await element.contentFrame();
  if (!frame) throw new Error("no QR frame");
  await frame.waitForSelector(".code svg");
  const appUrl = await frame.locator("a.simulator[href]").getAttribute("href");
  // The shopper's phone: another page of the same browser.
  const app = await (
    page.context().browser() as NonNullable<ReturnType<ReturnType<Page["context"]>["browser"]>>
  ).newPage();
  await approveInVenmoApp(app, appUrl as string);
}

describe("Venmo on a desktop", () => {
  it("the README's Venmo example, run as written, pays by QR code on a desktop", async () => {
    await openApp("readme-venmo");
    const button = page.getByRole("button", { name: "Venmo" });
    await button.click({ timeout: 20000 });
    await approveQrCodeInApp();
    await page.waitForFunction(() => (window as PageWindow).paid.length > 0, undefined, { timeout: 20000 });
    expect(await paid()).toEqual([expect.stringMatching(/^fake-venmo-account-nonce-/)]);
    expect(await reported()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  it("draws nothing where Venmo cannot complete (allowDesktop: false on a desktop)", async () => {
    await openApp("react-payment-method");
    await mount({ name: "venmo", options: { allowDesktop: false } });
    await page.waitForFunction(() => (window as PageWindow).readyMethods.includes("venmo"), undefined, {
      timeout: 20000,
    });
    expect(await page.locator("#app").innerHTML()).toBe("");
    expect(await reported()).toEqual([]);
  });

  it("gives a render prop supported: false and the reason where Venmo cannot complete", async () => {
    await openApp("react-payment-method");
    await mount({ name: "venmo", options: { allowDesktop: false }, renderProp: true });
    await page.waitForFunction(() => (window as PageWindow).renders.some((render: { ready: boolean }) => render.ready));
    const last = await page.evaluate(() => (window as PageWindow).renders.at(-1));
    expect(last).toEqual({
      ready: true,
      supported: false,
      reason: expect.stringContaining("venmo.isBrowserSupported() is false"),
    });
    expect(await page.textContent("[data-render-prop]")).toContain("unsupported");
  });

  it("ends a return it cannot use (an answer naming a payment context the gateway does not know) in onError", async () => {
    await openApp("react-payment-method", "#venmoSuccess=1&resource_id=cGF5bWVudGNvbnRleHQ6dW5rbm93bg");
    await mount({ name: "venmo" });
    await page.waitForFunction(() => (window as PageWindow).reported.length > 0, undefined, { timeout: 20000 });
    const [error] = await reported();
    expect(error?.code).toMatch(/^VENMO_/);
    expect(error?.message).not.toMatch(/undefined/);
    expect(await paid()).toEqual([]);
  });
});

describe("branded default buttons", () => {
  const background = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).backgroundColor);

  it("draws PayPal's gold button with the PayPal wordmark, named PayPal", async () => {
    await openApp("react-payment-method");
    await mount({ name: "paypal" });
    const button = page.getByRole("button", { name: "PayPal", exact: true });
    await button.waitFor({ timeout: 20000 });
    expect(await background('button[data-paykit-method="paypal"]')).toBe("rgb(255, 196, 57)");
    expect(await page.locator('button[data-paykit-method="paypal"] svg text').textContent()).toBe("PayPal");
    expect(
      await page.$eval('button[data-paykit-method="paypal"]', (element) => element.getBoundingClientRect().height),
    ).toBe(45);
  });

  it("follows buttonStyle: PayPal blue, pill-shaped, 55 px high", async () => {
    await openApp("react-payment-method");
    await mount({ name: "paypal", buttonStyle: { color: "blue", shape: "pill", height: 80 } });
    await page.getByRole("button", { name: "PayPal" }).waitFor({ timeout: 20000 });
    const look = await page.$eval('button[data-paykit-method="paypal"]', (element) => ({
      background: getComputedStyle(element).backgroundColor,
      radius: getComputedStyle(element).borderTopLeftRadius,
      height: element.getBoundingClientRect().height,
    }));
    expect(look).toEqual({ background: "rgb(0, 112, 186)", radius: "999px", height: 55 });
  });

  it("draws Venmo's blue button with the venmo wordmark, named Venmo", async () => {
    await openApp("react-payment-method");
    await mount({ name: "venmo" });
    await page.getByRole("button", { name: "Venmo", exact: true }).waitFor({ timeout: 20000 });
    expect(await background('button[data-paykit-method="venmo"]')).toBe("rgb(0, 140, 255)");
    expect(await page.locator('button[data-paykit-method="venmo"] svg text').textContent()).toBe("venmo");
  });

  it("keeps a gap between default buttons listed one after another (PayPal, then Venmo)", async () => {
    await openApp("react-payment-method");
    await page.evaluate(
      (authorization) => (window as PageWindow).mountMethods(authorization, ["paypal", "venmo"]),
      sandbox().tokenizationKey,
    );
    await page.getByRole("button", { name: "Venmo", exact: true }).waitFor({ timeout: 20000 });
    await page.getByRole("button", { name: "PayPal", exact: true }).waitFor({ timeout: 20000 });
    const [paypal, venmo] = await Promise.all(
      ['button[data-paykit-method="paypal"]', 'button[data-paykit-method="venmo"]'].map((selector) =>
        page.$eval(selector, (element) => element.getBoundingClientRect().toJSON()),
      ),
    );
    expect(venmo.top - paypal.bottom).toBeGreaterThanOrEqual(8);
  });

  it("names the other one-call methods in words, not by their namespace", async () => {
    await openApp("react-payment-method");
    await mount({ name: "usBankAccount" });
    await page.getByRole("button", { name: "Pay from a US bank account", exact: true }).waitFor({ timeout: 20000 });
  });
});

describe("wallets from their default buttons", () => {
  it("Google Pay with no render prop loads pay.js itself, draws Google's button and completes to a nonce", async () => {
    await openApp("react-payment-method");
    expect(await page.evaluate(() => "google" in window)).toBe(false);
    await mount({
      name: "googlePayment",
      paymentRequest: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
    });
    await page.locator('[data-paykit-method="googlePayment"] button').click({ timeout: 20000 });
    await page.selectOption('[data-simulator] [data-simulator-field="choice"]', "visa");
    await page.click('[data-simulator] [data-simulator-action="pay"]');
    await page.waitForFunction(() => (window as PageWindow).paid.length > 0, undefined, { timeout: 20000 });
    expect((await paid())[0]).toMatchObject({
      type: "AndroidPayCard",
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
    });
    expect(await reported()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  it("Google Pay's sheet closed by the shopper ends in onError with GOOGLE_PAYMENT_CANCELED", async () => {
    await openApp("react-payment-method");
    await mount({
      name: "googlePayment",
      paymentRequest: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
    });
    await page.locator('[data-paykit-method="googlePayment"] button').click({ timeout: 20000 });
    await page.click('[data-simulator] [data-simulator-action="cancel"]');
    await page.waitForFunction(() => (window as PageWindow).reported.length > 0);
    expect(await reported()).toEqual([
      { code: "GOOGLE_PAYMENT_CANCELED", type: "CUSTOMER", message: "The shopper closed Google Pay without paying." },
    ]);
  });

  it("Apple Pay draws nothing without ApplePaySession", async () => {
    await openApp("react-payment-method");
    await mount({ name: "applePay", renderProp: true });
    await page.waitForFunction(() => (window as PageWindow).renders.some((render: { ready: boolean }) => render.ready));
    expect(await page.evaluate(() => (window as PageWindow).renders.at(-1))).toMatchObject({
      supported: false,
      reason: expect.stringContaining("ApplePaySession"),
    });
  });

  it("Apple Pay draws a black button named Apple Pay that completes to a nonce", async () => {
    await openApp("react-payment-method");
    await loadSimulator("apple-pay");
    await mount({ name: "applePay", paymentRequest: { total: { label: "Shop", amount: "10.00" } } });
    const button = page.getByRole("button", { name: "Apple Pay", exact: true });
    await button.waitFor({ timeout: 20000 });
    expect(
      await page.$eval('button[data-paykit-method="applePay"]', (element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(0, 0, 0)");
    await button.click();
    await page.selectOption('[data-simulator] [data-simulator-field="choice"]', "5204247750001471");
    await page.click('[data-simulator] [data-simulator-action="pay"]');
    await page.waitForFunction(() => (window as PageWindow).paid.length > 0, undefined, { timeout: 20000 });
    expect((await paid())[0]).toMatchObject({
      type: "ApplePayCard",
      nonce: expect.stringMatching(/^tokenapplepay_sb_/),
    });
  });
});

describe("PayPal Checkout from its default button", () => {
  it("draws PayPal's own buttons, orders the payment request and pays the approval to a nonce", async () => {
    await openApp("react-payment-method");
    await mount({
      name: "paypalCheckout",
      paymentRequest: { flow: "checkout", amount: "10.00", currency: "USD", intent: "capture" },
    });
    const popup = await popupFrom(page, () =>
      page.locator('[data-paykit-method="paypalCheckout"] button').click({ timeout: 20000 }),
    );
    await decideInSimulator(popup, "approve");
    await page.waitForFunction(() => (window as PageWindow).paid.length > 0, undefined, { timeout: 20000 });
    expect((await paid())[0]).toMatchObject({ type: "PayPalAccount", nonce: expect.any(String) });
    expect(await reported()).toEqual([]);
  });
});

describe("a local payment from its default button", () => {
  it("starts the payment request's iDEAL payment in the bank's pop-up and pays the approval to a nonce", async () => {
    await openApp("react-payment-method");
    await mount({
      name: "localPayment",
      paymentRequest: {
        paymentType: "ideal",
        paymentTypeCountryCode: "NL",
        amount: "10.00",
        currencyCode: "EUR",
        givenName: "Joe",
        surname: "Doe",
        address: { countryCode: "NL" },
        fallback: { url: "https://shop.example/return", buttonText: "Return to the shop" },
      },
    });
    const button = page.getByRole("button", { name: "Pay at your bank", exact: true });
    await button.waitFor({ timeout: 20000 });
    const popup = await popupFrom(page, () => button.click());
    await decideInSimulator(popup, "approve");
    await page.waitForFunction(() => (window as PageWindow).paid.length > 0, undefined, { timeout: 20000 });
    expect((await paid())[0]).toMatchObject({ nonce: expect.any(String) });
    expect(await reported()).toEqual([]);
  });
});

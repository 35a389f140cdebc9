// Venmo in Chromium against the sandbox: the desktop QR code (frame and simulated app), the desktop web
// login (pop-up over a backdrop) and the mobile app switch with manual-return polling (mobile user agent).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { recordConsole, useKeptPages } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import { BUTTONS_BODY, closedPopup, popupFrom } from "../support/popups.js";
import { useSandbox, type Sandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
// A desktop page and a phone page, each handed from test to test (reset between them) rather than a context per test.
const pages = useKeptPages();

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let context: BrowserContext | undefined;
let consoleProblems: string[] = [];

afterEach(() => {
  context = undefined;
});

/** The phone's browser: Chrome on Android, a phone's screen and touch. */
const ON_A_PHONE = { userAgent: ANDROID_CHROME, viewport: { width: 412, height: 915 }, isMobile: true };

/** A merchant page (desktop Chromium, or a phone when `userAgent` is given) with venmo.min.js and a Pay button. */
async function openShop(options: Record<string, unknown>, userAgent?: string): Promise<Page> {
  sandbox().clearFaults();
  sandbox().clearRequests();
  const page = await pages.page(userAgent ? { ...ON_A_PHONE, userAgent } : {});
  context = page.context();
  consoleProblems = recordConsole(page);
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "venmo.min.js"], body: BUTTONS_BODY });
  await page.evaluate(
    async ({ authorization, options }) => {
      const w = window as unknown as { braintree: any; venmoInstance: any; outcomes: unknown[] };
      w.outcomes = [];
      w.venmoInstance = await w.braintree.venmo.create({ authorization, ...options });
      document.getElementById("pay")?.addEventListener("click", () => {
        w.venmoInstance.tokenize().then(
          (payload: any) => w.outcomes.push(payload),
          (error: any) => w.outcomes.push({ code: error.code, type: error.type, message: error.message }),
        );
      });
    },
    { authorization: sandbox().tokenizationKey, options },
  );
  return page;
}

async function outcome(page: Page, index = 0): Promise<any> {
  await page.waitForFunction((at) => (window as unknown as { outcomes: unknown[] }).outcomes.length > at, index, {
    timeout: 20000,
  });
  return page.evaluate((at) => (window as unknown as { outcomes: unknown[] }).outcomes[at], index);
}

const operations = (gateway: Sandbox, name: string) =>
  gateway.requests.filter((request) => request.operationName === name);

/** Status queries logged after the simulated app's decision. */
function queriesAfterDecision(gateway: Sandbox): number {
  const decision = gateway.requests.find((request) => request.path === "/simulators/venmo/decide");
  if (!decision) throw new Error("no decision in the simulated app");
  return operations(gateway, "PaymentContext").filter((request) => request.time >= decision.time).length;
}

/** The simulated Venmo app, opened in a new tab of the same browser (the shopper's phone). */
async function openApp(url: string): Promise<Page> {
  const app = await (context as BrowserContext).newPage();
  await app.goto(url);
  return app;
}

async function decide(app: Page, decision: "approve" | "decline" | "expire" | "fail"): Promise<void> {
  const button = app.locator(`button[value="${decision}"]`);
  await button.waitFor({ timeout: 20000 });
  await button.click();
}

describe("desktop QR code", () => {
  const QR = { allowDesktop: true, paymentMethodUsage: "single_use" };

  async function qrFrame(page: Page): Promise<Frame> {
    const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible" });
    const frame = await element.contentFrame();
    if (!frame) throw new Error("no QR frame");
    await frame.waitForSelector(".code svg");
    return frame;
  }

  const statusText = (frame: Frame) => frame.locator("[role=status]");
  const appUrl = (frame: Frame) => frame.locator("a.simulator[href]").getAttribute("href") as Promise<string>;

  it("completes to a nonce once the shopper approves in the app, two seconds after 'Venmo account authorized'", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    const frame = await qrFrame(page);
    expect(
      await page.$eval('iframe[name="venmo-desktop-iframe"]', (element) => (element as HTMLElement).style.zIndex),
    ).toBe("9999999");
    await expect.poll(() => statusText(frame).textContent()).toBe("To scan the QR code, open your Venmo app");
    const app = await openApp(await appUrl(frame));
    await expect.poll(() => statusText(frame).textContent()).toBe("Authorize on your Venmo app");
    await decide(app, "approve");
    await expect.poll(() => statusText(frame).textContent()).toBe("Venmo account authorized");
    const shownAt = Date.now();
    const payload = await outcome(page);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(payload).toEqual({
      nonce: expect.stringMatching(/^fake-venmo-account-nonce-/),
      type: "VenmoAccount",
      details: {
        username: "@venmojoe",
        paymentContextId: expect.any(String),
        payerInfo: expect.objectContaining({ userName: "@venmojoe", email: "venmojoe@example.com" }),
      },
    });
    expect(
      await page.$eval('iframe[name="venmo-desktop-iframe"]', (element) => (element as HTMLElement).style.display),
    ).toBe("none");
    expect(consoleProblems).toEqual([]);
  });

  it("stops polling the moment APPROVED arrives (no status query after it in the gateway's log)", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    const frame = await qrFrame(page);
    const app = await openApp(await appUrl(frame));
    await decide(app, "approve");
    await outcome(page);
    // At most the one query that saw APPROVED; the two-second pause before completing polled nothing.
    expect(queriesAfterDecision(sandbox())).toBeLessThanOrEqual(1);
  });

  it("shows 'The authorization was canceled' when the shopper declines, and the shopper's close gives VENMO_DESKTOP_CANCELED", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    const frame = await qrFrame(page);
    await decide(await openApp(await appUrl(frame)), "decline");
    await expect.poll(() => statusText(frame).textContent()).toBe("The authorization was canceled");
    await expect(frame.locator("button.retry").isVisible()).resolves.toBe(true);
    expect(queriesAfterDecision(sandbox())).toBeLessThanOrEqual(1);
    await frame.click("button.close");
    expect(await outcome(page)).toEqual({
      code: "VENMO_DESKTOP_CANCELED",
      type: "CUSTOMER",
      message: "User canceled Venmo authorization by closing the Venmo Desktop modal.",
    });
  });

  it("shows 'Something went wrong' when the context expires, and offers a new QR code for a new context", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    const frame = await qrFrame(page);
    const firstUrl = await appUrl(frame);
    await decide(await openApp(firstUrl), "expire");
    await expect.poll(() => statusText(frame).textContent()).toBe("Something went wrong");
    expect(queriesAfterDecision(sandbox())).toBeLessThanOrEqual(1);
    await frame.click("button.retry");
    await expect.poll(() => appUrl(frame)).not.toBe(firstUrl);
    expect(operations(sandbox(), "CreateVenmoPaymentContext")).toHaveLength(2);
    const app = await openApp(await appUrl(frame));
    await decide(app, "approve");
    expect(await outcome(page)).toMatchObject({ type: "VenmoAccount", details: { username: "@venmojoe" } });
  });

  it("refuses a second tokenization while one is active (VENMO_TOKENIZATION_REQUEST_ACTIVE)", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    await qrFrame(page);
    await page.evaluate(() => (document.getElementById("pay") as HTMLButtonElement).click());
    expect(await outcome(page)).toEqual({
      code: "VENMO_TOKENIZATION_REQUEST_ACTIVE",
      type: "MERCHANT",
      message: "Another tokenization request is active.",
    });
  });

  it("cancelTokenization hides the frame and sets the context CANCELED", async () => {
    const page = await openShop(QR);
    await page.click("#pay");
    await qrFrame(page);
    await page.evaluate(() => (window as unknown as { venmoInstance: any }).venmoInstance.cancelTokenization());
    expect(await outcome(page)).toMatchObject({ code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT", type: "MERCHANT" });
    const update = operations(sandbox(), "UpdateVenmoPaymentContextStatus").at(-1) as any;
    expect(update.body.variables.input.status).toBe("CANCELED");
    expect(
      await page.$eval('iframe[name="venmo-desktop-iframe"]', (element) => (element as HTMLElement).style.display),
    ).toBe("none");
  });
});

describe("desktop web login", () => {
  const WEB_LOGIN = { allowDesktopWebLogin: true, paymentMethodUsage: "single_use" };

  it("approves in a 400x570 pop-up over a backdrop and completes to a nonce", async () => {
    const page = await openShop(WEB_LOGIN);
    const popup = await popupFrom(page, () => page.click("#pay"));
    const backdrop = page.locator("#venmo-desktop-web-backdrop");
    await expect(backdrop.getByRole("button", { name: "Continue payment" }).isVisible()).resolves.toBe(true);
    await expect(backdrop.getByRole("button", { name: "Cancel payment" }).isVisible()).resolves.toBe(true);
    await popup.locator('button[value="approve"]').waitFor({ timeout: 20000 });
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([400, 570]);
    expect(new URL(popup.url()).pathname).toBe("/simulators/venmo/go/web");
    await decide(popup, "approve");
    expect(await outcome(page)).toMatchObject({ type: "VenmoAccount", details: { username: "@venmojoe" } });
    await closedPopup(popup);
    expect(await backdrop.count()).toBe(0);
    const create = operations(sandbox(), "CreateVenmoPaymentContext")[0] as any;
    expect(create.body.variables.input).toMatchObject({
      customerClient: "NATIVE_WEB",
      intent: "CONTINUE",
      paymentMethodUsage: "SINGLE_USE",
    });
    expect(consoleProblems).toEqual([]);
  });

  it("fails with VENMO_CUSTOMER_CANCELED when the shopper declines", async () => {
    const page = await openShop(WEB_LOGIN);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decide(popup, "decline");
    expect(await outcome(page)).toEqual({
      code: "VENMO_CUSTOMER_CANCELED",
      type: "CUSTOMER",
      message: "User canceled Venmo authorization.",
    });
  });

  it("fails with VENMO_TOKENIZATION_FAILED after three status checks when the context expired", async () => {
    const page = await openShop(WEB_LOGIN);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await decide(popup, "expire");
    expect(await outcome(page)).toEqual({
      code: "VENMO_TOKENIZATION_FAILED",
      type: "UNKNOWN",
      message: "Venmo encountered a problem",
    });
    // Three checks, then one more look at the status to tell a shopper who gave up from a failure.
    expect(queriesAfterDecision(sandbox())).toBe(4);
  });

  it("'Cancel payment' on the backdrop closes the pop-up and cancels the context", async () => {
    const page = await openShop(WEB_LOGIN);
    const popup = await popupFrom(page, () => page.click("#pay"));
    await popup.locator('button[value="approve"]').waitFor({ timeout: 20000 });
    await page.getByRole("button", { name: "Cancel payment" }).click();
    expect(await outcome(page)).toMatchObject({ code: "VENMO_CUSTOMER_CANCELED" });
    await closedPopup(popup);
    await expect.poll(() => operations(sandbox(), "UpdateVenmoPaymentContextStatus").length).toBe(1);
  });
});

describe("create, as braintree-web 3.132.0's", () => {
  it("on a phone requests web login's dispatch frame, then the payment context", async () => {
    const page = await openShop({ paymentMethodUsage: "single_use" }, ANDROID_CHROME);
    await expect.poll(() => operations(sandbox(), "CreateVenmoPaymentContext").length, { timeout: 20000 }).toBe(1);
    // When each request started on the page (resource timing), so no server's clock or arrival order decides.
    const started = async (ending: string) => {
      await page.waitForFunction(
        (end) =>
          performance.getEntriesByType("resource").some((entry) => (entry.name.split("?")[0] ?? "").endsWith(end)),
        ending,
      );
      return page.evaluate(
        (end) =>
          performance.getEntriesByType("resource").find((entry) => (entry.name.split("?")[0] ?? "").endsWith(end))
            ?.startTime as number,
        ending,
      );
    };
    const frame = await started("/html/dispatch-frame.min.html");
    expect(frame).toBeLessThan(await started("/graphql"));
  });
});

describe("mobile app switch with manual return", () => {
  const MOBILE = { requireManualReturn: true, paymentMethodUsage: "single_use" };

  it("polls the context while the shopper approves in the app, then completes to a nonce and stops polling", async () => {
    const page = await openShop(MOBILE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    const link = new URL(app.url());
    expect(link.pathname).toBe("/simulators/venmo/braintree/checkout");
    expect(link.searchParams.get("x-success")).toBe("NOOP");
    expect(link.searchParams.get("resource_id")).toMatch(/./);
    await decide(app, "approve");
    expect(await outcome(page)).toMatchObject({
      type: "VenmoAccount",
      details: { username: "@venmojoe", paymentContextId: link.searchParams.get("resource_id") },
    });
    expect(queriesAfterDecision(sandbox())).toBeLessThanOrEqual(1);
    // A new context for the next tokenization, and no status query after the terminal one.
    const creates = operations(sandbox(), "CreateVenmoPaymentContext");
    expect(creates).toHaveLength(2);
    const lastQuery = operations(sandbox(), "PaymentContext").at(-1) as any;
    expect(lastQuery.time).toBeLessThanOrEqual((creates[1] as any).time);
    expect(consoleProblems).toEqual([]);
  });

  it("fails with VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED when the shopper declines", async () => {
    const page = await openShop(MOBILE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    await decide(app, "decline");
    expect(await outcome(page)).toEqual({
      code: "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED",
      type: "CUSTOMER",
      message: "The Venmo authorization was canceled",
    });
    expect(queriesAfterDecision(sandbox())).toBeLessThanOrEqual(1);
  });

  it("fails with VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED when the context expires", async () => {
    const page = await openShop(MOBILE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    await decide(app, "expire");
    expect(await outcome(page)).toEqual({
      code: "VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED",
      type: "CUSTOMER",
      message: "The Venmo authorization request is expired.",
    });
  });

  it("sets the context CANCELED when the opened window closes while it is CREATED", async () => {
    const page = await openShop(MOBILE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    await app.locator('button[value="approve"]').waitFor();
    await app.close();
    expect(await outcome(page)).toMatchObject({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED" });
    const update = operations(sandbox(), "UpdateVenmoPaymentContextStatus")[0] as any;
    expect(update.body.variables.input.status).toBe("CANCELED");
  });
});

describe("mobile app switch back to the same tab", () => {
  it("reads the result when the app returns with the fragment", async () => {
    const page = await openShop({ paymentMethodUsage: "multi_use" }, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    const successUrl = new URL(app.url()).searchParams.get("x-success") as string;
    expect(successUrl).toBe(`${sandbox().demoUrl}/blank#venmoSuccess=1`);
    await decide(app, "approve");
    // The app returns to the tab that started the payment.
    await page.evaluate(() => (location.hash = "venmoSuccess=1"));
    expect(await outcome(page)).toMatchObject({ type: "VenmoAccount", details: { username: "@venmojoe" } });
    expect(await page.evaluate(() => location.hash)).toBe("");
  });
});

describe("demo merchant page", () => {
  it("completes Venmo by QR code against the sandbox", async () => {
    sandbox().clearRequests();
    const page = await pages.page({});
    context = page.context();
    consoleProblems = recordConsole(page);
    await page.goto(`${sandbox().demoUrl}/`);
    // The demo's methods are an accordion: open Venmo's.
    await page.click('[data-choice="venmo"]');
    await page.waitForSelector("#venmo-demo[data-state=ready]");
    await page.click("#venmo-qr");
    const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible" });
    const frame = (await element.contentFrame()) as Frame;
    const link = frame.locator("a.simulator");
    await link.waitFor();
    const app = await openApp((await link.getAttribute("href")) as string);
    expect(await app.locator(".banner").textContent()).toContain("Venmo simulator");
    await decide(app, "approve");
    await page.waitForSelector("#venmo-result[data-state=nonce]", { timeout: 20000 });
    expect(await page.locator("#venmo-result").textContent()).toMatch(
      /^Venmo \(QR code\) nonce: fake-venmo-account-nonce-.+ \(VenmoAccount, @venmojoe\)$/,
    );
    expect(consoleProblems).toEqual([]);
  });
});

describe("React", () => {
  beforeAll(async () => {
    await buildFixture("react-app.tsx", "react-app");
  });

  it('<PaymentMethod name="venmo"> pays from its default button on a phone', async () => {
    sandbox().clearRequests();
    const page = await pages.page(ON_A_PHONE);
    context = page.context();
    consoleProblems = recordConsole(page);
    await page.goto(`${sandbox().demoUrl}/blank`);
    await page.evaluate(
      async ({ src, gateway }) => {
        (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
        document.body.innerHTML = '<div id="app"></div>';
        await new Promise<void>((resolve, reject) => {
          const script = document.createElement("script");
          script.type = "module";
          script.src = src;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`could not load ${src}`));
          document.head.appendChild(script);
        });
      },
      { src: `${sandbox().demoUrl}/app/react-app.js`, gateway: sandbox().gatewayUrl },
    );
    await page.evaluate(
      (authorization) => (window as any).mountCheckout({ authorization, method: "venmo" }),
      sandbox().tokenizationKey,
    );
    const button = page.locator('button[data-paykit-method="venmo"]');
    await expect.poll(() => button.isEnabled()).toBe(true);
    const app = await popupFrom(page, () => button.click());
    await decide(app, "approve");
    // The app returns to the tab that started the payment, with its answer in the fragment.
    await app.waitForURL(/#venmoSuccess=1/);
    const fragment = new URL(app.url()).hash.slice(1);
    await page.evaluate((hash) => (location.hash = hash), fragment);
    await page.waitForFunction(() => (window as any).paid.length > 0);
    expect(await page.evaluate(() => (window as any).paid[0])).toMatchObject({
      nonce: expect.stringMatching(/^fake-venmo-account-nonce-/),
      type: "VenmoAccount",
      details: { username: "@venmojoe" },
    });
    expect(await page.evaluate(() => (window as any).reported)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});

describe("through loader.min.js", () => {
  const bundlesRequested = () =>
    sandbox()
      .assetRequests.map((request) => request.path)
      .filter((path) => path.startsWith("/web/3.132.0/js/"));

  it("answers isBrowserSupported before any bundle, and a desktop QR flow fetches venmo-desktop.min.js", async () => {
    sandbox().assetRequests.length = 0;
    const page = await pages.page({});
    context = page.context();
    consoleProblems = recordConsole(page);
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"], body: BUTTONS_BODY });
    expect(await page.evaluate(() => (window as any).braintree.venmo.isBrowserSupported({ allowDesktop: true }))).toBe(
      true,
    );
    expect(bundlesRequested()).toEqual(["/web/3.132.0/js/loader.min.js"]);
    await page.evaluate(async (authorization) => {
      const w = window as any;
      w.outcomes = [];
      const instance = await w.braintree.venmo.create({
        authorization,
        allowDesktop: true,
        paymentMethodUsage: "single_use",
      });
      document.getElementById("pay")?.addEventListener("click", () =>
        instance.tokenize().then(
          (payload: unknown) => w.outcomes.push(payload),
          (error: any) => w.outcomes.push({ code: error.code }),
        ),
      );
    }, sandbox().tokenizationKey);
    expect(bundlesRequested()).toEqual(
      expect.arrayContaining(["/web/3.132.0/js/venmo.min.js", "/web/3.132.0/js/venmo-desktop.min.js"]),
    );
    await page.click("#pay");
    const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible" });
    const frame = (await element.contentFrame()) as Frame;
    await frame.locator("a.simulator").waitFor();
    await decide(await openApp((await frame.locator("a.simulator[href]").getAttribute("href")) as string), "approve");
    expect(await outcome(page)).toMatchObject({ type: "VenmoAccount", details: { username: "@venmojoe" } });
    expect(consoleProblems).toEqual([]);
  });

  it("never fetches the desktop half on a phone", async () => {
    sandbox().assetRequests.length = 0;
    const page = await openShop(
      { paymentMethodUsage: "single_use", allowDesktop: true, allowDesktopWebLogin: true },
      ANDROID_CHROME,
    );
    const app = await popupFrom(page, () => page.click("#pay"));
    await decide(app, "approve");
    await page.evaluate(() => (location.hash = "venmoSuccess=1"));
    expect(await outcome(page)).toMatchObject({ type: "VenmoAccount" });
    expect(bundlesRequested()).not.toContain("/web/3.132.0/js/venmo-desktop.min.js");
  });
});

describe("a crafted Venmo return (a link in an email, or an ad frame setting top.location)", () => {
  const FORGED = "venmoSuccess=1&paymentMethodNonce=fake-venmo-nonce&username=mallory";
  const PHONE = { paymentMethodUsage: "single_use" };

  /** Payloads and errors the page's tokenize calls ended with, once one has ended. */
  const ended = (page: Page) => outcome(page);

  it("ignores a return naming another payment context while this page's payment is pending; the real return pays", async () => {
    const page = await openShop(PHONE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    // A real navigation of the shop's tab: the address the attacker crafted.
    await page.goto(`${page.url().split("#")[0]}#${FORGED}&resource_id=attacker-context`);
    // The shopper then approves in the app, which returns to the tab as it does.
    await decide(app, "approve");
    await page.evaluate(() => (location.hash = "venmoSuccess=1"));
    const result = await ended(page);
    expect(result).toMatchObject({
      nonce: expect.stringMatching(/^fake-venmo-account-nonce-/),
      details: { username: "@venmojoe" },
    });
    expect(JSON.stringify(result)).not.toContain('fake-venmo-nonce"');
  });

  it("gives no nonce for a fragment without a resource id while this page's payment is pending: the gateway decides", async () => {
    const page = await openShop(PHONE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    await page.evaluate((hash) => (location.hash = hash), FORGED);
    // The shopper never approves: the app closes, the context is still CREATED.
    await app.close();
    const result = await ended(page);
    expect(result.nonce).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain("fake-venmo-nonce");
  });

  it("ignores an ad frame on another origin sending the shop's tab to the crafted address; the real return pays", async () => {
    const page = await openShop(PHONE, ANDROID_CHROME);
    const app = await popupFrom(page, () => page.click("#pay"));
    const target = `${page.url().split("#")[0]}#${FORGED}&resource_id=attacker-context`;
    const navigated = page.waitForURL(/attacker-context/);
    await page.evaluate((address) => {
      const frame = document.createElement("iframe");
      frame.srcdoc = `<script>top.location.href = ${JSON.stringify(address)};</script>`;
      frame.sandbox.add("allow-scripts", "allow-top-navigation");
      document.body.append(frame);
    }, target);
    await navigated;
    await decide(app, "approve");
    await page.evaluate(() => (location.hash = "venmoSuccess=1"));
    const result = await ended(page);
    expect(result).toMatchObject({ nonce: expect.stringMatching(/^fake-venmo-account-nonce-/) });
    expect(JSON.stringify(result)).not.toContain('fake-venmo-nonce"');
  });

  it("reports no result on a fresh page load with the crafted fragment, and tokenize gives no nonce", async () => {
    sandbox().clearRequests();
    const page = await pages.page(ON_A_PHONE);
    context = page.context();
    consoleProblems = recordConsole(page);
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "venmo.min.js"],
      body: BUTTONS_BODY,
      hash: `${FORGED}&resource_id=attacker-context`,
    });
    const result = await page.evaluate(async (authorization) => {
      const venmo = await (window as any).braintree.venmo.create({ authorization, paymentMethodUsage: "single_use" });
      try {
        return { outcome: await venmo.tokenize() };
      } catch (error: any) {
        return { code: error.code };
      }
    }, sandbox().tokenizationKey);
    expect(JSON.stringify(result)).not.toContain("fake-venmo-nonce");
    expect(result).not.toHaveProperty("outcome.nonce");
  });
});

describe("Venmo desktop QR teardown", () => {
  it("leaves the page's node count flat after 50 create/teardown cycles (nothing holds a torn-down frame)", async () => {
    sandbox().clearRequests();
    const page = await pages.page({});
    context = page.context();
    consoleProblems = recordConsole(page);
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "venmo.min.js"], body: BUTTONS_BODY });
    // Chromium's own count of DOM nodes alive in the page, detached ones included, after a full garbage collection.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const liveNodes = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((metric) => metric.name === "Nodes")?.value ?? Number.NaN;
    };
    const cycles = (count: number) =>
      page.evaluate(
        async ({ authorization, count }) => {
          const braintree = (window as any).braintree;
          const client = await braintree.client.create({ authorization });
          for (let cycle = 0; cycle < count; cycle++) {
            const venmo = await braintree.venmo.create({
              client,
              allowDesktop: true,
              paymentMethodUsage: "single_use",
            });
            await venmo.teardown();
          }
          return document.querySelectorAll("iframe").length;
        },
        { authorization: sandbox().tokenizationKey, count },
      );
    // One cycle first: the bundles and the client are then in place.
    await cycles(1);
    const before = await liveNodes();
    // Fifty cycles: one node kept per cycle ends 50 over, well past the margin left for Chromium's own bookkeeping.
    expect(await cycles(50)).toBe(0);
    const after = await liveNodes();
    expect(after - before).toBeLessThan(20);
    expect(consoleProblems).toEqual([]);
  }, 120000);
});

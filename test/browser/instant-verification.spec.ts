// Instant Verification in Chromium: the page goes to the sandbox's open-banking simulator with the
// merchant's JWT and comes back with success, cancel or error.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import { BUTTONS_BODY } from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function mintJwt(redirectUrl: string): Promise<string> {
  const response = await fetch(`${sandbox().gatewayUrl}/open_banking/jwt`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ redirectUrl }),
  });
  return ((await response.json()) as { jwt: string }).jwt;
}

async function openShop(path = "/blank"): Promise<void> {
  await openMerchantPage(page, sandbox(), {
    bundles: ["client.min.js", "instant-verification.min.js"],
    body: BUTTONS_BODY,
    path,
  });
}

/** Starts the flow with a fresh JWT and a client token, and waits for the provider's page. */
async function startAtProvider(): Promise<void> {
  const jwt = await mintJwt(`${sandbox().demoUrl}/blank?shop=iv`);
  const authorization = await sandbox().createClientToken();
  await openShop();
  await Promise.all([
    page.waitForURL(/\/simulators\/open-banking\/create\?ct=/),
    // Not awaited inside the page: startPayment sends the page away, and when the navigation commits before the
    // evaluation returns, Playwright fails it ("Execution context was destroyed"). A failure shows on the console.
    page.evaluate(
      ({ authorization, jwt }) => {
        void (window as any).braintree.instantVerification
          .create({ authorization })
          .then((instance: any) => instance.startPayment({ jwt }))
          .catch((error: any) => console.error(`startPayment failed: ${error?.code ?? error}`));
      },
      { authorization, jwt },
    ),
  ]);
}

/** Back on the shop's page: `handleRedirect` with the query parameters. */
async function handleReturn(): Promise<any> {
  const url = new URL(page.url());
  await openShop(`${url.pathname}${url.search}`);
  return page.evaluate(async (authorization) => {
    const query = new URLSearchParams(location.search);
    const instance = await (window as any).braintree.instantVerification.create({ authorization });
    return instance
      .handleRedirect({ success: query.get("success"), cancel: query.get("cancel"), error: query.get("error") })
      .then(
        (nonce: string) => ({ nonce }),
        (error: any) => ({ code: error.code, type: error.type, message: error.message }),
      );
  }, sandbox().tokenizationKey);
}

async function decide(decision: "approve" | "cancel" | "fail"): Promise<void> {
  await Promise.all([page.waitForURL(/shop=iv/), page.click(`button[value="${decision}"]`)]);
}

describe("Instant Verification", () => {
  it("sends the page to the provider with ct (the JWT) and at (the authorization fingerprint)", async () => {
    await startAtProvider();
    const query = new URL(page.url()).searchParams;
    expect(query.get("ct")?.split(".")).toHaveLength(3);
    expect(query.get("at")).toMatch(/./);
    expect(await page.locator("h1").textContent()).toBe("Link your bank account");
  });

  it("resolves with the linked account's nonce when the shopper approves", async () => {
    await startAtProvider();
    await decide("approve");
    expect(await handleReturn()).toEqual({ nonce: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(consoleProblems).toEqual([]);
  });

  it("fails with INSTANT_VERIFICATION_CANCELED when the shopper cancels", async () => {
    await startAtProvider();
    await decide("cancel");
    expect(await handleReturn()).toEqual({
      code: "INSTANT_VERIFICATION_CANCELED",
      type: "CUSTOMER",
      message: "Customer canceled the Instant Verification payment before authorizing.",
    });
  });

  it("fails with INSTANT_VERIFICATION_FAILURE when the bank fails", async () => {
    await startAtProvider();
    await decide("fail");
    expect(await handleReturn()).toEqual({
      code: "INSTANT_VERIFICATION_FAILURE",
      type: "UNKNOWN",
      message: "Instant Verification payment failed during authorizing.",
    });
  });

  it("refuses a session token the sandbox did not sign", async () => {
    await page.goto(`${sandbox().gatewayUrl}/simulators/open-banking/create?ct=a.b.c&at=`);
    expect(await page.locator("h1").textContent()).toBe("Nothing to approve");
  });
});

describe("Instant Verification through the loader", () => {
  it("fetches instant-verification.min.js on first use and refuses a start without a JWT", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const failure = await page.evaluate(async (authorization) => {
      const instance = await (window as any).braintree.instantVerification.create({ authorization });
      return instance.startPayment({}).catch((error: any) => ({ code: error.code, name: error.name }));
    }, sandbox().tokenizationKey);
    expect(failure).toEqual({ code: "INSTANT_VERIFICATION_JWT_MISSING", name: "BraintreeError" });
  });
});

describe("Instant Verification through React's <PaymentMethod>", () => {
  beforeAll(async () => {
    await buildFixture("react-app.tsx", "react-app");
    await buildFixture("react-render-prop.tsx", "react-render-prop");
  });

  it("renders no default button, its flow not being one tokenize call", async () => {
    await openMerchantPage(page, sandbox(), { bundles: [], body: "<main></main>" });
    await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-app.js`, type: "module" });
    await page.waitForFunction(() => "mountPaymentMethod" in window);
    const instance = await page.evaluate(async (authorization) => {
      const created = await (window as any).mountPaymentMethod("instantVerification", { authorization });
      return typeof created.startPayment;
    }, sandbox().tokenizationKey);
    expect(instance).toBe("function");
    expect(await page.locator("button").count()).toBe(0);
  });

  it("loads the plugin on demand under StrictMode, with a render prop, and completes the redirect", async () => {
    const jwt = await mintJwt(`${sandbox().demoUrl}/blank?shop=iv`);
    await openMerchantPage(page, sandbox(), { bundles: [], body: BUTTONS_BODY });
    await page.addScriptTag({ url: `${sandbox().demoUrl}/app/react-render-prop.js`, type: "module" });
    await page.waitForFunction(() => "mountWithRenderProp" in window);
    await Promise.all([
      page.waitForURL(/\/simulators\/open-banking\/create\?ct=/),
      // Not awaited inside the page, as in startAtProvider.
      page.evaluate(
        ({ authorization, jwt }) => {
          void (window as any)
            .mountWithRenderProp("instantVerification", authorization)
            .then((instance: any) => instance.startPayment({ jwt }))
            .catch((error: any) => console.error(`startPayment failed: ${error?.code ?? error}`));
        },
        { authorization: sandbox().tokenizationKey, jwt },
      ),
    ]);
    await decide("approve");
    expect(await handleReturn()).toEqual({ nonce: expect.any(String) });
  });
});

// Data Collector and Fastlane in Chromium: the sandbox's simulated FraudNet script (which requests the
// fraud beacon) and accelerated checkout script, loaded by the CDN bundles and by the loader.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
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

const BODY = "<main><h1>Shop</h1></main>";

function run<T>(script: string, authorization: string): Promise<T> {
  return page.evaluate(
    ({ script, authorization }) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script as a merchant's page writes it, run as written
      new Function("braintree", "authorization", `return (async () => { ${script} })();`)(
        (window as any).braintree,
        authorization,
      ),
    { script, authorization },
  ) as Promise<T>;
}

const beaconRequests = () => sandbox().requests.filter((request) => request.path === "/simulators/fraudnet/beacon");

describe("Data Collector", () => {
  it("puts FraudNet on the page, whose beacon reports the fraud session id", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "data-collector.min.js"], body: BODY });
    const deviceData = await run<string>(
      `const collector = await braintree.dataCollector.create({ authorization, riskCorrelationId: "risk-session-42" }); return collector.deviceData;`,
      sandbox().tokenizationKey,
    );
    expect(JSON.parse(deviceData)).toEqual({ correlation_id: "risk-session-42" });
    await expect.poll(() => beaconRequests().length, { timeout: 10000 }).toBeGreaterThan(0);
    expect(beaconRequests()[0]?.query).toMatchObject({ p: "risk-session-42", i: "127.0.0.1", a: "14" });
    expect(consoleProblems).toEqual([]);
  });

  it("sends no beacon when beacon is false", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "data-collector.min.js"], body: BODY });
    await run(`await braintree.dataCollector.create({ authorization, beacon: false });`, sandbox().tokenizationKey);
    await expect
      .poll(() => sandbox().requests.some((request) => request.path === "/simulators/fraudnet/fb.js"))
      .toBe(true);
    expect(beaconRequests()).toEqual([]);
  });

  it("fails with DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS when the fraud script cannot load", async () => {
    sandbox().inject({ path: "/simulators/fraudnet/fb.js", status: 503 });
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "data-collector.min.js"], body: BODY });
    const code = await run<string>(
      `return braintree.dataCollector.create({ authorization }).then(() => "created", (error) => error.code);`,
      sandbox().tokenizationKey,
    );
    expect(code).toBe("DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS");
    expect(await page.evaluate(() => document.querySelectorAll("script[fncls]").length)).toBe(0);
  });

  it("fails with the provider's error and no details when FraudNet's script answers 404", async () => {
    sandbox().inject({ path: "/simulators/fraudnet/fb.js", status: 404 });
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "data-collector.min.js"], body: BODY });
    const error = await run<Record<string, unknown>>(
      `return braintree.dataCollector.create({ authorization }).then(() => ({}), (error) => ({ code: error.code, message: error.message, hasDetails: "details" in error, details: error.details === undefined ? "undefined" : error.details }));`,
      sandbox().tokenizationKey,
    );
    expect(error).toEqual({
      code: "DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS",
      message: "Data Collector must be created with Kount and/or PayPal.",
      hasDetails: true,
      details: "undefined",
    });
  });

  it("is fetched by the loader on first use", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"], body: BODY });
    const deviceData = await run<string>(
      `return (await braintree.dataCollector.create({ authorization, correlationId: "loader" })).deviceData;`,
      sandbox().tokenizationKey,
    );
    expect(deviceData).toBe('{"correlation_id":"loader"}');
  });
});

describe("Fastlane", () => {
  it("loads the accelerated checkout script and resolves with its Fastlane instance", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "fastlane.min.js"], body: BODY });
    const result = await run<{ simulator: string; platform: string; lookup: unknown }>(
      `const instance = await braintree.fastlane.create({ authorization, deviceData: "{}" });
       return { simulator: instance.simulator, platform: instance.platformOptions.platform, lookup: await instance.identity.lookupCustomerByEmail("a@b.example") };`,
      sandbox().tokenizationKey,
    );
    expect(result).toEqual({ simulator: "paykit sandbox", platform: "BT", lookup: { customerContextId: "" } });
    expect(consoleProblems).toEqual([]);
  });

  it("fails with FASTLANE_SDK_LOAD_ERROR when the script cannot load", async () => {
    sandbox().inject({ path: "/simulators/fastlane/axo.js", status: 503 });
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "fastlane.min.js"], body: BODY });
    const error = await run<{ code: string; type: string }>(
      `return braintree.fastlane.create({ authorization }).then(() => ({}), (error) => ({ code: error.code, type: error.type }));`,
      sandbox().tokenizationKey,
    );
    expect(error).toMatchObject({ code: "FASTLANE_SDK_LOAD_ERROR", type: "MERCHANT" });
  });

  it("reports a script that cannot load as '<script URL> failed to load.' with no details, as the provider's", async () => {
    sandbox().inject({ path: "/simulators/fastlane/axo.js", status: 404 });
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "fastlane.min.js"], body: BODY });
    const error = await run<Record<string, unknown>>(
      `return braintree.fastlane.create({ authorization }).then(() => ({}), (error) => ({ code: error.code, message: error.message, hasDetails: "details" in error, details: error.details === undefined ? "undefined" : error.details }));`,
      sandbox().tokenizationKey,
    );
    expect(error).toEqual({
      code: "FASTLANE_SDK_LOAD_ERROR",
      message: `${sandbox().gatewayUrl}/simulators/fastlane/axo.js failed to load.`,
      hasDetails: true,
      details: "undefined",
    });
  });

  it("finds a sandbox member by email, who signs in and pays with the saved card", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "fastlane.min.js"], body: BODY });
    await run(
      `const instance = await braintree.fastlane.create({ authorization });
       const { customerContextId } = await instance.identity.lookupCustomerByEmail("member@example.com");
       window.signIn = instance.identity.triggerAuthenticationFlow(customerContextId);`,
      sandbox().tokenizationKey,
    );
    await page
      .getByRole("dialog", { name: "Fastlane sign-in (sandbox simulator)" })
      .getByRole("button", { name: "Sign in" })
      .click();
    const signIn = await page.evaluate(() => (window as unknown as { signIn: Promise<any> }).signIn);
    expect(signIn).toMatchObject({
      authenticationState: "succeeded",
      profileData: {
        name: { fullName: "Sandbox Member" },
        card: { id: "fake-valid-visa-nonce", paymentSource: { card: { brand: "Visa", lastDigits: "1881" } } },
      },
    });
    expect(consoleProblems).toEqual([]);
  });

  it("passes the loader's localeUrl to the script and adds no teardown to its instance", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "fastlane.min.js"], body: BODY });
    const result = await run<{ localeUrl: string; teardown: boolean }>(
      `const instance = await braintree.fastlane.create({ authorization });
       return { localeUrl: instance.localeUrl, teardown: "teardown" in instance };`,
      sandbox().tokenizationKey,
    );
    expect(result).toEqual({ localeUrl: `${sandbox().gatewayUrl}/simulators/fastlane/locales/`, teardown: false });
  });
});

// paykit installed from npm and bundled by the merchant (esbuild), and the React bindings, in Chromium.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PLUGINS, namespaceOf } from "../../build/plugins.js";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { typeInto } from "../support/page.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

beforeAll(async () => {
  npmApp = (await buildFixture("npm-app.ts", "npm-app")).code;
  await buildFixture("react-app.tsx", "react-app");
});

let npmApp: string;

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

/** Opens a blank merchant page, counting window message listeners, and loads a fixture module. */
async function openApp(name: string): Promise<void> {
  await page.addInitScript(() => {
    const counts = { message: 0 };
    (window as unknown as { listenerCounts: typeof counts }).listenerCounts = counts;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === "message") counts.message++;
      return (add as (...args: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === "message") counts.message--;
      return (remove as (...args: unknown[]) => void)(type, ...rest);
    }) as typeof window.removeEventListener;
  });
  await page.goto(`${sandbox().demoUrl}/blank`);
  await page.evaluate(
    async ({ src, gateway }) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      document.body.innerHTML =
        '<div id="app"></div><div id="card-number"></div><div id="cvv"></div><div id="expiration-date"></div>';
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.type = "module";
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      });
    },
    { src: `${sandbox().demoUrl}/app/${name}.js`, gateway: sandbox().gatewayUrl },
  );
}

describe("an esbuild-bundled npm app", () => {
  it("pays by card through paykit and paykit/hosted-fields", async () => {
    await openApp("npm-app");
    expect(await page.evaluate((auth) => window.checkout(auth), sandbox().tokenizationKey)).toBe("ready");
    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "cvv", "123");
    await typeInto(page, "expirationDate", "1230");
    const payload = await page.evaluate(() => window.pay());
    expect(payload).toMatchObject({ nonce: expect.any(String), description: "ending in 11" });
    expect(consoleProblems).toEqual([]);
  });

  it("leaves out what the app does not import: React bindings, the loader and other payment methods", () => {
    expect(npmApp).not.toContain("use client");
    expect(npmApp).not.toContain("PaymentsProvider");
    expect(npmApp).not.toContain("__PAYKIT_BUNDLES__");
    for (const plugin of PLUGINS.filter((candidate) => candidate.dir !== "hosted-fields")) {
      expect(npmApp, plugin.dir).not.toContain(`name:"${namespaceOf(plugin)}"`);
    }
    expect(npmApp).toContain('name:"hostedFields"');
  });
});

describe("React bindings", () => {
  it("mounts Hosted Fields under StrictMode with one set of frames and one configuration request", async () => {
    await openApp("react-app");
    await page.evaluate((auth) => window.mountCheckout({ authorization: auth }), sandbox().tokenizationKey);
    await page.waitForFunction(() => window.readyCount > 0);
    expect(await page.locator('iframe[name^="braintree-hosted-field-"]').count()).toBe(2);
    expect(apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"))).toHaveLength(1);
    expect(await page.evaluate(() => window.reported)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  it("leaves no frames or message listeners after unmount", async () => {
    await openApp("react-app");
    const before = await page.evaluate(
      () => (window as unknown as { listenerCounts: { message: number } }).listenerCounts.message,
    );
    await page.evaluate((auth) => window.mountCheckout({ authorization: auth }), sandbox().tokenizationKey);
    await page.waitForFunction(() => window.readyCount > 0);
    await page.evaluate(() => window.unmountCheckout());
    await page.waitForFunction(() => document.querySelectorAll("iframe").length === 0);
    const after = await page.evaluate(
      () => (window as unknown as { listenerCounts: { message: number } }).listenerCounts.message,
    );
    expect(after).toBe(before);
    expect(await page.locator("#app").innerHTML()).toBe("");
  });

  it("reports an unknown payment method through onError, not a thrown render", async () => {
    await openApp("react-app");
    await page.evaluate(
      (auth) => window.mountCheckout({ authorization: auth, method: "carrierPigeon" }),
      sandbox().tokenizationKey,
    );
    await page.waitForFunction(() => window.reported.length > 0);
    expect(await page.evaluate(() => window.reported[0])).toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      type: "MERCHANT",
    });
    expect(await page.locator("button[data-paykit-method]").count()).toBe(1);
  });

  it("reports invalid Hosted Fields props as the catalogue error", async () => {
    await openApp("react-app");
    await page.evaluate(
      (auth) => window.mountCheckout({ authorization: auth, fields: { pin: { label: "PIN" } } }),
      sandbox().tokenizationKey,
    );
    await page.waitForFunction(() => window.reported.length > 0);
    expect(await page.evaluate(() => window.reported[0])).toEqual({
      code: "HOSTED_FIELDS_INVALID_FIELD_KEY",
      type: "MERCHANT",
      message: '"pin" is not a valid field.',
    });
  });

  it("reports a bad authorization through onError", async () => {
    await openApp("react-app");
    await page.evaluate(() => window.mountCheckout({ authorization: "not-a-real-authorization" }));
    await page.waitForFunction(() => window.reported.length > 0);
    expect(await page.evaluate(() => window.reported[0])).toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
  });
});

// The sandbox as an app with paykit installed runs it: `npm pack` (once), the tarball installed into an empty
// app, `npx paykit-sandbox` from there on free ports. It must serve every simulator the repository's sandbox
// serves, byte for byte, and carry a 3-D Secure challenge through in Chromium.
//
// Offline on purpose: see test/support/fresh-app.ts.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { BROWSER_API_SIMULATORS } from "../../sandbox/simulators/browser-apis.js";
import { SIMULATOR_SCRIPTS } from "../../sandbox/simulators/routes.js";
import { usePage } from "../support/browser.js";
import { type InstalledSandbox, installTarball, pack, startInstalledSandbox } from "../support/fresh-app.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const repository = useSandbox();
let app: string;
let installed: InstalledSandbox | undefined;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-sandbox-package-"));
  await writeFile(join(app, "package.json"), JSON.stringify({ name: "shop", private: true }));
  await installTarball(app, await pack(app), []);
  installed = await startInstalledSandbox(app, { npx: true });
}, 180000);

afterAll(async () => {
  await installed?.stop();
  if (app) await rm(app, { recursive: true, force: true });
});

function sandbox(): InstalledSandbox {
  if (!installed) throw new Error("the installed sandbox did not start");
  return installed;
}

async function text(url: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

describe("npx paykit-sandbox in an app with the packed package", () => {
  it("serves every simulated third-party script of the repository's gateway, unchanged", async () => {
    expect(Object.keys(SIMULATOR_SCRIPTS).length).toBeGreaterThanOrEqual(5);
    for (const path of Object.keys(SIMULATOR_SCRIPTS)) {
      const served = await text(`${sandbox().gateway}${path}`);
      const expected = await text(`${repository().gatewayUrl}${path}`);
      expect({ path, status: served.status, type: served.type }).toEqual({
        path,
        status: 200,
        type: "text/javascript; charset=utf-8",
      });
      expect(served.body, path).toBe(expected.body);
    }
  });

  it("serves every browser-API simulator of the repository's asset server, naming its own gateway", async () => {
    for (const name of Object.keys(BROWSER_API_SIMULATORS)) {
      const served = await text(`${sandbox().assets}/simulators/${name}`);
      const expected = await text(`${repository().assetsUrl}/simulators/${name}`);
      expect({ name, status: served.status, type: served.type }).toEqual({ name, status: 200, type: expected.type });
      expect(served.body, name).toBe(expected.body.replaceAll(repository().gatewayUrl, sandbox().gateway));
    }
  });
});

describe("3-D Secure against the installed sandbox", () => {
  const tab = usePage();
  let page: Page;
  let consoleProblems: string[];
  beforeEach(() => {
    page = tab.page();
    consoleProblems = tab.consoleProblems();
  });

  it("shows the issuer's challenge and shifts liability once the shopper passes it", async () => {
    const installedUrls = { demoUrl: sandbox().demo, assetsUrl: sandbox().assets, gatewayUrl: sandbox().gateway };
    await openMerchantPage(page, installedUrls, {
      bundles: ["client.min.js", "three-d-secure.min.js"],
      body: '<main><div id="challenge"></div></main>',
    });
    const tokenResponse = await fetch(`${sandbox().gateway}/client_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const { clientToken } = (await tokenResponse.json()) as { clientToken: string };
    await page.evaluate(async (authorization) => {
      const w = window as unknown as { braintree: any; outcome?: unknown };
      const client = await w.braintree.client.create({ authorization });
      const body = await client.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: {
          creditCard: {
            number: "4000000000001091",
            expirationMonth: "12",
            expirationYear: String(new Date().getFullYear() + 2),
            cvv: "123",
          },
        },
      });
      const card = body.creditCards[0];
      const threeDSecure = await w.braintree.threeDSecure.create({ client, version: "2-inline-iframe" });
      threeDSecure.on("authentication-iframe-available", (event: { element: HTMLElement }, next: () => void) => {
        document.getElementById("challenge")?.appendChild(event.element);
        next();
      });
      threeDSecure
        .verifyCard({
          nonce: card.nonce,
          bin: card.details.bin,
          amount: "25.00",
          onLookupComplete: (_data: unknown, next: () => void) => next(),
        })
        .then(
          (payload: any) =>
            (w.outcome = { liabilityShifted: payload.liabilityShifted, status: payload.threeDSecureInfo?.status }),
          (error: any) => (w.outcome = { code: error.code, message: error.message }),
        );
    }, clientToken);

    const challenge = page.frameLocator("#Cardinal-CCA-IFrame");
    await challenge.locator('button[value="pass"]').click({ timeout: 20000 });
    await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
      timeout: 20000,
    });
    expect(await page.evaluate(() => (window as unknown as { outcome: unknown }).outcome)).toEqual({
      liabilityShifted: true,
      status: "authenticate_successful",
    });
    expect(consoleProblems).toEqual([]);
  });
});

describe("stopping the installed sandbox", () => {
  it("leaves no server listening: the sandbox npx started stops with it", async () => {
    const gateway = sandbox().gateway;
    expect((await fetch(`${gateway}/`)).status).toBeGreaterThan(0);
    await sandbox().stop();
    await expect(fetch(`${gateway}/`)).rejects.toThrow();
  });
});

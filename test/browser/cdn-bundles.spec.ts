// CDN plugin bundles share the kernel runtime of client.min.js, whatever order the page loads them in.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
beforeEach(() => {
  page = tab.page();
});

async function amexNonceError(): Promise<Record<string, unknown>> {
  return page.evaluate(`(async () => {
    const amex = await braintree.americanExpress.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
    try { await amex.getRewardsBalance({}); return { resolved: true }; }
    catch (error) {
      return { code: error.code, type: error.type, name: error.name,
        sharedClass: error instanceof braintree.BraintreeError, kernel: Boolean(braintree.__paykitKernel) };
    }
  })()`);
}

describe("CDN plugin bundles", () => {
  it("use the kernel of client.min.js, so errors share one BraintreeError class", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "american-express.min.js"] });
    expect(await amexNonceError()).toEqual({
      code: "AMEX_NONCE_REQUIRED",
      type: "MERCHANT",
      name: "BraintreeError",
      sharedClass: true,
      kernel: true,
    });
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("fetch client.min.js themselves when the page did not load it", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["american-express.min.js"] });
    expect(await amexNonceError()).toMatchObject({ code: "AMEX_NONCE_REQUIRED", sharedClass: true, kernel: true });
    expect(sandbox().assetRequests.map((request) => request.path)).toContain("/web/3.132.0/js/client.min.js");
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("keep one kernel when client.min.js is loaded twice", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "american-express.min.js", "client.min.js"] });
    const same = await page.evaluate(`(async () => {
      const first = braintree.__paykitKernel;
      const a = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
      const b = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
      return first === braintree.__paykitKernel && a === b;
    })()`);
    expect(same).toBe(true);
  });
});

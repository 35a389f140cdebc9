// The checkout (braintree.dropin) on a page with CDN script tags: dropin.min.js alone, as braintree-web-drop-in's pages
// load it. Every payment flow ends in a nonce and a sale; the card form, the options, events, errors, translations,
// theming and accessibility are checked here once (the loader and React pages run the flows: checkout.*.spec.ts).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, usePage } from "../support/browser.js";
import { paymentFlows } from "../support/checkout-flows.js";
import {
  CHECKOUT_BODY,
  choose,
  createCheckout,
  everyOption,
  fillCard,
  openCheckoutPage,
  quietConsole,
  requestPaymentMethod,
  sale,
  waitForEvent,
} from "../support/checkout.js";
import { fieldFrame, openMerchantPage, typeInto } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

paymentFlows("CDN bundles", browser, sandbox);

describe("a page written for braintree-web-drop-in's documented basic integration", () => {
  const tab = usePage(() => sandbox().clearRequests());
  let page: Page;
  beforeEach(() => {
    page = tab.page();
  });

  it("pays by card with dropin.min.js alone: create({ authorization, container: '#dropin-container' }) and requestPaymentMethod, callbacks as documented", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["dropin.min.js"], body: `${CHECKOUT_BODY}<button id="submit-button">Purchase</button>` });
    await page.evaluate((authorization) => {
      const w = window as unknown as Record<string, any>;
      w.braintree.dropin.create({ authorization, container: "#dropin-container" }, (createError: unknown, dropinInstance: any) => {
        w.created = createError ?? "ready";
        document.querySelector("#submit-button")?.addEventListener("click", () => {
          dropinInstance.requestPaymentMethod((error: unknown, payload: unknown) => {
            w.requested = error ?? payload;
          });
        });
      });
    }, sandbox().tokenizationKey);
    await page.waitForFunction(() => (window as unknown as { created?: unknown }).created);
    expect(await page.evaluate(() => (window as unknown as { created: unknown }).created)).toBe("ready");
    await fillCard(page, "4111111111111111");
    await page.click("#submit-button");
    await page.waitForFunction(() => (window as unknown as { requested?: unknown }).requested);
    const payload = (await page.evaluate(() => (window as unknown as { requested: unknown }).requested)) as { nonce: string; type: string };
    expect(payload).toMatchObject({ type: "CreditCard", nonce: expect.any(String) });
    expect(await sale(page, payload.nonce)).toEqual({ status: 201, transaction: "authorized" });
    expect(quietConsole(tab.consoleProblems())).toEqual([]);
  });

  it("fetches no other payment method's bundle for a card-only checkout", async () => {
    sandbox().assetRequests.length = 0;
    await openCheckoutPage(page, sandbox(), "CDN bundles");
    expect(await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey })).toEqual({ ok: true, value: ["card"] });
    const scripts = sandbox().assetRequests.map((request) => request.path).filter((path) => path.endsWith(".js"));
    expect(scripts.sort()).toEqual(["checkout-card", "client", "dropin", "hosted-fields"].map((name) => `/web/3.132.0/js/${name}.min.js`));
  });
});

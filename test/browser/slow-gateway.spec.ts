// Issue 32, point 4: with the sandbox's latency switch at 1.5 s on every gateway and asset answer, the calls a
// fault run saw fail must succeed (the request timeout is 60 s). Chromium, through the CDN bundles.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { BUTTONS_BODY, popupFrom } from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";

const LATENCY_MS = 1500;
const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().setLatency(0);
});
let page: Page;
beforeEach(() => {
  page = tab.page();
});
afterEach(() => sandbox().setLatency(0));

describe("a gateway that answers every request after 1.5 s", () => {
  it("deletes a vaulted method and creates a Payment Ready session and its recommendations", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"], body: "<main></main>" });
    const clientToken = await sandbox().createClientToken({ customerId: "slow-gateway" });
    sandbox().setLatency(LATENCY_MS);
    const outcome = await page.evaluate(
      async ({ clientToken, key }) => {
        const braintree = (window as any).braintree;
        const settle = (work: Promise<unknown>) =>
          work.then(
            (value) => ({ value }),
            (error) => ({ code: error.code }),
          );
        const vault = await braintree.vaultManager.create({ authorization: clientToken });
        const [method] = await vault.fetchPaymentMethods();
        const deleted = await settle(vault.deletePaymentMethod(method.nonce));
        const ready = await braintree.paymentReady.create({ authorization: key });
        const session: any = await settle(ready.createCustomerSession({ customer: { hashedEmail: "ab" } }));
        const recommendations: any = await settle(
          ready.getCustomerRecommendations({ sessionId: session.value?.sessionId }),
        );
        return {
          deleted,
          session: typeof session.value?.sessionId,
          recommendations: recommendations.value?.paymentRecommendations?.length,
        };
      },
      { clientToken, key: sandbox().tokenizationKey },
    );
    expect(outcome).toEqual({ deleted: { value: undefined }, session: "string", recommendations: 2 });
  });

  it("tokenizes a local payment approved at the bank", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "local-payment.min.js"], body: BUTTONS_BODY });
    await page.evaluate(async (authorization) => {
      const w = window as any;
      const instance = await w.braintree.localPayment.create({ authorization });
      w.outcomes = [];
      document.getElementById("pay")?.addEventListener("click", () => {
        instance
          .startPayment({
            paymentType: "ideal",
            amount: "10.00",
            currencyCode: "EUR",
            givenName: "Joe",
            surname: "Doe",
            fallback: { url: "https://shop.example/checkout", buttonText: "Return to shop" },
            onPaymentStart: (_data: unknown, start: () => void) => start(),
          })
          .then(
            (payload: any) => w.outcomes.push({ type: payload.type }),
            (error: any) => w.outcomes.push({ code: error.code }),
          );
      });
    }, sandbox().tokenizationKey);
    sandbox().setLatency(LATENCY_MS);
    const popup = await popupFrom(page, () => page.click("#pay"));
    const approve = popup.locator('button[value="approve"]');
    await approve.waitFor({ timeout: 30000 });
    await approve.click();
    await page.waitForFunction(() => (window as any).outcomes.length > 0, undefined, { timeout: 30000 });
    expect(await page.evaluate(() => (window as any).outcomes)).toEqual([{ type: "PayPalAccount" }]);
  });
});

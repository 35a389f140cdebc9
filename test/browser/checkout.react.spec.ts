// React's <Checkout> (in StrictMode, with a Pay button reading useCheckout()): every payment flow ends in a nonce and a
// sale, as on the script-tag pages.
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowser, usePage } from "../support/browser.js";
import { paymentFlows } from "../support/checkout-flows.js";
import { createCheckout, fillCard, openCheckoutPage } from "../support/checkout.js";
import { buildFixture } from "../support/fixtures.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

beforeAll(async () => {
  await buildFixture("react-checkout.tsx", "react-checkout");
});

paymentFlows("React <Checkout>", browser, sandbox);

describe("useCheckout()", () => {
  const tab = usePage();

  it("enables the merchant's Pay button once the card form is complete, and requestable follows the form", async () => {
    const page = tab.page();
    await openCheckoutPage(page, sandbox(), "React <Checkout>");
    expect(await createCheckout(page, "React <Checkout>", { authorization: sandbox().tokenizationKey })).toEqual({
      ok: true,
      value: ["card"],
    });
    expect(await page.isDisabled("#pay")).toBe(true);
    // StrictMode mounted, tore down and mounted again: the second instance keeps Drop-in's stylesheet link.
    expect(await page.locator("link#braintree-dropin-stylesheet").count()).toBe(1);
    await fillCard(page, "4111111111111111");
    await page.waitForSelector("#pay:not([disabled])");
    expect(await page.evaluate(() => window.checkoutApi?.requestable)).toBe(true);
  });

  it("tears the checkout down on unmount: its container and frames leave the page", async () => {
    const page = tab.page();
    await openCheckoutPage(page, sandbox(), "React <Checkout>");
    await createCheckout(page, "React <Checkout>", { authorization: sandbox().tokenizationKey });
    expect(await page.locator("iframe").count()).toBeGreaterThan(0);
    await page.evaluate(() => window.unmountDropin());
    await page.waitForFunction(() => document.querySelectorAll("iframe").length === 0);
    expect(await page.locator(".braintree-option, .braintree-sheet").count()).toBe(0);
    await page.waitForFunction(() => !document.querySelector("#braintree-dropin-stylesheet"));
  });
});

// The demo's Checkout section on its three pages (script tags, the loader, React's <Checkout>): a card verified by 3-D
// Secure without a challenge, requested through the checkout and sold by the demo's merchant server.
import { describe, expect, it } from "vitest";
import { usePage } from "../support/browser.js";
import { saleOutcome } from "../support/demo.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());

describe("the demo's Checkout section", () => {
  for (const path of ["/", "/loader", "/react"]) {
    it(`pays by card to an authorized sale on ${path}`, async () => {
      const page = tab.page();
      // The page with its Checkout tab alone (`?methods=`): the other methods play no part here.
      await page.goto(`${sandbox().demoUrl}${path}?methods=checkout`);
      // The Checkout is its own section, always open: nothing to click before it is ready.
      await page.waitForSelector('#checkout-demo[data-state="ready"]', { timeout: 30000 });
      await page.click("#checkout-demo .braintree-option__card");
      const fields = { number: "4000000000001000", expirationDate: "1230", cvv: "123", postalCode: "12345" };
      for (const [key, value] of Object.entries(fields)) {
        const input = page
          .frameLocator(`#checkout-demo iframe[name="braintree-hosted-field-${key}"]`)
          .locator("#field");
        await input.click();
        await input.pressSequentially(value);
      }
      await page.click("#checkout-pay:not([disabled])");
      expect(await saleOutcome(page)).toBe("authorized");
      expect(await page.textContent("#nonce-details")).toMatch(/Visa|card/i);
      expect(tab.consoleProblems().filter((problem) => !/target origin provided/.test(problem))).toEqual([]);
    });
  }
});

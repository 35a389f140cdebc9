// The checkout through the loader (`braintree.dropin` fetched on demand by loader.min.js): every payment flow ends in a
// nonce and a sale, and a card-only checkout fetches no other method's bundle.
import { describe, expect, it } from "vitest";
import { useBrowser, usePage } from "../support/browser.js";
import { paymentFlows } from "../support/checkout-flows.js";
import { createCheckout, openCheckoutPage } from "../support/checkout.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

paymentFlows("the loader", browser, sandbox);

describe("a card-only checkout through the loader", () => {
  const tab = usePage(() => sandbox().clearRequests());

  it("fetches the checkout, the client, Hosted Fields and the card sheet, and no other payment method's bundle", async () => {
    const page = tab.page();
    sandbox().assetRequests.length = 0;
    await openCheckoutPage(page, sandbox(), "the loader");
    expect(await createCheckout(page, "the loader", { authorization: sandbox().tokenizationKey })).toEqual({
      ok: true,
      value: ["card"],
    });
    const scripts = sandbox()
      .assetRequests.map((request) => request.path)
      .filter((path) => path.endsWith(".js"))
      .sort();
    expect(scripts).toEqual(
      ["checkout-card", "dropin", "hosted-fields", "loader"].map((name) => `/web/3.132.0/js/${name}.min.js`),
    );
  });
});

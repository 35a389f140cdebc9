// The checkout (braintree.dropin) on a page with CDN script tags: dropin.min.js alone, as braintree-web-drop-in's pages
// load it. Every payment flow ends in a nonce and a sale; the card form, the options, events, errors and translations
// are checked here once (the loader and React pages run the flows: checkout.*.spec.ts; Drop-in's DOM, a merchant's
// stylesheet, the saved methods and accessibility: checkout.dom.spec.ts).
import { beforeEach, describe, expect, it } from "vitest";
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
import { openMerchantPage, typeInto } from "../support/page.js";
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
    await openMerchantPage(page, sandbox(), {
      bundles: ["dropin.min.js"],
      body: `${CHECKOUT_BODY}<button id="submit-button">Purchase</button>`,
    });
    await page.evaluate((authorization) => {
      const w = window as unknown as Record<string, any>;
      w.braintree.dropin.create(
        { authorization, container: "#dropin-container" },
        (createError: unknown, dropinInstance: any) => {
          w.created = createError ?? "ready";
          document.querySelector("#submit-button")?.addEventListener("click", () => {
            dropinInstance.requestPaymentMethod((error: unknown, payload: unknown) => {
              w.requested = error ?? payload;
            });
          });
        },
      );
    }, sandbox().tokenizationKey);
    await page.waitForFunction(() => (window as unknown as { created?: unknown }).created);
    expect(await page.evaluate(() => (window as unknown as { created: unknown }).created)).toBe("ready");
    await fillCard(page, "4111111111111111");
    await page.click("#submit-button");
    await page.waitForFunction(() => (window as unknown as { requested?: unknown }).requested);
    const payload = (await page.evaluate(() => (window as unknown as { requested: unknown }).requested)) as {
      nonce: string;
      type: string;
    };
    expect(payload).toMatchObject({ type: "CreditCard", nonce: expect.any(String) });
    expect(await sale(page, payload.nonce)).toEqual({ status: 201, transaction: "authorized" });
    expect(quietConsole(tab.consoleProblems())).toEqual([]);
  });

  it("fetches no other payment method's bundle for a card-only checkout", async () => {
    sandbox().assetRequests.length = 0;
    await openCheckoutPage(page, sandbox(), "CDN bundles");
    expect(await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey })).toEqual({
      ok: true,
      value: ["card"],
    });
    const scripts = sandbox()
      .assetRequests.map((request) => request.path)
      .filter((path) => path.endsWith(".js"));
    expect(scripts.sort()).toEqual(
      ["checkout-card", "client", "dropin", "hosted-fields"].map((name) => `/web/3.132.0/js/${name}.min.js`),
    );
  });
});

describe("the checkout's card form", () => {
  const tab = usePage(() => sandbox().clearRequests());
  let page: Page;
  beforeEach(async () => {
    page = tab.page();
    await openCheckoutPage(page, sandbox(), "CDN bundles");
  });

  /** The message under a field (Drop-in's `<field>-field-error`), once it has one (or "" when asked to wait for none). */
  async function messageUnder(key: string, expected: string | RegExp): Promise<string> {
    const locator = page.locator(`[data-braintree-id="${key}-field-error"]`);
    await expect.poll(() => locator.textContent(), { timeout: 10000 }).toMatch(expected);
    return (await locator.textContent()) ?? "";
  }

  it("shows a message under a card number that is not valid once the shopper leaves it (16 digits failing the Luhn check)", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey });
    await typeInto(page, "number", "4111111111111112");
    await typeInto(page, "expirationDate", "1");
    expect(await messageUnder("number", /\S/)).toBe("This card number is not valid.");
    expect(await messageUnder("expiration-date", /^$/)).toBe("");
  });

  it("marks the number's group once the brand is known (card-type-known), and the CVV hint follows it (4 digits for American Express)", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey });
    await typeInto(page, "number", "3782");
    const group = page.locator('[data-braintree-id="number-field-group"]');
    await expect.poll(() => group.getAttribute("class")).toMatch(/braintree-form__field-group--card-type-known/);
    expect(await group.locator('[data-braintree-id="card-number-icon"]').getAttribute("data-icon")).toBe(
      "american-express",
    );
    expect(await page.locator('[data-braintree-id="cvv-label-descriptor"]').textContent()).toMatch(/4/);
  });

  it("on submit of an empty form, puts a message under every field and the sheet's error, rejects with Drop-in's error, and moves no focus (no card:focus, as Drop-in)", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey });
    await page.evaluate(() => {
      const w = window as unknown as { dropin: { on(event: string, handler: () => void): void }; focused: number };
      w.focused = 0;
      w.dropin.on("card:focus", () => (w.focused += 1));
    });
    const outcome = await requestPaymentMethod(page, "CDN bundles");
    expect(outcome).toMatchObject({ ok: false, message: "No payment method is available." });
    expect(await messageUnder("number", /\S/)).toBe("Please fill out a card number.");
    expect(await messageUnder("expiration-date", /\S/)).toBe("Please fill out an expiration date.");
    expect(await page.locator('[data-braintree-id="number-field-group"]').getAttribute("class")).toMatch(
      /braintree-form__field-group--has-error/,
    );
    expect(await page.locator('[data-braintree-id="sheet-error-text"]').textContent()).toBe(
      "Please check your information and try again.",
    );
    expect(await page.locator(".braintree-dropin").getAttribute("class")).toMatch(/braintree-sheet--has-error/);
    expect(await page.evaluate(() => (window as unknown as { focused: number }).focused)).toBe(0);
  });

  it("speaks French with locale fr_FR, and a translations override wins over the locale's string", async () => {
    await createCheckout(page, "CDN bundles", {
      authorization: sandbox().tokenizationKey,
      locale: "fr_FR",
      translations: { expirationDateLabel: "Expire le" },
    });
    const label = (group: string) => page.locator(`[data-braintree-id="${group}-field-group"] .braintree-form__label`);
    expect(await label("number").textContent()).toBe("Numéro de carte");
    expect(await label("expiration-date").textContent()).toMatch(/^Expire le/);
    await typeInto(page, "number", "4111111111111112");
    await typeInto(page, "expirationDate", "1");
    expect(await messageUnder("number", /\S/)).toBe("Ce numéro de carte n'est pas valide.");
  });

  it("fits a 390 px phone with no sideways scrolling", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await choose(page, "card");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("reports the view it shows, then the option the shopper chose (changeActiveView before paymentOptionSelected, as Drop-in)", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    await choose(page, "card");
    await waitForEvent(page, "paymentOptionSelected");
    const names = await page.evaluate(() =>
      (window as unknown as { dropinEvents: Array<{ name: string; event: unknown }> }).dropinEvents
        .filter(({ name }) => !name.startsWith("card:"))
        .map(({ name, event }) => [name, event]),
    );
    expect(names).toEqual([
      ["changeActiveView", { previousViewId: "options", newViewId: "card" }],
      ["paymentOptionSelected", { paymentOption: "card" }],
    ]);
  });
});

describe("the checkout's create errors, as braintree-web-drop-in's", () => {
  const tab = usePage();

  it("rejects a create with no container, and one with a container that is not empty", async () => {
    const page = tab.page();
    await openCheckoutPage(page, sandbox(), "CDN bundles");
    const outcomes = await page.evaluate(async (authorization) => {
      const dropin = (window as unknown as { braintree: { dropin: { create(options: unknown): Promise<unknown> } } })
        .braintree.dropin;
      const messageOf = (options: unknown) =>
        dropin.create(options).then(
          () => "created",
          (error: { message: string }) => error.message,
        );
      const full = document.createElement("div");
      full.append("taken");
      document.body.append(full);
      return [
        await messageOf({ authorization }),
        await messageOf({ authorization, container: full }),
        await messageOf({ container: "#dropin-container" }),
      ];
    }, sandbox().tokenizationKey);
    expect(outcomes).toEqual([
      "options.container is required.",
      "options.selector or options.container must reference an empty DOM node.",
      "options.authorization is required.",
    ]);
  });
});

// The checkout (braintree.dropin, dropin.min.js) as a merchant written for braintree-web-drop-in 1.48 sees it: Drop-in's
// DOM (its `data-braintree-id` attributes, `braintree-*` classes and state classes, found with Drop-in's selectors as
// a merchant's end-to-end test finds them), its stylesheet link, a merchant stylesheet overriding `.braintree-*`
// rules, Drop-in's events in Drop-in's order, the saved methods with edit and delete confirmation, what the instance
// answers after teardown, axe in every view and a payment by keyboard alone.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import {
  CHECKOUT_BODY,
  choose,
  createCheckout,
  everyOption,
  fillCard,
  openCheckoutPage,
  requestPaymentMethod,
  sale,
  waitForEvent,
} from "../support/checkout.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";
import { fieldFrame, openMerchantPage } from "../support/page.js";

const sandbox = useSandbox();

type PageWindow = Record<string, any>;

/** The checkout's events so far, without Hosted Fields' `card:*`. */
function viewEvents(page: Page): Promise<Array<[string, unknown]>> {
  return page.evaluate(() =>
    ((window as unknown as PageWindow).dropinEvents as Array<{ name: string; event: unknown }>)
      .filter(({ name }) => !name.startsWith("card:"))
      .map(({ name, event }): [string, unknown] => [name, event]),
  );
}

/** Forgets the events so far. */
const clearEvents = (page: Page) => page.evaluate(() => ((window as unknown as PageWindow).dropinEvents.length = 0));

/** The class attribute of the element Drop-in's selector finds. */
const classOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute("class");

describe("the checkout's DOM, as Drop-in's", () => {
  const tab = usePage(() => sandbox().clearRequests());
  let page: Page;
  beforeEach(async () => {
    page = tab.page();
    await openCheckoutPage(page, sandbox(), "CDN bundles");
  });

  it("draws Drop-in's nesting, classes and option order, and links Drop-in's stylesheet from the asset host", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    const seen = await page.evaluate(() => {
      const wrapper = document.querySelector('#dropin-container > [data-braintree-id="wrapper"]') as HTMLElement;
      const q = (selector: string) => wrapper.querySelector(selector);
      const link = document.getElementById("braintree-dropin-stylesheet") as HTMLLinkElement | null;
      return {
        id: /^braintree--dropin__[\w-]+$/.test(wrapper.id),
        wrapper: wrapper.className,
        nesting: [
          '.braintree-dropin > [data-braintree-id="methods-label"].braintree-heading',
          '.braintree-dropin > [data-braintree-id="methods-edit"].braintree-heading.braintree-hidden',
          '.braintree-dropin > [data-braintree-id="choose-a-way-to-pay"].braintree-heading',
          '.braintree-dropin > [data-braintree-id="upper-container"].braintree-upper-container',
          '[data-braintree-id="upper-container"] > [data-braintree-id="loading-container"].braintree-loader__container.braintree-hidden',
          '[data-braintree-id="upper-container"] > [data-braintree-id="delete-confirmation"].braintree-delete-confirmation.braintree-sheet',
          '[data-braintree-id="upper-container"] > [data-braintree-id="methods"].braintree-methods > [data-braintree-id="methods-container"]',
          '[data-braintree-id="upper-container"] > [data-braintree-id="options"].braintree-options > [data-braintree-id="payment-options-container"].braintree-options-list',
          '[data-braintree-id="upper-container"] > [data-braintree-id="sheet-container"].braintree-sheet__container > [data-braintree-id="sheet-error"] > [data-braintree-id="sheet-error-text"]',
          '.braintree-dropin > [data-braintree-id="lower-container"].braintree-options > [data-braintree-id="other-ways-to-pay"]',
          '.braintree-dropin > [data-braintree-id="toggle"].braintree-large-button.braintree-toggle.braintree-hidden',
          ':scope > [data-braintree-id="disable-wrapper"].braintree-dropin__disabled.braintree-hidden',
        ].filter((selector) => !q(selector)),
        root: q(".braintree-dropin")?.className,
        options: [
          ...wrapper.querySelectorAll('[data-braintree-id="payment-options-container"] > .braintree-option'),
        ].map((option) => [option.className, option.getAttribute("role"), option.textContent]),
        heading: q('[data-braintree-id="choose-a-way-to-pay"]')?.textContent,
        link: link && { rel: link.rel, href: link.href, inHead: link.parentElement === document.head },
      };
    });
    expect(seen).toEqual({
      id: true,
      wrapper: "braintree-show-options",
      nesting: [],
      root: "braintree-dropin braintree-loaded",
      options: [
        ["braintree-option braintree-option__card", "button", "Card"],
        ["braintree-option braintree-option__paypal", "button", "PayPal"],
        ["braintree-option braintree-option__paypalCredit", "button", "PayPal Credit"],
        ["braintree-option braintree-option__venmo", "button", "Venmo"],
        ["braintree-option braintree-option__googlePay", "button", "Google Pay"],
        ["braintree-option braintree-option__localPayment", "button", "iDEAL"],
      ],
      heading: "Choose a way to pay",
      link: { rel: "stylesheet", href: `${sandbox().assetsUrl}/web/dropin/1.48.0/css/dropin.css`, inHead: true },
    });
  });

  it("draws the card sheet with Drop-in's field groups and state classes (focused, valid, has-error), the toggle under it", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    await choose(page, "card");
    expect(await classOf(page, '[data-braintree-id="wrapper"]')).toBe("braintree-show-card");
    const groups = await page.$$eval(
      '[data-braintree-id="card"].braintree-card.braintree-form.braintree-sheet [data-braintree-id$="-field-group"]',
      (all) =>
        all.map((group) => [
          group.getAttribute("data-braintree-id"),
          group.querySelector(".braintree-form__field > .braintree-form__hosted-field iframe") !== null,
        ]),
    );
    expect(groups).toEqual([
      ["number-field-group", true],
      ["expiration-date-field-group", true],
      ["cvv-field-group", true],
      ["postal-code-field-group", true],
      ["save-card-field-group", false],
    ]);
    await fillCard(page, "4111111111111111", "number");
    await expect.poll(() => classOf(page, '[data-braintree-id="number-field-group"]')).toMatch(/--is-focused/);
    await expect.poll(() => classOf(page, ".braintree-form-number")).toMatch(/braintree-form__field--valid/);
    expect(await classOf(page, '[data-braintree-id="toggle"]')).not.toMatch(/braintree-hidden/);
    await page.click('[data-braintree-id="toggle"]');
    expect(await classOf(page, '[data-braintree-id="wrapper"]')).toBe("braintree-show-options");
  });

  it("lets a merchant's stylesheet override Drop-in's `.braintree-*` rules", async () => {
    await page.addStyleTag({
      content: `#dropin-container .braintree-option { background-color: rgb(1, 2, 3); }
        #dropin-container .braintree-option__label { color: rgb(250, 0, 0); }
        #dropin-container .braintree-heading { font-size: 22px; }
        #dropin-container .braintree-sheet { border-color: rgb(0, 128, 0); }`,
    });
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    // The checkout's own stylesheet applies (the option rows are laid out, the sheets are hidden until shown).
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector(".braintree-option") as Element).display === "flex",
    );
    const style = (selector: string, property: string) =>
      page.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await style(".braintree-option__card", "background-color")).toBe("rgb(1, 2, 3)");
    expect(await style(".braintree-option__card .braintree-option__label", "color")).toBe("rgb(250, 0, 0)");
    expect(await style('[data-braintree-id="choose-a-way-to-pay"]', "font-size")).toBe("22px");
    await choose(page, "card");
    expect(await style('[data-braintree-id="card"]', "border-top-color")).toBe("rgb(0, 128, 0)");
    expect(await style('[data-braintree-id="card"]', "display")).toBe("block");
  });

  it("keeps its stylesheet link while a second instance uses it, and removes it with the last one's teardown", async () => {
    const seen = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as PageWindow).braintree;
      const second = document.createElement("div");
      document.body.append(second);
      const links = () => document.querySelectorAll("#braintree-dropin-stylesheet").length;
      const first = await braintree.dropin.create({ authorization, container: "#dropin-container" });
      const other = await braintree.dropin.create({ authorization, container: second });
      const both = links();
      await first.teardown();
      const one = links();
      await other.teardown();
      return [both, one, links()];
    }, sandbox().tokenizationKey);
    expect(seen).toEqual([1, 1, 0]);
  });
});

describe("the checkout's instance, as Drop-in's", () => {
  const tab = usePage(() => sandbox().clearRequests());
  let page: Page;
  beforeEach(async () => {
    page = tab.page();
    await openCheckoutPage(page, sandbox(), "CDN bundles");
  });

  it("after requestPaymentMethod, reports card -> methods before the selected method is requestable", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    await choose(page, "card");
    await fillCard(page, "4111111111111111");
    await waitForEvent(page, "paymentMethodRequestable", false);
    await clearEvents(page);
    const payload = await requestPaymentMethod(page, "CDN bundles");
    expect(payload).toMatchObject({ ok: true, value: { type: "CreditCard" } });
    expect(await viewEvents(page)).toEqual([
      ["changeActiveView", { previousViewId: "card", newViewId: "methods" }],
      ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
    ]);
    expect(await classOf(page, '[data-braintree-id="methods-container"] > .braintree-method')).toBe(
      "braintree-method braintree-method--active",
    );
    expect(await page.textContent('[data-braintree-id="methods-label"]')).toBe("Paying with Card");
  });

  it("goes back to the options when updateConfiguration changes PayPal's settings on PayPal's sheet", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    await choose(page, "paypal");
    await clearEvents(page);
    await page.evaluate(() =>
      (window as unknown as PageWindow).dropin.updateConfiguration("paypal", "amount", "12.00"),
    );
    expect(await viewEvents(page)).toEqual([["changeActiveView", { previousViewId: "paypal", newViewId: "options" }]]);
    expect(await classOf(page, '[data-braintree-id="wrapper"]')).toBe("braintree-show-options");
  });

  it("has hasListener, and after teardown: isPaymentMethodRequestable is false, requestPaymentMethod and a second teardown reject", async () => {
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey });
    const seen = await page.evaluate(async () => {
      const dropin = (window as unknown as PageWindow).dropin;
      const before = [dropin.hasListener("changeActiveView"), dropin.hasListener("noSuchEvent")];
      await dropin.teardown();
      const outcome = (call: () => Promise<unknown>) =>
        call().then(
          () => "resolved",
          (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
        );
      return {
        before,
        requestable: dropin.isPaymentMethodRequestable(),
        request: await outcome(() => dropin.requestPaymentMethod()),
        teardown: await outcome(() => dropin.teardown()),
        drawn: document.querySelector("#dropin-container")?.childElementCount,
      };
    });
    expect(seen).toEqual({
      before: [true, false],
      requestable: false,
      request: "METHOD_CALLED_AFTER_TEARDOWN: getState cannot be called after teardown.",
      teardown: "METHOD_CALLED_AFTER_TEARDOWN: teardown cannot be called after teardown.",
      drawn: 0,
    });
  });
});

describe("the checkout's saved methods, as Drop-in's", () => {
  const tab = usePage(() => sandbox().clearRequests());
  let page: Page;
  let axeSource: string;
  beforeAll(async () => {
    axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8");
  });
  beforeEach(async () => {
    page = tab.page();
    await openCheckoutPage(page, sandbox(), "CDN bundles");
  });

  /** axe's violations in the checkout as shown now. */
  async function audit(): Promise<string[]> {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
    return page.evaluate(async () => {
      const axe = (window as unknown as PageWindow).axe;
      const result = await axe.run('[data-braintree-id="wrapper"]');
      return result.violations.map(
        (violation: { id: string; nodes: Array<{ target: string[] }> }) =>
          `${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    });
  }

  it("has no accessibility violations (axe) in the options, the card sheet, its errors, the methods, edit mode and the delete confirmation", async () => {
    const customerId = `dom-axe-${Date.now()}`;
    const authorization = await sandbox().createClientToken({ customerId });
    await createCheckout(page, "CDN bundles", {
      authorization,
      vaultManager: true,
      preselectVaultedPaymentMethod: false,
      ...everyOption(),
    });
    const views: Record<string, string[]> = {};
    views.methods = await audit();
    await page.click('[data-braintree-id="toggle"]');
    views.others = await audit();
    await choose(page, "card");
    views.card = await audit();
    await requestPaymentMethod(page, "CDN bundles");
    await page.waitForSelector('[data-braintree-id="number-field-group"].braintree-form__field-group--has-error');
    views.errors = await audit();
    await page.click('[data-braintree-id="toggle"]');
    await page.click('[data-braintree-id="methods-edit"]');
    views.edit = await audit();
    await page.click('[data-braintree-id="methods-container"] > .braintree-method');
    await page.waitForSelector('[data-braintree-id="wrapper"].braintree-show-delete-confirmation');
    views.confirmation = await audit();
    expect(views).toEqual({ methods: [], others: [], card: [], errors: [], edit: [], confirmation: [] });
  });

  it("emits methods -> methods when the shopper chooses a saved method, and deletes one after confirmation", async () => {
    const customerId = `dom-delete-${Date.now()}`;
    const authorization = await sandbox().createClientToken({ customerId });
    await createCheckout(page, "CDN bundles", {
      authorization,
      vaultManager: true,
      preselectVaultedPaymentMethod: false,
    });
    expect(await classOf(page, '[data-braintree-id="wrapper"]')).toBe("braintree-show-methods");
    await page.click('[data-braintree-id="methods-container"] > .braintree-method');
    await waitForEvent(page, "paymentMethodRequestable", true);
    expect(await viewEvents(page)).toEqual([
      ["changeActiveView", { previousViewId: "methods", newViewId: "methods" }],
      ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
    ]);
    await page.click('[data-braintree-id="methods-edit"]');
    expect(await classOf(page, '[data-braintree-id="methods-container"]')).toMatch(/braintree-methods--edit/);
    expect(await page.textContent('[data-braintree-id="methods-label"]')).toBe("Edit payment methods");
    const rows = page.locator('[data-braintree-id="methods-container"] > .braintree-method');
    const before = await rows.count();
    await rows.first().click();
    expect(await classOf(page, '[data-braintree-id="wrapper"]')).toBe("braintree-show-delete-confirmation");
    expect(await page.textContent('[data-braintree-id="delete-confirmation__message"]')).toBe(
      "Delete Visa card ending in 1111?",
    );
    await page.click('[data-braintree-id="delete-confirmation__yes"]');
    await expect.poll(() => rows.count()).toBe(before - 1);
    await page.waitForSelector('[data-braintree-id="wrapper"].braintree-show-methods');
  });

  it("fetches the saved methods again on clearSelectedPaymentMethod, as Drop-in does", async () => {
    const authorization = await sandbox().createClientToken({ customerId: `dom-clear-${Date.now()}` });
    await createCheckout(page, "CDN bundles", { authorization });
    sandbox().clearRequests();
    await page.evaluate(() => (window as unknown as PageWindow).dropin.clearSelectedPaymentMethod());
    await expect
      .poll(() => apiRequests(sandbox()).filter((request) => request.path.includes("payment_methods")).length)
      .toBe(1);
    await page.waitForSelector(".braintree-dropin.braintree-loaded");
    expect(await page.evaluate(() => (window as unknown as PageWindow).dropin.isPaymentMethodRequestable())).toBe(
      false,
    );
  });
});

describe("a payment by keyboard alone", () => {
  const tab = usePage();

  it("chooses the card with Tab and Enter, types the card, and pays with the merchant's button", async () => {
    const page = tab.page();
    await openMerchantPage(page, sandbox(), {
      bundles: ["dropin.min.js"],
      body: `${CHECKOUT_BODY}<button id="pay">Pay</button>`,
    });
    await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, ...everyOption() });
    await page.evaluate(() => {
      const w = window as unknown as PageWindow;
      document.querySelector("#pay")?.addEventListener("click", () => {
        w.dropin.requestPaymentMethod().then(
          (payload: unknown) => (w.paid = payload),
          (error: unknown) => (w.paid = error),
        );
      });
    });
    // The first Tab reaches the first option once Drop-in's stylesheet applies and the options view shows it (before,
    // the option is not focusable yet and Tab lands on the merchant's button).
    await page.waitForFunction(() => {
      const link = document.querySelector<HTMLLinkElement>("#braintree-dropin-stylesheet");
      const card = document.querySelector<HTMLElement>(".braintree-option__card");
      return link?.sheet != null && card !== null && card.offsetParent !== null;
    });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      "braintree-option braintree-option__card",
    );
    await page.keyboard.press("Enter");
    // Each field is typed once its frame holds the focus: Tab crosses into another process's frame, and keys sent
    // before the focus lands there would still reach the field before.
    const fields = { number: "4111111111111111", expirationDate: "1230", cvv: "123", postalCode: "12345" };
    for (const [key, text] of Object.entries(fields)) {
      const frame = await fieldFrame(page, key);
      await frame.waitForFunction(() => document.hasFocus() && document.activeElement?.tagName === "INPUT");
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    // Past the fields: "Choose another way to pay", then the merchant's button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-braintree-id"))).toBe("toggle");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => (window as unknown as PageWindow).paid);
    const paid = (await page.evaluate(() => (window as unknown as PageWindow).paid)) as { nonce: string; type: string };
    expect(paid).toMatchObject({ type: "CreditCard" });
    expect(await sale(page, paid.nonce)).toEqual({ status: 201, transaction: "authorized" });
  });
});

// Driving the checkout (braintree.dropin) from browser tests, the same way on the three pages a merchant may write: CDN
// script tags (dropin.min.js alone, as braintree-web-drop-in's pages load it), the loader, and React's <Checkout>. The
// instance lives in the page as `window.dropin`, its events in `window.dropinEvents`.
import type { BrowserContext, Page } from "playwright-core";
import { fillField, openMerchantPage } from "./page.js";
import { decideInSimulator, popupFrom } from "./popups.js";
import type { Sandbox } from "./sandbox.js";
import { approveInVenmoApp } from "./venmo-app.js";

// Page code runs in the browser and reads loosely typed globals.
type PageWindow = Record<string, any>;

export type CheckoutMode = "CDN bundles" | "the loader" | "React <Checkout>";

export const CHECKOUT_BODY = `<main><h1>Shop</h1><div id="dropin-container"></div></main>`;

/** Events a test may wait for. */
const EVENTS = [
  "paymentMethodRequestable",
  "noPaymentMethodRequestable",
  "paymentOptionSelected",
  "changeActiveView",
  "card:blur",
  "card:validityChange",
];

/** A merchant page of `mode` with the wallets' simulators when asked (the React app is built by the spec: buildFixture). */
export async function openCheckoutPage(
  page: Page,
  sandbox: Sandbox,
  mode: CheckoutMode,
  options: { simulators?: string[]; path?: string } = {},
): Promise<void> {
  const bundles = mode === "CDN bundles" ? ["dropin.min.js"] : mode === "the loader" ? ["loader.min.js"] : [];
  await openMerchantPage(page, sandbox, {
    bundles,
    body: CHECKOUT_BODY,
    ...(options.path ? { path: options.path } : {}),
  });
  if (mode === "React <Checkout>") {
    await page.addScriptTag({ url: `${sandbox.demoUrl}/app/react-checkout.js`, type: "module" });
    await page.waitForFunction(() => "mountDropin" in window);
  }
  for (const simulator of options.simulators ?? [])
    await page.addScriptTag({ url: `${sandbox.assetsUrl}/simulators/${simulator}.js` });
}

export interface SeenError {
  name: string;
  code: string;
  type: string;
  message: string;
  original?: string;
}

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & SeenError);

/** Creates the checkout with these options (a container is added for the script-tag pages); any earlier one goes first. */
export async function createCheckout(
  page: Page,
  mode: CheckoutMode,
  options: Record<string, unknown>,
): Promise<Outcome<string[]>> {
  return page.evaluate(
    async ({ options, react, events }) => {
      const w = window as unknown as PageWindow;
      if (w.dropin) {
        if (react) w.unmountDropin();
        else await w.dropin.teardown().catch(() => undefined);
      }
      w.dropin = undefined;
      w.dropinEvents = [];
      try {
        w.dropin = react
          ? await w.mountDropin(options)
          : await w.braintree.dropin.create({ container: "#dropin-container", ...options });
        for (const name of events)
          w.dropin.on(name, (event: any) =>
            w.dropinEvents.push({ name, event: JSON.parse(JSON.stringify(event ?? null)) }),
          );
        return { ok: true, value: w.dropin.getAvailablePaymentOptions() };
      } catch (error: any) {
        return {
          ok: false,
          name: error?.name,
          code: error?.code,
          type: error?.type,
          message: error?.message,
          original: error?.details?.originalError?.code,
        };
      }
    },
    { options, react: mode === "React <Checkout>", events: EVENTS },
  );
}

/** `requestPaymentMethod` as the page calls it (React: through `useCheckout()`); the payload or the error. */
export async function requestPaymentMethod(
  page: Page,
  mode: CheckoutMode,
  options?: Record<string, unknown>,
): Promise<Outcome<any>> {
  return page.evaluate(
    async ({ options, react }) => {
      const w = window as unknown as PageWindow;
      try {
        const source = react ? w.checkoutApi : w.dropin;
        return { ok: true, value: await source.requestPaymentMethod(options) };
      } catch (error: any) {
        return {
          ok: false,
          name: error?.name,
          code: error?.code,
          type: error?.type,
          message: error?.message,
          original: error?.details?.originalError?.code,
        };
      }
    },
    { options, react: mode === "React <Checkout>" },
  );
}

/** The merchant's server charges the nonce (the demo server's `POST /sale`): the HTTP status and the transaction's. */
export async function sale(
  page: Page,
  nonce: string,
  deviceData?: string,
): Promise<{ status: number; transaction?: string }> {
  return page.evaluate(
    async ({ nonce, deviceData }) => {
      const response = await fetch("/sale", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ nonce, amount: "10.00", ...(deviceData ? { deviceData } : {}) }),
      });
      const body = await response.json();
      return { status: response.status, transaction: body?.transaction?.status };
    },
    { nonce, deviceData },
  );
}

/**
 * A card in the checkout's fields (the number alone when `only` says so), each field filled at once (`fillField`): the
 * card is the set-up of a payment here; tests about the keys type them (`typeInto`).
 */
export async function fillCard(page: Page, number: string, only?: "number"): Promise<void> {
  await fillField(page, "number", number);
  if (only) return;
  await fillField(page, "expirationDate", "1230");
  await fillField(page, "cvv", number.startsWith("3") ? "1234" : "123");
  await fillField(page, "postalCode", "12345");
}

/** Resolves once the checkout reported an event of this name (`paymentMethodIsSelected` when asked). */
export async function waitForEvent(page: Page, name: string, selected?: boolean): Promise<any> {
  const handle = await page.waitForFunction(
    ({ name, selected }) =>
      ((window as unknown as PageWindow).dropinEvents as Array<{ name: string; event: any }>).find(
        (seen) => seen.name === name && (selected === undefined || seen.event?.paymentMethodIsSelected === selected),
      ),
    { name, selected },
    { timeout: 30000 },
  );
  return handle.jsonValue();
}

/** Drop-in's form of an option's name in its ids: `paypalCredit` -> `paypal-credit`. */
const kebab = (option: string) => option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The sheet's own button (a wallet's or a bank's), once its plugin is ready, by Drop-in's selector
 * (`[data-braintree-id="paypal-button"]`, ...; PayPal's SDK draws its button inside).
 */
export function sheetButton(page: Page, option: string) {
  const id = `[data-braintree-id="${kebab(option)}-button"]`;
  return page.locator(`button${id}, ${id} button`).first();
}

/** The shopper picks an option in the list (Drop-in's `.braintree-option__<option>`). */
export async function choose(page: Page, option: string): Promise<void> {
  await page.click(`.braintree-option__${option}`);
}

/** PayPal (or PayPal Credit, or a bank through Local Payment): the button opens the provider's simulator, approved there. */
export async function approveInPopup(page: Page, option: string): Promise<void> {
  const button = sheetButton(page, option);
  await button.waitFor({ timeout: 20000 });
  const popup = await popupFrom(page, () => button.click());
  await decideInSimulator(popup, "approve");
}

/** Apple Pay or Google Pay: the button opens the simulated wallet's sheet, where the shopper pays. */
export async function payInWalletSheet(page: Page, option: string): Promise<void> {
  const button = sheetButton(page, option);
  await button.waitFor({ timeout: 20000 });
  await button.click();
  await page.click('[data-simulator] [data-simulator-action="pay"]');
}

/** Venmo on a computer: the QR code's link opens the simulated Venmo app (the shopper's phone), approved there. */
export async function approveInVenmo(page: Page, context: BrowserContext): Promise<void> {
  const button = sheetButton(page, "venmo");
  await button.waitFor({ timeout: 20000 });
  await button.click();
  const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible" });
  const frame = await element.contentFrame();
  if (!frame) throw new Error("no QR frame");
  await frame.waitForSelector(".code svg");
  await approveInVenmoApp(
    await context.newPage(),
    (await frame.locator("a.simulator[href]").getAttribute("href")) as string,
  );
}

/** Passes the simulated issuer's 3-D Secure challenge (Cardinal's frame). */
export async function passChallenge(page: Page): Promise<void> {
  const button = page.frameLocator("#Cardinal-CCA-IFrame").locator('button[value="pass"]');
  await button.waitFor({ timeout: 20000 });
  await button.click();
}

/**
 * The console's problems without Chromium's warning when a Hosted Fields frame's pairing broadcast reaches a sibling
 * frame still loading its page (plugins/hosted-fields/frame/pairing.ts posts to every frame of the page, aimed at the
 * asset origin; the pairing then completes when the late frame asks). Left to Hosted Fields' owners.
 */
export function quietConsole(problems: string[]): string[] {
  return problems.filter(
    (problem) => !/Failed to execute 'postMessage' on 'DOMWindow': The target origin provided/.test(problem),
  );
}

/** Options for every payment option of the sandbox's first merchant. */
export function everyOption(): Record<string, unknown> {
  return {
    paypal: { flow: "checkout", amount: "10.00", currency: "USD" },
    paypalCredit: { flow: "checkout", amount: "10.00", currency: "USD" },
    venmo: { allowDesktop: true, paymentMethodUsage: "single_use" },
    applePay: { displayName: "Shop", paymentRequest: { total: { label: "Shop", amount: "10.00" } } },
    googlePay: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
    localPayment: {
      paymentType: "ideal",
      amount: "10.00",
      currencyCode: "EUR",
      givenName: "Joe",
      surname: "Doe",
      address: { countryCode: "NL" },
      fallback: { url: "https://shop.example/return", buttonText: "Return to the shop" },
      displayName: "iDEAL",
    },
  };
}

// Helpers for browser tests: a merchant page on the demo origin with paykit bundles from the asset origin.
import type { Frame, Page } from "playwright-core";
import type { Sandbox } from "./sandbox.js";

/**
 * Opens a blank merchant page on the demo origin (`path`, default /blank; `hash`, the fragment it is opened with)
 * with the given containers and paykit bundles loaded.
 */
export async function openMerchantPage(
  page: Page,
  sandbox: Pick<Sandbox, "demoUrl" | "assetsUrl" | "gatewayUrl">,
  options: {
    bundles?: string[];
    variant?: "development" | "production";
    body?: string;
    path?: string;
    hash?: string;
  } = {},
): Promise<void> {
  const bundles = options.bundles ?? ["client.min.js", "hosted-fields.min.js"];
  const prefix = options.variant === "production" ? "/production" : "";
  await page.goto(`${sandbox.demoUrl}${options.path ?? "/blank"}${options.hash ? `#${options.hash}` : ""}`);
  await page.evaluate(
    async ({ sources, gateway, body }) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      document.body.innerHTML = body;
      for (const src of sources) {
        await new Promise<void>((resolve, reject) => {
          const script = document.createElement("script");
          script.src = src;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`could not load ${src}`));
          document.head.appendChild(script);
        });
      }
    },
    {
      sources: bundles.map((file) => `${sandbox.assetsUrl}${prefix}/web/3.132.0/js/${file}`),
      gateway: sandbox.gatewayUrl,
      body:
        options.body ??
        `<form id="checkout">
           <label for="card-number">Card number</label><div id="card-number"></div>
           <label for="cvv">CVV</label><div id="cvv"></div>
           <label for="expiration-date">Expiration date</label><div id="expiration-date"></div>
           <label for="postal-code">Postal code</label><div id="postal-code"></div>
           <label for="cardholder-name">Name</label><div id="cardholder-name"></div>
         </form>`,
    },
  );
}

/** The frame of one field. */
export async function fieldFrame(page: Page, key: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[name="braintree-hosted-field-${key}"]`);
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no frame for ${key}`);
  await frame.waitForSelector("#field");
  return frame;
}

/** Puts the focus in a field's input inside its frame, as a shopper's click does; resolves to the field's frame. */
async function focusField(page: Page, key: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[name="braintree-hosted-field-${key}"]`);
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no frame for ${key}`);
  await frame.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.getElementById("field")) return resolve();
        const timer = setInterval(() => {
          if (!document.getElementById("field")) return;
          clearInterval(timer);
          resolve();
        }, 20);
      }),
  );
  await handle.click();
  if (!(await frame.evaluate(() => document.activeElement?.id === "field"))) await frame.click("#field");
  return frame;
}

/**
 * Types into a field's input inside its frame, as a shopper would, key by key: a click on the field's frame puts the
 * focus in its input and the keys go to the focused input. Driven from the merchant page, so that Playwright needs no
 * script of its own in each field frame (its selector engine, injected on first use into every frame it reads: half the
 * CPU time of typing a card, 1.2 -> 0.66 CPU-s measured on the demo). The field's own page is only read (is its input
 * there, did it get the focus); a click that does not reach the input falls back to clicking the input inside the frame.
 * For tests about the keys themselves: formatting and the caret as they are typed, key handling, the maximum length,
 * a payment by keyboard alone, what a script listening for keys can see.
 */
export async function typeInto(page: Page, key: string, text: string): Promise<void> {
  await focusField(page, key);
  await page.keyboard.type(text);
}

/**
 * Fills a field where its value is only the test's set-up (a card to pay with): the focus goes in the field's input as
 * `typeInto` puts it there, then the text arrives as one insertion (one `input` event, as a paste or an autofill
 * brings it) instead of four keyboard events per character. The field formats and validates its whole value on each
 * input, so it ends as typing would leave it.
 */
export async function fillField(page: Page, key: string, text: string): Promise<void> {
  await focusField(page, key);
  await page.keyboard.insertText(text);
}

// The demo checkout (`npm start`) as its browser tests drive it: open a page (every method, or only some with
// `?methods=`), type a card into the card form's frames and wait for the "merchant server" sale's receipt.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { fillField } from "./page.js";
import type { Sandbox } from "./sandbox.js";

/** The demo's three pages: CDN script tags, the loader, React. */
export const DEMO_PAGES = ["/", "/loader", "/react"] as const;

/**
 * Opens a demo page with every method, or only the card and the methods named (`?methods=`: a lighter page, for a
 * scenario that needs no other method); resolves once the card form is ready.
 */
export async function openDemo(page: Page, sandbox: Sandbox, path: string, methods?: string[]): Promise<void> {
  const only = methods ? `?methods=${["card", ...methods].join(",")}` : "";
  await page.goto(`${sandbox.demoUrl}${path}${only}`);
  await page.waitForSelector("#card-form[data-state='ready']");
}

/** Opens one method of the accordion (the card is open when the page loads). */
export async function openSection(page: Page, id: string): Promise<void> {
  await page.click(`[data-choice="${id}"]`);
}

/**
 * Puts a card (Visa by default; a 15-digit American Express gets a four-digit CVV) in the card form, each field filled
 * at once (`fillField`): the card is the set-up of a payment; the demo's tests about keys type them (`typeInto`).
 */
export async function typeCard(page: Page, number = "4111111111111111"): Promise<void> {
  await fillField(page, "number", number);
  await fillField(page, "expirationDate", "1230");
  await fillField(page, "cvv", number.length === 15 ? "1234" : "123");
  await fillField(page, "postalCode", "12345");
}

/** Waits for the sale of the nonce now on show to finish; resolves to the receipt's state. */
export async function saleOutcome(page: Page): Promise<string> {
  const state = await page.waitForFunction(
    () => {
      const receipt = document.getElementById("receipt");
      const value = receipt && !receipt.hidden ? receipt.dataset.state : undefined;
      return value === "authorized" || value === "declined" ? value : undefined;
    },
    undefined,
    { timeout: 40000 },
  );
  return (await state.jsonValue()) as string;
}

/**
 * Opens every listed method's section once, which mounts it (a method mounts the first time its section opens), opens
 * the card again, and resolves once every section is mounted and ready.
 */
export async function everyMethodReady(page: Page): Promise<void> {
  const ids = await page.$$eval("button.method-toggle[data-choice]", (toggles) =>
    toggles.map((toggle) => toggle.getAttribute("data-choice") as string),
  );
  for (const id of ids) await openSection(page, id);
  if (ids.includes("card")) await openSection(page, "card");
  // Every section settled (ready, or failed to mount); a failure or a section still waiting is named with its state.
  const states = () =>
    page.$$eval("section.method", (sections) =>
      sections.map((section) => `${section.querySelector("[id$='-demo']")?.id ?? "?"}: ${section.dataset.state}`),
    );
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll("section.method:not([data-state='ready']):not([data-state='error'])").length === 0,
      undefined,
      { timeout: 30000 },
    )
    .catch(async (error: Error) => {
      throw new Error(`not every method section settled: ${(await states()).join(", ")}`, { cause: error });
    });
  expect((await states()).filter((state) => !state.endsWith(": ready"))).toEqual([]);
}

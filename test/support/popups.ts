// Helpers for browser tests of pop-up flows: the provider simulators and the pop-ups they run in.
import type { Page } from "playwright-core";

/** Waits for the pop-up the next action opens; `action` must run inside a real click. */
export async function popupFrom(page: Page, action: () => Promise<unknown>): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), action()]);
  return popup;
}

/** Waits until the pop-up shows the provider simulator, then presses Approve or Cancel. */
export async function decideInSimulator(popup: Page, decision: "approve" | "cancel"): Promise<void> {
  const button = popup.locator(`button[value="${decision}"]`);
  await button.waitFor({ timeout: 20000 });
  await button.click();
}

/** Makes every `window.open` on the page return null, as a pop-up blocker does. */
export async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

/** A merchant page body with one button per flow; the tests wire the buttons in the page. */
export const BUTTONS_BODY = `<main><h1>Shop</h1><div id="paypal-button"></div><button type="button" id="pay">Pay</button><output id="result"></output></main>`;

/** Resolves once the pop-up has closed (it may have closed already). */
export async function closedPopup(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 10000 }).catch(() => undefined);
  if (!popup.isClosed()) throw new Error("the pop-up is still open");
}

/**
 * The shopper closes the pop-up once the provider's page shows. (Closing a page in the middle of a
 * navigation can stall Playwright's close; shoppers close what they see.)
 */
export async function closeByShopper(popup: Page): Promise<void> {
  await popup.locator('button[value="approve"]').waitFor({ timeout: 20000 });
  await popup.close();
}

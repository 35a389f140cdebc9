// The simulated Venmo app on the shopper's phone: another page of the same browser that opens the QR code's link.
import type { Page } from "playwright-core";

/**
 * Opens the app at `url` in `app`, approves the payment and closes the app once it has answered. The decision is a
 * form submission: closing the tab before the answer arrives can abort it, and the payment would stay pending.
 */
export async function approveInVenmoApp(app: Page, url: string): Promise<void> {
  await app.goto(url);
  await app.locator('button[value="approve"]').click();
  await app.locator('[data-venmo-outcome="APPROVED"]').waitFor();
  await app.close();
}

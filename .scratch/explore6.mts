import { launchChromium } from "../test/support/browser.ts";
import { openMerchantPage } from "../test/support/page.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
const browser = await launchChromium();
let total = 0;
for (let run = 0; run < 12; run++) {
  const page = await browser.newPage();
  let warnings = 0;
  page.on("console", (m) => { if (m.type() === "warning" || m.type() === "error") warnings++; });
  await openMerchantPage(page, sandbox, {});
  await page.evaluate(async (authorization) => { await (window as any).braintree.hostedFields.create({ authorization, fields: { number: { container: "#card-number" }, cvv: { container: "#cvv" }, expirationDate: { container: "#expiration-date" }, postalCode: { container: "#postal-code" } } }); }, sandbox.tokenizationKey);
  await new Promise((r) => setTimeout(r, 200));
  total += warnings;
  await page.close();
}
console.log("plain HF warnings over 12 runs:", total);
await browser.close(); await sandbox.close();

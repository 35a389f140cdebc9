import { launchChromium } from "../test/support/browser.ts";
import { openMerchantPage, typeInto } from "../test/support/page.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
const browser = await launchChromium();
for (let run = 0; run < 14; run++) {
const page = await browser.newPage();
const log: string[] = [];
let phase = "open";
page.on("console", (m) => { if (m.type() === "warning" || m.type() === "error") log.push(`${phase}: ${m.text().slice(0, 80)} @ ${JSON.stringify(m.location())}`); });
await openMerchantPage(page, sandbox, { bundles: ["dropin.min.js"], body: `<main><h1>Shop</h1><div id="dropin-container"></div></main>` });
phase = "create";
await page.evaluate(async (authorization) => { (window as any).c = await (window as any).braintree.dropin.create({ authorization, container: "#dropin-container" }); }, sandbox.tokenizationKey);
phase = "type";
await typeInto(page, "number", "4111111111111111"); await typeInto(page, "expirationDate", "1230"); await typeInto(page, "cvv", "123"); await typeInto(page, "postalCode", "12345");
phase = "request";
const r = await page.evaluate(async () => { try { return await (window as any).c.requestPaymentMethod(); } catch (e: any) { return { e: e.code, errs: [...document.querySelectorAll(".pk-field-error,.pk-error")].map((x) => x.textContent), state: JSON.stringify(Object.fromEntries(Object.entries((window as any).lastState ?? {}))) }; } });
if ((r as any).e) { console.log(JSON.stringify(r).slice(0, 300));
for (const key of ["number","expirationDate","cvv","postalCode"]) { const h = await page.$(`iframe[name="braintree-hosted-field-${key}"]`); const f = await h!.contentFrame(); console.log(key, JSON.stringify(await f!.locator("#field").inputValue())); } }
phase = "after";
await new Promise((r) => setTimeout(r, 500));
phase = "teardown";
await page.evaluate(async () => (window as any).c.teardown());
await new Promise((r) => setTimeout(r, 300));
if (log.length) console.log(run, log.length, "warnings");
await page.close();
}
await browser.close(); await sandbox.close();

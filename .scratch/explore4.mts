import { launchChromium, recordConsole } from "../test/support/browser.ts";
import { openMerchantPage, typeInto } from "../test/support/page.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
const browser = await launchChromium();
const page = await browser.newPage();
const problems = recordConsole(page);
await openMerchantPage(page, sandbox, { bundles: ["dropin.min.js"], body: `<main><h1>Shop</h1><div id="dropin-container"></div></main>` });
const token = await sandbox.createClientToken({});
const created = await page.evaluate(async (authorization) => {
  const w = window as any;
  try { w.instance = await w.braintree.dropin.create({ authorization, container: "#dropin-container", threeDSecure: { amount: "10.00" }, dataCollector: true }); w.events = []; for (const e of ["3ds:authentication-modal-render","3ds:authentication-modal-close"]) w.instance.on(e, () => w.events.push(e)); return "ok"; } catch (e: any) { return e.code + " " + e.message + JSON.stringify(e.details); }
}, token);
console.log("created", created);
await typeInto(page, "number", process.argv[2] ?? "4000000000001091");
await typeInto(page, "expirationDate", "1230");
await typeInto(page, "cvv", "123");
await typeInto(page, "postalCode", "12345");
const pending = page.evaluate(async () => { try { return await (window as any).instance.requestPaymentMethod(); } catch (e: any) { return { error: e.code, message: e.message, details: JSON.stringify(e.details) }; } });
if ((process.argv[2] ?? "4000000000001091") === "4000000000001091") {
  const frame = page.frameLocator("#Cardinal-CCA-IFrame");
  await frame.locator('button[value="pass"]').waitFor({ timeout: 20000 });
  await page.screenshot({ path: ".scratch/3ds.png" });
  await frame.locator('button[value="pass"]').click();
}
const payload = await pending;
console.log(JSON.stringify(payload).slice(0, 600));
console.log(JSON.stringify(await page.evaluate(() => (window as any).events)));
console.log("problems", problems);
await browser.close(); await sandbox.close();

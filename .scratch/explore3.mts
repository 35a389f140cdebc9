import { launchChromium, recordConsole } from "../test/support/browser.ts";
import { openMerchantPage, typeInto } from "../test/support/page.ts";
import { popupFrom, decideInSimulator } from "../test/support/popups.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
const browser = await launchChromium();
const context = await browser.newContext();
const page = await context.newPage();
const problems = recordConsole(page);
await openMerchantPage(page, sandbox, { bundles: ["client.min.js", "dropin.min.js"], body: `<main><h1>Shop</h1><div id="dropin-container"></div></main>` });
await page.addScriptTag({ url: `${sandbox.assetsUrl}/simulators/apple-pay.js` });
await page.addScriptTag({ url: `${sandbox.assetsUrl}/simulators/google-pay.js` });
const which = process.argv[2] ?? "paypal";
const token = await sandbox.createClientToken({});
const created = await page.evaluate(async ({ authorization, which }) => {
  const w = window as any;
  const options: any = { authorization, container: "#dropin-container", paymentOptionPriority: [which],
      paypal: { flow: "checkout", amount: "10.00", currency: "USD" }, paypalCredit: { flow: "checkout", amount: "10.00", currency: "USD" },
      venmo: { allowDesktop: true, paymentMethodUsage: "single_use" },
      applePay: { displayName: "Shop", paymentRequest: { total: { label: "Shop", amount: "10.00" } } },
      googlePay: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
      localPayment: { paymentType: "ideal", amount: "10.00", currencyCode: "EUR", givenName: "Joe", surname: "Doe", address: { countryCode: "NL" }, fallback: { url: location.href, buttonText: "Return" }, displayName: "iDEAL" } };
  try { w.instance = await w.braintree.dropin.create(options); w.events = []; w.instance.on("paymentMethodRequestable", (e: any) => w.events.push(e)); return "ok"; } catch (e: any) { return e.code + " " + e.message + JSON.stringify(e.details); }
}, { authorization: token, which });
console.log("created", created);
await page.screenshot({ path: ".scratch/w1.png" });
const sheetButton = page.locator(`[data-sheet="${which}"] button`).first();
await sheetButton.waitFor({ timeout: 15000 });
console.log("button text", await sheetButton.textContent());
if (which === "paypal" || which === "paypalCredit" || which === "localPayment") {
  const popup = await popupFrom(page, () => sheetButton.click());
  await decideInSimulator(popup, "approve");
} else if (which === "googlePay" || which === "applePay") {
  await sheetButton.click();
  await page.click('[data-simulator] [data-simulator-action="pay"]');
} else if (which === "venmo") {
  await sheetButton.click();
  const element = await page.waitForSelector('iframe[name="venmo-desktop-iframe"]', { state: "visible" });
  const frame = (await element.contentFrame())!;
  await frame.waitForSelector(".code svg");
  const url = await frame.locator("a.simulator").getAttribute("href");
  const app = await context.newPage(); await app.goto(url!);
  await app.locator('button[value="approve"]').click();
}
await page.waitForFunction(() => (window as any).events.length > 0, undefined, { timeout: 30000 });
const payload = await page.evaluate(async () => { try { return await (window as any).instance.requestPaymentMethod(); } catch (e: any) { return { error: e.code, message: e.message }; } });
console.log(JSON.stringify(payload).slice(0, 400));
const sale = await page.evaluate(async (nonce) => { const r = await fetch("/sale", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ nonce, amount: "10.00" }) }); return [r.status, (await r.json()).transaction?.status]; }, (payload as any).nonce);
console.log("sale", sale);
await page.screenshot({ path: ".scratch/w2.png" });
console.log("problems", problems);
await browser.close(); await sandbox.close();

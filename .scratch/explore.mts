import { launchChromium, recordConsole } from "../test/support/browser.ts";
import { openMerchantPage, typeInto } from "../test/support/page.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
(globalThis as any).__PAYKIT_DEVELOPMENT_GATEWAY__ = sandbox.gatewayUrl;
const browser = await launchChromium();
const page = await browser.newPage();
const problems = recordConsole(page);
const bundles = process.argv[2] === "loader" ? ["loader.min.js"] : process.argv[2] === "alone" ? ["dropin.min.js"] : ["client.min.js", "dropin.min.js"];
await openMerchantPage(page, sandbox, { bundles, body: `<main><h1>Shop</h1><div id="dropin-container"></div><button id="pay">Pay</button></main>` });
const merchant = process.argv[3] ?? sandbox.tokenizationKey;
const result = await page.evaluate(async (authorization) => {
  const w = window as any;
  try {
    w.events = [];
    const instance = await w.braintree.dropin.create({ authorization, container: "#dropin-container" });
    w.instance = instance;
    for (const e of ["paymentMethodRequestable", "noPaymentMethodRequestable", "changeActiveView", "paymentOptionSelected", "card:validityChange"]) instance.on(e, (p: any) => w.events.push([e, p && (p.type ?? p.newViewId ?? p.emittedBy ?? p.paymentOption)]));
    return { ok: true, options: instance.getAvailablePaymentOptions(), html: document.querySelector("#dropin-container")!.innerHTML.slice(0, 3000) };
  } catch (error: any) { return { ok: false, code: error.code, message: error.message, stack: String(error.stack) }; }
}, merchant);
console.log(JSON.stringify(result, null, 1));
if (result.ok) {
  await typeInto(page, "number", "4111111111111111");
  await typeInto(page, "expirationDate", "1230");
  await typeInto(page, "cvv", "123");
  await typeInto(page, "postalCode", "12345");
  const payload = await page.evaluate(async () => { try { return await (window as any).instance.requestPaymentMethod(); } catch (e: any) { return { error: e.code, message: e.message }; } });
  console.log(JSON.stringify(payload));
  console.log(JSON.stringify(await page.evaluate(() => (window as any).events)));
  await page.screenshot({ path: ".scratch/shot.png", fullPage: true });
}
console.log("assets", sandbox.assetRequests.map((r: any) => r.path).join(" "));
console.log("problems", problems);
await browser.close(); await sandbox.close();

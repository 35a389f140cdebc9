import { launchChromium, recordConsole } from "../test/support/browser.ts";
import { openMerchantPage, typeInto } from "../test/support/page.ts";
const { startSandbox } = await import("../dist/sandbox/index.js");
const sandbox = await startSandbox({ port: 0 });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 480, height: 900 } });
const problems = recordConsole(page);
const bundles = process.argv[2] === "loader" ? ["loader.min.js"] : ["client.min.js", "dropin.min.js"];
await openMerchantPage(page, sandbox, { bundles, body: `<main><h1>Shop</h1><div id="dropin-container"></div><button id="pay">Pay</button></main>` });
await page.addScriptTag({ url: `${sandbox.assetsUrl}/simulators/apple-pay.js` });
await page.addScriptTag({ url: `${sandbox.assetsUrl}/simulators/google-pay.js` });
const token = await sandbox.createClientToken({ customerId: process.argv[3] ?? "explore-1" });
const result = await page.evaluate(async (authorization) => {
  const w = window as any;
  try {
    w.events = [];
    const instance = await w.braintree.dropin.create({ authorization, container: "#dropin-container", vaultManager: true,
      paypal: { flow: "checkout", amount: "10.00", currency: "USD" }, paypalCredit: { flow: "checkout", amount: "10.00", currency: "USD" },
      venmo: { allowDesktop: true, paymentMethodUsage: "single_use" },
      applePay: { displayName: "Shop", paymentRequest: { total: { label: "Shop", amount: "10.00" } } },
      googlePay: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
      localPayment: { paymentType: "ideal", amount: "10.00", currencyCode: "EUR", givenName: "Joe", surname: "Doe", address: { countryCode: "NL" }, fallback: { url: location.href, buttonText: "Return" }, displayName: "iDEAL" },
      threeDSecure: { amount: "10.00" }, dataCollector: true });
    w.instance = instance;
    for (const e of ["paymentMethodRequestable", "noPaymentMethodRequestable", "changeActiveView", "paymentOptionSelected"]) instance.on(e, (p: any) => w.events.push([e, p && (p.type ?? p.newViewId ?? p.paymentOption)]));
    return { ok: true, options: instance.getAvailablePaymentOptions(), requestable: instance.isPaymentMethodRequestable() };
  } catch (error: any) { return { ok: false, code: error.code, message: error.message, details: JSON.stringify(error.details)?.slice(0, 500) }; }
}, token);
console.log(JSON.stringify(result));
await page.screenshot({ path: ".scratch/shot1.png", fullPage: true });
if (result.ok) {
  await page.click("text=Choose another way to pay");
  await page.screenshot({ path: ".scratch/shot2.png", fullPage: true });
  await page.click('[data-option="card"]');
  await page.waitForSelector('iframe[name="braintree-hosted-field-number"]');
  await typeInto(page, "number", "4000000000001091");
  await page.screenshot({ path: ".scratch/shot3.png", fullPage: true });
}
console.log(JSON.stringify(await page.evaluate(() => (window as any).events)));
console.log("assets", sandbox.assetRequests.map((r: any) => r.path).join(" "));
console.log("problems", problems);
await browser.close(); await sandbox.close();

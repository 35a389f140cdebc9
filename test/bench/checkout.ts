// The checkout (braintree.dropin) through the loader: the page-side bytes a shopper's browser fetches for a card-only
// checkout and for one offering card, PayPal, Venmo and Google Pay, read off the asset server's request log in
// Chromium, against braintree-web-drop-in 1.48's browser build.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import type { startSandbox } from "../../sandbox/index.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** braintree-web-drop-in 1.48's dropin.min.js, min+gzip (it bundles its own copy of the provider's components). */
const DROP_IN_BYTES = 129 * 1000;

/** Page-side scripts only: the field frames' documents are the asset origin's, not the merchant page's. */
const isScript = (path: string) => path.endsWith(".js") && !path.includes("/simulators/");

async function checkoutPageBytes(
  root: string,
  browser: Browser,
  sandbox: Sandbox,
  options: Record<string, unknown>,
  simulators: string[],
): Promise<{ bytes: number; files: string[] }> {
  const page: Page = await browser.newPage();
  try {
    await page.goto(`${sandbox.demoUrl}/blank`);
    await page.evaluate(
      async ({ gateway, scripts }) => {
        (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
        for (const src of scripts) {
          await new Promise<void>((resolve, reject) => {
            const script = document.createElement("script");
            script.src = src;
            script.onload = () => resolve();
            script.onerror = () => reject(new Error(`could not load ${src}`));
            document.head.appendChild(script);
          });
        }
        document.body.innerHTML = '<div id="dropin-container"></div>';
      },
      {
        gateway: sandbox.gatewayUrl,
        scripts: [
          ...simulators.map((name) => `${sandbox.assetsUrl}/simulators/${name}.js`),
          `${sandbox.assetsUrl}/web/3.132.0/js/loader.min.js`,
        ],
      },
    );
    sandbox.assetRequests.length = 0;
    const shown = await page.evaluate(async (options) => {
      const braintree = (
        window as unknown as {
          braintree: { dropin: { create(options: unknown): Promise<{ getAvailablePaymentOptions(): string[] }> } };
        }
      ).braintree;
      const dropin = await braintree.dropin.create({ container: "#dropin-container", ...options });
      return dropin.getAvailablePaymentOptions();
    }, options);
    // The shopper opens every option in turn (each sheet fetches its plugin when first shown), back to the list between.
    for (const option of shown.length > 1 ? shown : []) {
      const back = page.locator('[data-braintree-id="toggle"]:not(.braintree-hidden)');
      if (await back.count()) await back.click();
      await page.click(`.braintree-option__${option}`);
      await page.waitForSelector(`[data-braintree-id="${option}"] .braintree-sheet__content:not(:empty)`);
    }
    const files = [
      "/web/3.132.0/js/loader.min.js",
      ...sandbox.assetRequests.map((request) => request.path).filter(isScript),
    ];
    let bytes = 0;
    for (const file of new Set(files))
      bytes += gzipSync(await readFile(`${root}dist/assets${file}`), { level: 9 }).length;
    return { bytes, files: [...new Set(files)].map((file) => file.replace(/^.*\//, "")) };
  } finally {
    await page.close();
  }
}

export async function benchCheckout(root: string, browser: Browser, sandbox: Sandbox): Promise<void> {
  console.log("\n## Checkout (braintree.dropin) through the loader, page side, min+gzip");
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ["card only", { authorization: sandbox.tokenizationKey }, []],
    [
      "card + PayPal + Venmo + Google Pay",
      {
        authorization: sandbox.tokenizationKey,
        paypal: { flow: "checkout", amount: "10.00", currency: "USD" },
        venmo: { allowDesktop: true },
        googlePay: { transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" } },
      },
      ["google-pay"],
    ],
  ];
  for (const [name, options, simulators] of cases) {
    const { bytes, files } = await checkoutPageBytes(root, browser, sandbox, options, simulators);
    console.log(
      `${name.padEnd(36)} ${(bytes / 1000).toFixed(2).padStart(6)} kB (${((bytes / DROP_IN_BYTES) * 100).toFixed(0)} % of braintree-web-drop-in 1.48's ${DROP_IN_BYTES / 1000} kB): ${files.join(", ")}`,
    );
  }
}

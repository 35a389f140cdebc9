// `npm run bench`: prints bundle sizes, client.create and Hosted Fields timings measured in Chromium against the sandbox.
// Figures only: nothing here fails on a timing.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { launchChromium } from "../support/browser.js";
import { benchLoaderCriticalPath } from "./loader.js";
import { benchHostedFields } from "./hosted-fields.js";
import { benchNpmCardPage } from "./npm-bundle.js";
import { benchCheckout } from "./checkout.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { startSandbox } = (await import(`${root}dist/sandbox/index.js`)) as typeof import("../../sandbox/index.js");

/** Sizes the SDK we replace ships for the same job (min+gzip), for comparison. */
const PROVIDER_SIZES: Record<string, number> = {
  "client.min.js": 15.4 * 1000,
  "paypal-checkout.min.js": 19.3 * 1000,
  "paypal.min.js": 16.2 * 1000,
  "masterpass.min.js": 15.3 * 1000,
};

/** Bundles with no counterpart in the provider's SDK, which repeats this code inside each component. */
const SHARED_BUNDLES: Record<string, string> = {
  "frame-service.min.js":
    "a kernel part: the frame service, fetched once per page by the plugins that open provider pages",
  "client-request.min.js": "a kernel part: the machinery of client.request, fetched on the first request",
  "card-tokenization.min.js":
    "a kernel part: GraphQL card tokenization, fetched the first time client.request tokenizes a card",
};

/** Bundles with no provider counterpart, printed for the record. */
const OWN_BUNDLES: Record<string, string> = {
  "loader.min.js": "dist/assets/web/3.132.0/js/loader.min.js",
  "React adapter": "dist/size/react.min.js",
};

async function gzipSize(path: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

async function printSizes(): Promise<void> {
  console.log("\n## Bundle sizes (production trust, min+gzip)");
  for (const [file, provider] of Object.entries(PROVIDER_SIZES)) {
    const size = await gzipSize(`${root}dist/assets/web/3.132.0/js/${file}`);
    console.log(
      `${file.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)}); provider SDK ≈ ${kb(provider)}`,
    );
  }
  for (const [file, role] of Object.entries(SHARED_BUNDLES)) {
    const size = await gzipSize(`${root}dist/assets/web/3.132.0/js/${file}`);
    console.log(`${file.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)}); ${role}`);
  }
  for (const file of ["js/hosted-fields.min.js", "html/hosted-fields-frame.min.html"]) {
    const size = await gzipSize(`${root}dist/assets/web/3.132.0/${file}`);
    console.log(`${file.split("/")[1]?.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)})`);
  }
  for (const [name, path] of Object.entries(OWN_BUNDLES)) {
    const size = await gzipSize(`${root}${path}`);
    console.log(`${name.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)})`);
  }
}

/**
 * Wallet and card-network plugins beside the provider SDK's bundle for the same component (its 3.132.0
 * dist/browser file, minified with esbuild, gzip -9).
 */
const PROVIDER_PLUGIN_SIZES: Record<string, number> = {
  "apple-pay.min.js": 8.5 * 1000,
  "google-payment.min.js": 9.0 * 1000,
  "payment-request.min.js": 13.1 * 1000,
  "american-express.min.js": 6.4 * 1000,
  "visa-checkout.min.js": 8.1 * 1000,
};

async function printPluginSizes(): Promise<void> {
  console.log("\n## Plugin bundle sizes (production trust, min+gzip)");
  for (const [file, provider] of Object.entries(PROVIDER_PLUGIN_SIZES)) {
    const size = await gzipSize(`${root}dist/assets/web/3.132.0/js/${file}`);
    const share = Math.round((size.gzip / provider) * 100);
    console.log(
      `${file.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)}); provider SDK ≈ ${kb(provider)} (${share}%)`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function timeCreate(page: Page, authorization: string): Promise<number> {
  return page.evaluate(async (auth) => {
    const braintree = (window as unknown as { braintree: { client: { create(o: unknown): Promise<unknown> } } })
      .braintree;
    const started = performance.now();
    await braintree.client.create({ authorization: auth });
    return performance.now() - started;
  }, authorization);
}

/**
 * A merchant page with only client.min.js: the demo page also sets up its payment methods on load,
 * which would warm the client cache before the first measured create.
 */
async function openBlankMerchantPage(
  page: Page,
  demoUrl: string,
  assetsUrl: string,
  gatewayUrl: string,
): Promise<void> {
  await page.goto(`${demoUrl}/blank`);
  await page.evaluate(
    ({ src, gateway }) =>
      new Promise<void>((resolve, reject) => {
        (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
        const script = document.createElement("script");
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      }),
    { src: `${assetsUrl}/web/3.132.0/js/client.min.js`, gateway: gatewayUrl },
  );
}

async function benchClientCreate(): Promise<void> {
  console.log("\n## client.create in Chromium against the sandbox");
  const browser = await launchChromium();
  const sandbox = await startSandbox({ port: 0 });
  const apiRequests = () =>
    sandbox.requests.filter((request) => request.method !== "OPTIONS" && !request.path.startsWith("/xoplatform/"));
  try {
    for (const latencyMs of [0, 100]) {
      sandbox.setLatency(latencyMs);
      for (const kind of ["tokenization key", "client token"] as const) {
        const coldTimes: number[] = [];
        const cachedTimes: number[] = [];
        let coldRequests = 0;
        let cachedRequests = 0;
        let preflights = 0;
        const runs = 7;
        for (let run = 0; run < runs; run++) {
          const page = await browser.newPage();
          await openBlankMerchantPage(page, sandbox.demoUrl, sandbox.assetsUrl, sandbox.gatewayUrl);
          const authorization = kind === "client token" ? await sandbox.createClientToken() : sandbox.tokenizationKey;
          sandbox.clearRequests();
          coldTimes.push(await timeCreate(page, authorization));
          coldRequests = apiRequests().length;
          preflights = sandbox.requests.filter(
            (request) => request.method === "OPTIONS" && !request.path.startsWith("/xoplatform/"),
          ).length;
          sandbox.clearRequests();
          cachedTimes.push(await timeCreate(page, authorization));
          cachedRequests = apiRequests().length;
          await page.close();
        }
        console.log(
          `${String(latencyMs).padStart(3)} ms latency, ${kind.padEnd(16)} cold: ${median(coldTimes).toFixed(1)} ms median, ` +
            `${coldRequests} request(s) on the critical path (+${preflights} CORS preflight); cached: ${median(cachedTimes).toFixed(2)} ms, ${cachedRequests} request(s)`,
        );
      }
    }
  } finally {
    await sandbox.close();
    await browser.close();
  }
}

await printSizes();
await printPluginSizes();
await benchNpmCardPage(root);
await benchClientCreate();
{
  const browser = await launchChromium();
  const sandbox = await startSandbox({ port: 0 });
  try {
    await benchLoaderCriticalPath(root, browser, sandbox);
    await benchCheckout(root, browser, sandbox);
  } finally {
    await sandbox.close();
    await browser.close();
  }
}
await benchHostedFields();

// `npm run bench`: prints bundle sizes, client.create and Hosted Fields timings measured in Chromium against the sandbox.
// Figures only: nothing here fails on a timing.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { launchChromium } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { benchHostedFields } from "./hosted-fields.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { startSandbox } = (await import(`${root}dist/sandbox/index.js`)) as typeof import("../../sandbox/index.js");

/** Sizes the SDK we replace ships for the same job (min+gzip), for comparison. */
const PROVIDER_SIZES: Record<string, number> = { "client.min.js": 15.4 * 1000 };

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
    console.log(`${file.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)}); provider SDK ≈ ${kb(provider)}`);
  }
  for (const file of ["js/hosted-fields.min.js", "html/hosted-fields-frame.min.html"]) {
    const size = await gzipSize(`${root}dist/assets/web/3.132.0/${file}`);
    console.log(`${file.split("/")[1]?.padEnd(24)} ${kb(size.gzip).padStart(9)} (raw ${kb(size.raw)})`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function timeCreate(page: Page, authorization: string): Promise<number> {
  return page.evaluate(async (auth) => {
    const braintree = (window as unknown as { braintree: { client: { create(o: unknown): Promise<unknown> } } }).braintree;
    const started = performance.now();
    await braintree.client.create({ authorization: auth });
    return performance.now() - started;
  }, authorization);
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
          // A blank page with client.min.js only: the demo page's card form would create (and cache) a client first.
          await openMerchantPage(page, sandbox, { bundles: ["client.min.js"] });
          const authorization = kind === "client token" ? await sandbox.createClientToken() : sandbox.tokenizationKey;
          sandbox.clearRequests();
          coldTimes.push(await timeCreate(page, authorization));
          coldRequests = apiRequests().length;
          preflights = sandbox.requests.filter((request) => request.method === "OPTIONS").length;
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
await benchClientCreate();
await benchHostedFields();

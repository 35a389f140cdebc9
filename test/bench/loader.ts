// Critical path of a card checkout through the loader: bytes, requests, sequential round trips and time.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import type { startSandbox } from "../../sandbox/index.js";

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** The provider SDK's client + hosted-fields page bundles, min+gzip. */
const PROVIDER_PAGE_BYTES = 36 * 1000;

async function gzipBytes(path: string): Promise<number> {
  return gzipSync(await readFile(path), { level: 9 }).length;
}

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Longest chain of requests each starting after the previous one finished: the sequential round trips. */
function sequentialRoundTrips(entries: Timing[]): number {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
  const depth = new Map<Timing, number>();
  for (const entry of sorted) {
    const before = sorted.filter((other) => other.responseEnd <= entry.startTime + 1);
    depth.set(entry, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return Math.max(0, ...depth.values());
}

export async function benchLoaderCriticalPath(root: string, browser: Browser, sandbox: Sandbox): Promise<void> {
  const js = `${root}dist/assets/web/3.132.0/js`;
  const page = {
    loader: await gzipBytes(`${js}/loader.min.js`),
    client: await gzipBytes(`${js}/client.min.js`),
    hostedFields: await gzipBytes(`${js}/hosted-fields.min.js`),
  };
  const frame = await gzipBytes(`${root}dist/assets/web/3.132.0/html/hosted-fields-frame.min.html`);
  const pageTotal = page.loader + page.client + page.hostedFields;
  console.log("\n## Card checkout through the loader (production bundles, min+gzip)");
  console.log(
    `page side: loader ${page.loader} + client ${page.client} + hosted-fields ${page.hostedFields} = ${(pageTotal / 1000).toFixed(2)} kB ` +
      `(provider SDK page bundles ≈ ${PROVIDER_PAGE_BYTES / 1000} kB; target ≤ 12 kB)`,
  );
  console.log(`field frame page: ${(frame / 1000).toFixed(2)} kB, one URL per field so the five frames load side by side`);

  for (const latencyMs of [0, 100]) {
    sandbox.setLatency(latencyMs);
    const times: number[] = [];
    let trips = 0;
    let requests = 0;
    let preflights = 0;
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${sandbox.demoUrl}/blank`);
      sandbox.clearRequests();
      sandbox.assetRequests.length = 0;
      const result = await tab.evaluate(
        async ({ loader, gateway, authorization }) => {
          (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
          document.body.innerHTML = ["card-number", "cvv", "expiration-date", "postal-code", "cardholder-name"]
            .map((id) => `<div id="${id}"></div>`)
            .join("");
          performance.clearResourceTimings();
          const started = performance.now();
          await new Promise<void>((resolve, reject) => {
            const script = document.createElement("script");
            script.src = loader;
            script.onload = () => resolve();
            script.onerror = () => reject(new Error("loader"));
            document.head.appendChild(script);
          });
          const braintree = (window as unknown as { braintree: { hostedFields: { create(o: unknown): Promise<unknown> } } }).braintree;
          await braintree.hostedFields.create({
            authorization,
            fields: {
              number: { container: "#card-number" },
              cvv: { container: "#cvv" },
              expirationDate: { container: "#expiration-date" },
              postalCode: { container: "#postal-code" },
              cardholderName: { container: "#cardholder-name" },
            },
          });
          const elapsed = performance.now() - started;
          const entries = performance.getEntriesByType("resource").map((entry) => ({
            name: entry.name,
            startTime: entry.startTime,
            responseEnd: (entry as PerformanceResourceTiming).responseEnd,
          }));
          return { elapsed, entries };
        },
        { loader: `${sandbox.assetsUrl}/web/3.132.0/js/loader.min.js`, gateway: sandbox.gatewayUrl, authorization: sandbox.tokenizationKey },
      );
      times.push(result.elapsed);
      const onPath = result.entries.filter((entry) => !entry.name.includes("/xoplatform/"));
      preflights = sandbox.requests.filter(
        (request) => request.method === "OPTIONS" && !request.path.startsWith("/xoplatform/"),
      ).length;
      // A CORS preflight is a round trip of its own that resource timing folds into its request.
      trips = sequentialRoundTrips(onPath) + preflights;
      requests = onPath.length + preflights;
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `${String(latencyMs).padStart(3)} ms latency: loader start → Hosted Fields ready (5 fields) ${times[2]?.toFixed(0)} ms median; ` +
        `${requests} requests (${preflights} CORS preflight), ${trips} sequential round trips`,
    );
  }
  sandbox.setLatency(0);
}

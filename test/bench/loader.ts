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
  /** When the page asked for it: the script or frame element was inserted, or `fetch` was called. */
  issued: number;
  /** The task that asked for it: requests asked for in one task are side by side by construction. */
  task: number;
  startTime: number;
  responseEnd: number;
}

/**
 * Longest chain of requests each asked for, in a later task, after the previous one's answer arrived: the
 * sequential round trips. Requests are dated by when the page asked for them (a frame's navigation may start
 * later while the browser sets up the frames inserted with it), and those asked for in one task never wait
 * for each other, however long the task took: at 0 ms latency, timing alone would chain them.
 */
function sequentialRoundTrips(entries: Timing[]): number {
  const sorted = [...entries].sort((a, b) => a.issued - b.issued);
  const depth = new Map<Timing, number>();
  for (const entry of sorted) {
    const before = sorted.filter((other) => other.task < entry.task && other.responseEnd <= entry.issued);
    depth.set(entry, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return Math.max(0, ...depth.values());
}

/** One page load: what it took from the first request to the end, with the page's resource timings. */
interface Run {
  elapsed: number;
  entries: Timing[];
}

/** Median of sorted copies; NaN for none. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const FIELD_IDS = ["card-number", "cvv", "expiration-date", "postal-code", "cardholder-name"];

/**
 * Runs in each bench page before its own scripts: records when, and in which task, the page asks for a script,
 * a frame or a fetch (recorded only; nothing else changes). `start()` marks the beginning of a measured run;
 * `finish()` restores the page's functions and returns the time since, with the resource timings.
 * (Functions are assigned to properties, never declared or written in an object literal: tsx would wrap those in
 * a naming helper the page does not have.)
 */
function installRequestRecorder(): void {
  const asked = new Map<string, { issued: number; task: number }>();
  const state = { task: 0, counting: false, started: 0 };
  const tools: { record?: (url: unknown) => void } = {};
  tools.record = (url: unknown) => {
    if (!state.counting) {
      state.counting = true;
      setTimeout(() => {
        state.task += 1;
        state.counting = false;
      });
    }
    const key = String(url instanceof Request ? url.url : url);
    if (key && !asked.has(key)) asked.set(key, { issued: performance.now(), task: state.task });
  };
  const append = Reflect.get(Node.prototype, "appendChild");
  Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
    const src = (child as unknown as { src?: unknown }).src;
    if (typeof src === "string" && src) tools.record?.(src);
    return append.call(this, child) as T;
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    tools.record?.(input);
    return originalFetch(input, init);
  };
  const recorder: { start?: () => void; finish?: () => Run } = {};
  recorder.start = () => {
    performance.clearResourceTimings();
    state.started = performance.now();
  };
  recorder.finish = () => {
    const elapsed = performance.now() - state.started;
    Node.prototype.appendChild = append;
    window.fetch = originalFetch;
    const entries = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime >= state.started)
      .map((entry) => ({
        name: entry.name,
        issued: Math.min(asked.get(entry.name)?.issued ?? entry.startTime, entry.startTime),
        task: asked.get(entry.name)?.task ?? Number.MAX_SAFE_INTEGER,
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      }));
    return { elapsed, entries };
  };
  (window as unknown as { __benchRecorder: unknown }).__benchRecorder = recorder;
}

/** Loader start → Hosted Fields ready (five fields), in a fresh context (cold cache). */
async function loaderRun(browser: Browser, sandbox: Sandbox): Promise<Run> {
  const context = await browser.newContext();
  await context.addInitScript(installRequestRecorder);
  const tab = await context.newPage();
  await tab.goto(`${sandbox.demoUrl}/blank`);
  sandbox.clearRequests();
  sandbox.assetRequests.length = 0;
  const result = await tab.evaluate(
    async ({ loader, gateway, authorization, ids }) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join("");
      const recorder = (window as unknown as { __benchRecorder: { start(): void; finish(): unknown } }).__benchRecorder;
      recorder.start();
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = loader;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error("loader"));
        document.head.appendChild(script);
      });
      const braintree = (window as unknown as { braintree: { hostedFields: { create(o: unknown): Promise<unknown> } } })
        .braintree;
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
      return recorder.finish() as { elapsed: number; entries: Timing[] };
    },
    {
      loader: `${sandbox.assetsUrl}/web/3.132.0/js/loader.min.js`,
      gateway: sandbox.gatewayUrl,
      authorization: sandbox.tokenizationKey,
      ids: FIELD_IDS,
    },
  );
  await context.close();
  return result;
}

/**
 * The physical limit of a script-tag page, from the same servers: one script (the loader's bytes), then five
 * empty frames (one URL each) and one JSON request (the same configuration GET) side by side.
 */
async function limitRun(browser: Browser, sandbox: Sandbox): Promise<Run> {
  const context = await browser.newContext();
  await context.addInitScript(installRequestRecorder);
  const tab = await context.newPage();
  await tab.goto(`${sandbox.demoUrl}/blank`);
  const configuration = `${sandbox.gatewayUrl}/merchants/${sandbox.merchantId}/client_api/v1/configuration?tokenizationKey=${encodeURIComponent(sandbox.tokenizationKey)}&configVersion=3`;
  const result = await tab.evaluate(
    async ({ script, frame, json, ids }) => {
      document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join("");
      const recorder = (window as unknown as { __benchRecorder: { start(): void; finish(): unknown } }).__benchRecorder;
      recorder.start();
      await new Promise<void>((resolve, reject) => {
        const element = document.createElement("script");
        element.src = `${script}?limit`;
        element.onload = () => resolve();
        element.onerror = () => reject(new Error("script"));
        document.head.appendChild(element);
      });
      await Promise.all([
        ...ids.map(
          (id, index) =>
            new Promise((resolve) => {
              const element = document.createElement("iframe");
              element.title = "empty";
              element.addEventListener("load", resolve, { once: true });
              element.src = `${frame}?frame=${index}`;
              document.getElementById(id)?.append(element);
            }),
        ),
        fetch(json, { credentials: "omit" }).then((response) => response.json()),
      ]);
      return recorder.finish() as { elapsed: number; entries: Timing[] };
    },
    {
      script: `${sandbox.assetsUrl}/web/3.132.0/js/loader.min.js`,
      frame: `${sandbox.assetsUrl}/manifest.json`,
      json: configuration,
      ids: FIELD_IDS,
    },
  );
  await context.close();
  return result;
}

const RUNS = 7;

/** The card path's budget in size-limit.json (generated from build/generate.ts), as it is written there. */
async function cardPathBudget(root: string): Promise<string> {
  const budgets = JSON.parse(await readFile(`${root}size-limit.json`, "utf8")) as Array<{
    path: string | string[];
    limit: string;
  }>;
  const path = ["loader.min.js", "hosted-fields.min.js"].map((file) => `dist/assets/web/3.132.0/js/${file}`).join();
  return budgets.find((budget) => [budget.path].flat().join() === path)?.limit ?? "(no budget in size-limit.json)";
}

/**
 * Prints the card checkout through the loader: page-side bytes, then at 0, 100 and 300 ms latency the
 * sequential round trips on the critical path, the requests, loader start → ready (median) and its ratio to
 * the physical limit measured in the same run. Figures only: nothing fails on a timing.
 */
export async function benchLoaderCriticalPath(root: string, browser: Browser, sandbox: Sandbox): Promise<void> {
  const js = `${root}dist/assets/web/3.132.0/js`;
  const page = {
    // The loader holds the kernel; the Hosted Fields bundle is the same file a script tag loads.
    loader: await gzipBytes(`${js}/loader.min.js`),
    hostedFields: await gzipBytes(`${js}/hosted-fields.min.js`),
  };
  const frame = await gzipBytes(`${root}dist/assets/web/3.132.0/html/hosted-fields-frame.min.html`);
  const pageTotal = page.loader + page.hostedFields;
  console.log("\n## Card checkout through the loader (production bundles, min+gzip)");
  console.log(
    `page side: loader ${page.loader} + hosted-fields ${page.hostedFields} = ${(pageTotal / 1000).toFixed(2)} kB ` +
      `(provider SDK page bundles ≈ ${PROVIDER_PAGE_BYTES / 1000} kB; budget ≤ ${await cardPathBudget(root)})`,
  );
  console.log(
    `field frame page: ${(frame / 1000).toFixed(2)} kB, one URL per field so the five frames load side by side`,
  );
  console.log(
    "physical limit: one script, then five empty frames and one JSON request side by side, from the same servers",
  );

  for (const latencyMs of [0, 100, 300]) {
    sandbox.setLatency(latencyMs);
    const times: number[] = [];
    const limits: number[] = [];
    let trips = 0;
    let limitTrips = 0;
    let requests = 0;
    let preflights = 0;
    // Warm-up pair, then the measured ones, alternating so both see the same machine load.
    for (let run = -1; run < RUNS; run++) {
      const result = await loaderRun(browser, sandbox);
      // paykit's requests only (not the page's favicon), without analytics, which is never on the critical path.
      const onPath = result.entries.filter(
        (entry) =>
          !entry.name.includes("/xoplatform/") &&
          [sandbox.assetsUrl, sandbox.gatewayUrl].some((origin) => entry.name.startsWith(origin)),
      );
      preflights = sandbox.requests.filter(
        (request) => request.method === "OPTIONS" && !request.path.startsWith("/xoplatform/"),
      ).length;
      const limit = await limitRun(browser, sandbox);
      if (run < 0) continue;
      times.push(result.elapsed);
      limits.push(limit.elapsed);
      // A CORS preflight is a round trip of its own that resource timing folds into its request.
      trips = sequentialRoundTrips(onPath) + preflights;
      requests = onPath.length + preflights;
      limitTrips = sequentialRoundTrips(limit.entries);
    }
    const ready = median(times);
    const bound = median(limits);
    console.log(
      `${String(latencyMs).padStart(3)} ms latency: ${trips} sequential round trips (limit ${limitTrips}), ${requests} requests ` +
        `(${preflights} CORS preflight); loader start → Hosted Fields ready (5 fields) ${ready.toFixed(0)} ms median; ` +
        `physical limit ${bound.toFixed(0)} ms; ratio ${(ready / bound).toFixed(2)}`,
    );
  }
  sandbox.setLatency(0);
}

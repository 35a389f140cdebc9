// Hosted Fields timings in Chromium against the sandbox: create() → ready for five fields next to five
// empty frames from the same asset server, and tokenize() → nonce next to the bare gateway round trip.
// Figures only: nothing here fails on a timing.
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/browser.js";
import { FIVE_FIELDS } from "../support/hosted-fields.js";
import { openMerchantPage } from "../support/page.js";
import type { Sandbox } from "../support/sandbox.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

const RUNS = 11;

/** A small file on the asset server: what an empty frame loads. */
const EMPTY_FRAME_PATH = "/manifest.json";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** A merchant page with the bundles loaded and a client created, so only Hosted Fields is timed. */
async function merchantPage(browser: Browser, sandbox: Sandbox): Promise<Page> {
  const page = await browser.newPage();
  await openMerchantPage(page, sandbox);
  await page.evaluate(async (auth) => {
    const w = window as unknown as { braintree: any; client: unknown };
    w.client = await w.braintree.client.create({ authorization: auth });
  }, sandbox.tokenizationKey);
  return page;
}

async function timeHostedFieldsReady(page: Page): Promise<number> {
  return page.evaluate(async (fields) => {
    const w = window as unknown as { braintree: any; client: unknown };
    const started = performance.now();
    await w.braintree.hostedFields.create({ client: w.client, fields });
    return performance.now() - started;
  }, FIVE_FIELDS);
}

/** Five empty frames into the same containers; `distinct` gives each its own URL (as the field frames have). */
async function timeEmptyFrames(page: Page, src: string, distinct: boolean): Promise<number> {
  return page.evaluate(
    async ({ url, distinct }) => {
      const started = performance.now();
      await Promise.all(
        ["#card-number", "#cvv", "#expiration-date", "#postal-code", "#cardholder-name"].map(
          (selector, index) =>
            new Promise((resolve) => {
              const frame = document.createElement("iframe");
              frame.title = "empty";
              frame.addEventListener("load", resolve, { once: true });
              frame.src = distinct ? `${url}?frame=${index}` : url;
              document.querySelector(selector)?.append(frame);
            }),
        ),
      );
      return performance.now() - started;
    },
    { url: src, distinct },
  );
}

const KINDS = ["fields", "empty, one URL", "empty, five URLs"] as const;

/** Median times of each kind over `runs` rounds (after one warm-up round), the order rotating each round. */
async function readyTimes(
  browser: Browser,
  sandbox: Sandbox,
  runs: number,
): Promise<Record<(typeof KINDS)[number], number>> {
  const times: Record<string, number[]> = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  const emptyUrl = `${sandbox.assetsUrl}${EMPTY_FRAME_PATH}`;
  for (let run = -1; run < runs; run++) {
    for (let turn = 0; turn < KINDS.length; turn++) {
      const kind = KINDS[(run + 1 + turn) % KINDS.length] as (typeof KINDS)[number];
      const page = await merchantPage(browser, sandbox);
      const time =
        kind === "fields"
          ? await timeHostedFieldsReady(page)
          : await timeEmptyFrames(page, emptyUrl, kind === "empty, five URLs");
      if (run >= 0) times[kind]?.push(time);
      await page.close();
    }
  }
  return Object.fromEntries(KINDS.map((kind) => [kind, median(times[kind] ?? [])])) as Record<
    (typeof KINDS)[number],
    number
  >;
}

async function benchReady(browser: Browser, sandbox: Sandbox): Promise<void> {
  console.log("\n## hostedFields.create → ready, five fields (client already created), against five empty frames");
  // The sandbox serves assets with no-cache, so a browser fetches one URL five times in series: the field
  // frames each have their own URL for that reason, and both kinds of empty frames are shown.
  for (const latencyMs of [0, 100]) {
    sandbox.setLatency(latencyMs);
    const times = await readyTimes(browser, sandbox, RUNS);
    const ready = times.fields;
    console.log(
      `${String(latencyMs).padStart(3)} ms latency: ready ${ms(ready)} median; ` +
        `empty frames from one URL ${ms(times["empty, one URL"])} (ratio ${(ready / times["empty, one URL"]).toFixed(2)}), ` +
        `from five URLs ${ms(times["empty, five URLs"])} (ratio ${(ready / times["empty, five URLs"]).toFixed(2)}); target ≤ 1.30`,
    );
  }
  sandbox.setLatency(0);
}

/** Types a card with `fill` (one input event per field): typing speed is not what is measured here. */
async function fillCard(page: Page): Promise<void> {
  const values: Record<string, string> = {
    number: "4111111111111111",
    cvv: "123",
    expirationDate: "1234",
    postalCode: "12345",
    cardholderName: "Ada Lovelace",
  };
  for (const [key, value] of Object.entries(values)) {
    const frame = await (await page.waitForSelector(`iframe[name="braintree-hosted-field-${key}"]`)).contentFrame();
    await frame?.fill("#field", value);
  }
  await page.waitForFunction(() =>
    Object.values((window as any).hf.getState().fields).every((field: any) => field.isValid),
  );
}

async function timeTokenize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const started = performance.now();
    await (window as any).hf.tokenize();
    return performance.now() - started;
  });
}

/** The same request the frame sent, straight from the page: the gateway round trip alone. */
async function timeRoundTrip(
  page: Page,
  request: { url: string; headers: Record<string, string>; body: string },
): Promise<number> {
  return page.evaluate(async ({ url, headers, body }) => {
    const started = performance.now();
    const response = await fetch(url, { method: "POST", headers, body, credentials: "omit" });
    await response.json();
    return performance.now() - started;
  }, request);
}

async function benchTokenize(browser: Browser, sandbox: Sandbox): Promise<void> {
  console.log("\n## hostedFields.tokenize → nonce, minus the gateway round trip");
  for (const latencyMs of [0, 100]) {
    sandbox.setLatency(latencyMs);
    const page = await merchantPage(browser, sandbox);
    await page.evaluate(async (fields) => {
      const w = window as unknown as { braintree: any; client: unknown; hf: unknown };
      w.hf = await w.braintree.hostedFields.create({ client: w.client, fields });
    }, FIVE_FIELDS);
    await fillCard(page);
    sandbox.clearRequests();
    await timeTokenize(page); // warms the CORS preflight cache of the frame's origin
    const sent = sandbox.requests.find((request) => request.operationName === "TokenizeCreditCard");
    if (!sent) throw new Error("the frame sent no TokenizeCreditCard request");
    const replay = {
      url: `${sandbox.gatewayUrl}${sent.path}`,
      headers: {
        "Content-Type": "application/json",
        Authorization: String(sent.headers.authorization),
        "Braintree-Version": String(sent.headers["braintree-version"]),
      },
      body: JSON.stringify(sent.body),
    };
    await timeRoundTrip(page, replay); // the same warm-up from the page's origin
    const tokenize: number[] = [];
    const roundTrip: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      tokenize.push(await timeTokenize(page));
      roundTrip.push(await timeRoundTrip(page, replay));
    }
    await page.close();
    console.log(
      `${String(latencyMs).padStart(3)} ms latency: tokenize ${ms(median(tokenize))} median; gateway round trip ${ms(median(roundTrip))}; ` +
        `overhead ${ms(median(tokenize) - median(roundTrip))}`,
    );
  }
  sandbox.setLatency(0);
}

export async function benchHostedFields(): Promise<void> {
  const { startSandbox } = (await import(`${root}dist/sandbox/index.js`)) as typeof import("../../sandbox/index.js");
  const browser = await launchChromium();
  const sandbox = await startSandbox({ port: 0 });
  try {
    await benchReady(browser, sandbox);
    await benchTokenize(browser, sandbox);
  } finally {
    await sandbox.close();
    await browser.close();
  }
}

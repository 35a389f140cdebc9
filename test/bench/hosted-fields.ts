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

const RUNS = 9;

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

async function timeEmptyFrames(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    const started = performance.now();
    await Promise.all(
      ["#card-number", "#cvv", "#expiration-date", "#postal-code", "#cardholder-name"].map(
        (selector) =>
          new Promise((resolve) => {
            const frame = document.createElement("iframe");
            frame.title = "empty";
            frame.addEventListener("load", resolve, { once: true });
            frame.src = url;
            document.querySelector(selector)?.append(frame);
          }),
      ),
    );
    return performance.now() - started;
  }, src);
}

async function benchReady(browser: Browser, sandbox: Sandbox): Promise<void> {
  console.log("\n## hostedFields.create → ready, five fields (client already created)");
  for (const latencyMs of [0, 100]) {
    sandbox.setLatency(latencyMs);
    const ready: number[] = [];
    const empty: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Alternate which goes first, so neither always meets a warmer server.
      for (const kind of run % 2 === 0 ? ["frames", "empty"] : ["empty", "frames"]) {
        const page = await merchantPage(browser, sandbox);
        if (kind === "frames") ready.push(await timeHostedFieldsReady(page));
        else empty.push(await timeEmptyFrames(page, `${sandbox.assetsUrl}${EMPTY_FRAME_PATH}`));
        await page.close();
      }
    }
    const ratio = median(ready) / median(empty);
    console.log(
      `${String(latencyMs).padStart(3)} ms latency: ready ${ms(median(ready))} median; five empty frames ${ms(median(empty))}; ` +
        `ratio ${ratio.toFixed(2)} (target ≤ 1.30)`,
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
async function timeRoundTrip(page: Page, request: { url: string; headers: Record<string, string>; body: string }): Promise<number> {
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

// The loader's early work (loader/early.ts): a component's `create` on the loader starts the configuration
// request and Hosted Fields' frames in the same tick as the bundles, and the bundles adopt them.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSandbox } from "../../sandbox/index.js";
import { usePage } from "../support/browser.js";
import { FIVE_FIELDS } from "../support/hosted-fields.js";
import { openMerchantPage, typeInto } from "../support/page.js";
import { apiRequests, useSandbox, type Sandbox } from "../support/sandbox.js";
import { runtimeKey } from "../../build/runtime-keys.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sandbox = useSandbox();

const tab = usePage(() => {
  sandbox().setLatency(0);
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** The latency the sandbox adds to every answer while a test measures the order of requests. */
const LATENCY_MS = 300;

async function inPage<T>(run: string): Promise<T> {
  return page.evaluate<T>(`(async () => { ${run} })()`);
}

const CAPTURE_ERROR = `catch (error) { return { code: error.code, type: error.type, message: error.message, name: error.name }; }`;

/** `braintree.hostedFields.create` on the loader with five fields and the given authorization, awaited in the page. */
function createFiveFields(authorization: string): string {
  return `await braintree.hostedFields.create({ authorization: ${JSON.stringify(authorization)}, fields: ${JSON.stringify(FIVE_FIELDS)} });`;
}

/** What a failed create may leave behind: frames, container content or classes, script tags. */
async function leftovers(): Promise<Record<string, unknown>> {
  return inPage(`
    const containers = [...document.querySelectorAll("#checkout > div")];
    return {
      frames: document.querySelectorAll("iframe").length,
      filledContainers: containers.filter((c) => c.childNodes.length > 0 || c.className !== "").length,
      pluginScripts: [...document.scripts].filter((s) => s.src.includes("hosted-fields")).length,
    };`);
}

const NOTHING_LEFT = { frames: 0, filledContainers: 0, pluginScripts: 0 };

const assetPaths = (target: Sandbox) => target.assetRequests.map((request) => request.path);

describe("loader.min.js, a card checkout in two round trips", () => {
  /** Field frame requests the asset server has seen. */
  const frameRequests = () =>
    sandbox().assetRequests.filter((request) => request.path.includes("/html/hosted-fields-frame"));
  const configurationRequests = () =>
    apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"));

  it("requests the configuration and the field frames before the Hosted Fields bundle has arrived", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    // The bundle is held at the asset server: the frames and the configuration must be asked for without it.
    const release = sandbox().holdAssets("/js/hosted-fields.min.js");
    const created = inPage(createFiveFields(sandbox().tokenizationKey));
    await expect.poll(() => frameRequests().length, { timeout: 20000 }).toBe(5);
    await expect.poll(() => configurationRequests().length, { timeout: 20000 }).toBe(1);
    expect(sandbox().assetRequests.filter((request) => request.path.endsWith("/js/hosted-fields.min.js"))).toHaveLength(
      1,
    );
    release();
    await created;
    expect(consoleProblems).toEqual([]);
  });

  it("places the frames before the Hosted Fields bundle has arrived when given a client, and asks for no configuration", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await inPage(
      `window.client = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });`,
    );
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    const release = sandbox().holdAssets("/js/hosted-fields.min.js");
    const created = inPage(
      `await braintree.hostedFields.create({ client: window.client, fields: ${JSON.stringify(FIVE_FIELDS)} });`,
    );
    await expect.poll(() => frameRequests().length, { timeout: 20000 }).toBe(5);
    release();
    await created;
    expect(configurationRequests()).toEqual([]);
  });

  it("requests each bundle, the configuration and each frame once", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    await inPage(createFiveFields(sandbox().tokenizationKey));
    const paths = assetPaths(sandbox()).filter((path) => path.includes("/js/") || path.includes("/html/"));
    // The loader holds the kernel: the plugin's bundle is the only one.
    expect(paths.filter((path) => path.includes("/js/"))).toEqual(["/web/3.132.0/js/hosted-fields.min.js"]);
    expect(paths.filter((path) => path.includes("/html/hosted-fields-frame"))).toHaveLength(5);
    expect(apiRequests(sandbox()).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /merchants/${sandbox().merchantId}/client_api/v1/configuration`,
    ]);
    // No CORS preflight: the early request is the kernel's plain GET.
    expect(
      sandbox().requests.filter((request) => request.method === "OPTIONS" && !request.path.startsWith("/xoplatform/")),
    ).toEqual([]);
  });

  it("tokenizes a card in the frames the loader placed", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await inPage(`window.hf = ${createFiveFields(sandbox().tokenizationKey)}`);
    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "cvv", "123");
    await typeInto(page, "expirationDate", "1230");
    await typeInto(page, "postalCode", "12345");
    await typeInto(page, "cardholderName", "Ada Lovelace");
    const result = await inPage<{ description: string; nonce: string }>(`return await window.hf.tokenize();`);
    expect(result.description).toBe("ending in 11");
    expect(await inPage(`return [...document.querySelectorAll("iframe")].map((frame) => frame.title);`)).toEqual([
      "Secure Credit Card Frame - Credit Card Number",
      "Secure Credit Card Frame - CVV",
      "Secure Credit Card Frame - Expiration Date",
      "Secure Credit Card Frame - Postal Code",
      "Secure Credit Card Frame - Cardholder Name",
    ]);
    expect(consoleProblems).toEqual([]);
  });

  it("asks for the configuration at once on client.create (the loader holds the kernel), and the client keeps its session id", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().setLatency(LATENCY_MS);
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    const sessionId = await inPage<string>(`
      const client = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)}, sessionId: "early-session" });
      return client.getConfiguration().analyticsMetadata.sessionId;`);
    expect(sessionId).toBe("early-session");
    expect(assetPaths(sandbox()).filter((path) => path.includes("/js/"))).toEqual([]);
    const configurations = apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"));
    expect(configurations).toHaveLength(1);
    expect((configurations[0]?.query._meta as { sessionId?: string } | undefined)?.sessionId).toBe("early-session");
  });

  it("ends a refused configuration in the client's catalogue error, with nothing left on the page", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 500 });
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const outcome = await inPage(
      `try { ${createFiveFields(sandbox().tokenizationKey)} return "created"; } ${CAPTURE_ERROR}`,
    );
    expect(outcome).toMatchObject({ name: "BraintreeError", code: "CLIENT_GATEWAY_NETWORK", type: "NETWORK" });
    expect(await leftovers()).toEqual({ ...NOTHING_LEFT, pluginScripts: 1 });
    expect(consoleProblems.filter((problem) => !problem.includes("500"))).toEqual([]);
  });

  it("keeps braintree.load as a prefetch: a later create requests no bundle again", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await inPage(`await braintree.load(["client", "hostedFields"]);`);
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    await inPage(createFiveFields(sandbox().tokenizationKey));
    expect(assetPaths(sandbox()).filter((path) => path.includes("/js/"))).toEqual([]);
    expect(apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"))).toHaveLength(1);
  });
});

describe("loader.min.js early work with damaged assets", () => {
  const directories: string[] = [];
  const sandboxes: Sandbox[] = [];

  afterAll(async () => {
    await Promise.all(sandboxes.map((target) => target.close()));
    await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A copy of the built assets without one file, served by a sandbox of its own. */
  async function sandboxWithout(file: string): Promise<Sandbox> {
    const dir = await mkdtemp(join(tmpdir(), "paykit-assets-"));
    directories.push(dir);
    await cp(join(root, "dist"), join(dir, "dist"), { recursive: true });
    await rm(join(dir, "dist/assets-development/web/3.132.0", file));
    const target = await startSandbox({ port: 0, rootDir: dir });
    sandboxes.push(target);
    return target;
  }

  it("ends a bundle that cannot be fetched in CLIENT_SCRIPT_FAILED_TO_LOAD, with the early frames and request gone", async () => {
    const target = await sandboxWithout("js/hosted-fields.min.js");
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    // The missing bundle's 404 is held until the frames and the configuration were asked for (they start beside the
    // bundle); a 404 answered at once could take the frames away before some of their requests left the browser.
    const release = target.holdAssets("/js/hosted-fields.min.js");
    const settled = inPage(`try { ${createFiveFields(target.tokenizationKey)} return "created"; } ${CAPTURE_ERROR}`);
    await expect
      .poll(() => target.assetRequests.filter((request) => request.path.includes("/html/hosted-fields-frame")).length, {
        timeout: 20000,
      })
      .toBe(5);
    await expect
      .poll(() => target.requests.filter((request) => request.path.endsWith("/v1/configuration")).length, {
        timeout: 20000,
      })
      .toBe(1);
    release();
    expect(await settled).toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      type: "NETWORK",
    });
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });

  it("ends a frame page that cannot be fetched in HOSTED_FIELDS_TIMEOUT after 60000 ms, with nothing left on the page", async () => {
    const target = await sandboxWithout("html/hosted-fields-frame.min.html");
    await page.clock.install();
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    await inPage(`
      window.outcome = braintree.hostedFields
        .create({ authorization: ${JSON.stringify(target.tokenizationKey)}, fields: ${JSON.stringify(FIVE_FIELDS)} })
        .then(() => "created", (error) => ({ code: error.code, type: error.type, message: error.message }));`);
    // Every frame got its 404 and the plugin waits for frames that will never report.
    await expect
      .poll(
        () =>
          target.assetRequests.filter(
            (request) => request.path.includes("/html/hosted-fields-frame") && request.status === 404,
          ).length,
      )
      .toBe(5);
    await expect
      .poll(() =>
        inPage<boolean>(
          `return Boolean(braintree.__paykit && braintree.__paykit.${runtimeKey("getPlugin")}("hostedFields"));`,
        ),
      )
      .toBe(true);
    await page.clock.fastForward(60000);
    expect(await inPage(`return await window.outcome;`)).toEqual({
      code: "HOSTED_FIELDS_TIMEOUT",
      type: "UNKNOWN",
      message: "Hosted Fields timed out when attempting to set up.",
    });
    expect(await leftovers()).toEqual({ ...NOTHING_LEFT, pluginScripts: 1 });
  });
});

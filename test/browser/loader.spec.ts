// The script-tag loader: one small script defines every namespace and fetches bundles on first use.
import { cp, mkdtemp, rm, writeFile, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { loaderCdnBuild } from "../../build/build.js";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSandbox } from "../../sandbox/index.js";
import { CHECKOUT, PLUGINS, namespaceOf } from "../../build/plugins.js";
import { usePage } from "../support/browser.js";
import { openMerchantPage, typeInto } from "../support/page.js";
import { useSandbox, type Sandbox } from "../support/sandbox.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sandbox = useSandbox();

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

const bundleRequests = (target: Sandbox) =>
  target.assetRequests
    .map((request) => request.path)
    .filter((path) => path.includes("/js/") || path.includes("/html/"));

async function inPage<T>(run: string): Promise<T> {
  return page.evaluate<T>(`(async () => { ${run} })()`);
}

const CAPTURE_ERROR = `catch (error) { return { code: error.code, type: error.type, message: error.message, name: error.name }; }`;

/** The script-tag example of docs/usage.md (the html block that loads loader.min.js), byte for byte. */
async function readmeScriptTagExample(): Promise<string> {
  const readme = await readFile(join(root, "docs", "usage.md"), "utf8");
  const example = [...readme.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((match) => match[1] as string)
    .find((block) => block.includes("loader.min.js") && block.includes("tokenize()"));
  if (!example) throw new Error("docs/usage.md has no script-tag example that tokenizes");
  return example;
}

describe("the README's script-tag example", () => {
  it("runs as written against the sandbox: Pay gives a nonce once the card is typed, and a catalogue error before", async () => {
    // Only what the README tells a reader to change: the asset server's address and the tokenization key; and, as
    // it says for a sandbox off its usual port, the line naming the gateway before paykit's script.
    const example = (await readmeScriptTagExample())
      .replace("https://assets.example", sandbox().assetsUrl)
      .replace("sandbox_xxxxxxxx_merchantid", sandbox().tokenizationKey);
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "log") logged.push(message.text());
    });
    await page.goto(`${sandbox().demoUrl}/blank`);
    await page.setContent(
      `<style>#card-number, #expiration-date, #cvv { height: 2.75rem; }</style>` +
        `<script>window.__PAYKIT_DEVELOPMENT_GATEWAY__ = ${JSON.stringify(sandbox().gatewayUrl)};</script>${example}`,
    );
    await typeInto(page, "number", "4111111111111111");
    await page.click("#pay");
    await expect
      .poll(() => logged, { timeout: 20000 })
      .toContainEqual(expect.stringMatching(/^HOSTED_FIELDS_FIELDS_INVALID /));
    await typeInto(page, "expirationDate", "1230");
    await typeInto(page, "cvv", "123");
    await page.click("#pay");
    await expect.poll(() => logged.find((line) => line.startsWith("tokencc_")), { timeout: 20000 }).toBeDefined();
    const nonce = logged.find((line) => line.startsWith("tokencc_")) ?? "";
    expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1111" });
    expect(consoleProblems).toEqual([]);
  });
});

describe("loader.min.js", () => {
  it("defines every namespace without fetching any bundle", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const shape = await inPage<Record<string, unknown>>(`
      const b = window.braintree;
      return { version: b.VERSION, client: typeof b.client.create, hostedFields: typeof b.hostedFields.create,
        hfVersion: b.hostedFields.VERSION, formatting: b.hostedFields.supportsInputFormatting(), load: typeof b.load,
        paypalSupported: b.paypal.isSupported(), masterpassSupported: b.masterpass.isSupported(),
        namespaces: Object.keys(b).filter((key) => typeof b[key].create === "function").sort() };`);
    expect(shape).toEqual({
      version: "3.132.0",
      client: "function",
      hostedFields: "function",
      hfVersion: "3.132.0",
      formatting: true,
      load: "function",
      paypalSupported: true,
      masterpassSupported: true,
      namespaces: ["client", ...PLUGINS.map(namespaceOf), CHECKOUT.name].sort(),
    });
    expect(bundleRequests(sandbox())).toEqual(["/web/3.132.0/js/loader.min.js"]);
  });

  it("hands its kernel to its bundles in one frozen, non-writable runtime handle a page script cannot swap", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const slot = await inPage<Record<string, unknown>>(`
      const descriptor = Object.getOwnPropertyDescriptor(braintree, "__paykit");
      return { writable: descriptor.writable, configurable: descriptor.configurable, enumerable: descriptor.enumerable,
        frozen: Object.isFrozen(descriptor.value), functions: Object.values(descriptor.value).some((entry) => typeof entry === "function") };`);
    expect(slot).toEqual({ writable: false, configurable: false, enumerable: false, frozen: true, functions: true });
  });

  it("fetches a bundle only on first use, once for concurrent creates", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().assetRequests.length = 0;
    const merchants = await inPage<string[]>(`
      const auth = ${JSON.stringify(sandbox().tokenizationKey)};
      const clients = await Promise.all([braintree.client.create({ authorization: auth }), braintree.client.create({ authorization: auth })]);
      return clients.map((c) => c.getConfiguration().gatewayConfiguration.merchantId);`);
    expect(merchants).toEqual([sandbox().merchantId, sandbox().merchantId]);
    // The loader holds the kernel: a client needs no bundle.
    expect(bundleRequests(sandbox())).toEqual([]);
    const created = await inPage<number>(`
      const auth = ${JSON.stringify(sandbox().tokenizationKey)};
      const instances = await Promise.all([braintree.americanExpress.create({ authorization: auth }), braintree.americanExpress.create({ authorization: auth })]);
      return instances.length;`);
    expect(created).toBe(2);
    expect(bundleRequests(sandbox())).toEqual(["/web/3.132.0/js/american-express.min.js"]);
  });

  it("prefetches bundles with braintree.load", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().assetRequests.length = 0;
    await inPage(`await braintree.load(["client", "hostedFields"]);`);
    expect(bundleRequests(sandbox())).toEqual(expect.arrayContaining(["/web/3.132.0/js/hosted-fields.min.js"]));
    expect(consoleProblems).toEqual([]);
  });

  it("completes a card payment through the loader alone", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const ready = await inPage(`
      window.hf = await braintree.hostedFields.create({
        authorization: ${JSON.stringify(sandbox().tokenizationKey)},
        fields: { number: { container: "#card-number" }, cvv: { container: "#cvv" }, expirationDate: { container: "#expiration-date" } },
      });
      return "ready";`);
    expect(ready).toBe("ready");
    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "cvv", "123");
    await typeInto(page, "expirationDate", "1230");
    const result = await inPage<{ nonce: string; description: string }>(`return await window.hf.tokenize();`);
    expect(result.description).toBe("ending in 11");
    expect(result.nonce).toEqual(expect.any(String));
    expect(consoleProblems).toEqual([]);
  });

  it("starts loading the Hosted Fields frames while the configuration is still on the wire", async () => {
    const delay = 600;
    sandbox().inject({ path: "/v1/configuration", latencyMs: delay });
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    await inPage(`
      await braintree.hostedFields.create({
        authorization: ${JSON.stringify(sandbox().tokenizationKey)},
        fields: { number: { container: "#card-number" }, cvv: { container: "#cvv" } },
      });`);
    const configuration = sandbox().requests.find((request) => request.path.endsWith("/v1/configuration"));
    const frames = sandbox().assetRequests.filter((request) => request.path.includes("hosted-fields-frame"));
    expect(configuration).toBeDefined();
    expect(frames).toHaveLength(2);
    // The configuration answer left the gateway `delay` ms after its request arrived; the frames came before.
    for (const frame of frames) expect(frame.time).toBeLessThan((configuration?.time ?? 0) + delay);
    expect(consoleProblems).toEqual([]);
  });

  it("supports the callback style on a namespace it has not fetched yet", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      return await new Promise((resolve) => {
        const returned = braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} }, (error, client) =>
          resolve({ returned, error, version: client && client.getVersion() }));
      });`);
    expect(outcome).toEqual({ returned: undefined, error: null, version: "3.132.0" });
  });
});

describe("loader.min.js with damaged assets", () => {
  const directories: string[] = [];
  const sandboxes: Sandbox[] = [];

  afterAll(async () => {
    await Promise.all(sandboxes.map((target) => target.close()));
    await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A copy of the built assets, changed by `damage`, served by a sandbox of its own. */
  async function damagedSandbox(damage: (jsDir: string) => Promise<void>): Promise<Sandbox> {
    const dir = await mkdtemp(join(tmpdir(), "paykit-assets-"));
    directories.push(dir);
    await cp(join(root, "dist"), join(dir, "dist"), { recursive: true });
    await damage(join(dir, "dist/assets-development/web/3.132.0/js"));
    const target = await startSandbox({ port: 0, rootDir: dir });
    sandboxes.push(target);
    return target;
  }

  it("refuses a bundle whose content does not match its integrity", async () => {
    const target = await damagedSandbox(async (js) => {
      const file = join(js, "american-express.min.js");
      await writeFile(file, `${await readFile(file, "utf8")}\n/* tampered */`);
    });
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      try { await braintree.americanExpress.create({ authorization: ${JSON.stringify(target.tokenizationKey)} }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toMatchObject({ name: "BraintreeError", code: "CLIENT_SCRIPT_FAILED_TO_LOAD", type: "NETWORK" });
  });

  it("refuses a Hosted Fields bundle whose content does not match its integrity, leaving no frame behind", async () => {
    const target = await damagedSandbox(async (js) => {
      const file = join(js, "hosted-fields.min.js");
      await writeFile(file, `${await readFile(file, "utf8")}\n/* tampered */`);
    });
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      try { await braintree.hostedFields.create({ authorization: ${JSON.stringify(target.tokenizationKey)}, fields: { number: { container: "#card-number" } } }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toMatchObject({ name: "BraintreeError", code: "CLIENT_SCRIPT_FAILED_TO_LOAD", type: "NETWORK" });
    expect(await inPage(`return document.querySelectorAll("iframe").length;`)).toBe(0);
  });

  it("does not run a Hosted Fields bundle whose kernel bundle was refused", async () => {
    const target = await damagedSandbox(async (js) => {
      const file = join(js, "client.min.js");
      await writeFile(file, `${await readFile(file, "utf8")}\n/* tampered */`);
    });
    // The page loads the plugin bundle alone: it fetches client.min.js, pinned, which is refused. Chromium says so on
    // the console; the refusal comes before any create, and must not be an uncaught rejection on the page.
    const refused = page.waitForEvent("console", (message) => /integrity|digest/i.test(message.text()));
    await openMerchantPage(page, target, { bundles: ["hosted-fields.min.js"] });
    await refused;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    const outcome = await inPage(`
      try { await braintree.hostedFields.create({ authorization: ${JSON.stringify(target.tokenizationKey)}, fields: { number: { container: "#card-number" } } }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toMatchObject({ name: "BraintreeError", code: "CLIENT_SCRIPT_FAILED_TO_LOAD", type: "NETWORK" });
    expect(
      await inPage(
        `return { frames: document.querySelectorAll("iframe").length, kernel: Boolean(braintree.__paykit) };`,
      ),
    ).toEqual({
      frames: 0,
      kernel: false,
    });
    expect(consoleProblems.filter((problem) => !/integrity|digest/i.test(problem))).toEqual([]);
  });

  it("reports a bundle that cannot be fetched", async () => {
    const target = await damagedSandbox(async (js) => rm(join(js, "hosted-fields.min.js")));
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      try { await braintree.hostedFields.create({ authorization: ${JSON.stringify(target.tokenizationKey)}, fields: { number: { container: "#card-number" } } }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toMatchObject({
      code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      message: "Braintree client script could not be loaded.",
    });
  });

  it("refuses a bundle built for another version", async () => {
    const target = await damagedSandbox(async (js) => {
      // A bundle from another release, and a loader that (correctly) pins that bundle's hash.
      const foreign = `(globalThis.braintree ??= {}).hostedFields = { VERSION: "3.100.0", create: async () => ({}) };`;
      await writeFile(join(js, "hosted-fields.min.js"), foreign);
      await build(await loaderCdnBuild(true, js));
    });
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      try { await braintree.hostedFields.create({ authorization: ${JSON.stringify(target.tokenizationKey)}, fields: { number: { container: "#card-number" } } }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      type: "MERCHANT",
      message:
        "Client (version 3.132.0) and hostedFields (version 3.100.0) components must be from the same SDK version.",
    });
    expect(await inPage(`return typeof braintree.hostedFields.create;`)).toBe("function");
  });
});

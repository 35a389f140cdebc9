// The plugin contract end to end: a plugin is its folder plus one manifest, and the registry refuses a
// plugin bundle built for another release wherever it arrives (CDN tag, loader, npm).
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loaderCdnBuild, pluginCdnBuild, stampVersion } from "../../build/build.js";
import { PLUGINS } from "../../build/plugins.js";
import { startSandbox } from "../../sandbox/index.js";
import { usePage } from "../support/browser.js";
import { ROOT } from "../support/fixtures.js";
import { openMerchantPage } from "../support/page.js";
import type { Sandbox } from "../support/sandbox.js";

const run = promisify(execFile);
const SOURCES = [
  "kernel",
  "plugins",
  "checkout",
  "loader",
  "react",
  "npm",
  "build",
  "cli",
  "sandbox",
  "package.json",
  "tsconfig.json",
  "tsconfig.build.json",
];
const CAPTURE_ERROR = `catch (error) { return { code: error.code, type: error.type, message: error.message, name: error.name }; }`;

const scratch: string[] = [];
const sandboxes: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((target) => target.close()));
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

async function sandboxAt(rootDir: string): Promise<Sandbox> {
  const target = await startSandbox({ port: 0, rootDir });
  sandboxes.push(target);
  return target;
}

const tab = usePage();
let page: Page;
beforeEach(() => {
  page = tab.page();
});

async function inPage<T>(code: string): Promise<T> {
  return page.evaluate<T>(`(async () => { ${code} })()`);
}

describe("a plugin added as one folder with its manifest", () => {
  let repo: string;
  let target: Sandbox;

  beforeAll(async () => {
    // A scratch checkout with the test plugin dropped into plugins/: nothing else is edited by hand.
    repo = await scratchDir("paykit-one-row-");
    for (const entry of SOURCES) await cp(join(ROOT, entry), join(repo, entry), { recursive: true });
    await symlink(join(ROOT, "node_modules"), join(repo, "node_modules"), "dir");
    await cp(join(ROOT, "test/fixtures/plugins/echo"), join(repo, "plugins/echo"), { recursive: true });
    const tsx = join(ROOT, "node_modules/.bin/tsx");
    // The generator, then the build's bundles (CDN, npm, sandbox): what these tests load. Its declaration files, demo
    // apps and size probes are left out (the declarations alone are about 16 CPU-seconds).
    await run(tsx, ["build/generate.ts"], { cwd: repo, timeout: 120000 });
    await run(tsx, ["build/build.ts", "--bundles-only"], { cwd: repo, timeout: 420000 });
    target = await sandboxAt(repo);
  }, 480000);

  it("gets an npm subpath with types, a size budget and a React loader from the generator", async () => {
    const pkg = JSON.parse(await readFile(join(repo, "package.json"), "utf8")) as {
      exports: Record<string, { import: { types: string } }>;
      typesVersions: Record<string, Record<string, string[]>>;
    };
    expect(pkg.exports["./echo"]?.import.types).toBe("./dist/npm/types/plugins/echo/index.d.ts");
    expect(pkg.typesVersions["*"]?.echo).toEqual(["./dist/npm/types/plugins/echo/index.d.ts"]);
    const budgets = JSON.parse(await readFile(join(repo, "size-limit.json"), "utf8")) as Array<{
      path: string;
      limit: string;
    }>;
    expect(budgets).toContainEqual(
      expect.objectContaining({ path: "dist/assets/web/3.132.0/js/echo.min.js", limit: "1 KB" }),
    );
    expect(await readFile(join(repo, "react/plugins.generated.ts"), "utf8")).toContain(
      'echo: () => import("../plugins/echo/index.js")',
    );
  });

  it("is on the CDN as echo.min.js and creates through script tags", async () => {
    await openMerchantPage(page, target, { bundles: ["client.min.js", "echo.min.js"] });
    const payload = await inPage(`
      const echo = await braintree.echo.create({ authorization: ${JSON.stringify(target.tokenizationKey)} });
      return echo.tokenize({ text: "cdn" });`);
    expect(payload).toEqual({
      nonce: `fake-echo-nonce-${target.merchants[0]?.merchantId}`,
      text: "cdn",
      merchantId: target.merchants[0]?.merchantId,
      details: { text: "cdn" },
    });
  });

  it("is a namespace of the loader whose static answers before its bundle is fetched", async () => {
    target.assetRequests.length = 0;
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    expect(await inPage(`return braintree.echo.isSupported();`)).toBe(true);
    expect(target.assetRequests.map((request) => request.path).filter((path) => path.endsWith("echo.min.js"))).toEqual(
      [],
    );
    const payload = await inPage(`
      const echo = await braintree.echo.create({ authorization: ${JSON.stringify(target.tokenizationKey)} });
      return echo.tokenize({ text: "loader" });`);
    expect(payload).toMatchObject({ text: "loader" });
  });

  it("is offered by the checkout (dropin.min.js) through its flow: the wallet sheet's button pays with it", async () => {
    await openMerchantPage(page, target, { bundles: ["dropin.min.js"], body: '<div id="dropin"></div>' });
    const available = await inPage(`
      window.instance = await braintree.dropin.create({
        authorization: ${JSON.stringify(target.tokenizationKey)},
        container: "#dropin",
        echo: { paymentRequest: { text: "checkout" } },
      });
      return window.instance.getAvailablePaymentOptions();`);
    expect(available).toEqual(["card", "echo"]);
    await page.click(".braintree-option__echo");
    await page.click('button[data-braintree-id="echo-button"][data-icon="echo"]');
    await page.waitForFunction(() =>
      (
        window as unknown as { instance: { isPaymentMethodRequestable(): boolean } }
      ).instance.isPaymentMethodRequestable(),
    );
    // The flow's `defaults` gave the instance its greeting, its `pay` tokenized the sheet's answer (the payment
    // request's text) and handed that answer as the raw data, which the checkout keeps as drop-in's `rawPaymentData`.
    const payload = await inPage(`return window.instance.requestPaymentMethod();`);
    expect(payload).toEqual({
      nonce: `fake-echo-nonce-${target.merchants[0]?.merchantId}`,
      type: "EchoAccount",
      details: { text: "checkout", greeting: "hello from the flow", rawPaymentData: { text: "checkout" } },
    });
  });

  it("is left out of the checkout where its flow's `supported` says no", async () => {
    await openMerchantPage(page, target, { bundles: ["dropin.min.js"], body: '<div id="dropin"></div>' });
    const available = await inPage(`
      const instance = await braintree.dropin.create({
        authorization: ${JSON.stringify(target.tokenizationKey)},
        container: "#dropin",
        echo: { offline: true },
      });
      return instance.getAvailablePaymentOptions();`);
    expect(available).toEqual(["card"]);
    expect(await page.locator(".braintree-option__echo").count()).toBe(0);
  });

  it("is importable from npm as paykit/echo", async () => {
    const kernel = (await import(join(repo, "dist/npm/development/index.js"))) as {
      client: { create(o: object): Promise<object> };
    };
    const plugin = (await import(join(repo, "dist/npm/development/echo.js"))) as {
      echo: { create(o: object): Promise<{ tokenize(o: object): Promise<unknown> }> };
    };
    (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = target.gatewayUrl;
    const client = await kernel.client.create({ authorization: target.tokenizationKey });
    const echo = await plugin.echo.create({ client });
    await expect(echo.tokenize({ text: "npm" })).resolves.toMatchObject({ text: "npm" });
  });

  /** A page with the React app built from the scratch checkout's npm build: `mountEcho` renders one <PaymentMethod name="echo">. */
  async function openEchoApp(): Promise<void> {
    const entry = join(repo, "echo-app.tsx");
    await writeFile(
      entry,
      `import { createRoot } from "react-dom/client";
       import { PaymentMethod, PaymentsProvider } from "./dist/npm/development/react.js";
       (window as any).renders = [];
       (window as any).mountEcho = (authorization: string, props: any) =>
         new Promise((resolve, reject) => {
           const container = document.body.appendChild(document.createElement("div"));
           const render = props.renderProp
             ? (api: any) => {
                 (window as any).renders.push({ ready: api.ready, supported: api.supported, reason: api.reason });
                 return null;
               }
             : undefined;
           createRoot(container).render(
             <PaymentsProvider authorization={authorization}>
               <PaymentMethod name="echo" {...props} onNonce={resolve} onError={reject}>{render}</PaymentMethod>
             </PaymentsProvider>,
           );
         });`,
    );
    await mkdir(join(repo, "dist/demo"), { recursive: true });
    await build({
      entryPoints: [entry],
      bundle: true,
      format: "esm",
      jsx: "automatic",
      outfile: join(repo, "dist/demo/echo-app.js"),
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    await page.goto(`${target.demoUrl}/blank`);
    await page.evaluate((gateway) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
    }, target.gatewayUrl);
    await page.addScriptTag({ url: `${target.demoUrl}/app/echo-app.js`, type: "module" });
    await page.waitForFunction(() => typeof (window as unknown as { mountEcho?: unknown }).mountEcho === "function");
  }

  function mountEcho(props: Record<string, unknown>): Promise<unknown> {
    return page.evaluate(
      ({ auth, given }) =>
        (window as unknown as { mountEcho(a: string, p: unknown): Promise<unknown> }).mountEcho(auth, given),
      { auth: target.tokenizationKey, given: props },
    );
  }

  it('renders as <PaymentMethod name="echo"> with its manifest\'s button, whose click runs its flow', async () => {
    await openEchoApp();
    const nonce = mountEcho({ paymentRequest: { text: "react" } });
    // The button's name and look come from the manifest's defaultButton, the payload from its flow: the flow's
    // `defaults` gave the create options their greeting, its `pay` tokenized the sheet's answer.
    const button = page.getByRole("button", { name: "Echo", exact: true });
    await button.waitFor({ timeout: 20000 });
    expect(
      await page.$eval('button[data-paykit-method="echo"]', (element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(0, 128, 128)");
    expect(await page.locator('button[data-paykit-method="echo"] svg text').textContent()).toBe("echo");
    await button.click();
    await expect(nonce).resolves.toMatchObject({
      text: "react",
      greeting: "hello from the flow",
      nonce: expect.stringContaining("fake-echo-nonce-"),
    });
  });

  it("is not offered in React where its flow says it cannot complete, and a render prop hears why", async () => {
    await openEchoApp();
    void mountEcho({ options: { offline: true }, renderProp: true }).catch(() => undefined);
    await page.waitForFunction(() =>
      (window as unknown as { renders: Array<{ ready: boolean }> }).renders.some((render) => render.ready),
    );
    expect(await page.evaluate(() => (window as unknown as { renders: unknown[] }).renders.at(-1))).toEqual({
      ready: true,
      supported: false,
      reason: "Echo's sheet is offline (options.offline).",
    });
  });
});

describe("a plugin bundle built for another release", () => {
  const FOREIGN = "3.131.0";
  const americanExpress = PLUGINS.find((plugin) => plugin.dir === "american-express");
  const expected = {
    name: "BraintreeError",
    code: "INCOMPATIBLE_VERSIONS",
    type: "MERCHANT",
    message: `Client (version 3.132.0) and American Express (version ${FOREIGN}) components must be from the same SDK version.`,
  };
  let target: Sandbox;

  beforeAll(async () => {
    if (!americanExpress) throw new Error("american-express plugin missing");
    // The real assets, with american-express.min.js rebuilt as if from another release, and a loader
    // that pins the foreign bundle's hash (a loader and bundle served together, but from two releases).
    const dir = await scratchDir("paykit-foreign-");
    await cp(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
    const js = join(dir, "dist/assets-development/web/3.132.0/js");
    await build(
      await pluginCdnBuild(americanExpress, true, join(js, "american-express.min.js"), [stampVersion(FOREIGN)]),
    );
    await build(await loaderCdnBuild(true, js));
    target = await sandboxAt(dir);
  }, 60000);

  it("fails create with INCOMPATIBLE_VERSIONS when the page loads it by script tag", async () => {
    await openMerchantPage(page, target, { bundles: ["client.min.js", "american-express.min.js"] });
    const outcome = await inPage(`
      try { await braintree.americanExpress.create({ authorization: ${JSON.stringify(target.tokenizationKey)} }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toEqual(expected);
  });

  it("fails create with INCOMPATIBLE_VERSIONS when the loader fetched it", async () => {
    await openMerchantPage(page, target, { bundles: ["loader.min.js"] });
    const outcome = await inPage(`
      try { await braintree.americanExpress.create({ authorization: ${JSON.stringify(target.tokenizationKey)} }); return "created"; }
      ${CAPTURE_ERROR}`);
    expect(outcome).toEqual(expected);
  });

  it("fails create with INCOMPATIBLE_VERSIONS when an npm build of it meets this release's client", async () => {
    const dir = await scratchDir("paykit-foreign-npm-");
    const outfile = join(dir, "american-express.js");
    await build({
      entryPoints: [join(ROOT, "plugins/american-express/index.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile,
      define: { __PAYKIT_DEVELOPMENT__: "true" },
      plugins: [stampVersion(FOREIGN)],
      logLevel: "silent",
    });
    const kernel = (await import(join(ROOT, "dist/npm/development/index.js"))) as {
      client: { create(o: object): Promise<object> };
    };
    const foreign = (await import(outfile)) as { americanExpress: { create(o: object): Promise<unknown> } };
    (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = target.gatewayUrl;
    const client = await kernel.client.create({ authorization: target.tokenizationKey });
    await expect(foreign.americanExpress.create({ client })).rejects.toMatchObject(expected);
  });
});

// paykit's braintree-web-drop-in as a Drop-in merchant installs it (docs/drop-in-package.md): a new app whose
// package.json is the doc's (braintree-web and braintree-web-drop-in, each a tarball packed from this checkout),
// installed by `npm install` from a loopback registry (test/support/local-registry.ts), bundled once by esbuild (and
// webpack for the one-kernel check), served by the sandbox the app installed, and paid with in Chromium: Drop-in's page
// from npm (the same fixture the provider's Drop-in pays with in drop-in-from-npm.spec.ts) and Drop-in's script-tag
// page with only its host changed.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build as esbuild, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { buildWithWebpack } from "../support/bundlers.js";
import { fillCard, quietConsole } from "../support/checkout.js";
import { ROOT } from "../support/fixtures.js";
import { type InstalledSandbox, pack, packDropIn, run, startInstalledSandbox } from "../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../support/local-registry.js";

const browser = useBrowser();

const FIXTURES = join(ROOT, "test/fixtures/drop-in-package");
/** The provider's host in Drop-in's script-tag page, which the merchant replaces with paykit's asset host. */
const PROVIDER_HOST = "https://js.braintreegateway.com";
/** A string of the kernel's error catalogue: one copy per kernel a bundle carries. */
const KERNEL_MARKER = "Authorization is invalid. Make sure your client token or tokenization key is valid.";

let registry: LocalRegistry | undefined;
let workspace: string;
let app: string;
let sandbox: InstalledSandbox | undefined;
let server: Server | undefined;
let merchantUrl: string;
let context: BrowserContext | undefined;
let metafile: Metafile | undefined;

/** The doc's package.json block with the two tarball lines. */
async function docPackageJson(): Promise<{ dependencies: Record<string, string> }> {
  const doc = await readFile(join(ROOT, "docs/drop-in-package.md"), "utf8");
  for (const [, body = ""] of doc.matchAll(/```json\n([\s\S]*?)```/g))
    if (body.includes("file:") && body.includes("braintree-web-drop-in")) return JSON.parse(body) as never;
  throw new Error("docs/drop-in-package.md has no package.json block with the tarballs");
}

/** `/npm`: Drop-in's page from npm; `/one-kernel/<bundler>`; `/script-tag`: Drop-in's CDN page, its host changed. */
async function page(pathname: string): Promise<string | undefined> {
  const shell = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>` +
    `<div id="dropin-container"></div><button id="submit-button">Purchase</button>${script}</body></html>`;
  if (pathname === "/npm") return shell(`<script type="module" src="/esbuild/checkout.js"></script>`);
  if (pathname === "/one-kernel/esbuild") return shell(`<script type="module" src="/esbuild/one-kernel.js"></script>`);
  if (pathname === "/one-kernel/webpack") return shell(`<script src="/webpack/one-kernel.js"></script>`);
  if (pathname === "/script-tag")
    return (await readFile(join(FIXTURES, "script-tag.html"), "utf8")).replace(PROVIDER_HOST, installed().assets);
  return undefined;
}

async function startMerchant(): Promise<void> {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://merchant.invalid").pathname;
    void page(pathname).then((html) => {
      if (html) return void response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
      if (pathname === "/favicon.ico") return void response.writeHead(204).end();
      if (!/^\/(esbuild|webpack)\/[\w-]+\.js$/.test(pathname)) return void response.writeHead(404).end();
      readFile(join(app, pathname)).then(
        (content) => response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(content),
        () => response.writeHead(404).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(server?.address() as { port: number }).port}`;
}

beforeAll(async () => {
  const [paykit, dropIn] = await Promise.all([pack(), packDropIn()]);
  registry = await startLocalRegistry([paykit, dropIn]);
  // The clone beside the app after `npm run build && npm pack && npm pack ./dist/paykit-drop-in`.
  workspace = await mkdtemp(join(tmpdir(), "paykit-drop-in-package-"));
  await mkdir(join(workspace, "paykit"));
  await copyFile(paykit, join(workspace, "paykit", "paykit-3.132.0.tgz"));
  await copyFile(dropIn, join(workspace, "paykit", "paykit-drop-in-1.48.0.tgz"));
  app = join(workspace, "shop");
  await mkdir(join(app, "src"), { recursive: true });
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "shop", private: true, type: "module", ...(await docPackageJson()) }, null, 2),
  );
  await run("npm", ["install"], { cwd: app, env: registry.env, timeout: 240000 });
  await copyFile(join(ROOT, "test/fixtures/braintree-web-drop-in/checkout.js"), join(app, "src", "checkout.js"));
  for (const file of ["one-kernel.js", "drop-in.cjs"]) await copyFile(join(FIXTURES, file), join(app, "src", file));
  const [built] = await Promise.all([
    esbuild({
      absWorkingDir: app,
      entryPoints: { checkout: "src/checkout.js", "one-kernel": "src/one-kernel.js" },
      outdir: join(app, "esbuild"),
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      target: "es2022",
      // The doc's esbuild setting: the sandbox's condition, and `module`, which esbuild drops once conditions are set.
      conditions: ["development", "module"],
      metafile: true,
      logLevel: "silent",
    }),
    buildWithWebpack({ app, entries: { "one-kernel": "src/one-kernel.js" }, outDir: "webpack" }),
  ]);
  metafile = built.metafile;
  sandbox = await startInstalledSandbox(app);
  await startMerchant();
}, 360000);

afterAll(async () => {
  await context?.close();
  await sandbox?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await registry?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

function installed(): InstalledSandbox {
  if (!sandbox) throw new Error("the app's sandbox did not start");
  return sandbox;
}

/** Opens a merchant page in a fresh context with the sandbox's key and gateway set before any script. */
async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  await context?.close();
  context = await browser().newContext();
  const tab = await context.newPage();
  const problems = recordConsole(tab);
  tab.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const { key, gateway } = installed();
  await tab.addInitScript(
    ({ key, gateway }) => Object.assign(window, { AUTHORIZATION: key, __PAYKIT_DEVELOPMENT_GATEWAY__: gateway }),
    { key, gateway },
  );
  await tab.goto(`${merchantUrl}${path}`);
  return { page: tab, problems };
}

/** Waits for Drop-in's ready, types a card, clicks Purchase: what `requestPaymentMethod` gave. */
async function payByCard(tab: Page, problems: string[]): Promise<Record<string, unknown>> {
  await tab
    .waitForFunction(
      () => (window as { ready?: boolean }).ready === true || (window as { outcome?: unknown }).outcome !== undefined,
      undefined,
      { timeout: 30000 },
    )
    .catch((error: Error) => {
      throw new Error(`Drop-in never became ready: ${problems.join(" | ")}`, { cause: error });
    });
  expect(await tab.evaluate(() => (window as { outcome?: unknown }).outcome)).toBeUndefined();
  await fillCard(tab, "4111111111111111");
  await tab.click("#submit-button");
  await tab.waitForFunction(() => (window as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 30000,
  });
  return tab.evaluate(() => (window as unknown as { outcome: Record<string, unknown> }).outcome);
}

describe("an app that installs paykit's braintree-web-drop-in with the doc's package.json", () => {
  it("gets one paykit, deduped for Drop-in, from the tarballs and not from the registry", async () => {
    const { stdout } = await run("npm", ["ls", "--all", "--json"], { cwd: app, env: registry?.env });
    const tree = JSON.parse(stdout) as {
      dependencies: Record<string, { version: string; dependencies?: Record<string, { version: string }> }>;
    };
    expect(tree.dependencies["braintree-web"]?.version).toBe("3.132.0");
    expect(tree.dependencies["braintree-web-drop-in"]?.version).toBe("1.48.0");
    expect(tree.dependencies["braintree-web-drop-in"]?.dependencies?.["braintree-web"]?.version).toBe("3.132.0");
    expect(existsSync(join(app, "node_modules", "braintree-web-drop-in", "node_modules"))).toBe(false);
    expect(registry?.downloads.filter((download) => /^paykit/.test(download))).toEqual([]);
  });

  it("gives Drop-in's module to Node's require and import", async () => {
    const script =
      'const dropin = require("braintree-web-drop-in");' +
      'import("braintree-web-drop-in").then((esm) => console.log(dropin.VERSION, typeof dropin.create, typeof dropin.default.create, typeof esm.create, esm.default.create === esm.create));';
    const { stdout } = await run(process.execPath, ["--input-type=commonjs", "-e", script], { cwd: app });
    expect(stdout.trim()).toBe("1.48.0 function function function true");
  });

  it("is bundled with paykit's kernel once when the app imports paykit and requires Drop-in (esbuild, webpack)", async () => {
    const kernels = Object.keys(metafile?.inputs ?? {}).filter((input) =>
      /^node_modules\/braintree-web\/dist\/npm\/development\/.*\.c?js$/.test(input),
    );
    expect(kernels.some((input) => input.endsWith(".cjs"))).toBe(false);
    for (const bundle of ["esbuild/one-kernel.js", "webpack/one-kernel.js"]) {
      const chunks = bundle.startsWith("esbuild")
        ? Object.keys(metafile?.outputs ?? {}).filter((output) => output.endsWith(".js"))
        : [bundle];
      const text = (await Promise.all(chunks.map((chunk) => readFile(join(app, chunk), "utf8")))).join("\n");
      expect(text.split(KERNEL_MARKER).length - 1, bundle).toBe(1);
    }
  });

  it("creates Drop-in's errors from the BraintreeError class the app imported (one kernel at run time)", async () => {
    for (const bundler of ["esbuild", "webpack"]) {
      const { page: tab } = await open(`/one-kernel/${bundler}`);
      await tab.waitForFunction(() => (window as { oneKernel?: unknown }).oneKernel !== undefined, undefined, {
        timeout: 30000,
      });
      expect(await tab.evaluate(() => (window as { oneKernel?: unknown }).oneKernel), bundler).toEqual({
        code: "DROPIN_AUTHORIZATION_REQUIRED",
        sameClass: true,
      });
    }
  });

  it("starts the sandbox installed with paykit, which serves paykit's own Drop-in styles", async () => {
    expect(installed().banner).toContain(
      `\n  Drop-in styles     paykit's own (the braintree-web-drop-in in ${join(app, "node_modules", "braintree-web-drop-in")} is paykit's)\n`,
    );
    const served = await fetch(`${installed().assets}/web/dropin/1.48.0/css/dropin.css`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(
      await readFile(join(app, "node_modules", "braintree-web-drop-in", "dropin.css"), "utf8"),
    );
  });
});

describe("Drop-in's merchant pages on paykit", () => {
  it("pays by card on the page written for Drop-in from npm, bundled against paykit's package: a nonce, then a sale", async () => {
    const { page: tab, problems } = await open("/npm");
    const outcome = await payByCard(tab, problems);
    expect(outcome).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
    const { gateway, merchant } = installed();
    const sale = await fetch(`${gateway}/merchants/${merchant}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ transaction: { type: "sale", amount: "10.00", paymentMethodNonce: outcome.nonce } }),
    });
    expect(await sale.json()).toMatchObject({ success: true, transaction: { status: "authorized", last4: "1111" } });
    expect(quietConsole(problems)).toEqual([]);
  });

  it("pays by card on Drop-in's script-tag page with only the host changed (web/dropin/1.48.0/js/dropin.min.js)", async () => {
    const { page: tab, problems } = await open("/script-tag");
    expect(await tab.evaluate(() => document.querySelector("body script[src]")?.getAttribute("src"))).toBe(
      `${installed().assets}/web/dropin/1.48.0/js/dropin.min.js`,
    );
    expect(await payByCard(tab, problems)).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
    // Alone on the page, the bundle took the release's kernel, pinned, from the release's own directory.
    expect(await tab.evaluate(() => [...document.scripts].map((script) => script.src))).toContain(
      `${installed().assets}/web/3.132.0/js/client.min.js`,
    );
    expect(quietConsole(problems)).toEqual([]);
  });
});

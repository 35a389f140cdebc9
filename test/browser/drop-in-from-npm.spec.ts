// The provider's Drop-in from npm on paykit, set up exactly as the README's "The provider's Drop-in from npm" says: a
// new app whose package.json is the README's (braintree-web-drop-in 1.48 as published, with its `"braintree-web":
// "3.123.2"` pin, and the override), installed by `npm install` from a loopback registry (this repository's installed
// packages and paykit's packed tarball, test/support/local-registry.ts), bundled by esbuild, Vite and webpack with the
// README's settings, served by the sandbox the app has installed (`paykit-sandbox`, started in the app's folder), and
// paid with in Chromium: Drop-in draws with its own stylesheet from the sandbox (the page links none), and the nonce
// is charged by a sale. Each of the three settings is shown necessary too.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuildOptions, build as esbuild } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { buildWithVite, buildWithWebpack } from "../support/bundlers.js";
import { ROOT } from "../support/fixtures.js";
import { type InstalledSandbox, pack, run, startInstalledSandbox } from "../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../support/local-registry.js";
import { typeInto } from "../support/page.js";

const browser = useBrowser();

/** The bundler settings the README gives, as written there; the builds below use the same values. */
const README_SETTINGS = [
  'alias: { "braintree-web-drop-in": "braintree-web-drop-in/index.js" }',
  'resolve: { alias: [{ find: /^braintree-web-drop-in$/, replacement: "braintree-web-drop-in/index.js" }] }',
  'resolve: { alias: { "braintree-web-drop-in$": "braintree-web-drop-in/index.js" } }',
  'define: { global: "globalThis" }',
];
const SOURCE_ENTRY = "braintree-web-drop-in/index.js";

const BUNDLERS = ["esbuild", "vite", "webpack"] as const;
type Bundler = (typeof BUNDLERS)[number];

let registry: LocalRegistry | undefined;
let app: string;
let sandbox: InstalledSandbox | undefined;
let server: Server | undefined;
let merchantUrl: string;
let context: BrowserContext | undefined;

/** The README's package.json for a Drop-in app (the json block with the override), parsed. */
async function readmePackageJson(): Promise<{
  dependencies: Record<string, string>;
  overrides: Record<string, string>;
}> {
  const readme = await readFile(join(ROOT, "README.md"), "utf8");
  for (const [, indent = "", body = ""] of readme.matchAll(/^( *)```json\n([\s\S]*?)^ *```/gm)) {
    const json = body.replace(new RegExp(`^${indent}`, "gm"), "");
    if (json.includes('"overrides"') && json.includes("braintree-web-drop-in")) return JSON.parse(json) as never;
  }
  throw new Error("README.md has no package.json block with braintree-web-drop-in and its override");
}

/** esbuild's options for the app, with the README's settings (`alias`, `define`) unless left out. */
function esbuildOptions(outdir: string, settings: { alias?: boolean; global?: boolean } = {}): BuildOptions {
  return {
    absWorkingDir: app,
    entryPoints: { checkout: join(app, "src", "checkout.js") },
    outdir: join(app, outdir),
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    conditions: ["development"],
    metafile: true,
    logLevel: "silent",
    ...(settings.alias === false ? {} : { alias: { "braintree-web-drop-in": SOURCE_ENTRY } }),
    ...(settings.global === false ? {} : { define: { global: "globalThis" } }),
  };
}

/** `/<build>`: the merchant's checkout page (a container and a button; no stylesheet); `/<build>/…`: the built files. */
function checkoutPage(build: string): string {
  const script =
    build === "webpack"
      ? `<script src="/webpack/checkout.js"></script>`
      : `<script type="module" src="/${build}/checkout.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><div id="dropin-container"></div><button id="submit-button">Purchase</button>${script}</body></html>`;
}

async function startMerchant(): Promise<void> {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://merchant.invalid").pathname;
    const [, build, file] = /^\/(esbuild|vite|webpack|no-global)(\/[\w./-]+\.js)?$/.exec(pathname) ?? [];
    if (!build || pathname.includes("..")) return void response.writeHead(404).end();
    if (!file)
      return void response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(checkoutPage(build));
    readFile(join(app, pathname)).then(
      (content) => response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(server?.address() as { port: number }).port}`;
}

beforeAll(async () => {
  registry = await startLocalRegistry([await pack()]);
  app = await mkdtemp(join(tmpdir(), "paykit-drop-in-app-"));
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "shop", private: true, type: "module", ...(await readmePackageJson()) }, null, 2),
  );
  await run("npm", ["install"], { cwd: app, env: registry.env, timeout: 240000 });
  await mkdir(join(app, "src"));
  await cp(join(ROOT, "test/fixtures/braintree-web-drop-in/checkout.js"), join(app, "src", "checkout.js"));
  const build = { app, entries: { checkout: "src/checkout.js" }, alias: { "braintree-web-drop-in": SOURCE_ENTRY } };
  await Promise.all([
    esbuild(esbuildOptions("esbuild")),
    esbuild(esbuildOptions("no-global", { global: false })),
    buildWithVite({ ...build, outDir: "vite", define: { global: "globalThis" } }),
    buildWithWebpack({ ...build, outDir: "webpack" }),
  ]);
  sandbox = await startInstalledSandbox(app);
  await startMerchant();
}, 300000);

afterAll(async () => {
  await context?.close();
  await sandbox?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await registry?.close();
  if (app) await rm(app, { recursive: true, force: true });
});

function installedSandbox(): InstalledSandbox {
  if (!sandbox) throw new Error("the app's sandbox did not start");
  return sandbox;
}

/** Opens a build's checkout page in a fresh context with the sandbox's key and gateway set before any script. */
async function open(build: string): Promise<{ page: Page; problems: string[] }> {
  await context?.close();
  context = await browser().newContext();
  const page = await context.newPage();
  const problems = recordConsole(page);
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const { key, gateway } = installedSandbox();
  await page.addInitScript(
    ({ key, gateway }) => Object.assign(window, { AUTHORIZATION: key, __PAYKIT_DEVELOPMENT_GATEWAY__: gateway }),
    { key, gateway },
  );
  await page.goto(`${merchantUrl}/${build}`);
  return { page, problems };
}

async function ready(page: Page, problems: string[]): Promise<void> {
  await page
    .waitForFunction(
      () => (window as { ready?: boolean }).ready === true || (window as { outcome?: unknown }).outcome !== undefined,
      undefined,
      { timeout: 30000 },
    )
    .catch((error: Error) => {
      throw new Error(`Drop-in never became ready: ${problems.join(" | ")}`, { cause: error });
    });
  expect(await page.evaluate(() => (window as { outcome?: unknown }).outcome)).toBeUndefined();
}

describe("an app that installs braintree-web-drop-in with the README's package.json", () => {
  it("gets no copy of the provider's SDK: braintree-web is paykit for the app and for Drop-in", async () => {
    const { stdout } = await run("npm", ["ls", "braintree-web", "--all", "--json"], { cwd: app, env: registry?.env });
    const tree = JSON.parse(stdout) as {
      dependencies: Record<string, { version: string; dependencies?: Record<string, { version: string }> }>;
    };
    expect(tree.dependencies["braintree-web"]?.version).toBe("3.132.0");
    expect(tree.dependencies["braintree-web-drop-in"]?.dependencies?.["braintree-web"]?.version).toBe("3.132.0");
    expect(existsSync(join(app, "node_modules", "braintree-web-drop-in", "node_modules", "braintree-web"))).toBe(false);
    expect(
      JSON.parse(await readFile(join(app, "node_modules", "braintree-web", "package.json"), "utf8")),
    ).toMatchObject({ name: "paykit" });
    // Drop-in as published: its pin is still there.
    expect(
      JSON.parse(await readFile(join(app, "node_modules", "braintree-web-drop-in", "package.json"), "utf8"))
        .dependencies["braintree-web"],
    ).toBe("3.123.2");
    expect(registry?.downloads.filter((download) => download.startsWith("braintree-web@"))).toEqual([]);
  });

  it("would get braintree-web 3.123.2 inside braintree-web-drop-in without the override", async () => {
    const bare = await mkdtemp(join(tmpdir(), "paykit-drop-in-no-override-"));
    try {
      const { overrides, ...withoutOverride } = await readmePackageJson();
      expect(overrides).toEqual({ "braintree-web": "$braintree-web" });
      await writeFile(join(bare, "package.json"), JSON.stringify({ name: "shop", private: true, ...withoutOverride }));
      await run("npm", ["install", "--package-lock-only"], { cwd: bare, env: registry?.env, timeout: 240000 });
      const lock = JSON.parse(await readFile(join(bare, "package-lock.json"), "utf8")) as {
        packages: Record<string, { version?: string; name?: string }>;
      };
      expect(lock.packages["node_modules/braintree-web-drop-in/node_modules/braintree-web"]?.version).toBe("3.123.2");
      expect(lock.packages["node_modules/braintree-web"]).toMatchObject({ name: "paykit", version: "3.132.0" });
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it("is bundled from Drop-in's prebuilt browser bundle, the provider's SDK inside, without the alias", async () => {
    const bundled = Object.keys(
      (await esbuild({ ...esbuildOptions("no-alias", { alias: false }), write: false })).metafile?.inputs ?? {},
    );
    expect(bundled).toContain("node_modules/braintree-web-drop-in/dist/browser/dropin.js");
    expect(bundled.filter((input) => input.startsWith("node_modules/braintree-web/"))).toEqual([]);
    const aliased = Object.keys(
      (await esbuild({ ...esbuildOptions("alias", {}), write: false })).metafile?.inputs ?? {},
    );
    expect(aliased).toContain("node_modules/braintree-web-drop-in/index.js");
    expect(aliased).not.toContain("node_modules/braintree-web-drop-in/dist/browser/dropin.js");
    expect(aliased.some((input) => input.startsWith("node_modules/braintree-web/dist/npm/development/"))).toBe(true);
  });

  it("fails in the browser on `global` without the define", async () => {
    const { page, problems } = await open("no-global");
    await expect.poll(() => problems.join(" | "), { timeout: 30000 }).toContain("global is not defined");
    expect(await page.evaluate(() => (window as { ready?: boolean }).ready)).toBeUndefined();
  });

  it("uses the README's bundler settings as written there", async () => {
    const readme = await readFile(join(ROOT, "README.md"), "utf8");
    for (const setting of README_SETTINGS) expect(readme).toContain(setting);
  });

  it("starts the sandbox installed with paykit, which names the app's braintree-web-drop-in in its banner", () => {
    expect(installedSandbox().banner).toContain(
      `\n  Drop-in styles     braintree-web-drop-in 1.48.0 from ${join(app, "node_modules", "braintree-web-drop-in")}\n`,
    );
  });
});

describe.each(BUNDLERS)("Drop-in bundled with %s", (bundler: Bundler) => {
  it("draws with its own stylesheet from the sandbox (the page links none) and pays by card: a nonce, then a sale", async () => {
    const { page, problems } = await open(bundler);
    await ready(page, problems);
    const { assets, gateway, merchant } = installedSandbox();
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => [
          link.id,
          (link as HTMLLinkElement).href,
        ]),
      ),
    ).toEqual([["braintree-dropin-stylesheet", `${assets}/web/dropin/1.48.0/css/dropin.css`]]);
    // Rules only dropin.css has: its sprite of card icons is hidden, and the card sheet has its height.
    await page.waitForFunction(() => {
      const sprite = document.querySelector('[data-braintree-id="svgs"]');
      return sprite !== null && getComputedStyle(sprite).display === "none";
    });
    expect(await page.locator('[data-braintree-id="card"]').isVisible()).toBe(true);

    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "expirationDate", `12${String(new Date().getFullYear() + 2).slice(2)}`);
    await typeInto(page, "cvv", "123");
    await typeInto(page, "postalCode", "12345");
    await page.click("#submit-button");
    await page.waitForFunction(() => (window as { outcome?: unknown }).outcome !== undefined, undefined, {
      timeout: 30000,
    });
    const outcome = await page.evaluate(
      () => (window as unknown as { outcome: { nonce?: string; type?: string; error?: string } }).outcome,
    );
    expect(outcome).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });

    const sale = await fetch(`${gateway}/merchants/${merchant}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ transaction: { type: "sale", amount: "10.00", paymentMethodNonce: outcome.nonce } }),
    });
    expect(sale.status).toBe(201);
    expect(await sale.json()).toMatchObject({
      success: true,
      transaction: { status: "authorized", amount: "10.00", last4: "1111" },
    });
    expect(problems).toEqual([]);
  });
});

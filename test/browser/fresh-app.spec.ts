// A new user's first app, end to end from the packed tarball: `npm pack`, the package installed into an
// empty React + TypeScript app, type-checked under strict, bundled with esbuild for production, run
// against the sandbox started from the installed package's `paykit-sandbox` bin, and paid in Chromium.
//
// Offline on purpose: see test/support/fresh-app.ts.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { ROOT } from "../support/fixtures.js";
import {
  type InstalledSandbox,
  type PackageManifest,
  installTarball,
  pack,
  run,
  startInstalledSandbox,
} from "../support/fresh-app.js";
import { typeInto } from "../support/page.js";

let app: string;
let sandbox: InstalledSandbox | undefined;
let merchantServer: Server | undefined;
let merchantUrl: string;
let packageManifest: PackageManifest;

/** Bundles the app the way a merchant's production build does: minified, NODE_ENV=production. */
async function bundle(outfile: string, conditions: string[]): Promise<void> {
  await build({
    absWorkingDir: app,
    entryPoints: [join(app, "src", "main.tsx")],
    outfile,
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    conditions,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
}

/** The merchant's own origin: index.html and the two builds of the app. */
async function startMerchantServer(): Promise<void> {
  const files: Record<string, { file: string; type: string }> = {
    "/": { file: "index.html", type: "text/html; charset=utf-8" },
    "/app.js": { file: "dist/app.js", type: "text/javascript; charset=utf-8" },
    "/app-production-only.js": { file: "dist/app-production-only.js", type: "text/javascript; charset=utf-8" },
  };
  merchantServer = createServer((request, response) => {
    const entry = files[new URL(request.url ?? "/", "http://merchant.invalid").pathname];
    if (!entry) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(app, entry.file)).then(
      (content) => response.writeHead(200, { "Content-Type": entry.type }).end(content),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => merchantServer?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(merchantServer.address() as { port: number }).port}`;
}

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-fresh-app-"));
  await mkdir(join(app, "src"), { recursive: true });
  await writeFile(join(app, "package.json"), JSON.stringify({ name: "fresh-app", private: true, type: "module" }));
  await cp(join(ROOT, "test/fixtures/fresh-app/src/main.tsx"), join(app, "src", "main.tsx"));
  await cp(join(ROOT, "test/fixtures/fresh-app/tsconfig.json"), join(app, "tsconfig.json"));
  await cp(join(ROOT, "test/fixtures/fresh-app/tsconfig.node.json"), join(app, "tsconfig.node.json"));
  await writeFile(
    join(app, "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fresh app</title></head><body><div id="root"></div><script type="module" src="/APP"></script></body></html>',
  );
  packageManifest = await installTarball(app, await pack(app), [
    "react",
    "react-dom",
    "scheduler",
    "@types/react",
    "@types/react-dom",
    "csstype",
  ]);
  await mkdir(join(app, "dist"));
  // While developing against the sandbox: the "development" export condition (README, "Sandbox keys need the development build").
  await bundle(join(app, "dist", "app.js"), ["development"]);
  await bundle(join(app, "dist", "app-production-only.js"), []);
  sandbox = await startInstalledSandbox(app);
  await startMerchantServer();
}, 240000);

afterAll(async () => {
  await sandbox?.stop();
  await new Promise((resolve) => (merchantServer ? merchantServer.close(resolve) : resolve(undefined)));
  if (app) await rm(app, { recursive: true, force: true });
});

const tab = usePage();
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function openApp(script: string): Promise<void> {
  const index = (await readFile(join(app, "index.html"), "utf8")).replace(/src="\/[^"]*"/, `src="/${script}"`);
  await writeFile(join(app, "index.html"), index);
  const query = new URLSearchParams({ authorization: sandbox?.key ?? "", gateway: sandbox?.gateway ?? "" });
  await page.goto(`${merchantUrl}/?${query}`);
}

describe("a fresh React + TypeScript app on the packed package", () => {
  it("installs a package that carries the sandbox as its paykit-sandbox bin, and paykit migrate as its paykit bin", () => {
    expect(packageManifest.bin).toEqual({ paykit: "dist/cli/paykit.js", "paykit-sandbox": "dist/sandbox/cli.js" });
    expect(sandbox?.gateway ?? "").toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox?.key ?? "").toMatch(/^development_/);
  });

  for (const [resolution, config] of [
    ["bundler", "tsconfig.json"],
    ["node", "tsconfig.node.json"],
  ] as const) {
    it(`type-checks under strict with ${resolution} module resolution`, async () => {
      const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
      const result = await run(process.execPath, [tsc, "-p", join(app, config)], { cwd: app, timeout: 120000 }).catch(
        (error: Error & { stdout?: string; code?: number }) => ({
          stdout: error.stdout ?? String(error),
          code: error.code,
        }),
      );
      expect(result.stdout).toBe("");
    }, 150000);
  }

  it("creates visible Hosted Fields against the installed sandbox and tokenizes in Chromium", async () => {
    await openApp("app.js");
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#pay")?.disabled, undefined, {
      timeout: 30000,
    });
    const height = await page.evaluate(
      () => document.querySelector('[data-paykit-field="number"]')?.getBoundingClientRect().height,
    );
    expect(height).toBe(44);
    await typeInto(page, "number", "4111111111111111");
    await typeInto(page, "expirationDate", "1230");
    await typeInto(page, "cvv", "123");
    await page.click("#pay");
    await page.waitForFunction(() => window.checkoutResult !== undefined);
    expect(await page.evaluate(() => window.checkoutResult)).toEqual({
      nonce: expect.stringMatching(/\w{8,}/),
      description: "ending in 11",
    });
    expect(consoleProblems).toEqual([]);
  });

  it("renders the default PayPal, Venmo and Google Pay buttons and pays with Google Pay", async () => {
    await openApp("app.js");
    for (const name of ["PayPal", "Venmo"])
      await page.getByRole("button", { name, exact: true }).waitFor({ timeout: 30000 });
    await page.locator('[data-paykit-method="googlePayment"] button').click({ timeout: 30000 });
    await page.selectOption('[data-simulator] [data-simulator-field="choice"]', "visa");
    await page.click('[data-simulator] [data-simulator-action="pay"]');
    await page.waitForFunction(() => window.walletResult !== undefined);
    expect(await page.evaluate(() => window.walletResult)).toEqual({
      nonce: expect.stringMatching(/^tokengooglepay_sb_/),
      type: "AndroidPayCard",
    });
    expect(consoleProblems).toEqual([]);
  });

  it("built without the development condition, tells the developer which condition the sandbox key needs", async () => {
    await openApp("app-production-only.js");
    await page.waitForFunction(() => window.checkoutResult !== undefined, undefined, { timeout: 30000 });
    const result = await page.evaluate(() => window.checkoutResult);
    expect(result?.error).toMatchObject({
      code: "CLIENT_INVALID_AUTHORIZATION",
      message: expect.stringContaining('"development" export condition'),
      details: { build: "production", fix: expect.stringContaining("conditions") },
    });
    expect(await page.textContent('[role="alert"]')).toContain("esbuild");
  });
});

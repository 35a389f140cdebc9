// A Vite + React + TypeScript app (create-vite's React-TS template: `npm run build` is `tsc -b && vite build`) whose
// card checkout is written as braintree-web's documentation teaches it (test/fixtures/vite-app). The app starts on the
// provider's SDK: braintree-web 3.x, braintree-web-drop-in 1.48 (with its own pinned braintree-web), @types/braintree-web
// and a package-lock.json, installed by npm from a loopback registry (test/support/local-registry.ts). `paykit migrate`
// with paykit's packed tarball, run as the README says, moves it to paykit: one copy of the SDK (`npm ls` clean); the
// app then builds under the template's strict options and pays in Chromium against the sandbox started from the
// installed package.
//
// Offline on purpose: see test/support/fresh-app.ts.
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePage } from "../support/browser.js";
import { ROOT } from "../support/fixtures.js";
import { type InstalledSandbox, pack, packDropIn, run, startInstalledSandbox } from "../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../support/local-registry.js";
import { typeInto } from "../support/page.js";

let app: string;
let sandbox: InstalledSandbox | undefined;
let merchantServer: Server | undefined;
let merchantUrl: string;
let build: { code: number; output: string };
let registry: LocalRegistry | undefined;
/** `npm ls braintree-web --all --parseable --long` before and after `paykit migrate`, and what migrate printed. */
const migration = { before: "", after: "", output: "" };
const bundled: Record<string, { code: number; output: string }> = {};

/** A command's exit code and output, whether it fails or not. */
const outcome = (command: Promise<{ stdout: string; stderr: string }>) =>
  command.then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string; message?: string }) => ({
      code: typeof error.code === "number" ? error.code : 1,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}${error.message ?? ""}`,
    }),
  );

/**
 * `bundle` (a bundler's own TypeScript loader) into dist/<name>/. The type check is the template build's `tsc -b`, which
 * already checked the same tsconfig.app.json: a second tsc per bundler checked the same files again.
 */
function bundleWith(bundle: () => Promise<unknown>): Promise<{ code: number; output: string }> {
  return outcome(bundle().then(() => ({ stdout: "", stderr: "" })));
}

async function esbuildApp(): Promise<unknown> {
  const { build: esbuild } = await import("esbuild");
  return esbuild({
    absWorkingDir: app,
    entryPoints: ["src/main.tsx"],
    bundle: true,
    format: "esm",
    minify: true,
    jsx: "automatic",
    conditions: ["development"],
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: join(app, "dist/esbuild/main.js"),
    logLevel: "silent",
  });
}

/** webpack 5 with ts-loader (transpiling only: the type check is tsc's, above). */
async function webpackApp(): Promise<void> {
  const { default: webpack } = await import("webpack");
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: "production",
        context: app,
        entry: { main: "./src/main.tsx" },
        output: { path: join(app, "dist/webpack"), filename: "[name].js" },
        resolve: { extensions: [".tsx", ".ts", ".js"], conditionNames: ["development", "..."] },
        resolveLoader: { modules: [join(ROOT, "node_modules")] },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              loader: "ts-loader",
              options: {
                configFile: join(app, "tsconfig.app.json"),
                transpileOnly: true,
                compilerOptions: { noEmit: false, allowImportingTsExtensions: false },
              },
            },
          ],
        },
        performance: { hints: false },
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString("errors-only"))) : resolve(),
    ),
  );
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" };

/** The merchant's own origin, serving what `vite build` wrote to dist/. */
async function startMerchantServer(): Promise<void> {
  merchantServer = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://merchant.invalid").pathname;
    const file = normalize(path === "/" ? "/index.html" : path);
    readFile(join(app, "dist", file)).then(
      (content) =>
        response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => merchantServer?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(merchantServer.address() as { port: number }).port}`;
}

/** The installed version of one of this repository's packages, which the loopback registry serves. */
const versionOf = async (name: string) =>
  (JSON.parse(await readFile(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

const npmLs = async () =>
  (
    await run("npm", ["ls", "braintree-web", "--all", "--parseable", "--long"], { cwd: app, env: registry?.env }).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: `${error.stdout}${error.stderr}` }),
    )
  ).stdout
    .split("\n")
    .filter((line) => line.includes("braintree-web@") || line.includes("invalid"))
    .sort()
    .join("\n");

/** The app as it was on the provider's SDK, installed by npm with its lock file. */
async function installProviderApp(): Promise<void> {
  const dependencies = {
    "braintree-web": `^${await versionOf("braintree-web")}`,
    "braintree-web-drop-in": `^${await versionOf("braintree-web-drop-in")}`,
    react: `^${await versionOf("react")}`,
    "react-dom": `^${await versionOf("react-dom")}`,
  };
  const devDependencies = {
    "@types/braintree-web": `^${await versionOf("@types/braintree-web")}`,
    "@types/react": `^${await versionOf("@types/react")}`,
    "@types/react-dom": `^${await versionOf("@types/react-dom")}`,
  };
  const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as object;
  await writeFile(join(app, "package.json"), JSON.stringify({ ...manifest, dependencies, devDependencies }, null, 2));
  await run("npm", ["install"], { cwd: app, env: registry?.env, timeout: 240000 });
}

beforeAll(async () => {
  const [tarball, dropIn] = await Promise.all([pack(), packDropIn()]);
  registry = await startLocalRegistry([tarball]);
  const workspace = await mkdtemp(join(tmpdir(), "paykit-vite-app-"));
  // The app beside a clone of paykit that holds its packed tarballs (paykit's, and its Drop-in's, which migrate
  // takes from beside paykit's for the app's braintree-web-drop-in).
  await mkdir(join(workspace, "paykit"));
  await cp(tarball, join(workspace, "paykit", "paykit-3.132.0.tgz"));
  await cp(dropIn, join(workspace, "paykit", "paykit-drop-in-1.48.0.tgz"));
  app = join(workspace, "shop");
  await cp(join(ROOT, "test/fixtures/vite-app"), app, { recursive: true });
  await installProviderApp();
  migration.before = await npmLs();
  // As the README says: npx runs the command from the tarball, which it installs in its own cache.
  const migrated = await run(
    "npx",
    ["--yes", "--package=../paykit/paykit-3.132.0.tgz", "paykit", "migrate", "../paykit/paykit-3.132.0.tgz"],
    { cwd: app, env: registry.env, timeout: 300000 },
  );
  migration.output = migrated.stdout;
  migration.after = await npmLs();
  // The app's build tools are this repository's (offline), linked once npm has finished with node_modules.
  await symlink(join(ROOT, "node_modules", "vite"), join(app, "node_modules", "vite"), "dir");
  // `npm run build` as the developer types it; tsc and vite are this repository's (the app links them, offline).
  const path = `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH ?? ""}`;
  build = await outcome(
    run("npm", ["run", "build"], { cwd: app, timeout: 240000, env: { ...process.env, PATH: path } }),
  );
  if (build.code !== 0) return;
  const html = await readFile(join(app, "dist/index.html"), "utf8");
  for (const [name, bundle] of Object.entries({ esbuild: esbuildApp, webpack: webpackApp })) {
    bundled[name] = await bundleWith(bundle);
    if (bundled[name].code === 0)
      await writeFile(
        join(app, `dist/${name}/index.html`),
        html
          .replace(/<script[^>]*><\/script>/, `<script type="module" src="/${name}/main.js"></script>`)
          .replace(/<link rel="stylesheet"[^>]*>/g, ""),
      );
  }
  sandbox = await startInstalledSandbox(app);
  await startMerchantServer();
}, 360000);

afterAll(async () => {
  await Promise.all([
    registry?.close(),
    sandbox?.stop(),
    new Promise((resolve) => (merchantServer ? merchantServer.close(resolve) : resolve(undefined))),
  ]);
  if (app) await rm(join(app, ".."), { recursive: true, force: true });
});

const tab = usePage();

/** Pays by card on the page at `path` of the merchant's origin. */
async function payAt(path: string): Promise<void> {
  const page = tab.page();
  const query = new URLSearchParams({ authorization: sandbox?.key ?? "", gateway: sandbox?.gateway ?? "" });
  await page.goto(`${merchantUrl}${path}?${query}`);
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#pay")?.disabled, undefined, {
    timeout: 30000,
  });
  await typeInto(page, "number", "4111111111111111");
  await typeInto(page, "expirationDate", "1230");
  await typeInto(page, "cvv", "123");
  await page.click("#pay");
  await page.waitForFunction(() => window.paymentResult !== undefined && window.threeDSecureResult !== undefined);
  expect(await page.evaluate(() => window.paymentResult)).toEqual({ nonce: expect.stringMatching(/\w{8,}/) });
  // `version: 2` got past the version check, which comes first (an unknown version fails with
  // THREEDS_UNRECOGNIZED_VERSION): 3-D Secure then refuses a tokenization key, as the provider's does.
  expect(await page.evaluate(() => window.threeDSecureResult)).toBe("THREEDS_CAN_NOT_USE_TOKENIZATION_KEY");
  expect(tab.consoleProblems()).toEqual([]);
}

describe("a Vite + React + TypeScript app written for braintree-web, moved to paykit by `paykit migrate <tarball>`", () => {
  it("had two copies of the provider's SDK, and has one, paykit's, with `npm ls` clean", () => {
    expect(migration.before.split("\n")).toEqual([
      expect.stringMatching(
        /node_modules\/braintree-web-drop-in\/node_modules\/braintree-web:braintree-web@3\.123\.2$/,
      ),
      expect.stringMatching(/node_modules\/braintree-web:braintree-web@3\.\d+\.\d+$/),
    ]);
    expect(migration.after).toMatch(/\/shop\/node_modules\/braintree-web:braintree-web@npm:paykit@3\.132\.0$/);
    expect(migration.after).not.toMatch(/invalid|3\.123\.2/);
    expect(migration.output).toContain("Checked: one braintree-web in node_modules, paykit 3.132.0");
    expect(migration.output).toContain("Checked: one braintree-web-drop-in, paykit's (paykit-drop-in@1.48.0");
    expect(migration.output).toContain("Vite (vite.config.ts)");
  });

  it("builds with the template's `npm run build` (tsc -b && vite build)", () => {
    expect(build.output).not.toMatch(/error TS\d+/);
    expect(build.code).toBe(0);
  });

  it("pays by card with callbacks in Chromium, and its threeDSecure.create({ client, version: 2 }) reaches the run time's checks", () =>
    payAt("/"));
});

for (const [name, loader] of [
  ["esbuild", "its TypeScript loader"],
  ["webpack", "ts-loader"],
] as const) {
  describe(`the same app, type-checked by the template's tsc -b, bundled by ${name} (${loader}), on the packed package`, () => {
    it("bundles", () => {
      expect(bundled[name]?.output).not.toMatch(/error TS\d+/);
      expect(bundled[name]?.code).toBe(0);
    });

    it("pays by card with callbacks in Chromium", () => payAt(`/${name}/index.html`));
  });
}

declare global {
  interface Window {
    paymentResult?: { nonce?: string; code?: string };
    threeDSecureResult?: string;
  }
}

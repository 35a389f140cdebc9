// `paykit migrate` on npm apps that already have the provider's braintree-web 3.x, braintree-web-drop-in 1.48 (which
// pins its own braintree-web 3.123.2) and a package-lock.json, installed by `npm install` from a loopback registry
// (test/support/local-registry.ts: this repository's installed packages and paykit's and its Drop-in's packed
// tarballs). Before: two copies of the SDK. After: one, paykit's, with `npm ls` clean, braintree-web-drop-in paykit's
// (or the provider's with --keep-drop-in), and the next `npm install` and `npm ci` still work.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pack, packDropIn } from "../../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../../support/local-registry.js";
import { ROOT } from "../../support/root.js";

const run = promisify(execFile);
const CLI = join(ROOT, "dist", "cli", "paykit.js");

let registry: LocalRegistry;
let workspace: string;

interface NpmTree {
  version?: string;
  invalid?: string;
  dependencies?: Record<string, NpmTree>;
}

/** `npm ls braintree-web --all --json`: its problems and every braintree-web it lists (`name@version`, deduped or not). */
async function npmLs(app: string): Promise<{ problems: string[]; copies: string[] }> {
  const { stdout } = await run("npm", ["ls", "braintree-web", "--all", "--json"], {
    cwd: app,
    env: registry.env,
  }).catch((error: { stdout: string }) => error);
  const tree = JSON.parse(stdout) as NpmTree & { problems?: string[] };
  const copies: string[] = [];
  const walk = (node: NpmTree, path: string) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (name === "braintree-web") copies.push(`${path}${name}@${child.version}${child.invalid ? " invalid" : ""}`);
      walk(child, `${path}${name} > `);
    }
  };
  walk(tree, "");
  return { problems: tree.problems ?? [], copies: copies.sort() };
}

const npm = (app: string, ...args: string[]) => run("npm", args, { cwd: app, env: registry.env, timeout: 240000 });

/** The app that uses the provider's SDK and Drop-in, installed by npm with its lock file, once: each test copies it. */
let providerTemplate: string;

async function installProviderApp(): Promise<string> {
  const app = join(workspace, "provider-app");
  await mkdir(app);
  const manifest = {
    name: "shop",
    private: true,
    dependencies: { "braintree-web": "^3.132.0", "braintree-web-drop-in": "^1.48.0", "credit-card-type": "^10.0.0" },
  };
  await writeFile(join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await npm(app, "install");
  return app;
}

async function providerApp(name: string): Promise<string> {
  const app = join(workspace, name);
  // `cp -a` keeps symlinks as they are, as cp(..., { verbatimSymlinks }) does: node's cp walks the tree file by file
  // in JavaScript (about six times the CPU for the app's thousand files, typescript among them).
  await run("cp", ["-a", providerTemplate, app]);
  return app;
}

const lockOf = async (app: string) =>
  JSON.parse(await readFile(join(app, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; resolved?: string; name?: string }>;
  };

beforeAll(async () => {
  const [tarball, dropIn] = await Promise.all([pack(), packDropIn()]);
  registry = await startLocalRegistry([tarball, dropIn]);
  workspace = await mkdtemp(join(tmpdir(), "paykit-migrate-npm-"));
  // The clone beside the apps after `npm ci && npm run build && npm pack && npm pack ./dist/paykit-drop-in`.
  await mkdir(join(workspace, "paykit"));
  await copyFile(tarball, join(workspace, "paykit", "paykit-3.132.0.tgz"));
  await copyFile(dropIn, join(workspace, "paykit", "paykit-drop-in-1.48.0.tgz"));
  providerTemplate = await installProviderApp();
}, 240000);

afterAll(async () => {
  await registry?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe("paykit migrate on an npm app with a lock file", () => {
  it("from the tarball with --keep-drop-in: one braintree-web, paykit's, and the rest of the lock as it was", async () => {
    const app = await providerApp("keep-drop-in-app");
    expect((await npmLs(app)).copies).toEqual([
      "braintree-web-drop-in > braintree-web@3.123.2",
      "braintree-web@3.132.0",
    ]);
    const before = await lockOf(app);

    const { stdout } = await run(process.execPath, [CLI, "migrate", "../paykit/paykit-3.132.0.tgz", "--keep-drop-in"], {
      cwd: app,
      env: registry.env,
      timeout: 240000,
    });

    expect(await npmLs(app)).toEqual({
      problems: [],
      copies: ["braintree-web-drop-in > braintree-web@3.132.0", "braintree-web@3.132.0"],
    });
    const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      dependencies: { "braintree-web": "file:../paykit/paykit-3.132.0.tgz", "braintree-web-drop-in": "^1.48.0" },
      overrides: { "braintree-web": "$braintree-web" },
    });
    const after = await lockOf(app);
    expect(after.packages["node_modules/braintree-web"]).toMatchObject({
      name: "paykit",
      resolved: "file:../paykit/paykit-3.132.0.tgz",
    });
    expect(after.packages["node_modules/braintree-web-drop-in/node_modules/braintree-web"]).toBeUndefined();
    // Entries that have nothing to do with braintree-web are the ones the app had.
    for (const path of ["node_modules/braintree-web-drop-in", "node_modules/credit-card-type"])
      expect(after.packages[path]).toEqual(before.packages[path]);
    expect(stdout).toContain(
      "removed the stale entries node_modules/braintree-web, node_modules/braintree-web-drop-in/node_modules/braintree-web",
    );
    expect(stdout).toContain("Checked: one braintree-web in node_modules, paykit 3.132.0");

    // The next install, and a clean one from the lock, find the tarball (the reported ENOENT) and change nothing.
    await npm(app, "install");
    await rm(join(app, "node_modules"), { recursive: true });
    await npm(app, "ci");
    expect(await npmLs(app)).toEqual({
      problems: [],
      copies: ["braintree-web-drop-in > braintree-web@3.132.0", "braintree-web@3.132.0"],
    });
    const { stdout: client } = await run(
      process.execPath,
      [
        "-e",
        'console.log(require("braintree-web/package.json").name, require("braintree-web-drop-in/package.json").version)',
      ],
      { cwd: app },
    );
    expect(client.trim()).toBe("paykit 1.48.0");
  }, 300000);

  it("from the tarball: braintree-web-drop-in becomes paykit's, from its tarball beside paykit's", async () => {
    const app = await providerApp("tarball-app");
    const before = await lockOf(app);

    const { stdout } = await run(process.execPath, [CLI, "migrate", "../paykit/paykit-3.132.0.tgz"], {
      cwd: app,
      env: registry.env,
      timeout: 240000,
    });

    expect(await npmLs(app)).toEqual({
      problems: [],
      copies: ["braintree-web-drop-in > braintree-web@3.132.0", "braintree-web@3.132.0"],
    });
    const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      dependencies: {
        "braintree-web": "file:../paykit/paykit-3.132.0.tgz",
        "braintree-web-drop-in": "file:../paykit/paykit-drop-in-1.48.0.tgz",
      },
      overrides: { "braintree-web": "$braintree-web" },
    });
    const after = await lockOf(app);
    expect(after.packages["node_modules/braintree-web-drop-in"]).toMatchObject({
      name: "paykit-drop-in",
      resolved: "file:../paykit/paykit-drop-in-1.48.0.tgz",
    });
    expect(
      Object.keys(after.packages).filter((path) => path.startsWith("node_modules/braintree-web-drop-in/")),
    ).toEqual([]);
    expect(after.packages["node_modules/credit-card-type"]).toEqual(before.packages["node_modules/credit-card-type"]);
    expect(stdout).toContain("braintree-web-drop-in → file:../paykit/paykit-drop-in-1.48.0.tgz");
    expect(stdout).toContain("node_modules/braintree-web-drop-in,");
    expect(stdout).toContain(
      "Checked: one braintree-web-drop-in, paykit's (paykit-drop-in@1.48.0, for paykit 3.132.0).",
    );
    expect(stdout).not.toContain("for braintree-web-drop-in:");

    await rm(join(app, "node_modules"), { recursive: true });
    await npm(app, "ci");
    const { stdout: client } = await run(
      process.execPath,
      [
        "-e",
        'const p = require("braintree-web-drop-in/package.json"); console.log(p.name, p.version, require("braintree-web/package.json").name)',
      ],
      { cwd: app },
    );
    expect(client.trim()).toBe("paykit-drop-in 1.48.0 paykit");
  }, 300000);

  it("from the registry by name, and a second run changes nothing", async () => {
    const app = await providerApp("registry-app");
    await run(process.execPath, [CLI, "migrate", "paykit"], { cwd: app, env: registry.env, timeout: 240000 });
    expect(await npmLs(app)).toEqual({
      problems: [],
      copies: ["braintree-web-drop-in > braintree-web@3.132.0", "braintree-web@3.132.0"],
    });
    const manifest = await readFile(join(app, "package.json"), "utf8");
    expect(JSON.parse(manifest)).toMatchObject({
      dependencies: { "braintree-web": "npm:paykit@^3.132.0", "braintree-web-drop-in": "npm:paykit-drop-in@^1.48.0" },
    });
    expect((await lockOf(app)).packages["node_modules/braintree-web-drop-in"]).toMatchObject({
      name: "paykit-drop-in",
      version: "1.48.0",
    });
    const lock = await readFile(join(app, "package-lock.json"), "utf8");

    const { stdout } = await run(process.execPath, [CLI, "migrate", "paykit"], {
      cwd: app,
      env: registry.env,
      timeout: 240000,
    });
    expect(stdout).toContain("(already migrated)");
    expect(await readFile(join(app, "package.json"), "utf8")).toBe(manifest);
    expect(await readFile(join(app, "package-lock.json"), "utf8")).toBe(lock);
  }, 300000);
});

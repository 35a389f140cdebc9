// The install commands of docs/migrating.md (the README links it): the tarball command, as written, run in a new app
// that sits beside a clone holding the packed tarball (`../paykit/paykit-3.132.0.tgz`), with paykit's own dependencies
// from a loopback registry (test/support/local-registry.ts) instead of the network. And the README's registry line,
// against the same registry with paykit on it, as it will run once paykit is published.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/fixtures.js";
import { pack, run } from "../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../support/local-registry.js";

let registry: LocalRegistry | undefined;
let workspace: string;

/** The commands of docs/migrating.md's sh block that contains `marker`, comments dropped, one per line. */
async function readmeCommands(marker: string): Promise<string[]> {
  const readme = await readFile(join(ROOT, "docs", "migrating.md"), "utf8");
  const block = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1] as string)
    .find((body) => body.includes(marker));
  if (!block) throw new Error(`docs/migrating.md has no sh block with ${marker}`);
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** A new app (a package.json and nothing else) in the workspace. */
async function newApp(name: string): Promise<string> {
  const app = join(workspace, name);
  await mkdir(app);
  await writeFile(join(app, "package.json"), JSON.stringify({ name, version: "1.0.0", private: true }, null, 2));
  return app;
}

async function runInApp(app: string, command: string): Promise<void> {
  await run("sh", ["-c", command], { cwd: app, env: registry?.env, timeout: 240000 });
}

/** What the app gets from `braintree-web`: paykit's CommonJS client and its ESM root, each with its VERSION. */
async function importedVersions(app: string): Promise<string> {
  const script =
    'const client = require("braintree-web/client"); import("braintree-web").then((root) => console.log(client.VERSION, typeof client.create, root.default.VERSION));';
  return (await run(process.execPath, ["-e", script], { cwd: app })).stdout.trim();
}

beforeAll(async () => {
  const tarball = await pack();
  registry = await startLocalRegistry([tarball]);
  workspace = await mkdtemp(join(tmpdir(), "paykit-install-"));
  // The clone after `npm ci && npm run build && npm pack`: the tarball `npm pack` wrote from this checkout.
  await mkdir(join(workspace, "paykit"));
  await copyFile(tarball, join(workspace, "paykit", "paykit-3.132.0.tgz"));
}, 240000);

afterAll(async () => {
  await registry?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe("installing paykit as the README says", () => {
  it("from the packed tarball beside the app: braintree-web is paykit, the path in package.json and the lock file", async () => {
    const commands = await readmeCommands("braintree-web@file:");
    expect(commands).toEqual(["npm install braintree-web@file:../paykit/paykit-3.132.0.tgz"]);
    const app = await newApp("tarball-app");
    const downloadsBefore = registry?.downloads.length ?? 0;
    for (const command of commands) await runInApp(app, command);

    const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toEqual({ "braintree-web": "file:../paykit/paykit-3.132.0.tgz" });
    const lock = JSON.parse(await readFile(join(app, "package-lock.json"), "utf8")) as {
      packages: Record<string, Record<string, unknown>>;
    };
    expect(lock.packages["node_modules/braintree-web"]).toMatchObject({
      name: "paykit",
      version: "3.132.0",
      resolved: "file:../paykit/paykit-3.132.0.tgz",
    });
    expect(await importedVersions(app)).toBe("3.132.0 function 3.132.0");
    // paykit's dependencies came from the registry; paykit itself did not.
    expect(registry?.downloads.slice(downloadsBefore)).not.toContain("paykit@3.132.0");
  });

  it("from the registry with the README's first line, once paykit is published there", async () => {
    const [command] = await readmeCommands("npm install braintree-web@npm:paykit");
    expect(command).toBe("npm install braintree-web@npm:paykit");
    const app = await newApp("registry-app");
    await runInApp(app, command as string);
    const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies["braintree-web"]).toMatch(/^npm:paykit@\^3\.132\.0$/);
    expect(await importedVersions(app)).toBe("3.132.0 function 3.132.0");
  });
});

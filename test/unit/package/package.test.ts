// The npm package as a merchant installs it: exports, types and module format checked by the ecosystem's linters.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { CHECKOUT, PLUGINS } from "../../../build/plugins.js";
import { pack } from "../../support/fresh-app.js";
import { ROOT } from "../../support/fixtures.js";

const run = promisify(execFile);
const bin = (name: string) => `${ROOT}node_modules/.bin/${name}`;

describe("the npm package", () => {
  it("passes publint", async () => {
    const { stdout } = await run(bin("publint"), ["--strict"], { cwd: ROOT, timeout: 60000 });
    expect(stdout).toContain("All good!");
  }, 90000);

  it("passes are-the-types-wrong for ESM and CommonJS consumers, node10 included", async () => {
    // The typings' `./modules/<component>` paths are left out: each is its component's entry again (checked below), and
    // analysing the same files twice doubled attw's time.
    const typingsModules = [
      "./modules/core",
      "./modules/client",
      ...PLUGINS.map((plugin) => `./modules/${plugin.dir}`),
    ];
    const { stdout } = await run(
      bin("attw"),
      // The lane's one `npm pack` of the repository (test/support/fresh-app.ts), which migrate-npm, require and types
      // also read, rather than attw's `--pack` running npm pack again.
      [await pack(), "--format", "json", "--exclude-entrypoints", ...typingsModules],
      {
        // attw resolves 25 entry points under four resolution modes: about a minute alone, and
        // more than two while the browser lanes share the machine's two cores.
        cwd: ROOT,
        timeout: 240000,
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stdout) as { analysis: { problems: Array<{ kind: string; resolutionKind?: string }> } };
    expect(report.analysis.problems).toEqual([]);
  }, 270000);

  it("has the provider's module layout: the root, /client, one subpath per plugin, the checkout and React, and the typings' modules/<component> paths, each with types for import and require", async () => {
    type Conditions = { types?: string; development?: string; default?: string };
    const pkg = JSON.parse(await readFile(`${ROOT}package.json`, "utf8")) as {
      exports: Record<string, { import?: Conditions; require?: Conditions } | string>;
      sideEffects: boolean;
    };
    const typingsModules = [
      "./modules/core",
      "./modules/client",
      ...PLUGINS.map((plugin) => `./modules/${plugin.dir}`),
    ];
    const expected = [
      ".",
      "./client",
      "./package.json",
      "./react",
      `./${CHECKOUT.dir}`,
      ...PLUGINS.map((plugin) => `./${plugin.dir}`),
      ...typingsModules,
    ].sort();
    expect(Object.keys(pkg.exports).sort()).toEqual(expected);
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === "./package.json" || typeof target === "string") continue;
      expect(target.import?.types, subpath).toMatch(/\.d\.ts$/);
      expect(target.import?.default, subpath).toMatch(/\/production\/[\w-]+\.js$/);
      expect(target.import?.development, subpath).toMatch(/\/development\/[\w-]+\.js$/);
      expect(target.require?.types, subpath).toMatch(/\.d\.cts$/);
      expect(target.require?.default, subpath).toMatch(/\/production\/[\w-]+\.cjs$/);
    }
    for (const [path, entry] of [
      ["./modules/core", "./client"],
      ["./modules/client", "./client"],
      ...PLUGINS.map((plugin) => [`./modules/${plugin.dir}`, `./${plugin.dir}`]),
    ]) {
      expect(pkg.exports[path as string], path).toEqual(pkg.exports[entry as string]);
    }
    expect(pkg.sideEffects).toBe(false);
  });
});

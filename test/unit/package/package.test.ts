// @vitest-environment node
// The npm package as a merchant installs it: exports, types and module format checked by the ecosystem's linters.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

const run = promisify(execFile);
const bin = (name: string) => `${ROOT}node_modules/.bin/${name}`;

describe("the npm package", () => {
  it("passes publint", async () => {
    const { stdout } = await run(bin("publint"), ["--strict"], { cwd: ROOT, timeout: 60000 });
    expect(stdout).toContain("All good!");
  }, 90000);

  it("passes are-the-types-wrong for ESM consumers", async () => {
    const { stdout } = await run(bin("attw"), ["--pack", ".", "--profile", "esm-only", "--format", "json"], {
      cwd: ROOT,
      timeout: 90000,
      maxBuffer: 32 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as { analysis: { problems: Array<{ kind: string; resolutionKind?: string }> } };
    const problems = report.analysis.problems.filter(
      (problem) => problem.resolutionKind !== "node10" && problem.resolutionKind !== "node16-cjs",
    );
    expect(problems).toEqual([]);
  }, 120000);

  it("has one subpath per plugin plus the kernel and React, each with types", async () => {
    const pkg = JSON.parse(await readFile(`${ROOT}package.json`, "utf8")) as {
      exports: Record<string, { types?: string } | string>;
      sideEffects: boolean;
    };
    const expected = [".", "./package.json", "./react", ...PLUGINS.map((plugin) => `./${plugin.dir}`)].sort();
    expect(Object.keys(pkg.exports).sort()).toEqual(expected);
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath !== "./package.json") expect((target as { types?: string }).types, subpath).toMatch(/\.d\.ts$/);
    }
    expect(pkg.sideEffects).toBe(false);
  });
});

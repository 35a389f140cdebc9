// The layering of ARCHITECTURE.md, checked by dependency-cruiser over the real tree and over a tree made to break it.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../support/fixtures.js";

const run = promisify(execFile);
const DEPCRUISE = join(ROOT, "node_modules/.bin/depcruise");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const RUNTIME_CONFIG = join(ROOT, ".dependency-cruiser.runtime.cjs");

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function cruise(
  cwd: string,
  config = CONFIG,
  dirs = ["kernel", "plugins", "checkout", "loader", "react", "npm"],
): Promise<Violation[]> {
  const { stdout } = await run(DEPCRUISE, [...dirs, "--config", config, "--output-type", "json"], {
    cwd,
    // A cruise takes seconds alone and over a minute while the browser lanes share the machine's two cores.
    timeout: 180000,
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: Error & { stdout?: string }) => {
    if (!error.stdout) throw new Error(`depcruise gave no report: ${error.message ?? String(error)}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

const format = (violations: Violation[]) =>
  violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`).sort();

const SHIPPED = ["kernel", "plugins", "checkout", "loader", "react", "npm"];
// One cruise of the repository with the layering rules serves the first two tests (each cruise costs seconds of CPU).
let repository: Promise<Violation[]> | undefined;
const repositoryViolations = () => (repository ??= cruise(ROOT, CONFIG, [...SHIPPED, "sandbox", "build"]));

describe("layering", () => {
  it("holds in this repository", async () => {
    const shipped = (await repositoryViolations()).filter((violation) =>
      SHIPPED.some((dir) => violation.from.startsWith(`${dir}/`)),
    );
    expect(format(shipped)).toEqual([]);
  }, 200000);

  it("has no import cycle in shipped code, the sandbox or the build", async () => {
    expect(format(await repositoryViolations())).toEqual([]);
  }, 200000);

  it("holds for what runs, following imports through other files", async () => {
    expect(
      format(await cruise(ROOT, RUNTIME_CONFIG, ["kernel", "plugins", "checkout", "loader", "react", "npm"])),
    ).toEqual([]);
  }, 200000);

  it("names each broken rule in a tree made to break them all", async () => {
    const dir = await mkdtemp(join(tmpdir(), "paykit-layering-"));
    scratch.push(dir);
    const files: Record<string, string> = {
      "tsconfig.json": "{}",
      "kernel/index.ts": 'import "../plugins/alpha/index";\nexport const kernel = 1;\n',
      "kernel/errors/internal.ts": "export const internal = 1;\n",
      "kernel/alpha/one.ts": 'import "../beta/two";\nexport const one = 1;\n',
      "kernel/alpha/three.ts": "export const three = 3;\n",
      "kernel/beta/two.ts": 'import "../alpha/three";\nexport const two = 2;\n',
      "plugins/common/shared.ts": 'import "../alpha/index";\nexport const shared = 1;\n',
      "plugins/alpha/index.ts":
        'import "../beta/index";\nimport "../../kernel/errors/internal";\nimport "../../react/index";\nexport const alpha = 1;\n',
      "plugins/alpha/statics.ts": "export function isSupported() { return true; }\n",
      "plugins/beta/index.ts": "export const beta = 1;\n",
      "plugins/beta/frame/main.ts": 'import "../../../kernel/index";\nexport const frame = 1;\n',
      "loader/index.ts":
        'import "../plugins/alpha/statics";\nimport "../plugins/beta/index";\nexport const loader = 1;\n',
      "react/index.ts":
        'import "../plugins/alpha/index";\nexport const lazy = () => import("../plugins/beta/index");\n',
      "npm/index.ts": 'import "../plugins/alpha/index";\nimport "../plugins/alpha/statics";\nexport const root = 1;\n',
      "checkout/index.ts":
        'import "../plugins/alpha/index";\nimport "../plugins/alpha/statics";\nimport "../kernel/errors/internal";\nexport const lazy = () => import("../plugins/beta/index");\n',
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    }
    const broken = format(await cruise(dir)).filter((line) => !line.startsWith("no-circular"));
    expect(broken).toEqual(
      [
        "common-imports-no-plugin: plugins/common/shared.ts -> plugins/alpha/index.ts",
        "frames-use-frame-entry: plugins/beta/frame/main.ts -> kernel/index.ts",
        "kernel-knows-no-method: kernel/index.ts -> plugins/alpha/index.ts",
        "kernel-folders-in-layers: kernel/alpha -> kernel/beta",
        "kernel-folders-in-layers: kernel/beta -> kernel/alpha",
        "loader-fetches-plugins: loader/index.ts -> plugins/beta/index.ts",
        "npm-root-uses-public-modules: npm/index.ts -> plugins/alpha/statics.ts",
        "plugin-imports-no-plugin: plugins/alpha/index.ts -> plugins/beta/index.ts",
        "plugin-page-code-uses-kernel-entry: plugins/alpha/index.ts -> kernel/errors/internal.ts",
        "plugins-stay-out-of-the-rest: plugins/alpha/index.ts -> react/index.ts",
        "react-loads-plugins-lazily: react/index.ts -> plugins/alpha/index.ts",
        "checkout-loads-plugins-lazily: checkout/index.ts -> plugins/alpha/index.ts",
        "checkout-uses-kernel-entry: checkout/index.ts -> kernel/errors/internal.ts",
      ].sort(),
    );
  }, 200000);
});

describe("layering that follows imports", () => {
  it("names a frame that reaches the page kernel through another file, a loader that reaches plugin internals, a flow module that reaches instance code, and a cycle", async () => {
    const dir = await mkdtemp(join(tmpdir(), "paykit-reachable-"));
    scratch.push(dir);
    const files: Record<string, string> = {
      "tsconfig.json": "{}",
      "kernel/index.ts": 'import "./client/client";\nexport const kernel = 1;\n',
      "kernel/client/client.ts": 'import "./request";\nexport const client = 1;\n',
      "kernel/client/request.ts": 'import "./client";\nexport const request = 1;\n',
      "kernel/frame-entry.ts": "export const entry = 1;\n",
      "plugins/alpha/errors.ts": 'import "../../kernel/index";\nexport const errors = 1;\n',
      "plugins/alpha/frame/main.ts":
        'import "../../../kernel/frame-entry";\nimport "../errors";\nexport const frame = 1;\n',
      "plugins/alpha/statics.ts": 'import "./browser";\nexport function isSupported() { return true; }\n',
      "plugins/alpha/browser.ts": "export const browser = 1;\n",
      "plugins/alpha/flow.ts": 'import "./statics";\nimport "./session";\nexport const flow = 1;\n',
      "plugins/alpha/session.ts": 'import "./alpha";\nexport const session = 1;\n',
      "plugins/alpha/alpha.ts": "export class Alpha {}\n",
      "loader/index.ts": 'import "../plugins/alpha/statics";\nexport const loader = 1;\n',
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    }
    const reached = format(await cruise(dir, RUNTIME_CONFIG, ["kernel", "plugins", "loader"]));
    expect(reached).toEqual(
      expect.arrayContaining([
        "frames-never-reach-the-page-kernel: plugins/alpha/frame/main.ts -> kernel/index.ts",
        "frames-never-reach-the-page-kernel: plugins/alpha/frame/main.ts -> kernel/client/client.ts",
        "loader-reaches-no-plugin-internals: loader/index.ts -> plugins/alpha/browser.ts",
        "flow-modules-carry-no-instance: plugins/alpha/flow.ts -> plugins/alpha/session.ts",
        "flow-modules-carry-no-instance: plugins/alpha/flow.ts -> plugins/alpha/alpha.ts",
      ]),
    );
    const cycles = format(await cruise(dir, CONFIG, ["kernel"])).filter((line) => line.startsWith("no-circular"));
    expect(cycles).toEqual(["no-circular: kernel/client/client.ts -> kernel/client/request.ts"]);
  }, 200000);
});

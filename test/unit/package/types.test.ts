// TypeScript a merchant wrote against braintree-web, compiled with braintree-web aliased to paykit's packed tarball:
// the provider's type names (test/fixtures/braintree-web/types.ts) under strict with `bundler` and with `node`
// resolution, and one fixture per component (test/types/*.ts, written as the provider's documentation teaches, with
// callbacks and Promises; Drop-in's, test/types/drop-in.ts, against paykit's braintree-web-drop-in installed beside it)
// under strict and under the options the community typings are compiled with. Every fixture
// file is a test of its own, so that a file that no longer compiles is counted and named.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarball, pack, packDropIn } from "../../support/fresh-app.js";
import { ROOT } from "../../support/root.js";

const run = promisify(execFile);
const FIXTURES = join(ROOT, "test/types");
const fixtures = (await readdir(FIXTURES)).filter((file) => file.endsWith(".ts")).sort();
let app: string;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-types-"));
  await installTarball(app, await pack(app), [], "braintree-web");
  await installTarball(app, await packDropIn(), [], "braintree-web-drop-in");
  await mkdir(join(app, "src"), { recursive: true });
  await cp(join(ROOT, "test/fixtures/braintree-web/types.ts"), join(app, "src", "checkout.ts"));
  await cp(FIXTURES, join(app, "components"), { recursive: true });
}, 120000);

afterAll(() => rm(app, { recursive: true, force: true }));

const BASE = { noEmit: true, esModuleInterop: true, types: [], skipLibCheck: false };

/** The options of a create-vite or Next.js app: strict, ES modules. */
const STRICT = {
  ...BASE,
  strict: true,
  target: "es2022",
  module: "esnext",
  moduleResolution: "bundler",
  lib: ["es2022", "dom"],
};

/** The options DefinitelyTyped compiles the community typings' own tests with: CommonJS, no strict null checks. */
const TYPINGS = {
  ...BASE,
  module: "commonjs",
  lib: ["es6", "dom"],
  noImplicitAny: true,
  noImplicitThis: true,
  strictNullChecks: false,
  strictFunctionTypes: true,
  forceConsistentCasingInFileNames: true,
};

/** Runs tsc on `include` under `compilerOptions`; resolves to its output (empty when everything compiles). */
async function compile(name: string, compilerOptions: object, include: string[]): Promise<string> {
  await writeFile(join(app, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions, include }));
  const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
  return run(process.execPath, [tsc, "-p", `tsconfig.${name}.json`, "--pretty", "false"], {
    cwd: app,
    timeout: 180000,
  }).then(
    ({ stdout }) => stdout,
    (error: Error & { stdout?: string }) => error.stdout ?? String(error),
  );
}

/** The lines of tsc's output about one file (an error's continuation lines are indented and follow it). */
function errorsOf(output: string, file: string): string {
  const lines = output.split("\n");
  const kept: string[] = [];
  let inFile = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inFile = line.startsWith(`components/${file}(`);
    if (inFile) kept.push(line);
  }
  return kept.join("\n");
}

/** The fixtures under strict with `bundler` resolution, the provider's type names with them: one program, one tsc. */
let strictOutput: Promise<string> | undefined;
const strict = () => (strictOutput ??= compile("strict", STRICT, ["src", "components"]));

describe("the provider's type names", () => {
  it("compile under strict with moduleResolution bundler", async () => {
    const lines = (await strict()).split("\n").filter((line) => /^\S/.test(line) && !line.startsWith("components/"));
    expect(lines).toEqual([]);
  }, 180000);

  it("compile under strict with moduleResolution node", async () => {
    expect(await compile("node", { ...STRICT, module: "commonjs", moduleResolution: "node" }, ["src"])).toBe("");
  }, 180000);
});

describe.each([
  ["strict", STRICT],
  ["the community typings' options", TYPINGS],
])("code written as the provider's documentation teaches it, under %s", (name, options) => {
  let output: string;

  beforeAll(async () => {
    output = options === STRICT ? await strict() : await compile(name.replace(/\W+/g, "-"), options, ["components"]);
  }, 180000);

  it("reports nothing outside the fixture files", () => {
    const elsewhere = output
      .split("\n")
      .filter((line) => /^\S/.test(line) && !line.startsWith("components/") && !line.startsWith("src/"));
    expect(elsewhere).toEqual([]);
  });

  it.each(fixtures)("test/types/%s compiles, its @ts-expect-error lines still errors", (file) => {
    expect(errorsOf(output, file)).toBe("");
  });
});

describe("Drop-in's fixture is code the community typings accept", () => {
  it("test/types/drop-in.ts compiles under strict against the provider's Drop-in and @types/braintree-web-drop-in", async () => {
    const typed = await mkdtemp(join(tmpdir(), "paykit-drop-in-typings-"));
    try {
      await symlink(join(ROOT, "node_modules"), join(typed, "node_modules"), "dir");
      await cp(join(FIXTURES, "drop-in.ts"), join(typed, "drop-in.ts"));
      await writeFile(
        join(typed, "tsconfig.json"),
        JSON.stringify({ compilerOptions: STRICT, include: ["drop-in.ts"] }),
      );
      const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
      const output = await run(process.execPath, [tsc, "-p", ".", "--pretty", "false"], {
        cwd: typed,
        timeout: 180000,
      }).then(
        ({ stdout }) => stdout,
        (error: Error & { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(output).toBe("");
    } finally {
      await rm(typed, { recursive: true, force: true });
    }
  }, 180000);
});

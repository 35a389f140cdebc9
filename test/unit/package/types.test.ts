// TypeScript a merchant wrote against the provider's type names (test/fixtures/braintree-web/types.ts) compiles
// under strict with braintree-web aliased to paykit's packed tarball, with `bundler` and with `node` resolution.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarball, pack } from "../../support/fresh-app.js";
import { ROOT } from "../../support/root.js";

const run = promisify(execFile);
let app: string;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-types-"));
  await installTarball(app, await pack(app), [], "braintree-web");
  await mkdir(join(app, "src"), { recursive: true });
  await cp(join(ROOT, "test/fixtures/braintree-web/types.ts"), join(app, "src", "checkout.ts"));
}, 120000);

afterAll(() => rm(app, { recursive: true, force: true }));

async function compile(moduleResolution: "bundler" | "node"): Promise<string> {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: "es2022",
      module: moduleResolution === "bundler" ? "esnext" : "commonjs",
      moduleResolution,
      esModuleInterop: true,
      lib: ["es2022", "dom"],
      types: [],
      skipLibCheck: false,
    },
    include: ["src"],
  };
  await writeFile(join(app, `tsconfig.${moduleResolution}.json`), JSON.stringify(config));
  const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
  return run(process.execPath, [tsc, "-p", `tsconfig.${moduleResolution}.json`], { cwd: app, timeout: 120000 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
}

describe("the provider's type names", () => {
  it("compile under strict with moduleResolution bundler", async () => {
    expect(await compile("bundler")).toBe("");
  }, 120000);

  it("compile under strict with moduleResolution node", async () => {
    expect(await compile("node")).toBe("");
  }, 120000);
});

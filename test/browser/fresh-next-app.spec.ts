// A fresh Next.js 15 App Router app on the packed tarball: `next build` (production, with its strict type
// check), `next start`, and a card paid in Chromium against the installed `paykit-sandbox`. The app
// resolves paykit with the "development" condition through next.config.mjs, as the README says.
// paykit comes from the tarball; Next.js (a pinned devDependency of this repository, so that the tests download
// nothing) and the rest are linked from this repository's node_modules, see test/support/fresh-app.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { ROOT } from "../support/fixtures.js";
import {
  type InstalledSandbox,
  installTarball,
  pack,
  run,
  startInstalledSandbox,
  stopChild,
} from "../support/fresh-app.js";
import { typeInto } from "../support/page.js";

const NEXT_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

let app: string;
let sandbox: InstalledSandbox | undefined;
let server: ChildProcess | undefined;
let appUrl: string;
let buildOutput: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function nextStart(): Promise<void> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(app, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: app,
      env: NEXT_ENV,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server = child;
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`next start exited ${code}: ${out}`)));
  });
  appUrl = `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-fresh-next-"));
  await cp(join(ROOT, "test/fixtures/fresh-next-app"), app, { recursive: true });
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "fresh-next-app", private: true, scripts: { build: "next build" } }),
  );
  await installTarball(app, await pack(app), [
    "next",
    "react",
    "react-dom",
    "scheduler",
    "typescript",
    "@types/react",
    "@types/react-dom",
    "@types/node",
    "csstype",
  ]);
  const result = await run(process.execPath, [join(app, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: app,
    env: NEXT_ENV,
    timeout: 400000,
    maxBuffer: 16 * 1024 * 1024,
  });
  buildOutput = result.stdout + result.stderr;
  sandbox = await startInstalledSandbox(app);
  await nextStart();
}, 780000);

afterAll(async () => {
  if (server) await stopChild(server);
  await sandbox?.stop();
  if (app) await rm(app, { recursive: true, force: true });
});

const tab = usePage();
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

describe("a fresh Next.js 15 App Router app on the packed package", () => {
  it("builds for production, type-checking under strict", () => {
    expect(buildOutput).toContain("Compiled successfully");
    expect(buildOutput).toContain("Linting and checking validity of types");
    expect(buildOutput).not.toMatch(/Type error/);
  });

  it("type-checks under strict with node module resolution (what older Next versions wrote into tsconfig)", async () => {
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const result = await run(process.execPath, [tsc, "-p", join(app, "tsconfig.node.json")], {
      cwd: app,
      timeout: 120000,
    }).catch((error: Error & { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(result.stdout).toBe("");
  }, 150000);

  it("creates Hosted Fields against the installed sandbox and tokenizes in Chromium", async () => {
    const query = new URLSearchParams({ authorization: sandbox?.key ?? "", gateway: sandbox?.gateway ?? "" });
    await page.goto(`${appUrl}/?${query}`);
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#pay")?.disabled, undefined, {
      timeout: 30000,
    });
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
    await page.goto(
      `${appUrl}/?${new URLSearchParams({ authorization: sandbox?.key ?? "", gateway: sandbox?.gateway ?? "" })}`,
    );
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
});

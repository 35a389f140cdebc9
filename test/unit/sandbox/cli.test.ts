// `npx paykit-sandbox`: the built CLI, spawned on loopback ports as a merchant developer would run it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const CLI = `${root}dist/sandbox/cli.js`;

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const blockers: Server[] = [];

beforeAll(() => {
  expect(existsSync(CLI), "run `npm run build` first").toBe(true);
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  await Promise.all(blockers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function runCli(args: string[], cwd = root): Run {
  const env = { ...process.env };
  for (const name of [
    "PAYKIT_GATEWAY_PORT",
    "PAYKIT_ASSETS_PORT",
    "PAYKIT_DEMO_PORT",
    "PAYKIT_SANDBOX_HOST",
    "PAYKIT_LATENCY_MS",
  ])
    delete env[name];
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the CLI has printed its banner (or rejects if it exits first). */
async function started(run: Run): Promise<Record<string, string>> {
  await new Promise<void>((resolve, reject) => {
    const check = (): void => {
      if (run.stdout().includes("Press Ctrl+C")) resolve();
    };
    run.child.stdout?.on("data", check);
    void run.exited.then((code) => reject(new Error(`exited ${code}: ${run.stderr()}`)));
    check();
  });
  const url = (label: string): string => new RegExp(`${label}\\s+(http://\\S+)`).exec(run.stdout())?.[1] ?? "";
  return { gateway: url("gateway"), assets: url("assets"), demo: url("demo checkout") };
}

/** Holds a loopback port, as another program would. */
async function occupyPort(): Promise<number> {
  const server = createServer();
  blockers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

const ANY_PORTS = ["--gateway-port", "0", "--assets-port", "0", "--demo-port", "0"];

describe("paykit-sandbox", () => {
  it("is the package's bin entry", () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as {
      bin: Record<string, string>;
      files: string[];
    };
    expect(manifest.bin["paykit-sandbox"]).toBe("dist/sandbox/cli.js");
    expect(readFileSync(CLI, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(manifest.files).toEqual(
      expect.arrayContaining(["dist/sandbox", "dist/assets-development", "sandbox/merchants.json"]),
    );
  });

  it("prints its usage with every port flag for --help and exits 0", async () => {
    const run = runCli(["--help"]);
    expect(await run.exited).toBe(0);
    for (const flag of [
      "--gateway-port",
      "--assets-port",
      "--demo-port",
      "--host",
      "--latency",
      "--strict-port",
      "--help",
    ]) {
      expect(run.stdout()).toContain(flag);
    }
    expect(run.stderr()).toBe("");
  });

  it("starts on the ports it is given, serves the gateway and the demo, and stops cleanly on SIGTERM", async () => {
    const run = runCli(ANY_PORTS);
    const urls = await started(run);
    expect(urls.gateway).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const demo = await fetch(`${urls.demo}/`);
    expect(demo.status).toBe(200);
    expect(await demo.text()).toContain(urls.gateway);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    await expect(fetch(`${urls.gateway}/`)).rejects.toThrow();
    expect(run.stderr()).toBe("");
  });

  it("moves a taken port to the next free one and says so in one line", async () => {
    const taken = await occupyPort();
    const run = runCli(["--gateway-port", String(taken), "--assets-port", "0", "--demo-port", "0"]);
    const urls = await started(run);
    expect(urls.gateway).not.toBe(`http://127.0.0.1:${taken}`);
    expect(Number(new URL(urls.gateway ?? "").port)).toBeGreaterThan(taken);
    expect(run.stderr().trim()).toMatch(
      new RegExp(`^paykit-sandbox: port ${taken} \\(gateway\\) is in use, using \\d+$`),
    );
    expect(await (await fetch(`${urls.demo}/`)).text()).toContain(urls.gateway);
    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
  });

  it("prints the exact line a page needs to find a gateway that moved off its usual port", async () => {
    const taken = await occupyPort();
    const run = runCli(["--gateway-port", String(taken), "--assets-port", "0", "--demo-port", "0"]);
    const urls = await started(run);
    expect(run.stdout()).toContain(
      `The gateway is not at http://127.0.0.1:4400: a page that uses a development tokenization key finds it with`,
    );
    expect(run.stdout()).toContain(`\n  <script>window.__PAYKIT_DEVELOPMENT_GATEWAY__ = "${urls.gateway}";</script>\n`);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("mints client tokens that carry the addresses of the gateway and asset server it really listens on", async () => {
    const taken = await occupyPort();
    const run = runCli(["--gateway-port", String(taken), "--assets-port", "0", "--demo-port", "0"]);
    const urls = await started(run);
    const response = await fetch(`${urls.gateway}/client_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const { clientToken } = (await response.json()) as { clientToken: string };
    const token = JSON.parse(Buffer.from(clientToken, "base64").toString("utf8")) as Record<string, any>;
    expect(token.configUrl).toBe(`${urls.gateway}/merchants/sandbox_merchant_1/client_api/v1/configuration`);
    expect(token.clientApiUrl).toBe(`${urls.gateway}/merchants/sandbox_merchant_1/client_api`);
    expect(token.graphQL.url).toBe(`${urls.gateway}/graphql`);
    expect(token.analytics.url).toBe(`${urls.gateway}/xoplatform/logger/api/logger`);
    expect(token.assetsUrl).toBe(urls.assets);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("with --strict-port exits 1 with one line naming the taken port, and no stack trace", async () => {
    const taken = await occupyPort();
    const run = runCli(["--strict-port", "--gateway-port", "0", "--assets-port", String(taken), "--demo-port", "0"]);
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `paykit-sandbox: port ${taken} (assets) is already in use on 127.0.0.1: stop what uses it or pass --assets-port <port>.`,
    );
    expect(run.stderr()).not.toContain("EADDRINUSE");
    expect(run.stdout()).toBe("");
  });

  it("serves paykit's own Drop-in stylesheet when started in paykit's repository (npm start), not the reference copy of the provider's", async () => {
    const run = runCli(ANY_PORTS);
    await started(run);
    expect(run.stdout()).toContain(`\n  Drop-in styles     paykit's own (the release's web/dropin/*/css/dropin.css)\n`);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("serves paykit's own Drop-in stylesheet when braintree-web-drop-in is not installed where it starts", async () => {
    const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), "paykit-cli-")));
    try {
      const run = runCli(ANY_PORTS, elsewhere);
      const urls = await started(run);
      expect(run.stdout()).toContain(
        `\n  Drop-in styles     paykit's own (braintree-web-drop-in is not installed in ${elsewhere})\n`,
      );
      const stylesheet = await fetch(`${urls.assets}/web/dropin/1.48.0/css/dropin.css`);
      expect([stylesheet.status, await stylesheet.text()]).toEqual([
        200,
        expect.stringContaining("@layer paykit-dropin"),
      ]);
      run.child.kill("SIGTERM");
      expect(await run.exited).toBe(0);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("refuses an unknown flag with a one-line hint and exit code 2", async () => {
    const run = runCli(["--gateway", "4400"]);
    expect(await run.exited).toBe(2);
    expect(run.stderr().trim()).toMatch(/^paykit-sandbox: Unknown option '--gateway'.*\(see --help\)$/);
  });

  it("refuses a port that is not a number", async () => {
    const run = runCli(["--demo-port", "eighty"]);
    expect(await run.exited).toBe(2);
    expect(run.stderr().trim()).toBe(
      'paykit-sandbox: --demo-port must be a whole number from 0 to 65535, got "eighty"',
    );
  });
});

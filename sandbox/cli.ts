#!/usr/bin/env node
/**
 * `npx paykit-sandbox` (and `npm start`): runs the sandbox until SIGINT / SIGTERM.
 * Flags win over the environment (PAYKIT_GATEWAY_PORT, PAYKIT_ASSETS_PORT, PAYKIT_DEMO_PORT,
 * PAYKIT_SANDBOX_HOST, PAYKIT_LATENCY_MS). A taken port moves to the next free one unless
 * --strict-port; either way the shopper of the terminal reads one line, never a stack trace.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_DEVELOPMENT_GATEWAY } from "../kernel/constants.js";
import { describeDropInStyles } from "./assets/drop-in.js";
import { startSandbox } from "./index.js";
import type { SandboxHandle } from "./types.js";

const NAME = "paykit-sandbox";

/** Where a development tokenization key looks for the gateway unless the page names another. */
const DEFAULT_GATEWAY_PORT = Number(new URL(DEFAULT_DEVELOPMENT_GATEWAY).port);

const HELP = `Usage: ${NAME} [options]

Runs the paykit sandbox: a local stand-in for the payment gateway, an asset server for the
bundles and card frames, and a demo checkout, each on its own origin. Nothing leaves this machine.

Options:
  --gateway-port <port>  gateway (client API, GraphQL, sales)   default ${DEFAULT_GATEWAY_PORT}, env PAYKIT_GATEWAY_PORT
  --assets-port <port>   asset server (bundles, frame pages)     default ${DEFAULT_GATEWAY_PORT + 1}, env PAYKIT_ASSETS_PORT
  --demo-port <port>     demo checkout                           default ${DEFAULT_GATEWAY_PORT + 2}, env PAYKIT_DEMO_PORT
  --host <address>       address to listen on                    default 127.0.0.1, env PAYKIT_SANDBOX_HOST
  --latency <ms>         delay added to every gateway answer     default 0, env PAYKIT_LATENCY_MS
  --strict-port          exit when a port is taken, instead of using the next free one
  -h, --help             show this help and exit

Port 0 lets the system choose a free port. Stop with Ctrl+C.`;

/** How far above a taken port the next free one is looked for. */
const PORT_SEARCH_SPAN = 20;

type Role = "gateway" | "assets" | "demo";

const FLAG_OF: Record<Role, string> = { gateway: "--gateway-port", assets: "--assets-port", demo: "--demo-port" };

class UsageError extends Error {}

function fail(message: string, code = 1): never {
  process.stderr.write(`${NAME}: ${message}\n`);
  process.exit(code);
}

function readNumber(flag: string, raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value > max) {
    throw new UsageError(
      `${flag} must be a whole number${max < Number.MAX_SAFE_INTEGER ? ` from 0 to ${max}` : " of 0 or more"}, got "${raw}"`,
    );
  }
  return value;
}

interface CliOptions {
  ports: Record<Role, number>;
  host: string;
  latencyMs: number;
  strictPort: boolean;
}

function readOptions(argv: string[]): CliOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        "gateway-port": { type: "string" },
        "assets-port": { type: "string" },
        "demo-port": { type: "string" },
        host: { type: "string" },
        latency: { type: "string" },
        "strict-port": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split("\n")[0]} (see --help)`);
  }
  const { values } = parsed;
  if (values.help) return "help";
  const env = process.env;
  return {
    ports: {
      gateway: readNumber(
        "--gateway-port",
        values["gateway-port"] ?? env.PAYKIT_GATEWAY_PORT,
        DEFAULT_GATEWAY_PORT,
        65535,
      ),
      assets: readNumber(
        "--assets-port",
        values["assets-port"] ?? env.PAYKIT_ASSETS_PORT,
        DEFAULT_GATEWAY_PORT + 1,
        65535,
      ),
      demo: readNumber("--demo-port", values["demo-port"] ?? env.PAYKIT_DEMO_PORT, DEFAULT_GATEWAY_PORT + 2, 65535),
    },
    host: values.host || env.PAYKIT_SANDBOX_HOST || "127.0.0.1",
    latencyMs: readNumber("--latency", values.latency ?? env.PAYKIT_LATENCY_MS, 0),
    strictPort: values["strict-port"] === true,
  };
}

function roleOfPort(ports: Record<Role, number>, port: unknown): Role | undefined {
  return (Object.keys(ports) as Role[]).find((role) => ports[role] === port && port !== 0);
}

/** The next port above `port` that no other role has asked for. */
function nextPort(ports: Record<Role, number>, role: Role, port: number): number {
  const others = (Object.keys(ports) as Role[]).filter((other) => other !== role).map((other) => ports[other]);
  let candidate = port + 1;
  while (others.includes(candidate)) candidate += 1;
  return candidate;
}

/** Whether `directory` is paykit's own checkout, whose devDependencies hold the provider's Drop-in for reference only. */
function isPaykitRepository(directory: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as { name?: unknown }).name === "paykit";
  } catch {
    return false;
  }
}

/** Starts the sandbox; a taken port moves up (or ends the program with one line under --strict-port). */
async function start(options: CliOptions): Promise<SandboxHandle> {
  const ports = { ...options.ports };
  const moved: string[] = [];
  for (;;) {
    try {
      const sandbox = await startSandbox({
        port: ports.gateway,
        assetsPort: ports.assets,
        demoPort: ports.demo,
        host: options.host,
        latencyMs: options.latencyMs,
        // Run in a merchant's app, the sandbox answers Drop-in's stylesheet path with the provider's stylesheet when
        // the app keeps the provider's Drop-in; otherwise, and in paykit's own repository (`npm start`), paykit's.
        dropInFrom: isPaykitRepository(process.cwd()) ? undefined : process.cwd(),
      });
      for (const line of moved) process.stderr.write(`${NAME}: ${line}\n`);
      return sandbox;
    } catch (error) {
      const { code, port } = error as NodeJS.ErrnoException & { port?: number };
      const role = roleOfPort(ports, port);
      if (code === "EADDRINUSE" && role) {
        if (options.strictPort) {
          fail(
            `port ${port} (${role}) is already in use on ${options.host}: stop what uses it or pass ${FLAG_OF[role]} <port>.`,
          );
        }
        const next = nextPort(ports, role, ports[role]);
        if (next > options.ports[role] + PORT_SEARCH_SPAN || next > 65535) {
          fail(
            `ports ${options.ports[role]}–${ports[role]} (${role}) are all in use on ${options.host}: pass ${FLAG_OF[role]} <port>.`,
          );
        }
        moved.push(`port ${options.ports[role]} (${role}) is in use, using ${next}`);
        ports[role] = next;
        continue;
      }
      if (code === "EACCES")
        fail(`not allowed to listen on ${options.host}:${port ?? "?"} (ports below 1024 need privileges).`);
      if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
        fail(`cannot listen on ${options.host}: no such local address.`);
      fail(`could not start: ${(error as Error).message}`);
    }
  }
}

function banner(sandbox: SandboxHandle): string {
  return `paykit sandbox
  gateway            ${sandbox.gatewayUrl}
  assets             ${sandbox.assetsUrl}
  demo checkout      ${sandbox.demoUrl}
  script-tag demo    ${sandbox.demoUrl}/
  loader demo        ${sandbox.demoUrl}/loader
  React demo         ${sandbox.demoUrl}/react
  test card          4111 1111 1111 1111, any future expiry, CVV 123, any postal code
  merchant           ${sandbox.merchantId}
  tokenization key   ${sandbox.tokenizationKey}
  Drop-in styles     ${describeDropInStyles(sandbox.dropInStyles)}
${gatewayNotice(sandbox.gatewayUrl)}Press Ctrl+C to stop.`;
}

/**
 * A development tokenization key looks for the gateway at DEFAULT_DEVELOPMENT_GATEWAY unless the page says
 * otherwise: when this gateway is elsewhere (its port was taken, or another was asked for), the exact line a
 * page needs. Client tokens minted here carry this gateway's address already.
 */
function gatewayNotice(gatewayUrl: string): string {
  if (gatewayUrl === DEFAULT_DEVELOPMENT_GATEWAY) return "";
  return `The gateway is not at ${DEFAULT_DEVELOPMENT_GATEWAY}: a page that uses a development tokenization key finds it with
  <script>window.__PAYKIT_DEVELOPMENT_GATEWAY__ = ${JSON.stringify(gatewayUrl)};</script>
before paykit's script (client tokens from this sandbox carry its address already).
`;
}

async function main(): Promise<void> {
  let options: CliOptions | "help";
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) fail(error.message, 2);
    throw error;
  }
  if (options === "help") {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const sandbox = await start(options);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${NAME}: ${signal} received, closing\n`);
    void sandbox.close().then(() => process.exit(0));
  };
  // Listen before the banner: whoever reads "Press Ctrl+C to stop." may signal at once, and a signal that came before
  // the handlers would kill the process without closing the servers (exit code null instead of 0).
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.stdout.write(`${banner(sandbox)}\n`);
}

main().catch((error: unknown) => fail(`could not start: ${(error as Error)?.message ?? String(error)}`));

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSandbox } from "../../../sandbox/index.js";
import { findRepositoryRoot } from "../../../sandbox/shared/paths.js";

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("sandbox lifecycle", () => {
  it("ends hung connections on close", async () => {
    const sandbox = await startSandbox({ port: 0 });
    sandbox.inject({ path: "/hang-here", hang: true });
    const { hostname, port } = new URL(sandbox.gatewayUrl);
    const outcome = new Promise<string>((resolve) => {
      const outgoing = request({ hostname, port, path: "/hang-here", method: "GET" }, () => resolve("answered"));
      outgoing.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      outgoing.end();
    });
    await waitFor(() => sandbox.requests.some((logged) => logged.fault === "hang"));
    await sandbox.close();
    expect(await outcome).toBe("ECONNRESET");
  });

  it("ends requests still waiting out a latency on close", async () => {
    const sandbox = await startSandbox({ port: 0, latencyMs: 60_000 });
    const pending = fetch(`${sandbox.gatewayUrl}/graphql`, { method: "POST", body: "{}" }).then(
      () => "answered",
      () => "failed",
    );
    await waitFor(() => sandbox.requests.length > 0);
    const started = Date.now();
    await sandbox.close();
    expect(await pending).toBe("failed");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops accepting connections after close", async () => {
    const sandbox = await startSandbox({ port: 0 });
    await sandbox.close();
    await expect(fetch(`${sandbox.gatewayUrl}/graphql`)).rejects.toThrow(TypeError);
    await expect(fetch(sandbox.assetsUrl)).rejects.toThrow(TypeError);
    await expect(fetch(sandbox.demoUrl)).rejects.toThrow(TypeError);
  });

  it("listens on the ports it is given", async () => {
    const first = await startSandbox({ port: 0 });
    const gatewayPort = Number(new URL(first.gatewayUrl).port);
    await first.close();
    const second = await startSandbox({ port: gatewayPort });
    try {
      expect(second.gatewayUrl).toBe(`http://127.0.0.1:${gatewayPort}`);
    } finally {
      await second.close();
    }
  });

  it("rejects when one of its ports is taken", async () => {
    const first = await startSandbox({ port: 0 });
    try {
      await expect(startSandbox({ port: 0, demoPort: Number(new URL(first.gatewayUrl).port) })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await first.close();
    }
  });

  it("rejects merchants without a development tokenization key", async () => {
    await expect(
      startSandbox({
        merchants: [
          {
            merchantId: "m1",
            tokenizationKey: "production_abc_m1",
            graphQL: true,
            challenges: [],
            supportedCardTypes: ["Visa"],
            methods: {},
          },
        ],
      }),
    ).rejects.toThrow(/tokenizationKey/);
  });
});

describe("repository root", () => {
  it("is found by walking up to the package.json named paykit", () => {
    const root = mkdtempSync(join(tmpdir(), "paykit-root-"));
    try {
      writeFileSync(join(root, "package.json"), JSON.stringify({ name: "paykit" }));
      mkdirSync(join(root, "dist", "sandbox"), { recursive: true });
      writeFileSync(join(root, "dist", "package.json"), JSON.stringify({ name: "not-paykit" }));
      expect(findRepositoryRoot(join(root, "dist", "sandbox"))).toBe(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("defaults to this repository", () => {
    expect(findRepositoryRoot()).toBe(join(import.meta.dirname, "..", "..", ".."));
  });
});

// The built sandbox is a plain Node module: the benchmarks and `npm start` load it from dist/.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const run = promisify(execFile);

describe("dist/sandbox/index.js", () => {
  it("starts from plain Node, answers a configuration request and closes", async () => {
    expect(existsSync(`${root}dist/sandbox/index.js`), "run `npm run build` first").toBe(true);
    const script = `
      const { startSandbox } = await import("./dist/sandbox/index.js");
      const sandbox = await startSandbox({ port: 0 });
      const token = JSON.parse(atob(await sandbox.createClientToken()));
      const response = await fetch(token.configUrl + "?authorizationFingerprint=" + encodeURIComponent(token.authorizationFingerprint));
      const configuration = await response.json();
      console.log(JSON.stringify({ gatewayUrl: sandbox.gatewayUrl, assetsUrl: sandbox.assetsUrl, demoUrl: sandbox.demoUrl,
        key: sandbox.tokenizationKey, status: response.status, merchantId: configuration.merchantId }));
      await sandbox.close();
    `;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      timeout: 20000,
    });
    const result = JSON.parse(stdout.trim());
    expect(result.status).toBe(200);
    expect(result.gatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(result.assetsUrl).not.toBe(result.gatewayUrl);
    expect(result.demoUrl).not.toBe(result.assetsUrl);
    expect(result.key).toMatch(/^development_[a-z0-9]+_/);
    expect(result.merchantId).toEqual(expect.any(String));
  });
});

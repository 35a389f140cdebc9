import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useSandbox } from "./support.js";

const rootDir = mkdtempSync(join(tmpdir(), "paykit-sandbox-assets-"));
const files: Record<string, string> = {
  "dist/assets-development/web/3.132.0/js/client.min.js": "window.trust = 'development';\n",
  "dist/assets/web/3.132.0/js/client.min.js": "window.trust = 'production';\n",
  "dist/assets-development/web/3.132.0/html/hosted-fields-frame.min.html": "<!doctype html><title>frame</title>\n",
  "dist/assets-development/web/3.132.0/css/frame.css": "body{}\n",
  "dist/assets-development/web/3.132.0/manifest.json": "{}\n",
  "dist/assets-development/web/3.132.0/js/client.min.js.map": "{}\n",
  "package.json": '{"name":"paykit","secret":true}\n',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(rootDir, path)), { recursive: true });
  writeFileSync(join(rootDir, path), content);
}
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

const sandbox = useSandbox({ rootDir });

/** A raw request whose path is sent as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(sandbox().assetsUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method: "GET" }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("assets server", () => {
  it("serves the development-trust bundle at the root with cross-origin headers", async () => {
    const response = await fetch(`${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("development");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
      "timing-allow-origin": "*",
      "cache-control": "public, max-age=10",
    });
  });

  it("serves the production-trust bundle under /production/", async () => {
    const response = await fetch(`${sandbox().assetsUrl}/production/web/3.132.0/js/client.min.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("production");
  });

  it("answers html, css, json and source maps with their content types", async () => {
    const base = `${sandbox().assetsUrl}/web/3.132.0`;
    const types = await Promise.all(
      ["html/hosted-fields-frame.min.html", "css/frame.css", "manifest.json", "js/client.min.js.map"].map(
        async (path) => (await fetch(`${base}/${path}`)).headers.get("content-type"),
      ),
    );
    expect(types).toEqual([
      "text/html; charset=utf-8",
      "text/css; charset=utf-8",
      "application/json; charset=utf-8",
      "application/json; charset=utf-8",
    ]);
  });

  it("answers 404 for a file that does not exist", async () => {
    const response = await fetch(`${sandbox().assetsUrl}/web/3.132.0/js/missing.min.js`);
    expect(response.status).toBe(404);
  });

  it("answers 404 for a directory", async () => {
    expect((await fetch(`${sandbox().assetsUrl}/web/3.132.0/js/`)).status).toBe(404);
  });

  it("refuses paths that climb out of the assets directory", async () => {
    const statuses = await Promise.all([
      rawGet("/../../package.json"),
      rawGet("/..%2f..%2fpackage.json"),
      rawGet("/production/../../package.json"),
      rawGet("/web/%2e%2e/%2e%2e/%2e%2e/package.json"),
    ]);
    for (const status of statuses) expect(status).toBe(403);
  });

  it("logs every asset request with its status", async () => {
    await fetch(`${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`);
    await fetch(`${sandbox().assetsUrl}/nothing.js`);
    expect(sandbox().assetRequests.slice(-2)).toEqual([
      { path: "/web/3.132.0/js/client.min.js", time: expect.any(Number), status: 200 },
      { path: "/nothing.js", time: expect.any(Number), status: 404 },
    ]);
  });

  it("adds the latency set with setLatency to asset responses", async () => {
    sandbox().setLatency(200);
    const started = performance.now();
    await fetch(`${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("serves from a different origin than the gateway and the demo page", () => {
    const origins = new Set([sandbox().gatewayUrl, sandbox().assetsUrl, sandbox().demoUrl]);
    expect(origins.size).toBe(3);
  });
});

describe("held assets", () => {
  const CLIENT = "/web/3.132.0/js/client.min.js";

  it("logs a held request at once and answers it only when released", async () => {
    const release = sandbox().holdAssets("/js/client.min.js");
    let answered = false;
    const response = fetch(`${sandbox().assetsUrl}${CLIENT}`).then((answer) => {
      answered = true;
      return answer;
    });
    await expect.poll(() => sandbox().assetRequests.some((entry) => entry.path === CLIENT)).toBe(true);
    const other = await fetch(`${sandbox().assetsUrl}/web/3.132.0/css/frame.css`);
    expect(other.status).toBe(200);
    expect(answered).toBe(false);
    release();
    const held = await response;
    expect(held.status).toBe(200);
    expect(await held.text()).toBe("window.trust = 'development';\n");
  });

  it("answers every held request on releaseAssets, and holds nothing afterwards", async () => {
    sandbox().holdAssets("/js/client.min.js");
    const response = fetch(`${sandbox().assetsUrl}${CLIENT}`);
    await expect.poll(() => sandbox().assetRequests.filter((entry) => entry.path === CLIENT).length).toBeGreaterThan(0);
    sandbox().releaseAssets();
    expect((await response).status).toBe(200);
    expect((await fetch(`${sandbox().assetsUrl}${CLIENT}`)).status).toBe(200);
  });
});

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import type { AssetRequest } from "../types.js";
import { type TrackedServer, pause, trackSockets } from "../shared/http.js";
import { SIMULATORS_PREFIX, simulatorFile } from "../simulators/browser-apis.js";
import { type DropInStyles, dropInStylesheetFor } from "./drop-in.js";

export interface AssetsServerOptions {
  /** Repository root; files come from `<rootDir>/dist/assets-development/` and `<rootDir>/dist/assets/`. */
  rootDir: string;
  log: AssetRequest[];
  latencyMs(): number;
  signal: AbortSignal;
  /** The gateway's origin, named in the wallet simulators (known only once it listens). */
  gatewayUrl?(): string;
  /** Held paths (see Sandbox.holdAssets): a matching request waits for its hold's release. */
  holds?: AssetHolds;
  /** Where the provider's Drop-in stylesheet path (`/web/dropin/<version>/css/dropin.css`) is answered from. */
  dropInStyles?: DropInStyles;
}

/** Asset paths held back until released (Sandbox.holdAssets). */
export class AssetHolds {
  private readonly holds = new Map<string, { released: Promise<void>; release(): void }>();

  hold(pathSuffix: string): () => void {
    this.holds.get(pathSuffix)?.release();
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = () => {
        if (this.holds.get(pathSuffix)?.released === released) this.holds.delete(pathSuffix);
        resolve();
      };
    });
    this.holds.set(pathSuffix, { released, release });
    return release;
  }

  releaseAll(): void {
    for (const hold of [...this.holds.values()]) hold.release();
  }

  /** Resolves when `path` may be answered: at once, when released, or false when the server closes first. */
  wait(path: string, signal: AbortSignal): Promise<boolean> {
    const hold = [...this.holds.entries()].find(([suffix]) => path.endsWith(suffix))?.[1];
    if (!hold) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onAbort = (): void => resolve(false);
      signal.addEventListener("abort", onAbort, { once: true });
      void hold.released.then(() => {
        signal.removeEventListener("abort", onAbort);
        resolve(!signal.aborted);
      });
    });
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** URL prefix under which the production-trust bundles are served. */
const PRODUCTION_PREFIX = "/production";

const SHARED_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Timing-Allow-Origin": "*",
  // Long enough for one page load to share an asset (the five field frames are one URL: browsers load
  // concurrent requests for one URL one after another unless the first answer may be reused), short
  // enough that a rebuild is picked up at once while developing.
  "Cache-Control": "public, max-age=10",
};

/**
 * Which file a URL path names: `/production/…` → `dist/assets/…` (production trust), anything else →
 * `dist/assets-development/…` (development trust, which accepts the sandbox's http URLs).
 * Returns "forbidden" for paths that try to leave the directory.
 */
export function assetFileFor(rootDir: string, urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return "bad-request";
  }
  if (decoded.includes("\0")) return "bad-request";
  const production = decoded === PRODUCTION_PREFIX || decoded.startsWith(`${PRODUCTION_PREFIX}/`);
  const base = resolve(rootDir, "dist", production ? "assets" : "assets-development");
  const relative = production ? decoded.slice(PRODUCTION_PREFIX.length) : decoded;
  if (relative.split(/[\\/]/).includes("..")) return "forbidden";
  const file = resolve(join(base, relative));
  return file.startsWith(base + sep) ? file : "forbidden";
}

/** Static file server for built assets: the second origin, where frames really are cross-origin. */
export function createAssetsServer(options: AssetsServerOptions): TrackedServer {
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SHARED_HEADERS)) response.setHeader(name, value);
    const urlPath = (request.url ?? "/").split("?")[0] as string;
    const entry: AssetRequest = { path: urlPath, time: Date.now(), status: 0 };
    options.log.push(entry);

    const finish = (status: number, message?: string): void => {
      entry.status = status;
      response.writeHead(status, message === undefined ? {} : { "Content-Type": "text/plain; charset=utf-8" });
      response.end(message);
    };

    if (!(await pause(options.latencyMs(), options.signal))) return;
    if (options.holds && !(await options.holds.wait(urlPath, options.signal))) return;
    if (request.method === "OPTIONS") {
      response.setHeader("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
      return finish(204);
    }
    if (request.method !== "GET" && request.method !== "HEAD") return finish(405, "Method not allowed\n");

    if (urlPath.startsWith(SIMULATORS_PREFIX)) {
      const simulator = await simulatorFile(options.rootDir, urlPath, options.gatewayUrl?.() ?? "");
      if (!simulator) return finish(404, "Not found\n");
      entry.status = 200;
      response.writeHead(200, { "Content-Type": simulator.type });
      response.end(request.method === "HEAD" ? undefined : simulator.content);
      return;
    }

    const dropIn = options.dropInStyles
      ? dropInStylesheetFor(options.dropInStyles, urlPath)
      : { kind: "other" as const };
    if (dropIn.kind === "missing") return finish(404, dropIn.message);
    const file = dropIn.kind === "file" ? dropIn.file : assetFileFor(options.rootDir, urlPath);
    if (file === "bad-request") return finish(400, "Bad request\n");
    if (file === "forbidden") return finish(403, "Forbidden\n");
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return finish(404, "Not found\n");

    entry.status = 200;
    response.writeHead(200, {
      "Content-Type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      "Content-Length": info.size,
    });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    createReadStream(file)
      .on("error", () => response.destroy())
      .pipe(response);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error("paykit sandbox assets:", error);
      if (!response.headersSent) {
        response.writeHead(500);
        response.end();
      }
    });
  });
  return trackSockets(server);
}

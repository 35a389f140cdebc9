import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { ClientTokenOptions } from "../types.js";
import { BodyTooLargeError, type TrackedServer, isRecord, readBody, sendJson, trackSockets } from "../shared/http.js";
import { sandboxFile } from "../shared/paths.js";
import { readClientTokenOptions } from "../gateway/core/client-tokens.js";

export interface DemoServerOptions {
  rootDir: string;
  /** Values for the page's placeholders, read when the page is served (the URLs exist only after listen). */
  placeholders(): { gatewayUrl: string; assetsUrl: string; tokenizationKey: string };
  /** The merchant's "server": mints a client token through the gateway, in process. */
  mintClientToken(options: ClientTokenOptions): string;
  /**
   * The merchant's "server": `transaction sale` on the gateway, over HTTP (so it shows in the request log),
   * with the page's Data Collector `deviceData` when it sent some.
   */
  sale(nonce: string, amount: string, deviceData?: string): Promise<{ status: number; body: unknown }>;
}

/**
 * Pages with `{{…}}` placeholders: the checkout with CDN script tags, with the loader and with React. All
 * three share their body, `demo/checkout-body.html`, put in place of `<!-- checkout-body -->`.
 */
const PAGES: Readonly<Record<string, string>> = {
  "/": "demo/index.html",
  "/index.html": "demo/index.html",
  "/loader": "demo/loader.html",
  "/react": "demo/react.html",
};

const STATIC_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  "/checkout.js": { file: "demo/checkout.js", type: "text/javascript; charset=utf-8" },
  "/demo.css": { file: "demo/demo.css", type: "text/css; charset=utf-8" },
  // The card add-ons (3-D Secure, Data Collector) of methods/card.js and the React card.
  "/card-checks.js": { file: "demo/card-checks.js", type: "text/javascript; charset=utf-8" },
};

/** Where the shared page body goes in each page. */
const BODY_MARKER = "<!-- checkout-body -->";

/** A payment method's demo file: `/methods/<id>.js` → `demo/methods/<id>.js`. */
const METHOD_FILE = /^\/methods\/([a-z0-9-]+)\.js$/;

/** Characters safe both in HTML text and inside the JSON config block, so no escaping is needed. */
const SAFE_VALUE = /^[A-Za-z0-9_.:/[\]-]*$/;

/** The demo page with `{{GATEWAY_URL}}`, `{{ASSETS_URL}}` and `{{TOKENIZATION_KEY}}` filled in. */
export function renderDemoPage(
  template: string,
  values: { gatewayUrl: string; assetsUrl: string; tokenizationKey: string },
): string {
  const replacements: Record<string, string> = {
    GATEWAY_URL: values.gatewayUrl,
    ASSETS_URL: values.assetsUrl,
    TOKENIZATION_KEY: values.tokenizationKey,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = replacements[name];
    if (value === undefined) return placeholder;
    if (!SAFE_VALUE.test(value)) throw new Error(`paykit sandbox: unsafe value for {{${name}}}: ${value}`);
    return value;
  });
}

/**
 * The policy a merchant page needs for paykit, with no 'unsafe-inline' for scripts or styles
 * (style attributes included): scripts and frames from the asset origin, requests to the gateway.
 */
export function strictPolicy(values: { gatewayUrl: string; assetsUrl: string }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${values.assetsUrl}`,
    "style-src 'self'",
    `frame-src ${values.assetsUrl}`,
    `connect-src 'self' ${values.gatewayUrl}`,
    "img-src 'self' data:",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The demo merchant page: the third origin. */
export function createDemoServer(options: DemoServerOptions): TrackedServer {
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://demo.invalid");
    if (request.method === "POST" && url.pathname === "/sale") return serveSale(request, response);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return sendJson(response, 405, { error: { message: "Method not allowed" } });
    }

    const pageFile = PAGES[url.pathname];
    if (pageFile) {
      let template = await readFile(sandboxFile(options.rootDir, pageFile), "utf8");
      if (template.includes(BODY_MARKER)) {
        template = template.replace(
          BODY_MARKER,
          await readFile(sandboxFile(options.rootDir, "demo/checkout-body.html"), "utf8"),
        );
      }
      const page = renderDemoPage(template, options.placeholders());
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      response.end(page);
      return;
    }

    if (url.pathname.startsWith("/app/")) {
      // Demo apps built by `npm run build` into dist/demo/ (the React checkout, test fixtures).
      const name = url.pathname.slice("/app/".length);
      if (!/^[\w.-]+\.js$/.test(name)) return sendJson(response, 404, { error: { message: "Not found" } });
      try {
        const content = await readFile(join(options.rootDir, "dist", "demo", name));
        response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
        response.end(content);
      } catch {
        sendJson(response, 404, { error: { message: `dist/demo/${name} not built: run npm run build` } });
      }
      return;
    }

    if (url.pathname === "/blank") {
      // An empty merchant page for browser tests; `?csp=strict` serves it under a strict policy.
      const headers: Record<string, string> = {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
      };
      if (url.searchParams.get("csp") === "strict")
        headers["Content-Security-Policy"] = strictPolicy(options.placeholders());
      response.writeHead(200, headers);
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant test page</title></head><body><main></main></body></html>',
      );
      return;
    }

    const methodFile = METHOD_FILE.exec(url.pathname)?.[1];
    if (methodFile) {
      try {
        const content = await readFile(sandboxFile(options.rootDir, `demo/methods/${methodFile}.js`));
        response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
        response.end(content);
      } catch {
        sendJson(response, 404, { error: { message: `No demo file for the method "${methodFile}"` } });
      }
      return;
    }

    const staticFile = STATIC_FILES[url.pathname];
    if (staticFile) {
      const content = await readFile(sandboxFile(options.rootDir, staticFile.file));
      response.writeHead(200, { "Content-Type": staticFile.type, "Cache-Control": "no-cache" });
      response.end(content);
      return;
    }

    if (url.pathname === "/client-token") {
      const tokenOptions = readClientTokenOptions(Object.fromEntries(url.searchParams));
      if (typeof tokenOptions === "string") return sendJson(response, 400, { error: { message: tokenOptions } });
      try {
        return sendJson(response, 200, { clientToken: options.mintClientToken(tokenOptions) });
      } catch (error) {
        return sendJson(response, 404, { error: { message: (error as Error).message } });
      }
    }

    if (url.pathname === "/favicon.ico") return sendJson(response, 204, undefined);
    return sendJson(response, 404, { error: { message: "Not found" } });
  }

  /** `POST /sale` `{nonce, amount, deviceData?}`: what a merchant's server does with the nonce its page sent. */
  async function serveSale(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      const status = error instanceof BodyTooLargeError ? 413 : 400;
      return sendJson(response, status, { success: false, message: "The body must be JSON: {nonce, amount}" });
    }
    const nonce = isRecord(body) ? body.nonce : undefined;
    const amount = isRecord(body) ? body.amount : undefined;
    const deviceData = isRecord(body) ? body.deviceData : undefined;
    if (typeof nonce !== "string" || typeof amount !== "string") {
      return sendJson(response, 400, { success: false, message: "nonce and amount must be strings" });
    }
    if (deviceData !== undefined && typeof deviceData !== "string") {
      return sendJson(response, 400, { success: false, message: "deviceData, when given, must be a string" });
    }
    const result = await options.sale(nonce, amount, deviceData);
    return sendJson(response, result.status, result.body);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error("paykit sandbox demo:", error);
      if (!response.headersSent) sendJson(response, 500, { error: { message: "Internal sandbox error" } });
    });
  });
  return trackSockets(server);
}

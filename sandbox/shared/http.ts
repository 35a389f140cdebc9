import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Largest request body the sandbox reads; anything bigger is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super("Request body too large");
  }
}

/** Reads the whole request body as UTF-8 text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Parses JSON text; returns the text itself when it is not JSON and `undefined` when empty. */
export function parseJsonOrText(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A page's value as text: a string as it is, a number or boolean as String() writes it, anything else empty (not
 * String(): an object becomes "[object Object]", and one whose toString is not a function throws).
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/**
 * Parses a query string the way the client encodes nested data: `a[b]=c` → `{a: {b: "c"}}`,
 * `a[]=c` → `{a: ["c"]}`; a repeated plain key keeps its last value.
 */
export function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of search) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(rawKey);
    if (!match) {
      result[rawKey] = value;
      continue;
    }
    const segments = [
      match[1] as string,
      ...[...(match[2] as string).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    assignNested(result, segments, value);
  }
  return result;
}

function assignNested(target: Record<string, unknown>, segments: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = target;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const nextIsArray = segments[index + 1] === "";
    if (Array.isArray(node)) {
      if (last) node.push(value);
      else {
        const child: Record<string, unknown> | unknown[] = nextIsArray ? [] : {};
        node.push(child);
        node = child;
      }
      return;
    }
    if (last) {
      node[segment] = value;
      return;
    }
    const existing = node[segment];
    if (Array.isArray(existing) || isRecord(existing)) {
      node = existing;
    } else {
      const child: Record<string, unknown> | unknown[] = nextIsArray ? [] : {};
      node[segment] = child;
      node = child;
    }
  });
}

/** Sends a JSON response (or an empty one for 204). */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (status === 204 || body === undefined) {
    response.writeHead(status);
    response.end();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  response.end(text);
}

/** A server whose open sockets are tracked, so closing it can end hung and keep-alive connections. */
export interface TrackedServer {
  server: Server;
  sockets: Set<Socket>;
}

export function trackSockets(server: Server): TrackedServer {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return { server, sockets };
}

/** Starts listening; resolves to the bound port. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      if (address === null || typeof address === "string") {
        reject(new Error("Server is not listening on a TCP port"));
        return;
      }
      resolve(address.port);
    });
  });
}

/** Stops accepting connections and destroys every open socket; resolves once the server is closed. */
export function closeTracked({ server, sockets }: TrackedServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

/** Origin of a server listening on `host:port`, usable in URLs. */
export function originOf(host: string, port: number): string {
  const publicHost = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  const formatted = publicHost.includes(":") ? `[${publicHost}]` : publicHost;
  return `http://${formatted}:${port}`;
}

/**
 * Waits `ms` milliseconds unless the signal aborts first; resolves `false` when aborted (the sandbox
 * is closing and the response must not be written).
 */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Header value as a single string. */
export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

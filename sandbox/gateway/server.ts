import { randomUUID } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { FaultRule, LoggedRequest } from "../types.js";
import {
  BodyTooLargeError,
  type TrackedServer,
  isRecord,
  parseJsonOrText,
  parseQuery,
  pause,
  readBody,
  sendJson,
  trackSockets,
} from "../shared/http.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "./context.js";
import { type ControlTargets, handleControl } from "./core/control.js";
import { MALFORMED_BODY, describeFault, graphQLFaultBody, statusFaultBody } from "./core/faults.js";
import { GRAPHQL_PATH, bearerOf, operationNameOf } from "./core/graphql.js";
import { Router } from "./router.js";
import { GATEWAY_ROUTES } from "./routes.js";

export interface GatewayServerOptions {
  context: GatewayContext;
  control: ControlTargets;
  /** Current latency added to every response. */
  latencyMs(): number;
  /** Aborted when the sandbox closes: pending delays end without answering. */
  signal: AbortSignal;
}

const CORS_HEADERS = {
  "Access-Control-Allow-Headers": "Content-Type, Authorization, Braintree-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
  "Access-Control-Max-Age": "600",
  "Timing-Allow-Origin": "*",
};

function setCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) response.setHeader("Access-Control-Allow-Credentials", "true");
  response.setHeader("Vary", "Origin");
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
}

function merchantIdInPath(path: string): string | undefined {
  const segment = /^\/merchants\/([^/]+)\//.exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The authorization a request carries, wherever the client put it (for logs and fault scoping). */
function authorizationOf(request: Omit<GatewayRequest, "params">): string | undefined {
  const bearer = bearerOf(request);
  if (bearer) return bearer;
  for (const source of [request.body, request.query]) {
    if (!isRecord(source)) continue;
    const value = source.authorizationFingerprint ?? source.tokenizationKey;
    if (typeof value === "string") return value;
  }
  return undefined;
}

type FaultResult = "answered" | "continue";

async function applyFault(
  rule: FaultRule,
  request: IncomingMessage,
  response: ServerResponse,
  signal: AbortSignal,
): Promise<FaultResult> {
  if (rule.latencyMs && !(await pause(rule.latencyMs, signal))) return "answered";
  if (rule.drop) {
    request.socket.destroy();
    return "answered";
  }
  // A hung request is simply never answered; close() destroys its socket.
  if (rule.hang) return "answered";
  if (rule.malformed) {
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    response.end(MALFORMED_BODY);
    return "answered";
  }
  if (rule.graphqlErrorClass) {
    sendJson(response, 200, graphQLFaultBody(rule.graphqlErrorClass, randomUUID()));
    return "answered";
  }
  if (rule.status !== undefined) {
    sendJson(response, rule.status, statusFaultBody({ ...rule, status: rule.status }));
    return "answered";
  }
  return "continue";
}

/** Simulator pages, scripts and redirects: the sandbox standing in for a provider's own site. */
function sendText(response: ServerResponse, result: GatewayResponse): void {
  const text = result.text ?? "";
  response.writeHead(result.status, {
    "Cache-Control": "no-store",
    ...result.headers,
    "Content-Length": Buffer.byteLength(text),
  });
  response.end(text);
}

/** The gateway: client API routes, GraphQL, analytics sink, client token minting and the control API. */
export function createGatewayServer(options: GatewayServerOptions): TrackedServer {
  const { context, control, signal } = options;
  const router = new Router(GATEWAY_ROUTES);

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://gateway.invalid");
    const method = (request.method ?? "GET").toUpperCase();
    setCorsHeaders(request, response);

    if (url.pathname.startsWith("/__sandbox/")) {
      if (method === "OPTIONS") return sendJson(response, 204, undefined);
      const controlResult = handleControl(
        method,
        url.pathname,
        parseJsonOrText(await readBody(request)),
        control,
        url.searchParams,
      );
      return sendJson(response, controlResult.status, controlResult.body);
    }

    const entry: LoggedRequest = {
      method,
      path: url.pathname,
      query: parseQuery(url.searchParams),
      headers: { ...request.headers },
      body: undefined,
      time: Date.now(),
    };

    if (method === "OPTIONS") {
      control.requests.push(entry);
      if (await pause(options.latencyMs(), signal)) sendJson(response, 204, undefined);
      return;
    }

    let text: string;
    try {
      text = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(response, 413, { error: { message: error.message } });
      throw error;
    }
    entry.body = parseJsonOrText(text);
    const gatewayRequest: Omit<GatewayRequest, "params"> = {
      method,
      path: url.pathname,
      query: entry.query,
      headers: entry.headers,
      body: entry.body,
      pathMerchantId: merchantIdInPath(url.pathname),
      operationName: url.pathname === GRAPHQL_PATH ? operationNameOf(entry.body) : undefined,
    };
    const merchantId = gatewayRequest.pathMerchantId ?? context.auth.merchantIdOf(authorizationOf(gatewayRequest));
    if (merchantId !== undefined) entry.merchantId = merchantId;
    if (gatewayRequest.operationName !== undefined) entry.operationName = gatewayRequest.operationName;
    control.requests.push(entry);

    if (!(await pause(options.latencyMs(), signal))) return;

    const fault = control.faults.take({
      method,
      path: url.pathname,
      merchantId,
      operationName: gatewayRequest.operationName,
    });
    if (fault) {
      entry.fault = describeFault(fault);
      if ((await applyFault(fault, request, response, signal)) === "answered") return;
    }

    const result = router.handle(gatewayRequest, context);
    if (result.status < 300) context.nonces.recordFrom(result.body);
    if (result.text !== undefined || result.headers) sendText(response, result);
    else sendJson(response, result.status, result.body);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error("paykit sandbox gateway:", error);
      if (!response.headersSent && !response.destroyed) {
        sendJson(response, 500, { error: { message: "Internal sandbox error" } });
      }
    });
  });
  return trackSockets(server);
}

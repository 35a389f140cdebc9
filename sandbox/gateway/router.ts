/**
 * The gateway's one router. A route is an HTTP method with a path pattern (`:name` stands for one path
 * segment, handed to the handler decoded in `request.params`) or a GraphQL operation name; both kinds sit
 * in the same list (sandbox/gateway/routes.ts), so every answer the gateway can give is one row there.
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "./context.js";
import { GRAPHQL_PATH, type OperationHandler, answerGraphQL } from "./core/graphql.js";

export type HttpMethod = "GET" | "POST";

export type RouteHandler = (request: GatewayRequest, context: GatewayContext) => GatewayResponse;

export interface HttpRoute {
  kind: "http";
  method: HttpMethod;
  /** `/merchants/:merchantId/client_api/v1/configuration`: literal segments, and `:name` for one segment. */
  path: string;
  handle: RouteHandler;
}

export interface OperationRoute {
  kind: "graphql";
  /** The operation name a GraphQL body declares (`mutation TokenizeCreditCard(…)`). */
  operation: string;
  handle: OperationHandler;
}

export type Route = HttpRoute | OperationRoute;

export function get(path: string, handle: RouteHandler): HttpRoute {
  return { kind: "http", method: "GET", path, handle };
}

export function post(path: string, handle: RouteHandler): HttpRoute {
  return { kind: "http", method: "POST", path, handle };
}

export function operation(name: string, handle: OperationHandler): OperationRoute {
  return { kind: "graphql", operation: name, handle };
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compile(route: HttpRoute): CompiledRoute {
  if (!route.path.startsWith("/")) throw new Error(`paykit sandbox: route path must start with "/": ${route.path}`);
  const names: string[] = [];
  const source = route.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { route, pattern: new RegExp(`^${source}$`), names };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function paramsOf(compiled: CompiledRoute, match: RegExpExecArray): Record<string, string> {
  return Object.fromEntries(compiled.names.map((name, index) => [name, decodeSegment(match[index + 1] as string)]));
}

/** Answers a request from a route list; refuses a list with two rows for one method and path, or one operation. */
export class Router {
  private readonly http: CompiledRoute[];
  private readonly operations = new Map<string, OperationHandler>();

  constructor(routes: readonly Route[]) {
    const graphQL = post(GRAPHQL_PATH, (request, context) => answerGraphQL(request, context, this.operations));
    const httpRoutes = [graphQL, ...routes.filter((route): route is HttpRoute => route.kind === "http")];
    const seen = new Set<string>();
    for (const route of httpRoutes) {
      const key = `${route.method} ${route.path.replace(/:[^/]+/g, ":")}`;
      if (seen.has(key)) throw new Error(`paykit sandbox: two routes for ${route.method} ${route.path}`);
      seen.add(key);
    }
    for (const route of routes) {
      if (route.kind !== "graphql") continue;
      if (this.operations.has(route.operation))
        throw new Error(`paykit sandbox: two routes for the GraphQL operation ${route.operation}`);
      this.operations.set(route.operation, route.handle);
    }
    this.http = httpRoutes.map(compile);
  }

  /** The route's answer; 405 when the path exists for other methods only, 404 when nothing serves it. */
  handle(request: Omit<GatewayRequest, "params">, context: GatewayContext): GatewayResponse {
    let pathExists = false;
    for (const compiled of this.http) {
      const match = compiled.pattern.exec(request.path);
      if (!match) continue;
      if (compiled.route.method !== request.method) {
        pathExists = true;
        continue;
      }
      return compiled.route.handle({ ...request, params: paramsOf(compiled, match) }, context);
    }
    if (pathExists) return { status: 405, body: { error: { message: `Method ${request.method} not allowed` } } };
    return { status: 404, body: { error: { message: `No route for ${request.method} ${request.path}` } } };
  }
}

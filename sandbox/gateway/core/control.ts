import type { LoggedRequest } from "../../types.js";
import type { GatewayResponse } from "../context.js";
import { type FaultInjector, parseFaultRule } from "./faults.js";

/** What the control API can see and change. */
export interface ControlTargets {
  faults: FaultInjector;
  requests: LoggedRequest[];
  analytics: object[];
  setLatency(ms: number): void;
}

const ok: GatewayResponse = { status: 200, body: { ok: true } };

/**
 * `/__sandbox/*`: the test-facing control API (never logged, delayed or faulted).
 * - `POST /__sandbox/faults` (body: a fault rule) / `DELETE /__sandbox/faults`
 * - `GET` / `DELETE /__sandbox/requests` (`?from=N`: entries N onwards, numbered, without headers and bodies)
 * - `GET` / `DELETE /__sandbox/analytics`
 * - `POST /__sandbox/latency` (body: `{"ms": 250}`)
 */
export function handleControl(
  method: string,
  path: string,
  body: unknown,
  targets: ControlTargets,
  query: URLSearchParams = new URLSearchParams(),
): GatewayResponse {
  const route = `${method} ${path.replace(/\/+$/, "")}`;
  switch (route) {
    case "POST /__sandbox/faults": {
      const rule = parseFaultRule(body);
      if (typeof rule === "string") return { status: 400, body: { error: { message: rule } } };
      targets.faults.inject(rule);
      return { status: 201, body: { ok: true } };
    }
    case "DELETE /__sandbox/faults":
      targets.faults.clear();
      return ok;
    case "GET /__sandbox/requests":
      return {
        status: 200,
        body: query.has("from") ? requestsFrom(targets.requests, Number(query.get("from"))) : targets.requests,
      };
    case "DELETE /__sandbox/requests":
      targets.requests.length = 0;
      return ok;
    case "GET /__sandbox/analytics":
      return { status: 200, body: targets.analytics };
    case "DELETE /__sandbox/analytics":
      targets.analytics.length = 0;
      return ok;
    case "POST /__sandbox/latency": {
      const ms = (body as { ms?: unknown } | undefined)?.ms;
      if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) {
        return { status: 400, body: { error: { message: "ms must be a non-negative number" } } };
      }
      targets.setLatency(ms);
      return ok;
    }
    default:
      return { status: 404, body: { error: { message: `No control route ${route}` } } };
  }
}

/** The request log from entry `from` on (all of it once the log was cleared below that), for a live view. */
function requestsFrom(requests: LoggedRequest[], from: number): object[] {
  const start = Number.isInteger(from) && from >= 0 && from <= requests.length ? from : 0;
  return requests.slice(start).map((request, offset) => ({
    index: start + offset,
    method: request.method,
    path: request.path,
    operationName: request.operationName,
    fault: request.fault,
    time: request.time,
  }));
}

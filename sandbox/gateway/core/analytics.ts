import type { GatewayContext, GatewayRequest, GatewayResponse } from "../context.js";
import { type Route, post } from "../router.js";

/**
 * `POST /xoplatform/logger/api/logger`: the analytics sink. Every payload received is kept as sent
 * (`{events: [...], tracking: [...]}` in 3.132.0); a body that is not a JSON object is kept as
 * `{raw: <text>}`. No authorization: the client sends analytics without it.
 */
export function recordAnalytics(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const payload =
    typeof request.body === "object" && request.body !== null ? request.body : { raw: request.body ?? "" };
  context.analytics.push(payload);
  return { status: 200, body: {} };
}

export const analyticsRoutes: readonly Route[] = [post("/xoplatform/logger/api/logger", recordAnalytics)];

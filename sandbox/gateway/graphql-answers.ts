/** GraphQL answers of the operations the payment-method modules add to graphql.ts. */
import { randomUUID } from "node:crypto";
import type { GatewayResponse } from "./context.js";

/** `{data, extensions}` with HTTP 200. */
export function graphQLData(data: Record<string, unknown>): GatewayResponse {
  return { status: 200, body: { data, extensions: { requestId: randomUUID() } } };
}

/**
 * One GraphQL error with HTTP 200, as the gateway answers a refused operation: `errorClass` is
 * VALIDATION, NOT_FOUND, AUTHORIZATION, …; `extensions` adds e.g. `inputPath`.
 */
export function graphQLFailure(
  field: string,
  errorClass: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GatewayResponse {
  return {
    status: 200,
    body: {
      data: { [field]: null },
      errors: [{ message, path: [field], extensions: { errorClass, errorType: "user_error", ...extensions } }],
      extensions: { requestId: randomUUID() },
    },
  };
}

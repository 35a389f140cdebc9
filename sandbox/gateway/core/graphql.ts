/**
 * `POST /graphql`: the checks every GraphQL request passes (the `Braintree-Version` header, a body with a
 * query, a bearer authorization), then the operation's own handler. Operations are routes like any other:
 * each area registers its operations by name in its route list (sandbox/gateway/routes.ts gathers them).
 */
import { randomUUID } from "node:crypto";
import type { GraphQLErrorClass } from "../../types.js";
import { isRecord } from "../../shared/http.js";
import { type Credential, isFailure } from "./authorization.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../context.js";

/** Where the gateway answers GraphQL. */
export const GRAPHQL_PATH = "/graphql";

/** One authorized GraphQL operation, as its handler receives it. */
export interface GraphQLCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  credential: Credential;
}

export type OperationHandler = (call: GraphQLCall, context: GatewayContext) => GatewayResponse;

export interface GraphQLError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: string[];
  extensions: Record<string, unknown>;
}

/** Operation name of a GraphQL body: `operationName`, else the name declared in the query. */
export function operationNameOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.operationName === "string" && body.operationName !== "") return body.operationName;
  if (typeof body.query !== "string") return undefined;
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query)?.[1];
}

function headerOf(request: Pick<GatewayRequest, "headers">, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerOf(request: Pick<GatewayRequest, "headers">): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headerOf(request, "authorization") ?? "")?.[1];
}

/** `{data, extensions}` with HTTP 200. */
export function graphQLData(data: Record<string, unknown>): GatewayResponse {
  return { status: 200, body: { data, extensions: { requestId: randomUUID() } } };
}

/** `{data, errors, extensions}`: the errors of an operation (HTTP 200 unless the request itself was refused). */
export function graphQLErrors(data: unknown, errors: GraphQLError[], status = 200): GatewayResponse {
  return { status, body: { data, errors, extensions: { requestId: randomUUID() } } };
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
  return graphQLErrors({ [field]: null }, [
    { message, path: [field], extensions: { errorClass, errorType: "user_error", ...extensions } },
  ]);
}

function classError(errorClass: GraphQLErrorClass, message: string, errorType = "user_error"): GraphQLError {
  return { message, extensions: { errorClass, errorType } };
}

/** `POST /graphql`: checks the request, then hands it to the handler registered for its operation. */
export function answerGraphQL(
  request: GatewayRequest,
  context: GatewayContext,
  operations: ReadonlyMap<string, OperationHandler>,
): GatewayResponse {
  if (!headerOf(request, "braintree-version")) {
    return graphQLErrors(null, [classError("VALIDATION", "Missing Braintree-Version header", "developer_error")], 400);
  }
  const body = request.body;
  if (!isRecord(body) || typeof body.query !== "string") {
    return graphQLErrors(
      null,
      [classError("VALIDATION", "Request body must be a JSON object with a query", "developer_error")],
      400,
    );
  }
  const credential = context.auth.verifyBearer(bearerOf(request));
  if (isFailure(credential)) return graphQLErrors(null, [classError("AUTHENTICATION", "Authentication required")]);

  const operationName = operationNameOf(body);
  const handle = operationName === undefined ? undefined : operations.get(operationName);
  if (operationName === undefined || !handle) {
    return graphQLErrors(null, [
      classError("UNKNOWN", `Unknown operation ${operationName ?? "(unnamed)"}`, "developer_error"),
    ]);
  }
  const variables = isRecord(body.variables) ? body.variables : {};
  return handle({ operationName, query: body.query, variables, credential }, context);
}

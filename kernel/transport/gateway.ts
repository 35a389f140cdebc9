import { bearerOf, classicCredential, type Authorization } from "../authorization/parse.js";
import { GRAPHQL_API_VERSION } from "../constants.js";
import { LIBRARY_VERSION_TAG } from "../library-tag.js";
import { VERSION } from "../version.js";
import { isSuccess, send, sendWithRetry, type HttpResponse } from "./http.js";
import { appendQuery } from "./query-string.js";
import type { AnalyticsMetadata } from "./metadata.js";
import { shouldFallBackToClassic, statusOfGraphQLResponse } from "./graphql/status.js";
import { graphQLTranslationFor, type GraphQLTranslation } from "./graphql/translations.js";

/** What a request needs to know about the client it belongs to. */
export interface GatewayContext {
  authorization: Authorization;
  metadata: AnalyticsMetadata;
  graphQL?: { url?: string; features?: string[] };
}

export interface GatewayResult {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;

/** Sends a classic client API request, over GraphQL where the gateway supports that operation. */
export async function classicRequest(
  context: GatewayContext,
  request: { method: string; url: string; data: Json; timeout: number },
): Promise<GatewayResult> {
  const method = request.method.toUpperCase();
  const data = decorate(context, request.data);
  const translated = graphQLTranslation(context, request.url, data);
  if (translated) {
    const response = await send({
      method: "POST",
      url: translated.url,
      headers: graphQLHeaders(String(data.authorizationFingerprint ?? data.tokenizationKey)),
      body: JSON.stringify(translated.body),
      timeout: request.timeout,
    });
    if (!shouldFallBackToClassicAfter(response)) {
      const status = statusOfGraphQLResponse(response.status, response.body);
      return isSuccess(status)
        ? { status, body: translated.translation.response(response.body) }
        : { status, body: translated.translation.errorBody(response.body) };
    }
  }
  const isGet = method === "GET";
  const response = await sendWithRetry({
    method,
    url: isGet ? appendQuery(request.url, data) : request.url,
    headers: isGet ? {} : { "Content-Type": "application/json" },
    body: isGet ? undefined : JSON.stringify(data),
    timeout: request.timeout,
  });
  return normalise(response);
}

function shouldFallBackToClassicAfter(response: HttpResponse): boolean {
  return !isSuccess(response.status) || (response.body as Json | undefined)?.errors
    ? shouldFallBackToClassic(response.status, response.body)
    : false;
}

/** Sends a request written for the GraphQL API (`api: "graphQLApi"`). */
export async function graphQLRequest(
  context: GatewayContext,
  request: { url: string; data: Json; timeout: number },
): Promise<GatewayResult> {
  const { sessionId, source, integration, platform } = context.metadata;
  const body = { clientSdkMetadata: { platform, source, integration, sessionId, version: VERSION }, ...request.data };
  const response = await sendWithRetry({
    method: "POST",
    url: request.url,
    headers: graphQLHeaders(bearerOf(context.authorization)),
    body: JSON.stringify(body),
    timeout: request.timeout,
  });
  return normalise(response);
}

export function graphQLHeaders(bearer: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Authorization: `Bearer ${bearer}`,
    "Braintree-Version": GRAPHQL_API_VERSION,
  };
}

/** Adds library version, `_meta` and the credential to a classic request's data. */
function decorate(context: GatewayContext, data: Json): Json {
  const componentMeta = (data._meta ?? {}) as Json;
  return {
    ...data,
    braintreeLibraryVersion: LIBRARY_VERSION_TAG,
    _meta: { ...context.metadata, ...componentMeta },
    ...classicCredential(context.authorization),
  };
}

function graphQLTranslation(
  context: GatewayContext,
  url: string,
  data: Json,
): { url: string; body: Json; translation: GraphQLTranslation } | undefined {
  const graphQL = context.graphQL;
  if (!graphQL?.url || !Array.isArray(graphQL.features)) return undefined;
  const marker = "/client_api/v1/";
  const index = url.indexOf(marker);
  if (index < 0) return undefined;
  const path = url.slice(index + marker.length).split("?")[0] ?? "";
  const translation = graphQLTranslationFor(path);
  const operation = translation && graphQL.features.includes(translation.feature) && translation.request(data);
  if (!operation) return undefined;
  const { sessionId, source, integration } = context.metadata;
  return {
    url: graphQL.url,
    body: { clientSdkMetadata: { source, integration, sessionId }, ...operation },
    translation,
  };
}

/** A malformed success body is a broken gateway (no answer at all is mapped where the error is made). */
function normalise(response: HttpResponse): GatewayResult {
  if (isSuccess(response.status) && !response.wellFormed) return { status: 500, body: response.body };
  return { status: response.status, body: response.body };
}

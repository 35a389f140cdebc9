import { classicCredential, type Authorization } from "../authorization/parse.js";
import { CONFIG_VERSION, GRAPHQL_CONFIGURATION_CUTOFF } from "../constants.js";
import { createError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { graphQLHeaders } from "../transport/gateway.js";
import { isSuccess, send, sendWithRetry } from "../transport/http.js";
import { appendQuery } from "../transport/query-string.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import { shouldFallBackToClassic, statusOfGraphQLResponse } from "../transport/graphql/status.js";
import { configurationError } from "../transport/status-errors.js";
import { LIBRARY_VERSION_TAG } from "../version.js";
import { clientApiBase, graphQLUrlFor } from "./environments.js";
import { adaptClientConfiguration, CLIENT_CONFIGURATION_QUERY } from "./graphql.js";
import { isTrustedUrl } from "./trusted-domains.js";
import type { GatewayConfiguration } from "./types.js";

interface Endpoints {
  classicUrl: string;
  graphQLUrl?: string;
}

/** Where this authorization's configuration lives, refusing any untrusted address before contacting it. */
export function configurationEndpoints(authorization: Authorization): Endpoints {
  let endpoints: Endpoints;
  if (authorization.kind === "TOKENIZATION_KEY") {
    const base = clientApiBase(authorization.environment);
    if (!base) throw createError(clientErrors.CLIENT_INVALID_AUTHORIZATION);
    endpoints = {
      classicUrl: `${base}/merchants/${authorization.merchantId}/client_api/v1/configuration`,
      graphQLUrl: graphQLUrlFor(authorization.environment),
    };
  } else {
    const graphQL = authorization.graphQL;
    const useGraphQL = graphQL?.date !== undefined && graphQL.date <= GRAPHQL_CONFIGURATION_CUTOFF;
    endpoints = { classicUrl: authorization.configUrl, graphQLUrl: useGraphQL ? graphQL?.url : undefined };
  }
  assertTrusted("configUrl", endpoints.classicUrl);
  if (endpoints.graphQLUrl !== undefined) assertTrusted("graphQL.url", endpoints.graphQLUrl);
  return endpoints;
}

export function assertTrusted(property: string, url: unknown): void {
  if (!isTrustedUrl(url)) {
    throw createError(clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN, {
      message: `${property} property is on an invalid domain.`,
    });
  }
}

/** Fetches the merchant configuration: GraphQL first where the authorization allows it, classic otherwise. */
export async function fetchConfiguration(
  authorization: Authorization,
  metadata: AnalyticsMetadata,
  timeout: number,
): Promise<GatewayConfiguration> {
  const endpoints = configurationEndpoints(authorization);
  if (endpoints.graphQLUrl) {
    const url = endpoints.graphQLUrl;
    const { sessionId, source, integration } = metadata;
    const response = await send({
      method: "POST",
      url,
      headers: graphQLHeaders(authorization.kind === "CLIENT_TOKEN" ? authorization.authorizationFingerprint : authorization.raw),
      body: JSON.stringify({
        clientSdkMetadata: { source, integration, sessionId },
        query: CLIENT_CONFIGURATION_QUERY,
        operationName: "ClientConfiguration",
      }),
      timeout,
    });
    const status = statusOfGraphQLResponse(response.status, response.body);
    if (isSuccess(status)) {
      const configuration = adaptClientConfiguration(response.body, url);
      if (!configuration) throw createError(clientErrors.CLIENT_MISSING_GATEWAY_CONFIGURATION);
      return configuration as GatewayConfiguration;
    }
    if (!shouldFallBackToClassic(response.status, response.body)) throw configurationError(status, response.body);
  }

  const query = {
    ...classicCredential(authorization),
    _meta: metadata,
    braintreeLibraryVersion: LIBRARY_VERSION_TAG,
    configVersion: CONFIG_VERSION,
  };
  const response = await sendWithRetry({ method: "GET", url: appendQuery(endpoints.classicUrl, query), headers: {}, timeout });
  if (!isSuccess(response.status)) throw configurationError(response.status, response.body);
  if (!response.wellFormed) throw configurationError(500, response.body);
  const body = response.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw createError(clientErrors.CLIENT_MISSING_GATEWAY_CONFIGURATION);
  }
  return body as GatewayConfiguration;
}

/** Checks every address in a configuration against the trusted domains (spec §5). */
export function verifyConfiguration(configuration: GatewayConfiguration, authorization: Authorization): void {
  assertTrusted("assetsUrl", configuration.assetsUrl);
  assertTrusted("clientApiUrl", configuration.clientApiUrl);
  if (authorization.kind === "CLIENT_TOKEN") assertTrusted("configUrl", authorization.configUrl);
  if (configuration.graphQL) assertTrusted("graphQL.url", configuration.graphQL.url);
}

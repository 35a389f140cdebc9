import { CLIENT_API_URLS, DEFAULT_DEVELOPMENT_GATEWAY, GRAPHQL_URLS } from "../constants.js";
import { TRUSTS_LOCALHOST } from "./trust.js";

declare global {
  // The sandbox demo sets this so a development tokenization key can find a gateway on any port.
  var __PAYKIT_DEVELOPMENT_GATEWAY__: string | undefined;
}

/** Only development-trust builds know a development gateway; production builds drop this code. */
function isDevelopment(environment: string): boolean {
  return TRUSTS_LOCALHOST && environment === "development";
}

/** The gateway the page named, if it named one. */
export function pageDevelopmentGateway(): string | undefined {
  const override = globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__;
  return (typeof override === "string" && override) || undefined;
}

function developmentGateway(): string {
  return pageDevelopmentGateway() ?? DEFAULT_DEVELOPMENT_GATEWAY;
}

/** Base URL of the client API for an environment (the tokenization key path). */
export function clientApiBase(environment: string): string | undefined {
  return isDevelopment(environment) ? developmentGateway() : CLIENT_API_URLS[environment];
}

/** GraphQL endpoint for an environment. */
export function graphQLUrlFor(environment: string): string | undefined {
  return isDevelopment(environment) ? `${developmentGateway()}/graphql` : GRAPHQL_URLS[environment];
}

/**
 * The development gateway's origin, where the sandbox serves its provider simulators; `undefined` unless
 * this is a development-trust build and the configuration is a development one.
 */
export function developmentGatewayOrigin(configuration: {
  environment: string;
  clientApiUrl: string;
}): string | undefined {
  // The build's trust first: a production build's copy reads nothing, so the minifier drops every caller's
  // simulator branch with it (a property read it cannot prove free of side effects would keep them).
  if (!TRUSTS_LOCALHOST || configuration.environment !== "development") return undefined;
  try {
    return new URL(configuration.clientApiUrl).origin;
  } catch {
    return undefined;
  }
}

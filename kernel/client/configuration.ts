import type { Authorization } from "../authorization/parse.js";
import { createError, type ErrorDefinition } from "../errors/braintree-error.js";
import { warnOnce } from "../errors/fix-hint.js";
import { DEVELOPMENT_AUTHORIZATION_HINT, clientErrors } from "../errors/catalogue.js";
import { STATUS_NO_ANSWER, isSuccess, sendWithRetry } from "../transport/http.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import { configurationError } from "../transport/status-errors.js";
import { pageDevelopmentGateway } from "../configuration/environments.js";
import { configurationLocation, configurationRequestUrl } from "./configuration-url.js";
import { TRUSTS_LOCALHOST } from "../configuration/trust.js";
import { isTrustedUrl } from "../configuration/trusted-domains.js";
import type { GatewayConfiguration } from "../configuration/types.js";

/** Where this authorization's configuration lives, refusing an untrusted address before contacting it. */
export function configurationUrl(authorization: Authorization): string {
  const url = configurationLocation(authorization);
  if (url === undefined) throw invalidAuthorization(authorization);
  assertTrusted("configUrl", url, authorization);
  return url;
}

/**
 * The production build meeting a development (local sandbox) authorization: a `development_` tokenization key, or a
 * client token the sandbox minted (its configuration and gateway on a loopback address). Whatever else it refuses
 * keeps the provider's message: a merchant's authorization for the provider's gateway never meets this.
 */
function isWrongBuild(authorization?: Authorization): boolean {
  return !TRUSTS_LOCALHOST && authorization?.environment === "development";
}

/**
 * The catalogue error with the provider's message; for the wrong build, the message goes on to name the cause and
 * the fix (`details.fix` says it again), and the console says it once per page, as a development build would.
 */
function refusal(definition: ErrorDefinition, wrongBuild: boolean, message = definition.message): Error {
  if (!wrongBuild) return createError(definition, { message });
  warnOnce(DEVELOPMENT_AUTHORIZATION_HINT);
  return createError(definition, {
    message: `${message} ${DEVELOPMENT_AUTHORIZATION_HINT}`,
    details: { environment: "development", build: "production", fix: DEVELOPMENT_AUTHORIZATION_HINT },
  });
}

/** CLIENT_INVALID_AUTHORIZATION; for a sandbox key on the production build, with what to do about it. */
function invalidAuthorization(authorization: Authorization): Error {
  return refusal(clientErrors.CLIENT_INVALID_AUTHORIZATION, isWrongBuild(authorization));
}

export function assertTrusted(property: string, url: unknown, authorization?: Authorization): void {
  if (!isTrustedUrl(url)) {
    throw refusal(
      clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN,
      isWrongBuild(authorization),
      `${property} property is on an invalid domain.`,
    );
  }
}

// What to do about a local sandbox that gave no answer. Here rather than in errors/catalogue.ts, which the CDN
// publishes whole on the runtime handle: only development-trust builds reach these lines, so production drops them.
const UNREACHABLE_SANDBOX_HINT =
  'No local sandbox answered there. Start it (npm start, or npx paykit-sandbox in your app); if it listens elsewhere (it prints its gateway, for instance when port 4400 is taken), set window.__PAYKIT_DEVELOPMENT_GATEWAY__ = "<its gateway URL>" before paykit loads.';
const UNREACHABLE_SANDBOX_CLIENT_TOKEN_HINT =
  "The sandbox that minted this client token no longer answers there: start it again, or get a new client token from the running sandbox (POST /client_token on its gateway).";
const UNREACHABLE_PROVIDER_HINT =
  "The provider's gateway did not answer for this tokenization key. To use the local sandbox, copy the tokenization key from its banner (npm start, or npx paykit-sandbox, prints it; it starts with development_).";

/**
 * Where a development-trust build looked for a local sandbox that gave no answer, and how to point it
 * elsewhere: for a development client token (the address it carries) and for a development tokenization key
 * on the default address. When the page named the gateway itself, `details` stay the provider's.
 */
export function unreachableSandboxDetails(
  authorization: Authorization,
  location: string,
): { gatewayUrl?: string; fix: string } | undefined {
  if (!TRUSTS_LOCALHOST) return undefined;
  // A key for the provider's gateway that got no answer on a development build: most often a placeholder (the
  // README's sandbox_xxxxxxxx_merchantid) where the local sandbox's key belongs. `details` otherwise the provider's.
  if (authorization.environment !== "development")
    return authorization.kind === "TOKENIZATION_KEY" ? { fix: UNREACHABLE_PROVIDER_HINT } : undefined;
  if (authorization.kind === "TOKENIZATION_KEY" && pageDevelopmentGateway() !== undefined) return undefined;
  const fix = authorization.kind === "CLIENT_TOKEN" ? UNREACHABLE_SANDBOX_CLIENT_TOKEN_HINT : UNREACHABLE_SANDBOX_HINT;
  return { gatewayUrl: new URL(location).origin, fix };
}

/** On a development build, the `fix` the local sandbox adds to its refusal (a merchant or key it does not know). */
function sandboxFix(authorization: Authorization, body: unknown): { fix: string } | undefined {
  if (!TRUSTS_LOCALHOST || authorization.environment !== "development") return undefined;
  const fix = (body as { fix?: unknown } | null | undefined)?.fix;
  return typeof fix === "string" && fix !== "" ? { fix } : undefined;
}

/** Fetches the merchant configuration (one request, retried once on no answer or 408). */
export async function fetchConfiguration(
  authorization: Authorization,
  metadata: AnalyticsMetadata,
  timeout: number,
): Promise<GatewayConfiguration> {
  const location = configurationUrl(authorization);
  const url = configurationRequestUrl(location, authorization, metadata);
  const response = await sendWithRetry({ method: "GET", url, headers: {}, timeout });
  if (!isSuccess(response.status)) {
    const hint = !TRUSTS_LOCALHOST
      ? undefined
      : response.status === STATUS_NO_ANSWER
        ? unreachableSandboxDetails(authorization, location)
        : sandboxFix(authorization, response.body);
    throw configurationError(response.status, response.body, hint);
  }
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

import type { BraintreeErrorType, ErrorDefinition } from "./braintree-error.js";

/** Builds a catalogue keyed by code from `[code, type, message?]` rows (codes are written once). */
export function catalogue<Code extends string>(
  rows: ReadonlyArray<readonly [Code, BraintreeErrorType, string?]>,
): Record<Code, ErrorDefinition> {
  const entries = {} as Record<Code, ErrorDefinition>;
  for (const [code, type, message] of rows) entries[code] = { type, code, message };
  return entries;
}

/** Errors of `client.create` and `client.request`. */
export const clientErrors = /* @__PURE__ */ catalogue([
  ["CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN", "MERCHANT"],
  ["CLIENT_OPTION_REQUIRED", "MERCHANT"],
  ["CLIENT_OPTION_INVALID", "MERCHANT"],
  ["CLIENT_MISSING_GATEWAY_CONFIGURATION", "INTERNAL", "Missing gatewayConfiguration."],
  [
    "CLIENT_INVALID_AUTHORIZATION",
    "MERCHANT",
    "Authorization is invalid. Make sure your client token or tokenization key is valid.",
  ],
  ["CLIENT_GATEWAY_NETWORK", "NETWORK", "Cannot contact the gateway at this time."],
  ["CLIENT_REQUEST_TIMEOUT", "NETWORK", "Request timed out waiting for a reply."],
  ["CLIENT_REQUEST_ERROR", "NETWORK", "There was a problem with your request."],
  ["CLIENT_GRAPHQL_REQUEST_ERROR", "NETWORK", "There was a problem with your request."],
  ["CLIENT_RATE_LIMITED", "MERCHANT", "You are being rate-limited; please try again in a few minutes."],
  ["CLIENT_AUTHORIZATION_INSUFFICIENT", "MERCHANT", "The authorization used has insufficient privileges."],
  [
    "CLIENT_AUTHORIZATION_INVALID",
    "MERCHANT",
    "Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.",
  ],
] as const);

/**
 * Added to the error a production build gives a development (local sandbox) authorization: the
 * production build trusts only the provider's domains, so it names the build that talks to the sandbox.
 */
export const DEVELOPMENT_AUTHORIZATION_HINT =
  'This production build talks only to the provider\'s gateway; a development (local sandbox) authorization needs the "development" export condition: esbuild `conditions: ["development", "module"]`, Vite `resolve.conditions: ["development", ...defaultClientConditions]`, webpack or Next.js `resolve.conditionNames: ["development", "..."]`, or the development CDN bundles.';

/**
 * The failure of a plugin bundle loaded alone that cannot fetch its kernel: on its own, because the bundle's bootstrap
 * (build/plugin-bootstrap.ts) raises it before any kernel is on the page and carries this entry only.
 */
export const CLIENT_SCRIPT_FAILED_TO_LOAD: ErrorDefinition = {
  type: "NETWORK",
  code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
  message: "Braintree client script could not be loaded.",
};

/** Errors shared by every component. */
export const sharedErrors = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ catalogue([
    ["INVALID_USE_OF_INTERNAL_FUNCTION", "INTERNAL", "Options must be passed to basicComponentVerification function."],
    ["INSTANTIATION_OPTION_REQUIRED", "MERCHANT"],
    ["INCOMPATIBLE_VERSIONS", "MERCHANT"],
    ["METHOD_CALLED_AFTER_TEARDOWN", "MERCHANT"],
  ] as const),
  { CLIENT_SCRIPT_FAILED_TO_LOAD },
);

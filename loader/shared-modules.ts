// What loader-client.min.js (the loader's build of client.min.js) and the loader's builds of plugins with early
// work (loader-<plugin>.min.js) take from the loader instead of carrying it again: module (from the repository
// root) → the exports the loader hands over. The loader already
// carries these to start a create early (configuration request, authorization, bundle loading, errors);
// loader/shared.ts puts exactly these on the page, in this order, and build/build.ts builds the loader's
// client to take them by position.
// A module's other exports stay in the client, so every export that one of these uses inside its own module is
// listed too (an export used in its own module would otherwise be bundled again).
export const SHARED_MODULES: Record<string, readonly string[]> = {
  "kernel/authorization/parse.ts": ["readAuthorization", "classicCredential"],
  "kernel/configuration/request.ts": ["configurationLocation", "configurationRequestUrl"],
  "kernel/configuration/trusted-domains.ts": ["isTrustedUrl"],
  "kernel/configuration/environments.ts": ["clientApiBase"],
  "kernel/transport/query-string.ts": ["toQueryString", "appendQuery"],
  "kernel/transport/metadata.ts": ["createMetadata", "uuid"],
  "kernel/scripts/load-script.ts": ["loadScript"],
  "kernel/errors/braintree-error.ts": ["BraintreeError", "createError", "isBraintreeError", "wrapError"],
  "kernel/errors/versions.ts": ["incompatibleVersions"],
  "kernel/errors/catalogue.ts": ["catalogue", "sharedErrors"],
  "kernel/registry/callback.ts": ["settle"],
  // For loader-hosted-fields.min.js: the field containers and frame elements of the loader's early work.
  "plugins/hosted-fields/early.ts": ["frameUrl", "fieldFrame"],
  "plugins/hosted-fields/container.ts": ["findContainer"],
};

/** Where the loader keeps them on the page's `braintree` global (not enumerable). */
export const SHARED_KEY = "__paykitLoader";

// The address of the configuration request; configuration.ts sends it and reports its errors.
import { classicCredential, type Authorization } from "../authorization/parse.js";
import { CONFIG_VERSION } from "../constants.js";
import { LIBRARY_VERSION_TAG } from "../library-tag.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import { appendQuery } from "../transport/query-string.js";
import { clientApiBase } from "../configuration/environments.js";

/**
 * Where this authorization's configuration lives, before the trusted-domain check; `undefined` when its
 * environment has no gateway. Always the classic endpoint (spec §7 allows it; the provider's SDK asks GraphQL
 * first): a GET with no custom header needs no CORS preflight, which saves a round trip on every checkout.
 */
export function configurationLocation(authorization: Authorization): string | undefined {
  if (authorization.kind === "CLIENT_TOKEN") return authorization.configUrl;
  const base = clientApiBase(authorization.environment);
  return base ? `${base}/merchants/${authorization.merchantId}/client_api/v1/configuration` : undefined;
}

/** The full address of the configuration GET: the location with the credential, `_meta` and version tags. */
export function configurationRequestUrl(
  location: string,
  authorization: Authorization,
  metadata: AnalyticsMetadata,
): string {
  return appendQuery(location, {
    ...classicCredential(authorization),
    _meta: metadata,
    braintreeLibraryVersion: LIBRARY_VERSION_TAG,
    configVersion: CONFIG_VERSION,
  });
}

import { createError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { isTrustedUrl } from "../configuration/trusted-domains.js";

/**
 * The one check of an address from the configuration that a component builds a frame, page, stylesheet or script
 * URL from (`assetsUrl`, `paypal.assetsUrl`), made before anything is placed: `url` itself when it is on the trusted
 * domains (development builds also trust the loopback hosts, as for `clientApiUrl`), otherwise
 * CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN naming `property`, as the client refuses such a configuration.
 */
export function trustedUrl(url: unknown, property = "assetsUrl"): string {
  if (!isTrustedUrl(url)) {
    throw createError(clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN, {
      message: `${property} property is on an invalid domain.`,
    });
  }
  return url as string;
}

import { createError, type BraintreeError } from "./braintree-error.js";
import { sharedErrors } from "./catalogue.js";

/** The provider's INCOMPATIBLE_VERSIONS error, for a component of `componentVersion` next to a client of `clientVersion`. */
export function incompatibleVersions(
  clientVersion: string,
  displayName: string,
  componentVersion: string,
): BraintreeError {
  return createError(sharedErrors.INCOMPATIBLE_VERSIONS, {
    message: `Client (version ${clientVersion}) and ${displayName} (version ${componentVersion}) components must be from the same SDK version.`,
  });
}

/**
 * The one version check: a component (a plugin, a part fetched later, or the client it is given) must come from
 * the same release as the kernel it runs with. Throws INCOMPATIBLE_VERSIONS with the provider's message.
 */
export function assertSameVersion(clientVersion: string, displayName: string, componentVersion: string): void {
  if (clientVersion !== componentVersion) throw incompatibleVersions(clientVersion, displayName, componentVersion);
}

import { createError, type BraintreeError } from "./braintree-error.js";
import { sharedErrors } from "./catalogue.js";

/** The provider's INCOMPATIBLE_VERSIONS error, for a component of `componentVersion` next to a client of `clientVersion`. */
export function incompatibleVersions(clientVersion: string, displayName: string, componentVersion: string): BraintreeError {
  return createError(sharedErrors.INCOMPATIBLE_VERSIONS, {
    message: `Client (version ${clientVersion}) and ${displayName} (version ${componentVersion}) components must be from the same SDK version.`,
  });
}

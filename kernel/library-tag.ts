import { VERSION } from "./version.js";

/** Platform name sent in metadata. */
export const PLATFORM = "web";

/** `braintreeLibraryVersion` field of every classic request. */
export const LIBRARY_VERSION_TAG = `braintree/${PLATFORM}/${VERSION}`;

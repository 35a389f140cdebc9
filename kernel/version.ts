/** The library version. Every component carries it; the kernel refuses a plugin built for another. */
export const VERSION = "3.132.0";

/** Platform name sent in metadata. */
export const PLATFORM = "web";

/** `braintreeLibraryVersion` field of every classic request. */
export const LIBRARY_VERSION_TAG = `braintree/${PLATFORM}/${VERSION}`;

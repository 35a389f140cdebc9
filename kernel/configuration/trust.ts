declare const __PAYKIT_DEVELOPMENT__: boolean;

/**
 * True in the development-trust build (set by the bundler); production builds trust only https provider domains.
 * In a module of its own, free of imports: so the bundler inlines the constant where it is used and drops the
 * development-only code from production bundles.
 */
export const TRUSTS_LOCALHOST: boolean = typeof __PAYKIT_DEVELOPMENT__ !== "undefined" && __PAYKIT_DEVELOPMENT__;

import { DEVELOPMENT_HOSTS, TRUSTED_DOMAINS } from "../constants.js";

declare const __PAYKIT_DEVELOPMENT__: boolean;

/** True in the development-trust build (set by the bundler); production builds trust only https provider domains. */
export const TRUSTS_LOCALHOST: boolean = typeof __PAYKIT_DEVELOPMENT__ !== "undefined" && __PAYKIT_DEVELOPMENT__;

/** Whether a URL from configuration or authorization may be contacted. */
export function isTrustedUrl(url: unknown, allowLocalhost: boolean = TRUSTS_LOCALHOST): boolean {
  if (typeof url !== "string") return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (allowLocalhost && DEVELOPMENT_HOSTS.includes(parsed.hostname)) {
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  }
  if (parsed.protocol !== "https:") return false;
  const registrable = parsed.hostname.split(".").slice(-2).join(".");
  return TRUSTED_DOMAINS.includes(registrable);
}

import { DEVELOPMENT_HOSTS, TRUSTED_DOMAINS } from "../constants.js";
import { TRUSTS_LOCALHOST } from "./trust.js";

export { TRUSTS_LOCALHOST } from "./trust.js";

/**
 * Whether a URL from configuration or authorization may be contacted. `allowLocalhost` (the local sandbox's hosts)
 * counts in a development build only, so a production bundle carries no development host.
 */
export function isTrustedUrl(url: unknown, allowLocalhost: boolean = TRUSTS_LOCALHOST): boolean {
  if (typeof url !== "string") return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (TRUSTS_LOCALHOST && allowLocalhost && DEVELOPMENT_HOSTS.includes(parsed.hostname)) {
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  }
  if (parsed.protocol !== "https:") return false;
  const registrable = parsed.hostname.split(".").slice(-2).join(".");
  return TRUSTED_DOMAINS.includes(registrable);
}

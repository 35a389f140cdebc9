import { isTrustedUrl } from "../configuration/trusted-domains.js";

let hint: string | undefined;

/**
 * Remembers where this code was served from (the asset origin root, e.g. "https://assets…/"), so frames
 * can start loading before the configuration names the asset origin. Untrusted locations are ignored.
 */
export function setAssetsBaseHint(url: string | undefined): void {
  hint = url && isTrustedUrl(url) ? url.replace(/\/?$/, "/") : undefined;
}

/** The asset origin root this code came from, when known and trusted. */
export function assetsBaseHint(): string | undefined {
  return hint;
}

import { LIBRARY_VERSION_TAG, PLATFORM } from "../library-tag.js";
import { VERSION } from "../version.js";

/** The `_meta` object sent with every classic request (WIRE §1.5). */
export interface AnalyticsMetadata {
  merchantAppId: string;
  platform: string;
  sdkVersion: string;
  source: string;
  integration: string;
  integrationType: string;
  sessionId: string;
}

export function createMetadata(sessionId: string): AnalyticsMetadata {
  return {
    merchantAppId: typeof location === "undefined" ? "" : location.host,
    platform: PLATFORM,
    sdkVersion: VERSION,
    source: "client",
    integration: "custom",
    integrationType: "custom",
    sessionId,
  };
}

/** A random v4 UUID for session and component ids (works on http pages, where `randomUUID` is absent). */
export function uuid(): string {
  const random = crypto.getRandomValues(new Uint8Array(31));
  let index = 0;
  return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (slot) => {
    const nibble = (random[index++] ?? 0) & 15;
    return (slot === "x" ? nibble : (nibble & 3) | 8).toString(16);
  });
}

export { LIBRARY_VERSION_TAG };

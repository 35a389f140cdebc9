// Stands in for kernel/transport/load-request.ts inside client.min.js and loader-client.min.js: the request
// machinery ships as client-request.min.js next to them, pinned by the integrity the build wrote here.
import type { RequestChunk } from "../../kernel/transport/load-request.js";
import { loadScript } from "../../kernel/scripts/load-script.js";
import { scriptDirectory } from "./script-directory.js";

declare const __PAYKIT_CLIENT_REQUEST_INTEGRITY__: string;

const root = globalThis as unknown as { braintree?: { __request?: RequestChunk } };

/** Rejects when the bundle cannot be had (the client reports that as its network error); a later call tries again. */
export async function loadRequestChunk(): Promise<RequestChunk> {
  if (!root.braintree?.__request) {
    await loadScript({ src: `${scriptDirectory}client-request.min.js`, integrity: __PAYKIT_CLIENT_REQUEST_INTEGRITY__ });
  }
  const chunk = root.braintree?.__request;
  if (!chunk) throw new Error("client-request.min.js did not run");
  return chunk;
}

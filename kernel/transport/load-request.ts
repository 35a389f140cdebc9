import * as chunk from "./request-chunk.js";

/** The request machinery of `client.request` (request-chunk.ts). */
export type RequestChunk = typeof chunk;

/**
 * Resolves with the request machinery. npm builds carry it (a static import: a dynamic one would make esbuild
 * wrap these modules in every bundle that reaches the client); CDN builds swap this module for one that
 * fetches `client-request.min.js` once (build/cdn/global-request.ts), so client.min.js does not carry it.
 */
export function loadRequestChunk(): Promise<RequestChunk> {
  return Promise.resolve(chunk);
}

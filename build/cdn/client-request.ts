// CDN entry of client-request.min.js: the machinery of `client.request` (kernel/transport/request-chunk.ts),
// fetched by client.min.js on the first request (see global-request.ts).
import * as chunk from "../../kernel/transport/request-chunk.js";

const root = globalThis as unknown as { braintree?: Record<string, unknown> };
(root.braintree ??= {}).__request = chunk;

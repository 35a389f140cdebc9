/** Default timeout of every gateway request, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 60000;

/** Timers fire at once beyond this many milliseconds (a signed 32-bit delay), so longer delays fall back to a default. */
export const MAX_TIMER_MS = 2147483647;

/** Methods `client.request` sends to the client API; anything else would cost a CORS preflight only to fail. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Longest `client.request` endpoint: a path below `/v1/` is a few dozen characters, and a URL longer than a few
 * thousand is refused by servers (HTTP 414) or browsers long after it was sent.
 */
export const MAX_ENDPOINT_LENGTH = 2000;

/** Timeout of analytics requests; they must never hold up a payment. */
export const ANALYTICS_TIMEOUT_MS = 2000;

/** How long analytics events are collected before one batch is sent. */
export const ANALYTICS_BATCH_DELAY_MS = 100;

/** `Braintree-Version` header of GraphQL requests. */
export const GRAPHQL_API_VERSION = "2018-05-10";

/** `configVersion` query parameter of the configuration fetch. */
export const CONFIG_VERSION = "3";

/** Gateway base URLs per environment. Development is resolved at run time (see `environments.ts`). */
export const CLIENT_API_URLS: Record<string, string> = {
  production: "https://api.braintreegateway.com:443",
  sandbox: "https://api.sandbox.braintreegateway.com:443",
};

export const GRAPHQL_URLS: Record<string, string> = {
  production: "https://payments.braintree-api.com/graphql",
  sandbox: "https://payments.sandbox.braintree-api.com/graphql",
};

/** Analytics logger. The configuration's `analytics.url` is not used by 3.132.0. */
export const ANALYTICS_URL = "https://www.paypal.com/xoplatform/logger/api/logger";

/** Path of the analytics logger on a development gateway. */
export const ANALYTICS_PATH = "/xoplatform/logger/api/logger";

/** Registrable domains the production build trusts (https only). */
export const TRUSTED_DOMAINS = ["paypal.com", "braintreepayments.com", "braintreegateway.com", "braintree-api.com"];

/** Hosts the development build also trusts, over http or https. */
export const DEVELOPMENT_HOSTS = ["localhost", "127.0.0.1"];

/** Default development gateway (the `npm start` sandbox); a page may override it, see `environments.ts`. */
export const DEFAULT_DEVELOPMENT_GATEWAY = "http://127.0.0.1:4400";

/** PayPal's fraud script (FraudNet) and the attribute naming its parameter block (WIRE §4.2). */
export const FRAUDNET_SCRIPT_URL = "https://c.paypal.com/da/r/fb.js";
export const FRAUDNET_FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";
export const FRAUDNET_SOURCE = "BRAINTREE_SIGNIN";

/** Longest fraud session id (spec 000 §3, §9). */
export const FRAUD_SESSION_ID_MAX_LENGTH = 32;

/** Where the sandbox serves its FraudNet stand-in on a development gateway. */
export const FRAUDNET_SIMULATOR_PATH = "/simulators/fraudnet/fb.js";

/**
 * The one runtime handle on the page's `braintree` global, where a CDN kernel bundle publishes the kernel's
 * runtime modules for the other CDN bundles (kernel/cdn.ts, kernel/runtime.ts); not enumerable, not writable.
 */
export const RUNTIME_HANDLE = "__paykit";

import type { Authorization } from "../authorization/parse.js";
import { ANALYTICS_BATCH_DELAY_MS, ANALYTICS_PATH, ANALYTICS_TIMEOUT_MS, ANALYTICS_URL } from "../constants.js";
import { TRUSTS_LOCALHOST } from "../configuration/trust.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { send } from "../transport/http.js";
import type { AnalyticsMetadata } from "../transport/metadata.js";
import { VERSION } from "../version.js";

export type AnalyticsFields = Record<string, unknown>;

export interface Analytics {
  /**
   * Queues `web.<kind>`; sent in the next batch, never awaited by payment code. `fields` go into the
   * event's payload; `tracked` go there too and into the tracking record (WIRE §4.1: the caller names
   * them, e.g. a PayPal context id and type).
   */
  send(kind: string, fields?: AnalyticsFields, tracked?: AnalyticsFields): void;
  /**
   * Sends what is queued now (teardown): the batch's answer, which never rejects (nothing when nothing was queued).
   * Payment code never waits for it; tests do.
   */
  flush(): Promise<unknown> | undefined;
}

/**
 * Where events go: the provider's logger, or the development gateway's stand-in for it (development builds only: a
 * production build reads configurations from the provider's domains alone, which never name that environment).
 */
function analyticsUrl(configuration: GatewayConfiguration): string {
  if (!TRUSTS_LOCALHOST || configuration.environment !== "development") return ANALYTICS_URL;
  try {
    return new URL(ANALYTICS_PATH, configuration.clientApiUrl).href;
  } catch {
    return ANALYTICS_URL;
  }
}

export function createAnalytics(
  configuration: GatewayConfiguration,
  authorization: Authorization,
  metadata: AnalyticsMetadata,
): Analytics {
  const url = analyticsUrl(configuration);
  const environment = configuration.environment;
  const credential =
    authorization.kind === "CLIENT_TOKEN"
      ? { auth_fingerprint: authorization.authorizationFingerprint }
      : { tokenization_key: authorization.raw };
  let events: unknown[] = [];
  let tracking: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): Promise<unknown> | undefined => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (events.length === 0) return;
    const body = JSON.stringify({ events, tracking });
    events = [];
    tracking = [];
    // Fire and forget: `send` never rejects, and payment code never waits on it.
    return send({
      method: "POST",
      url,
      headers: { "Content-Type": "application/json" },
      body,
      timeout: ANALYTICS_TIMEOUT_MS,
    });
  };

  return {
    send(kind, fields = {}, tracked = {}) {
      const event = `web.${kind}`;
      const timestamp = Date.now();
      events.push({ level: "info", event, payload: { env: environment, timestamp, ...fields, ...tracked } });
      const record: AnalyticsFields = {
        ...tracked,
        api_integration_type: metadata.integration,
        app_id: metadata.merchantAppId,
        c_sdk_ver: VERSION,
        component: "braintreeclientsdk",
        merchant_sdk_env: environment === "production" ? "production" : "sandbox",
        merchant_id: configuration.merchantId,
        event_source: "web",
        platform: "web",
        platform_version: typeof navigator === "undefined" ? "" : navigator.userAgent,
        session_id: metadata.sessionId,
        client_session_id: metadata.sessionId,
        tenant_name: "braintree",
        product_name: "BT_DCC",
        space_key: "SKDUYK",
        ...credential,
        event_name: event,
        t: timestamp,
      };
      tracking.push(record);
      if (timer === undefined) timer = setTimeout(() => void flush(), ANALYTICS_BATCH_DELAY_MS);
    },
    flush,
  };
}

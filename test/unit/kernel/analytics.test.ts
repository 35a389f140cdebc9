import { beforeEach, describe, expect, it } from "vitest";
import { client, sendEvent } from "../../../kernel/index.js";
import { createAnalytics } from "../../../kernel/analytics/analytics.js";
import { parseAuthorization } from "../../../kernel/authorization/parse.js";
import { clearClientCache } from "../../../kernel/client/create.js";
import { createMetadata } from "../../../kernel/transport/metadata.js";
import { useSandbox } from "../../support/sandbox.js";

const sandbox = useSandbox();

interface AnalyticsBody {
  events: Array<{ level: string; event: string; payload: Record<string, unknown> }>;
  tracking: Array<Record<string, unknown>>;
}

/**
 * The analytics bodies of one client session. Each test creates its client with a session id of its own, so a batch
 * that an earlier test or file sent late (the logger batches and defers) never counts here.
 */
function bodiesOf(session: string): AnalyticsBody[] {
  return (sandbox().analytics as AnalyticsBody[]).filter((body) =>
    body.tracking?.some((entry) => entry.session_id === session),
  );
}

/** Waits until `count` bodies of the session arrived. */
async function waitForAnalytics(session: string, count = 1): Promise<AnalyticsBody[]> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const bodies = bodiesOf(session);
    if (bodies.length >= count) return bodies;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no analytics arrived for session ${session}`);
}

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().analytics.length = 0;
});

describe("analytics", () => {
  it("sends web.-prefixed events with merchant, session, version and environment", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-7" });
    const [body] = await waitForAnalytics("session-7");
    const succeeded = body?.events.findIndex((event) => event.event === "web.custom.client.load.succeeded") ?? -1;
    expect(body?.events[succeeded]).toMatchObject({
      level: "info",
      event: "web.custom.client.load.succeeded",
      payload: { env: "development", timestamp: expect.any(Number) },
    });
    expect(body?.tracking[succeeded]).toMatchObject({
      event_name: "web.custom.client.load.succeeded",
      merchant_id: sandbox().merchantId,
      session_id: "session-7",
      client_session_id: "session-7",
      c_sdk_ver: "3.132.0",
      merchant_sdk_env: "sandbox",
      tokenization_key: sandbox().tokenizationKey,
      api_integration_type: "custom",
      component: "braintreeclientsdk",
    });
    await instance.teardown();
  });

  it("batches events sent together into one request", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-batch" });
    await waitForAnalytics("session-batch");
    sandbox().analytics.length = 0;
    sendEvent(instance, "custom.one");
    sendEvent(instance, "custom.two", { flow: "vault" }, { context_type: "BA_Token" });
    const [body] = await waitForAnalytics("session-batch");
    expect(body?.events.map((event) => event.event)).toEqual(["web.custom.one", "web.custom.two"]);
    expect(body?.tracking[1]).toMatchObject({ context_type: "BA_Token" });
  });

  it("never holds up client creation when the logger hangs", async () => {
    sandbox().inject({ path: "/xoplatform/", hang: true, times: Infinity });
    const started = Date.now();
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    await instance.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "4111111111111111", expirationDate: "12/2034", cvv: "123" } },
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("never rejects into merchant code when the logger fails", async () => {
    sandbox().inject({ path: "/xoplatform/", status: 500, times: Infinity });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { tokenizationKey } = sandbox();
      const instance = await client.create({ authorization: tokenizationKey });
      const analytics = createAnalytics(
        instance.getConfiguration().gatewayConfiguration,
        parseAuthorization(tokenizationKey),
        createMetadata("session-failing"),
      );
      analytics.send("custom.failing");
      // The batch is answered with the 500 and handled; Node reports a rejection nobody handled once the microtasks
      // of that turn ran, so one more turn of the event loop lets it show.
      await analytics.flush();
      await new Promise((resolve) => setImmediate(resolve));
      const failed = sandbox().requests.filter(
        (request) => request.path.startsWith("/xoplatform/") && JSON.stringify(request.body).includes("custom.failing"),
      );
      expect(failed.map((request) => request.fault)).toEqual(["status 500"]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

describe("analytics event names of the provider (WIRE §4.1)", () => {
  const eventNames = (session: string) => bodiesOf(session).flatMap((body) => body.events.map((event) => event.event));

  it("a new client sends web.custom.client.load.initialized, then web.custom.client.load.succeeded", async () => {
    await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-new" });
    await waitForAnalytics("session-new");
    expect(eventNames("session-new")).toEqual([
      "web.custom.client.load.initialized",
      "web.custom.client.load.succeeded",
    ]);
  });

  it("a client answered from the cache sends web.custom.client.load.cached", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-cached" });
    await waitForAnalytics("session-cached");
    sandbox().analytics.length = 0;
    expect(await client.create({ authorization: sandbox().tokenizationKey })).toBe(instance);
    await waitForAnalytics("session-cached");
    expect(eventNames("session-cached")).toEqual(["web.custom.client.load.cached"]);
  });
});

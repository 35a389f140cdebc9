import { beforeEach, describe, expect, it } from "vitest";
import { client } from "../../../kernel/index.js";
import { clearClientCache } from "../../../kernel/client/create.js";
import { useSandbox } from "../../support/sandbox.js";

const sandbox = useSandbox();

interface AnalyticsBody {
  events: Array<{ level: string; event: string; payload: Record<string, unknown> }>;
  tracking: Array<Record<string, unknown>>;
}

async function waitForAnalytics(count = 1): Promise<AnalyticsBody[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (sandbox().analytics.length >= count) return sandbox().analytics as AnalyticsBody[];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no analytics arrived");
}

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().analytics.length = 0;
});

describe("analytics", () => {
  it("sends web.-prefixed events with merchant, session, version and environment", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-7" });
    const [body] = await waitForAnalytics();
    expect(body?.events[0]).toMatchObject({
      level: "info",
      event: "web.custom.client.load.succeeded",
      payload: { env: "development", timestamp: expect.any(Number) },
    });
    expect(body?.tracking[0]).toMatchObject({
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
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    await waitForAnalytics();
    sandbox().analytics.length = 0;
    instance.sendEvent("custom.one");
    instance.sendEvent("custom.two", { flow: "vault" }, { context_type: "BA_Token" });
    const [body] = await waitForAnalytics();
    expect(body?.events.map((event) => event.event)).toEqual(["web.custom.one", "web.custom.two"]);
    expect(body?.tracking[1]).toMatchObject({ context_type: "BA_Token" });
  });

  it("never holds up client creation when the logger hangs", async () => {
    sandbox().inject({ path: "/xoplatform/", hang: true, times: Infinity });
    const started = Date.now();
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    await instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: { number: "4111111111111111", expirationDate: "12/2034", cvv: "123" } } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("never rejects into merchant code when the logger fails", async () => {
    sandbox().inject({ path: "/xoplatform/", status: 500, times: Infinity });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const instance = await client.create({ authorization: sandbox().tokenizationKey });
      instance.sendEvent("custom.failing");
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

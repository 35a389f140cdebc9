// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { client as clientNamespace, type Client } from "../../../../kernel/index.js";
import { dataCollector, type DataCollector } from "../../../../plugins/data-collector/index.js";
import { clearFraudNetPage } from "../../../../kernel/fraud/page.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome } from "../support.js";

const sandbox = useSandbox();
const FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";
let stopLoading: () => void;
let client: Client;
let instances: DataCollector[] = [];

beforeEach(async () => {
  clearClientCache();
  clearFraudNetPage();
  stopLoading = loadScriptsInstantly();
  client = await clientNamespace.create({ authorization: sandbox().tokenizationKey });
});

afterEach(async () => {
  stopLoading();
  await Promise.all(
    instances.map((instance) =>
      Promise.resolve()
        .then(() => instance.teardown())
        .catch(() => undefined),
    ),
  );
  instances = [];
});

async function create(options: Record<string, unknown> = {}): Promise<DataCollector> {
  const instance = await dataCollector.create({ client, ...options });
  instances.push(instance);
  return instance;
}

const parameterBlock = () =>
  document.querySelector<HTMLScriptElement>(`script[type="application/json"][fncls="${FNCLS}"]`);
const parameters = () => JSON.parse(parameterBlock()?.textContent ?? "null");
const fraudScript = () => document.querySelector<HTMLScriptElement>('script[src$="/simulators/fraudnet/fb.js"]');

describe("dataCollector.create", () => {
  it("uses the client's session id and gives it as deviceData", async () => {
    const instance = await create();
    const sessionId = client.getConfiguration().analyticsMetadata.sessionId.slice(0, 32);
    expect(instance.deviceData).toBe(JSON.stringify({ correlation_id: sessionId }));
    expect(instance.rawDeviceData).toEqual({ correlation_id: sessionId });
  });

  it("prefers riskCorrelationId, then clientMetadataId, then correlationId", async () => {
    expect(
      (await create({ riskCorrelationId: "risk", clientMetadataId: "meta", correlationId: "corr" })).rawDeviceData
        .correlation_id,
    ).toBe("risk");
    expect((await create({ clientMetadataId: "meta", correlationId: "corr" })).rawDeviceData.correlation_id).toBe(
      "meta",
    );
    expect((await create({ correlationId: "corr" })).rawDeviceData.correlation_id).toBe("corr");
  });

  it("cuts the fraud session id to 32 characters", async () => {
    const instance = await create({ riskCorrelationId: "x".repeat(40) });
    expect(instance.rawDeviceData.correlation_id).toBe("x".repeat(32));
    expect(parameters().f).toBe("x".repeat(32));
  });

  it("writes FraudNet's parameter block with the beacon address and loads the fraud script", async () => {
    await create({ riskCorrelationId: "session-1", cb1: "fraudReady" });
    expect(parameters()).toEqual({
      f: "session-1",
      s: "BRAINTREE_SIGNIN",
      b: expect.stringMatching(
        new RegExp(
          `^${sandbox().gatewayUrl}/simulators/fraudnet/beacon\\?i=127\\.0\\.0\\.1&p=session-1&t=\\d+(\\.\\d+)?&a=14$`,
        ),
      ),
      cb1: "fraudReady",
      sandbox: true,
    });
    expect(fraudScript()).not.toBeNull();
  });

  it("leaves the beacon out when beacon is false", async () => {
    await create({ beacon: false });
    expect(parameters()).not.toHaveProperty("b");
    expect(parameters().bu).toBe(false);
  });

  it("fails with DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS when no fraud-signal instance can be set up", async () => {
    stopLoading();
    const observer = new MutationObserver(() => fraudScript()?.dispatchEvent(new Event("error")));
    observer.observe(document.body, { childList: true });
    try {
      await expect(dataCollector.create({ client })).rejects.toMatchObject({
        code: "DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS",
        type: "MERCHANT",
        message: "Data Collector must be created with Kount and/or PayPal.",
        details: undefined,
      });
    } finally {
      observer.disconnect();
    }
    expect(parameterBlock()).toBeNull();
    expect(fraudScript()).toBeNull();
  });
});

describe("a data collector", () => {
  it("is a plain object whose own properties are deviceData, rawDeviceData, getDeviceData and teardown, as the provider's", async () => {
    const instance = await create();
    expect(Object.getPrototypeOf(instance)).toBe(Object.prototype);
    expect(Object.keys(instance).sort()).toEqual(["deviceData", "getDeviceData", "rawDeviceData", "teardown"]);
    expect(Object.getOwnPropertyNames(instance).sort()).toEqual([
      "deviceData",
      "getDeviceData",
      "rawDeviceData",
      "teardown",
    ]);
    expect({ ...instance }.deviceData).toBe(instance.deviceData);
  });

  it("a second create without a correlation id reuses the page's fraud session and writes no second parameter block", async () => {
    const first = await create();
    const other = await clientNamespace.create({
      authorization: sandbox().tokenizationKey,
      sessionId: "another-client-session",
    });
    const second = await dataCollector.create({ client: other });
    instances.push(second);
    expect(second.deviceData).toBe(first.deviceData);
    expect(document.querySelectorAll(`script[fncls="${FNCLS}"]`)).toHaveLength(1);
    expect(document.querySelectorAll('script[src$="/simulators/fraudnet/fb.js"]')).toHaveLength(1);
  });

  it("a create with a correlation id gets its own session and parameter block, and leaves the page's session as it was", async () => {
    const first = await create();
    const named = await create({ riskCorrelationId: "named-session" });
    expect(named.rawDeviceData).toEqual({ correlation_id: "named-session" });
    expect(document.querySelectorAll(`script[fncls="${FNCLS}"]`)).toHaveLength(2);
    expect((await create()).deviceData).toBe(first.deviceData);
  });

  it("a create with another correlation id writes its own parameter block but loads FraudNet's script once per page", async () => {
    await create({ correlationId: "first-session" });
    await create({ correlationId: "second-session" });
    await create({ correlationId: "second-session" });
    const sessions = [...document.querySelectorAll(`script[fncls="${FNCLS}"]`)].map(
      (block) => JSON.parse(block.textContent ?? "{}").f,
    );
    expect(sessions).toEqual(["first-session", "second-session"]);
    expect(document.querySelectorAll('script[src$="/simulators/fraudnet/fb.js"]')).toHaveLength(1);
  });

  it("getDeviceData resolves with deviceData, or the object with raw: true", async () => {
    const instance = await create({ riskCorrelationId: "abc" });
    await expect(instance.getDeviceData()).resolves.toBe('{"correlation_id":"abc"}');
    await expect(instance.getDeviceData({ raw: true })).resolves.toEqual({ correlation_id: "abc" });
  });

  it("teardown removes the parameter block and the fraud script", async () => {
    const instance = await create();
    await instance.teardown();
    expect(parameterBlock()).toBeNull();
    expect(fraudScript()).toBeNull();
    expect(() => instance.getDeviceData()).toThrow("getDeviceData cannot be called after teardown.");
  });
});

describe("useDeferredClient", () => {
  it("resolves before the client is ready with only getDeviceData and teardown; deviceData and rawDeviceData once collected", async () => {
    clearClientCache();
    const instance = await dataCollector.create({
      authorization: sandbox().tokenizationKey,
      useDeferredClient: true,
      correlationId: "deferred",
    });
    instances.push(instance);
    expect(Object.keys(instance).sort()).toEqual(["getDeviceData", "teardown"]);
    await expect(instance.getDeviceData()).resolves.toBe('{"correlation_id":"deferred"}');
    expect(instance.deviceData).toBe('{"correlation_id":"deferred"}');
    expect(instance.rawDeviceData).toEqual({ correlation_id: "deferred" });
    expect(parameters()).toMatchObject({ f: "deferred" });
  });

  it("reports a client the authorization cannot make from getDeviceData, not from create", async () => {
    clearClientCache();
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    try {
      const instance = await dataCollector.create({
        authorization: sandbox().tokenizationKey,
        useDeferredClient: true,
      });
      await expect(instance.getDeviceData()).rejects.toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
      expect("deviceData" in instance).toBe(false);
    } finally {
      sandbox().clearFaults();
    }
  });

  it("without useDeferredClient, create still waits and resolves with the device data", async () => {
    const instance = await create({ useDeferredClient: false, correlationId: "waited" });
    expect(instance.deviceData).toBe('{"correlation_id":"waited"}');
  });
});

describe("bad input never escapes the Data Collector catalogue", () => {
  const CODES = [
    "INSTANTIATION_OPTION_REQUIRED",
    "INCOMPATIBLE_VERSIONS",
    "CLIENT_INVALID_AUTHORIZATION",
    "CLIENT_AUTHORIZATION_INVALID",
    "CLIENT_GATEWAY_NETWORK",
    "DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS",
  ];

  it("dataCollector.create either succeeds or fails with a catalogue error", async () => {
    const options = often(
      fc.record(
        {
          authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]),
          client: hostile(),
          riskCorrelationId: hostile(),
          beacon: hostile(),
          cb1: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        const result = await outcome(() => dataCollector.create(value as never));
        if (result.ok) instances.push(result.value as DataCollector);
        expectSuccessOrCatalogueError(result, CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("getDeviceData accepts anything", async () => {
    const instance = await create();
    await fc.assert(
      fc.asyncProperty(hostile(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.getDeviceData(value as never)), []);
      }),
      { numRuns: 50 },
    );
  });
});

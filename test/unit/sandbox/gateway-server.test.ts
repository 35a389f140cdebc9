import { describe, expect, it } from "vitest";
import {
  CARDS_ONLY_MERCHANT,
  CONFIGURATION_QUERY,
  type Json,
  fetchConfiguration,
  fingerprintOf,
  postGraphQL,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

describe("gateway CORS", () => {
  it("answers a preflight with 204 and the CORS headers", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/graphql`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://shop.test",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, authorization, braintree-version",
      },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "access-control-allow-origin": "http://shop.test",
      "access-control-allow-headers": "Content-Type, Authorization, Braintree-Version",
      "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
      "access-control-max-age": "600",
      "timing-allow-origin": "*",
    });
  });

  it("echoes the request origin on ordinary responses", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey }, undefined, {
      headers: { Origin: "http://shop.test" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://shop.test");
  });

  it("allows any origin when the request names none", async () => {
    const response = await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("request log", () => {
  it("logs a classic request with its parsed query, headers and merchant", async () => {
    await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey }, undefined, {
      headers: { "X-Test": "yes" },
    });
    expect(sandbox().requests).toHaveLength(1);
    const [request] = sandbox().requests;
    expect(request).toMatchObject({
      method: "GET",
      path: `/merchants/${sandbox().merchantId}/client_api/v1/configuration`,
      merchantId: sandbox().merchantId,
      headers: { "x-test": "yes" },
      query: {
        tokenizationKey: sandbox().tokenizationKey,
        configVersion: "3",
        braintreeLibraryVersion: "braintree/web/3.132.0",
        _meta: { platform: "web", source: "client", integration: "custom" },
      },
    });
    expect(request?.time).toBeGreaterThan(Date.now() - 10_000);
  });

  it("logs a GraphQL request with its body, operation name and the merchant of its bearer", async () => {
    const bearer = await fingerprintOf(sandbox(), { merchantId: CARDS_ONLY_MERCHANT });
    await postGraphQL(sandbox(), bearer, { query: CONFIGURATION_QUERY, operationName: "ClientConfiguration" });
    expect(sandbox().requests[0]).toMatchObject({
      method: "POST",
      path: "/graphql",
      operationName: "ClientConfiguration",
      merchantId: CARDS_ONLY_MERCHANT,
      headers: { "braintree-version": "2018-05-10", authorization: `Bearer ${bearer}` },
      body: { query: CONFIGURATION_QUERY, operationName: "ClientConfiguration" },
    });
  });

  it("logs a body that is not JSON as text", async () => {
    await fetch(`${sandbox().gatewayUrl}/xoplatform/logger/api/logger`, { method: "POST", body: "not json" });
    expect(sandbox().requests[0]?.body).toBe("not json");
  });

  it("logs preflight requests with method OPTIONS", async () => {
    await fetch(`${sandbox().gatewayUrl}/graphql`, { method: "OPTIONS", headers: { Origin: "http://shop.test" } });
    expect(sandbox().requests.map((request) => request.method)).toEqual(["OPTIONS"]);
  });

  it("does not log control API requests", async () => {
    await fetch(`${sandbox().gatewayUrl}/__sandbox/requests`);
    expect(sandbox().requests).toEqual([]);
  });

  it("serves the log at GET /__sandbox/requests", async () => {
    await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    const logged: Json = await (await fetch(`${sandbox().gatewayUrl}/__sandbox/requests`)).json();
    expect(logged).toHaveLength(1);
    expect(logged[0].path).toContain("/v1/configuration");
  });

  it("empties the log in place on clearRequests", async () => {
    const log = sandbox().requests;
    await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    sandbox().clearRequests();
    expect(log).toHaveLength(0);
    await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    expect(log).toHaveLength(1);
  });

  it("empties the log on DELETE /__sandbox/requests", async () => {
    await fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey });
    await fetch(`${sandbox().gatewayUrl}/__sandbox/requests`, { method: "DELETE" });
    expect(sandbox().requests).toHaveLength(0);
  });
});

describe("analytics sink", () => {
  const payload = {
    events: [
      { level: "info", event: "web.custom.client.load.initialized", payload: { env: "development", timestamp: 1 } },
    ],
    tracking: [{ event_name: "web.custom.client.load.initialized", c_sdk_ver: "3.132.0" }],
  };

  it("answers 200 with an empty object and keeps the payload", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/xoplatform/logger/api/logger`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(sandbox().analytics.at(-1)).toEqual(payload);
  });

  it("serves the received payloads at GET /__sandbox/analytics", async () => {
    await fetch(`${sandbox().gatewayUrl}/xoplatform/logger/api/logger`, {
      method: "POST",
      body: JSON.stringify(payload),
    });
    const received: Json = await (await fetch(`${sandbox().gatewayUrl}/__sandbox/analytics`)).json();
    expect(received.at(-1)).toEqual(payload);
  });
});

describe("routing", () => {
  it("answers 404 with a JSON error for an unknown path", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: expect.any(String) } });
  });

  it("answers 405 for a known path with the wrong method", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/graphql`);
    expect(response.status).toBe(405);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { MerchantSettings } from "../../../sandbox/index.js";
import {
  CARDS_ONLY_KEY,
  CARDS_ONLY_MERCHANT,
  CONFIGURATION_QUERY,
  type Json,
  fetchConfiguration,
  postGraphQL,
  useSandbox,
} from "./support.js";

const sandbox = useSandbox();

const configuration = (init?: RequestInit): Promise<Response> =>
  fetchConfiguration(sandbox(), { tokenizationKey: sandbox().tokenizationKey }, sandbox().merchantId, init);
const cardsOnlyConfiguration = (): Promise<Response> =>
  fetchConfiguration(sandbox(), { tokenizationKey: CARDS_ONLY_KEY }, CARDS_ONLY_MERCHANT);
const graphQLConfiguration = (bearer = sandbox().tokenizationKey): Promise<Response> =>
  postGraphQL(sandbox(), bearer, { query: CONFIGURATION_QUERY, operationName: "ClientConfiguration" });

describe("fault injection", () => {
  it("answers the injected status with a default error body", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 503 });
    const response = await configuration();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { message: "Injected 503" } });
  });

  it("answers the injected status with the given body", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 429, body: { error: { message: "Slow down" } } });
    const response = await configuration();
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: { message: "Slow down" } });
  });

  it("keeps the CORS headers on injected answers", async () => {
    sandbox().inject({ status: 500 });
    const response = await configuration({ headers: { Origin: "http://shop.test" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://shop.test");
  });

  it("delays the answer by latencyMs and then answers normally", async () => {
    sandbox().inject({ path: "/v1/configuration", latencyMs: 250 });
    const started = performance.now();
    const response = await configuration();
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(response.status).toBe(200);
  });

  it("drops the connection without an answer", async () => {
    sandbox().inject({ path: "/v1/configuration", drop: true });
    await expect(configuration()).rejects.toThrow(TypeError);
  });

  it("never answers a hung request, so the client times out", async () => {
    sandbox().inject({ path: "/v1/configuration", hang: true });
    await expect(configuration({ signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: "TimeoutError" });
  });

  it("answers 200 with a body that is not JSON when malformed", async () => {
    sandbox().inject({ path: "/graphql", malformed: true });
    const response = await graphQLConfiguration();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("answers a GraphQL error of the injected class over HTTP 200", async () => {
    sandbox().inject({ path: "/graphql", graphqlErrorClass: "INTERNAL" });
    const response = await graphQLConfiguration();
    const body: Json = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: expect.any(String), extensions: { errorClass: "INTERNAL" } });
  });

  it("applies a rule to one request by default", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 500 });
    expect((await configuration()).status).toBe(500);
    expect((await configuration()).status).toBe(200);
  });

  it("applies a rule as many times as it says", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 500, times: 2 });
    const statuses = [(await configuration()).status, (await configuration()).status, (await configuration()).status];
    expect(statuses).toEqual([500, 500, 200]);
  });

  it("keeps a rule with times Infinity until the faults are cleared", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 500, times: Infinity });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await configuration()).status).toBe(500);
    sandbox().clearFaults();
    expect((await configuration()).status).toBe(200);
  });

  it("faults only the requests of the merchant a rule names, from the path", async () => {
    sandbox().inject({ merchantId: CARDS_ONLY_MERCHANT, status: 502, times: Infinity });
    expect((await configuration()).status).toBe(200);
    expect((await cardsOnlyConfiguration()).status).toBe(502);
  });

  it("faults only the requests of the merchant a rule names, from the GraphQL bearer", async () => {
    sandbox().inject({
      path: "/graphql",
      merchantId: CARDS_ONLY_MERCHANT,
      graphqlErrorClass: "UNKNOWN",
      times: Infinity,
    });
    expect((await (await graphQLConfiguration()).json()).errors).toBeUndefined();
    expect((await (await graphQLConfiguration(CARDS_ONLY_KEY)).json()).errors[0].extensions.errorClass).toBe("UNKNOWN");
  });

  it("matches GraphQL operation names", async () => {
    sandbox().inject({ operationName: "TokenizeCreditCard", status: 500 });
    expect((await graphQLConfiguration()).status).toBe(200);
    const faulted = await postGraphQL(sandbox(), sandbox().tokenizationKey, {
      query:
        "mutation TokenizeCreditCard($input: TokenizeCreditCardInput!) { tokenizeCreditCard(input: $input) { token } }",
      variables: { input: { creditCard: {} } },
      operationName: "TokenizeCreditCard",
    });
    expect(faulted.status).toBe(500);
  });

  it("matches the method", async () => {
    sandbox().inject({ method: "post", status: 500 });
    expect((await configuration()).status).toBe(200);
    expect((await graphQLConfiguration()).status).toBe(500);
  });

  it("applies the first matching rule in order of injection", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 502 });
    sandbox().inject({ path: "/v1/configuration", status: 504 });
    expect((await configuration()).status).toBe(502);
    expect((await configuration()).status).toBe(504);
  });

  it("never faults a preflight request", async () => {
    sandbox().inject({ path: "/graphql", status: 500 });
    const preflight = await fetch(`${sandbox().gatewayUrl}/graphql`, {
      method: "OPTIONS",
      headers: { Origin: "http://shop.test" },
    });
    expect(preflight.status).toBe(204);
    expect((await graphQLConfiguration()).status).toBe(500);
  });

  it("records the applied fault in the request log", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 503 });
    await configuration();
    await configuration();
    expect(sandbox().requests.map((request) => request.fault)).toEqual(["status 503", undefined]);
  });

  it("accepts rules over the control API, times null meaning until cleared", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/v1/configuration", status: 500, times: Infinity }),
    });
    expect(response.status).toBe(201);
    expect((await configuration()).status).toBe(500);
    expect((await configuration()).status).toBe(500);
    await fetch(`${sandbox().gatewayUrl}/__sandbox/faults`, { method: "DELETE" });
    expect((await configuration()).status).toBe(200);
  });

  it("refuses a malformed rule over the control API with 400", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "five hundred" }),
    });
    expect(response.status).toBe(400);
  });

  it("adds the latency set with setLatency to every response", async () => {
    sandbox().setLatency(200);
    const started = performance.now();
    await configuration();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe("permanent merchant faults", () => {
  const merchants = JSON.parse(
    readFileSync(new URL("../../../sandbox/merchants.json", import.meta.url), "utf8"),
  ) as MerchantSettings[];
  const withFault = merchants.map((merchant) =>
    merchant.merchantId === CARDS_ONLY_MERCHANT
      ? { ...merchant, faults: [{ path: "/v1/configuration", status: 500 }] }
      : merchant,
  );
  const faulty = useSandbox({ merchants: withFault });

  it("applies a merchant's faults from the settings to every one of its requests", async () => {
    const request = (): Promise<Response> =>
      fetchConfiguration(faulty(), { tokenizationKey: CARDS_ONLY_KEY }, CARDS_ONLY_MERCHANT);
    expect((await request()).status).toBe(500);
    expect((await request()).status).toBe(500);
  });

  it("does not apply a merchant's faults to other merchants", async () => {
    const response = await fetchConfiguration(faulty(), { tokenizationKey: faulty().tokenizationKey });
    expect(response.status).toBe(200);
  });

  it("keeps a merchant's faults after clearFaults", async () => {
    faulty().clearFaults();
    const response = await fetchConfiguration(faulty(), { tokenizationKey: CARDS_ONLY_KEY }, CARDS_ONLY_MERCHANT);
    expect(response.status).toBe(500);
  });
});

describe("fault rule checks", () => {
  const checked = useSandbox();

  it("throws on a rule with an effect of the wrong type", () => {
    expect(() => checked().inject({ status: "500" } as unknown as { status: number })).toThrow(TypeError);
  });
});

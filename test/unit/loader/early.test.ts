// What the loader starts before a component's bundle arrives (loader/early.ts): the client of the create's
// authorization, adopted by the component's own create, and the plugin's early work, against the sandbox.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../kernel/client/create.js";
import { client } from "../../../kernel/index.js";
import * as runtime from "../../../kernel/runtime.js";
import { takeEarly } from "../../../kernel/registry/early.js";
import { startEarly, type LoaderPlugin } from "../../../loader/early.js";
import { apiRequests, useSandbox } from "../../support/sandbox.js";

const sandbox = useSandbox();

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
});

const configurationRequests = () =>
  apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"));
/** The client-load analytics events of one client session (a batch an earlier file sent late names another session). */
const analyticsEvents = (sessionId: string) =>
  sandbox()
    .requests.filter(
      (request) => request.path.startsWith("/xoplatform/") && JSON.stringify(request.body ?? "").includes(sessionId),
    )
    .flatMap((request) => JSON.stringify(request.body ?? "").match(/custom\.client\.load\.\w+/g) ?? []);

/** Early work that records whether it was taken away. */
function recordedWork(): { plugin: LoaderPlugin; abandoned: () => boolean } {
  let abandoned = false;
  return {
    plugin: { early: () => ({ abandon: () => void (abandoned = true) }) },
    abandoned: () => abandoned,
  };
}

describe("the loader's early client", () => {
  it("is adopted by the component's create: one configuration request, not reported as a cached client", async () => {
    const finish = startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    const created = await client.create({ authorization: sandbox().tokenizationKey });
    finish(false);
    expect(configurationRequests()).toHaveLength(1);
    const sent = configurationRequests()[0]?.query._meta as { sessionId: string } | undefined;
    const sessionId = created.getConfiguration().analyticsMetadata.sessionId;
    expect(sessionId).toBe(sent?.sessionId);
    await created.teardown();
    expect(analyticsEvents(sessionId)).not.toContain("custom.client.load.cached");
  });

  it("ends a refused configuration in the kernel's catalogue error, asked once", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    await expect(client.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      type: "MERCHANT",
    });
    expect(configurationRequests()).toHaveLength(1);
  });

  it("is not started when a client is given, nor again for an authorization already on its way", async () => {
    startEarly(runtime.startClient, {}, { client: {}, authorization: sandbox().tokenizationKey }, undefined);
    startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    await client.create({ authorization: sandbox().tokenizationKey });
    expect(configurationRequests()).toHaveLength(1);
  });

  it("never contacts an address outside the trusted domains", async () => {
    const token = btoa(
      JSON.stringify({ authorizationFingerprint: "fp", configUrl: "https://gateway.example/configuration" }),
    );
    startEarly(runtime.startClient, {}, { authorization: token }, undefined);
    await expect(client.create({ authorization: token })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    });
    expect(apiRequests(sandbox())).toHaveLength(0);
  });

  it("is dropped when the create is refused before taking it, so the next create asks afresh", async () => {
    const finish = startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    finish(true);
    await client.create({ authorization: sandbox().tokenizationKey });
    await expect.poll(() => configurationRequests().length).toBe(2);
  });

  it("stays the client's when another create that shared it is refused", async () => {
    const finish = startEarly(runtime.startClient, {}, { authorization: sandbox().tokenizationKey }, undefined);
    const created = client.create({ authorization: sandbox().tokenizationKey });
    finish(true);
    await expect(created).resolves.toBeDefined();
    await client.create({ authorization: sandbox().tokenizationKey });
    expect(configurationRequests()).toHaveLength(1);
  });
});

describe("the plugin's early work", () => {
  it("is left for the plugin under the create's options and taken over by it", () => {
    const { plugin, abandoned } = recordedWork();
    const options = { client: {} };
    const finish = startEarly(runtime.startClient, plugin, options, "https://assets.braintreegateway.com");
    expect(takeEarly(options)).toBeDefined();
    finish(false);
    expect(abandoned()).toBe(false);
  });

  it("is taken away when the create is refused, whoever holds it", () => {
    const { plugin, abandoned } = recordedWork();
    const options = { client: {} };
    startEarly(runtime.startClient, plugin, options, "https://assets.braintreegateway.com")(true);
    expect(abandoned()).toBe(true);
    expect(takeEarly(options)).toBeUndefined();
  });

  it("is not started when the loader does not know a trusted asset origin", () => {
    const { plugin } = recordedWork();
    const options = { client: {} };
    startEarly(runtime.startClient, plugin, options, undefined);
    expect(takeEarly(options)).toBeUndefined();
  });
});

describe("startEarly", () => {
  it("never throws, whatever the options", () => {
    const hostile = [
      null,
      undefined,
      42,
      "text",
      Object.create(null),
      {
        get authorization(): string {
          throw new Error("getter");
        },
      },
      new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
          ownKeys() {
            throw new Error("trap");
          },
        },
      ),
      { authorization: "%%%" },
      { authorization: "x".repeat(100000) },
    ];
    const throwing: LoaderPlugin = {
      early: () => {
        throw new Error("early work");
      },
    };
    for (const options of hostile)
      expect(() =>
        startEarly(runtime.startClient, throwing, options, "https://assets.braintreegateway.com")(true),
      ).not.toThrow();
    fc.assert(
      fc.property(fc.anything(), (options) => {
        startEarly(runtime.startClient, {}, options, undefined)(true);
      }),
      { numRuns: 200 },
    );
  });
});

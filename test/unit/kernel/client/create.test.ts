import { beforeEach, describe, expect, it } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { apiRequests, useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

const gatewayRequests = () => apiRequests(sandbox());

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
});

describe("client.create", () => {
  it("fetches the classic configuration once for a tokenization key, with no CORS preflight", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    const configuration = instance.getConfiguration();
    expect(configuration.authorizationType).toBe("TOKENIZATION_KEY");
    expect(configuration.authorizationFingerprint).toBeUndefined();
    expect(configuration.gatewayConfiguration).toMatchObject({
      environment: "development",
      merchantId: sandbox().merchantId,
      clientApiUrl: `${sandbox().gatewayUrl}/merchants/${sandbox().merchantId}/client_api`,
    });
    expect(gatewayRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /merchants/${sandbox().merchantId}/client_api/v1/configuration`,
    ]);
    expect(gatewayRequests()[0]?.query).toMatchObject({
      tokenizationKey: sandbox().tokenizationKey,
      configVersion: "3",
    });
    expect(gatewayRequests()[0]?.headers["content-type"]).toBeUndefined();
  });

  it.each(["2018-05-08", "2019-01-01"])(
    "fetches the configUrl of a client token dated %s, with meta and config version",
    async (graphQLDate) => {
      const authorization = await sandbox().createClientToken({ graphQLDate });
      const instance = await client.create({ authorization });
      const [request] = gatewayRequests();
      expect(gatewayRequests()).toHaveLength(1);
      expect(request?.method).toBe("GET");
      expect(request?.path).toBe(`/merchants/${sandbox().merchantId}/client_api/v1/configuration`);
      expect(request?.query).toMatchObject({
        configVersion: "3",
        braintreeLibraryVersion: "braintree/web/3.132.0",
        _meta: { platform: "web", source: "client", integration: "custom", sdkVersion: "3.132.0" },
      });
      expect(JSON.stringify(request?.query)).toContain("authorizationFingerprint");
      expect(instance.getConfiguration().authorizationType).toBe("CLIENT_TOKEN");
      expect(instance.getConfiguration().authorizationFingerprint).toEqual(expect.any(String));
    },
  );

  it("returns the cached client for the same authorization without any request", async () => {
    const first = await client.create({ authorization: sandbox().tokenizationKey });
    sandbox().clearRequests();
    const second = await client.create({ authorization: sandbox().tokenizationKey });
    expect(second).toBe(first);
    expect(gatewayRequests()).toHaveLength(0);
  });

  it("fetches again after a failed create", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 401, times: 1 });
    await expect(client.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
    });
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    expect(instance.getVersion()).toBe("3.132.0");
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("fetches again after teardown", async () => {
    const first = await client.create({ authorization: sandbox().tokenizationKey });
    await first.teardown();
    const second = await client.create({ authorization: sandbox().tokenizationKey });
    expect(second).not.toBe(first);
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("returns a deep copy from getConfiguration", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    const copy = instance.getConfiguration();
    copy.gatewayConfiguration.merchantId = "changed";
    expect(instance.getConfiguration().gatewayConfiguration.merchantId).toBe(sandbox().merchantId);
  });

  it("keeps a given session id in the analytics metadata", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "session-1" });
    expect(instance.getConfiguration().analyticsMetadata).toMatchObject({
      sessionId: "session-1",
      platform: "web",
      sdkVersion: "3.132.0",
      source: "client",
      integration: "custom",
      integrationType: "custom",
    });
  });

  it("supports the callback style", async () => {
    const result = await new Promise<unknown[]>((resolve) => {
      const returned = client.create({ authorization: sandbox().tokenizationKey }, (...args) =>
        resolve([returned, ...args]),
      );
    });
    expect(result[0]).toBeUndefined();
    expect(result[1]).toBeNull();
    expect((result[2] as { getVersion(): string }).getVersion()).toBe("3.132.0");
  });

  it("requires an authorization", async () => {
    for (const options of [{}, { authorization: "" }, { authorization: null }, undefined, null, 7]) {
      await expect(client.create(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        type: "MERCHANT",
        code: "INSTANTIATION_OPTION_REQUIRED",
        message: "options.authorization is required when instantiating a client.",
      });
    }
  });

  it("rejects an authorization that is neither a key nor a token", async () => {
    for (const authorization of ["garbage", 42, {}, "unknownenv_abc_def"]) {
      await expect(client.create({ authorization } as never)).rejects.toMatchObject({
        code: "CLIENT_INVALID_AUTHORIZATION",
      });
    }
  });

  it("maps an expired client token to CLIENT_AUTHORIZATION_INVALID with only the gateway's body in details", async () => {
    const authorization = await sandbox().createClientToken({ expired: true, graphQLDate: "2019-01-01" });
    const failure = await client.create({ authorization }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID", type: "MERCHANT" });
    expect(Object.keys((failure as { details: object }).details)).toEqual(["originalError"]);
  });

  it.each([
    [403, "CLIENT_AUTHORIZATION_INSUFFICIENT"],
    [401, "CLIENT_AUTHORIZATION_INVALID"],
    [500, "CLIENT_GATEWAY_NETWORK"],
    [429, "CLIENT_GATEWAY_NETWORK"],
  ])("maps a configuration answer of %i to %s", async (status, code) => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    sandbox().inject({ path: "/v1/configuration", status, times: 2 });
    await expect(client.create({ authorization })).rejects.toMatchObject({
      code,
      details: { originalError: expect.anything() },
    });
  });

  it("maps a malformed configuration body to CLIENT_GATEWAY_NETWORK", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    sandbox().inject({ path: "/v1/configuration", malformed: true });
    await expect(client.create({ authorization })).rejects.toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
  });

  it("retries a dropped configuration request once", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    sandbox().inject({ path: "/v1/configuration", drop: true, times: 1 });
    const instance = await client.create({ authorization });
    expect(instance.getVersion()).toBe("3.132.0");
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("gives CLIENT_GATEWAY_NETWORK when the configuration request drops twice", async () => {
    sandbox().inject({ path: "/v1/configuration", drop: true, times: 2 });
    await expect(client.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
    });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("retries a 408 configuration answer once", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 408, times: 1 });
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    expect(instance.getVersion()).toBe("3.132.0");
    expect(gatewayRequests()).toHaveLength(2);
  });

  it.each(["assetsUrl", "clientApiUrl"])(
    "refuses a configuration whose %s is on an untrusted domain",
    async (property) => {
      const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
      const good = (await client.create({ authorization })).getConfiguration().gatewayConfiguration;
      clearClientCache();
      sandbox().inject({
        path: "/v1/configuration",
        status: 200,
        body: { ...good, [property]: "https://evil.example.com" },
      });
      await expect(client.create({ authorization })).rejects.toMatchObject({
        code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
        type: "MERCHANT",
        message: `${property} property is on an invalid domain.`,
      });
    },
  );

  it("refuses a client token whose configUrl is untrusted before sending anything", async () => {
    const authorization = btoa(
      JSON.stringify({
        authorizationFingerprint: "fp",
        configUrl: "https://evil.example.com/configuration",
        environment: "x",
      }),
    );
    await expect(client.create({ authorization })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
      message: "configUrl property is on an invalid domain.",
    });
    expect(gatewayRequests()).toHaveLength(0);
  });

  it("throws after teardown, except getConfiguration, as the provider's client", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    await instance.teardown();
    expect(instance.getConfiguration().gatewayConfiguration.merchantId).toBe(sandbox().merchantId);
    for (const method of ["getVersion", "toJSON"] as const) {
      expect(() => instance[method]()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          type: "MERCHANT",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
    expect(() => instance.request({ method: "get", endpoint: "x" })).toThrowError(
      expect.objectContaining({ message: "request cannot be called after teardown." }),
    );
    expect(() => instance.teardown()).toThrowError(
      expect.objectContaining({ message: "teardown cannot be called after teardown." }),
    );
  });
});

describe("client.create errors carry the provider's details", () => {
  it.each([
    [403, "CLIENT_AUTHORIZATION_INSUFFICIENT"],
    [500, "CLIENT_GATEWAY_NETWORK"],
  ])("a configuration answer of %i gives details with originalError only", async (status, code) => {
    sandbox().inject({ path: "/v1/configuration", status, times: 2, body: { error: { message: "refused" } } });
    const failure = await client.create({ authorization: sandbox().tokenizationKey }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BraintreeError", code });
    expect((failure as { details: unknown }).details).toEqual({ originalError: { error: { message: "refused" } } });
  });

  it("two dropped configuration requests give details with originalError only", async () => {
    sandbox().inject({ path: "/v1/configuration", drop: true, times: 2 });
    const failure = await client.create({ authorization: sandbox().tokenizationKey }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
    expect(Object.keys((failure as { details: object }).details)).toEqual(["originalError"]);
  });
});

describe("the client instance's public surface", () => {
  /** Every function a merchant can reach on an object: own properties and its prototype chain's. */
  function functionsOf(value: object): string[] {
    const names = new Set<string>();
    for (
      let target: object | null = value;
      target && target !== Object.prototype;
      target = Object.getPrototypeOf(target)
    ) {
      for (const name of Object.getOwnPropertyNames(target)) {
        if (name !== "constructor" && typeof (value as Record<string, unknown>)[name] === "function") names.add(name);
      }
    }
    return [...names].sort();
  }

  it("is getConfiguration, getVersion, request, teardown, toJSON and the provider's private _request (braintree-web-drop-in calls it)", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    expect(functionsOf(instance)).toEqual([
      "_request",
      "getConfiguration",
      "getVersion",
      "request",
      "teardown",
      "toJSON",
    ]);
    expect(
      Object.keys(instance).every((key) => typeof (instance as unknown as Record<string, unknown>)[key] === "function"),
    ).toBe(true);
    expect("sendEvent" in instance).toBe(false);
  });
});

describe("getConfiguration() has the provider's shape", () => {
  it("has exactly the provider's keys for a tokenization key (no fingerprint, no isDebug)", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    expect(Object.keys(instance.getConfiguration())).toEqual([
      "authorizationType",
      "analyticsMetadata",
      "gatewayConfiguration",
      "authorization",
    ]);
  });

  it("has the fingerprint for a client token, and isDebug only when debug was asked for", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    const instance = await client.create({ authorization, debug: true });
    const configuration = instance.getConfiguration();
    expect(Object.keys(configuration)).toEqual([
      "authorizationType",
      "authorizationFingerprint",
      "analyticsMetadata",
      "gatewayConfiguration",
      "isDebug",
      "authorization",
    ]);
    expect(configuration.isDebug).toBe(true);
    expect(configuration.authorizationFingerprint).toEqual(expect.any(String));
  });

  it("returns the classic configuration as the gateway sent it where the provider reads that one (a client token dated after 2018-05-10)", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    const instance = await client.create({ authorization });
    const [request] = gatewayRequests();
    const fingerprint = encodeURIComponent(instance.getConfiguration().authorizationFingerprint!);
    const sent = await fetch(`${sandbox().gatewayUrl}${request?.path}?authorizationFingerprint=${fingerprint}`).then(
      (response) => response.json(),
    );
    // Same keys at every level (values such as the 3-D Secure JWT are minted per answer).
    const shape = (value: unknown): unknown =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : typeof value;
    expect(shape(instance.getConfiguration().gatewayConfiguration)).toEqual(shape(sent));
  });

  it("is a deep copy: changing it changes nothing in the client", async () => {
    const instance = await client.create({ authorization: sandbox().tokenizationKey });
    const copy = instance.getConfiguration();
    copy.gatewayConfiguration.merchantId = "changed";
    expect(instance.getConfiguration().gatewayConfiguration.merchantId).toBe(sandbox().merchantId);
  });
});

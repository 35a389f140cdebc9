// The loader's configuration request (loader/early.ts) and its adoption by the kernel, against the sandbox.
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../kernel/client/create.js";
import { client } from "../../../kernel/index.js";
import { EARLY_KEY, type EarlyWork } from "../../../kernel/registry/early.js";
import { apiRequests, useSandbox } from "../../support/sandbox.js";

type StartEarly = typeof import("../../../loader/early.js").startEarly;

const sandbox = useSandbox();
let startEarly: StartEarly;
let braintree: Record<string, unknown>;

beforeAll(async () => {
  // What the build writes into loader.min.js; the loader's modules read it when they load.
  (globalThis as { __PAYKIT_BUNDLES__?: object }).__PAYKIT_BUNDLES__ = {};
  ({ startEarly } = await import("../../../loader/early.js"));
});

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  braintree = {};
  (globalThis as { braintree?: object }).braintree = braintree;
});

afterEach(() => {
  delete (globalThis as { braintree?: object }).braintree;
});

const work = () => braintree[EARLY_KEY] as EarlyWork;
const configurationRequests = () => apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/configuration"));

/** Resolves once the sandbox has logged `count` configuration requests. */
async function requestsArrived(count: number): Promise<void> {
  await expect.poll(() => configurationRequests().length).toBe(count);
}

describe("the loader's configuration request", () => {
  it("is adopted by client.create: one request, whose session id the client keeps", async () => {
    startEarly(braintree, "client", { authorization: sandbox().tokenizationKey });
    const created = await client.create({ authorization: sandbox().tokenizationKey });
    const requests = configurationRequests();
    expect(requests).toHaveLength(1);
    expect((requests[0]?.query._meta as { sessionId: string }).sessionId).toBe(created.getConfiguration().analyticsMetadata.sessionId);
    expect(work().size).toBe(0);
  });

  it("carries client.create's own session id", async () => {
    startEarly(braintree, "client", { authorization: sandbox().tokenizationKey, sessionId: "merchant-session" });
    await requestsArrived(1);
    expect((configurationRequests()[0]?.query._meta as { sessionId: string }).sessionId).toBe("merchant-session");
  });

  it("is not adopted when the kernel would ask another address, which it then asks itself", async () => {
    startEarly(braintree, "client", { authorization: sandbox().tokenizationKey, sessionId: "first" });
    const created = await client.create({ authorization: sandbox().tokenizationKey, sessionId: "second" });
    expect(created.getConfiguration().analyticsMetadata.sessionId).toBe("second");
    expect(configurationRequests().map((request) => (request.query._meta as { sessionId: string }).sessionId).sort()).toEqual([
      "first",
      "second",
    ]);
  });

  it("ends a refused configuration in the kernel's catalogue error", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    startEarly(braintree, "client", { authorization: sandbox().tokenizationKey });
    await expect(client.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      type: "MERCHANT",
    });
    expect(configurationRequests()).toHaveLength(1);
  });

  it("is not sent when a client is given, the kernel is already on the page, or another create sent it", async () => {
    startEarly(braintree, "hostedFields", { client: {}, authorization: sandbox().tokenizationKey });
    startEarly({ ...braintree, __paykitKernel: {} }, "client", { authorization: sandbox().tokenizationKey });
    startEarly(braintree, "client", { authorization: sandbox().tokenizationKey });
    startEarly(braintree, "hostedFields", { authorization: sandbox().tokenizationKey });
    await requestsArrived(1);
    expect(work().size).toBe(1);
  });

  it("never contacts an address outside the trusted domains", () => {
    const token = btoa(JSON.stringify({ authorizationFingerprint: "fp", configUrl: "https://gateway.example/configuration" }));
    startEarly(braintree, "client", { authorization: token });
    expect(work().size).toBe(0);
  });

  it("is dropped and aborted when the create is refused before the kernel took it", async () => {
    const finish = startEarly(braintree, "client", { authorization: sandbox().tokenizationKey });
    const early = work().get(sandbox().tokenizationKey) as { controller: AbortController };
    finish(true);
    expect(early.controller.signal.aborted).toBe(true);
    expect(work().size).toBe(0);
  });

  it("stays the client's when another create that shared it is refused", async () => {
    const finish = startEarly(braintree, "client", { authorization: sandbox().tokenizationKey });
    const early = work().get(sandbox().tokenizationKey) as { controller: AbortController };
    const created = client.create({ authorization: sandbox().tokenizationKey });
    finish(true);
    await expect(created).resolves.toBeDefined();
    expect(early.controller.signal.aborted).toBe(false);
  });

  it("never throws, whatever the options", () => {
    const hostile = [
      null,
      undefined,
      42,
      "text",
      Object.create(null),
      { get authorization(): string { throw new Error("getter"); } },
      { authorization: "%%%" },
      { authorization: "x".repeat(100000) },
    ];
    for (const options of hostile) expect(() => startEarly(braintree, "hostedFields", options)(true)).not.toThrow();
    fc.assert(
      fc.property(fc.anything(), (options) => {
        startEarly(braintree, "client", options)(true);
      }),
      { numRuns: 200 },
    );
    expect(work().size).toBe(0);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { apiRequests, useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();
const gatewayRequests = () => apiRequests(sandbox());

const VISA = { number: "4111111111111111", expirationDate: "12/2034", cvv: "123" };

let instance: Client;

async function createInstance(): Promise<void> {
  clearClientCache();
  instance = await client.create({ authorization: sandbox().tokenizationKey });
  sandbox().clearRequests();
}

/** A client whose configuration does not offer card tokenization over GraphQL: cards go to the classic API. */
async function useClassicCardTokenization(): Promise<void> {
  sandbox().setGraphQLFeatures(["configuration"]);
  await createInstance();
}

beforeEach(async () => {
  sandbox().clearFaults();
  sandbox().setGraphQLFeatures(null);
  await createInstance();
});

describe("client.request validation", () => {
  it("requires a method for the client API", async () => {
    await expect(instance.request({ endpoint: "payment_methods" })).rejects.toMatchObject({
      code: "CLIENT_OPTION_REQUIRED",
      type: "MERCHANT",
      message: "options.method is required when making a request.",
    });
  });

  it("requires an endpoint for the client API", async () => {
    await expect(instance.request({ method: "get" })).rejects.toMatchObject({
      code: "CLIENT_OPTION_REQUIRED",
      message: "options.endpoint is required when making a request.",
    });
  });

  it("rejects an unknown api", async () => {
    await expect(instance.request({ api: "restApi" as never, method: "get", endpoint: "x" })).rejects.toMatchObject({
      code: "CLIENT_OPTION_INVALID",
      type: "MERCHANT",
      message: "options.api is invalid.",
    });
  });

  it("does not need method or endpoint for GraphQL", async () => {
    await expect(
      instance.request({
        api: "graphQLApi",
        data: {
          query: "query ClientConfiguration { clientConfiguration { merchantId } }",
          operationName: "ClientConfiguration",
        },
      }),
    ).resolves.toMatchObject({ data: { clientConfiguration: expect.any(Object) } });
  });

  it("rejects data that cannot be serialised", async () => {
    const data: Record<string, unknown> = {};
    data.self = data;
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data }),
    ).rejects.toMatchObject({
      code: "CLIENT_OPTION_INVALID",
      message: "options.data is invalid.",
    });
  });

  it.each([
    ["a word", "number"],
    ["a 5 MB string", "x".repeat(5 * 1024 * 1024)],
  ])("rejects a method that is not an HTTP method (%s) without sending anything", async (_label, method) => {
    await expect(instance.request({ method, endpoint: "payment_methods" })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_OPTION_INVALID",
      type: "MERCHANT",
      message: "options.method is invalid.",
    });
    expect(gatewayRequests()).toEqual([]);
  });

  it("rejects an endpoint longer than a URL can carry without sending anything", async () => {
    await expect(instance.request({ method: "get", endpoint: "x".repeat(1024 * 1024) })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_OPTION_INVALID",
      type: "MERCHANT",
      message: "options.endpoint is invalid.",
    });
    expect(gatewayRequests()).toEqual([]);
  });

  it("takes an HTTP method in any case", async () => {
    await expect(instance.request({ method: "Get", endpoint: "configuration" })).resolves.toMatchObject({
      _httpStatus: 200,
    });
  });

  it("reads options whose getters throw as not given", async () => {
    const options = Object.defineProperty({ endpoint: "payment_methods" }, "method", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    await expect(instance.request(options)).rejects.toMatchObject({
      code: "CLIENT_OPTION_REQUIRED",
      message: "options.method is required when making a request.",
    });
  });

  it("rejects data whose getters throw as invalid data", async () => {
    const data = Object.defineProperty({}, "card", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data }),
    ).rejects.toMatchObject({
      code: "CLIENT_OPTION_INVALID",
      message: "options.data is invalid.",
    });
    expect(gatewayRequests()).toEqual([]);
  });
});

describe("client.request on the classic API", () => {
  beforeEach(useClassicCardTokenization);

  it("tokenizes a card and decorates the body with meta, version and credential", async () => {
    const body = (await instance.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { _meta: { source: "hosted-fields" }, creditCard: VISA },
    })) as { creditCards: Array<{ nonce: string; description: string }> };
    expect(body.creditCards[0]).toMatchObject({ nonce: expect.any(String), description: "ending in 11" });
    const [request] = gatewayRequests();
    expect(request?.method).toBe("POST");
    expect(request?.body).toMatchObject({
      braintreeLibraryVersion: "braintree/web/3.132.0",
      tokenizationKey: sandbox().tokenizationKey,
      _meta: { source: "hosted-fields", platform: "web", integration: "custom", sdkVersion: "3.132.0" },
      creditCard: VISA,
    });
  });

  it("passes the status as the callback's third argument", async () => {
    const args = await new Promise<unknown[]>((resolve) => {
      instance.request(
        { method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } },
        (...result: unknown[]) => resolve(result),
      );
    });
    expect(args[0]).toBeNull();
    expect(args[1]).toMatchObject({ creditCards: expect.any(Array) });
    expect(args[2]).toBe(201);
  });

  it("maps a 422 to CLIENT_REQUEST_ERROR with the gateway's body", async () => {
    await expect(
      instance.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { ...VISA, number: "4111111111111112" } },
      }),
    ).rejects.toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
      details: {
        httpStatus: 422,
        originalError: { fieldErrors: [{ field: "creditCard", fieldErrors: [{ field: "number", code: "81715" }] }] },
      },
    });
  });

  it.each([
    [401, "CLIENT_AUTHORIZATION_INVALID", "MERCHANT"],
    [403, "CLIENT_AUTHORIZATION_INSUFFICIENT", "MERCHANT"],
    [429, "CLIENT_RATE_LIMITED", "MERCHANT"],
    [500, "CLIENT_GATEWAY_NETWORK", "NETWORK"],
    [503, "CLIENT_GATEWAY_NETWORK", "NETWORK"],
    [404, "CLIENT_REQUEST_ERROR", "NETWORK"],
  ])("maps status %i to %s", async (status, code, type) => {
    sandbox().inject({ path: "credit_cards", status });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).rejects.toMatchObject({ code, type, details: { httpStatus: status } });
    expect(gatewayRequests()).toHaveLength(1);
  });

  it("retries a 408 once and succeeds", async () => {
    sandbox().inject({ path: "credit_cards", status: 408, times: 1 });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).resolves.toMatchObject({ creditCards: expect.any(Array) });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("gives CLIENT_REQUEST_ERROR with the gateway's body after a second 408, as the provider does", async () => {
    sandbox().inject({ path: "credit_cards", status: 408, times: 2, body: { error: { message: "Request Timeout" } } });
    const failure = await instance
      .request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
    });
    expect((failure as { details: unknown }).details).toEqual({
      originalError: { error: { message: "Request Timeout" } },
      httpStatus: 408,
    });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("retries a dropped connection once and succeeds", async () => {
    sandbox().inject({ path: "credit_cards", drop: true, times: 1 });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).resolves.toMatchObject({ creditCards: expect.any(Array) });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("gives CLIENT_GATEWAY_NETWORK when the connection drops twice", async () => {
    sandbox().inject({ path: "credit_cards", drop: true, times: 2 });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).rejects.toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("gives the provider's CLIENT_GATEWAY_NETWORK when the gateway does not answer within the timeout, after one retry", async () => {
    sandbox().inject({ path: "credit_cards", hang: true, times: 2 });
    const started = Date.now();
    await expect(
      instance.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: VISA },
        timeout: 150,
      }),
    ).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
      details: { httpStatus: 500 },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("maps a malformed success body to CLIENT_GATEWAY_NETWORK", async () => {
    sandbox().inject({ path: "credit_cards", malformed: true });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).rejects.toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
  });

  it("sends GET data in the query string", async () => {
    await instance
      .request({ method: "get", endpoint: "payment_methods/unknown", data: { a: { b: "c" } } })
      .catch(() => undefined);
    const [request] = gatewayRequests();
    expect(request?.method).toBe("GET");
    expect(JSON.stringify(request?.query)).toContain("tokenizationKey");
    expect(request?.query).toMatchObject({ a: { b: "c" } });
  });
});

describe("client.request on the GraphQL API", () => {
  it("sends Bearer authorization, the version header and clientSdkMetadata", async () => {
    await instance.request({
      api: "graphQLApi",
      data: {
        query: "query ClientConfiguration { clientConfiguration { merchantId } }",
        operationName: "ClientConfiguration",
      },
    });
    const [request] = gatewayRequests();
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${sandbox().tokenizationKey}`,
      "braintree-version": "2018-05-10",
    });
    expect(request?.body).toMatchObject({
      clientSdkMetadata: {
        platform: "web",
        source: "client",
        integration: "custom",
        version: "3.132.0",
        sessionId: expect.any(String),
      },
      operationName: "ClientConfiguration",
    });
  });

  it("maps errors in a 200 answer to CLIENT_GRAPHQL_REQUEST_ERROR", async () => {
    sandbox().inject({ path: "/graphql", graphqlErrorClass: "VALIDATION" });
    await expect(instance.request({ api: "graphQLApi", data: { query: "mutation X { x }" } })).rejects.toMatchObject({
      code: "CLIENT_GRAPHQL_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
      details: {
        originalError: [expect.objectContaining({ extensions: expect.objectContaining({ errorClass: "VALIDATION" }) })],
      },
    });
  });
});

describe("classic requests translated to GraphQL", () => {
  it("is what the sandbox configuration offers by default", () => {
    expect(instance.getConfiguration().gatewayConfiguration.graphQL?.features).toContain("tokenize_credit_cards");
  });

  it("tokenizes a card through TokenizeCreditCard and answers in the classic shape", async () => {
    const body = (await instance.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: VISA },
    })) as {
      creditCards: Array<Record<string, unknown>>;
    };
    expect(body.creditCards[0]).toMatchObject({
      nonce: expect.any(String),
      type: "CreditCard",
      description: "ending in 11",
      details: { cardType: "Visa", lastFour: "1111", lastTwo: "11", bin: "411111" },
    });
    expect(gatewayRequests().map((request) => `${request.path} ${request.operationName}`)).toEqual([
      "/graphql TokenizeCreditCard",
    ]);
  });

  it("turns a validation error into a classic 422 body", async () => {
    await expect(
      instance.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { ...VISA, number: "4111111111111112" } },
      }),
    ).rejects.toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      details: {
        httpStatus: 422,
        originalError: {
          error: { message: "Credit card is invalid" },
          fieldErrors: [{ field: "creditCard", fieldErrors: [{ field: "number", code: "81715" }] }],
        },
      },
    });
  });

  it("falls back to the classic endpoint on an INTERNAL error class", async () => {
    sandbox().inject({ path: "/graphql", graphqlErrorClass: "INTERNAL" });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).resolves.toMatchObject({ creditCards: expect.any(Array) });
    expect(gatewayRequests().map((request) => request.path)).toEqual([
      "/graphql",
      `/merchants/${sandbox().merchantId}/client_api/v1/payment_methods/credit_cards`,
    ]);
  });

  it("falls back to the classic endpoint when GraphQL drops the connection", async () => {
    sandbox().inject({ path: "/graphql", drop: true });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).resolves.toMatchObject({ creditCards: expect.any(Array) });
    expect(gatewayRequests()).toHaveLength(2);
  });

  it("keeps UnionPay enrollment on the classic API", async () => {
    await instance
      .request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { ...VISA, options: { unionPayEnrollment: { id: "e" } } } },
      })
      .catch(() => undefined);
    expect(gatewayRequests()[0]?.path).toContain("/v1/payment_methods/credit_cards");
  });
});

describe("client.request timeout option", () => {
  it("falls back to the default for a timeout no timer can hold, instead of timing out at once", async () => {
    await expect(
      instance.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: VISA },
        timeout: 1e12,
      }),
    ).resolves.toMatchObject({ creditCards: expect.any(Array) });
  });
});

describe("client.request results carry _httpStatus", () => {
  it("resolves a classic card tokenization with _httpStatus 201", async () => {
    await useClassicCardTokenization();
    const body = (await instance.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: VISA },
    })) as Record<string, unknown>;
    expect(body._httpStatus).toBe(201);
    expect(body.creditCards).toEqual([expect.objectContaining({ nonce: expect.any(String) })]);
  });

  it("resolves a card tokenized over GraphQL with _httpStatus 200", async () => {
    const body = (await instance.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: VISA },
    })) as Record<string, unknown>;
    expect(body._httpStatus).toBe(200);
    expect(gatewayRequests().map((request) => request.operationName)).toEqual(["TokenizeCreditCard"]);
  });

  it("resolves a GET with _httpStatus 200", async () => {
    const body = (await instance.request({ method: "get", endpoint: "configuration" })) as Record<string, unknown>;
    expect(body).toMatchObject({ _httpStatus: 200, merchantId: sandbox().merchantId });
  });

  it("resolves a GraphQL API request with _httpStatus 200", async () => {
    const body = await instance.request({
      api: "graphQLApi",
      data: {
        query: "query ClientConfiguration { clientConfiguration { merchantId } }",
        operationName: "ClientConfiguration",
      },
    });
    expect(body).toMatchObject({ _httpStatus: 200, data: { clientConfiguration: expect.any(Object) } });
  });

  it("gives the callback the body with _httpStatus and the status", async () => {
    const args = await new Promise<unknown[]>((resolve) => {
      instance.request({ method: "get", endpoint: "configuration" }, (...result: unknown[]) => resolve(result));
    });
    expect(args).toEqual([null, expect.objectContaining({ _httpStatus: 200 }), 200]);
  });
});

describe("client.request card tokenization over GraphQL, as the provider's client does", () => {
  it("stays on the classic API when the configuration does not list tokenize_credit_cards", async () => {
    await useClassicCardTokenization();
    await instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } });
    expect(gatewayRequests().map((request) => request.path)).toEqual([
      `/merchants/${sandbox().merchantId}/client_api/v1/payment_methods/credit_cards`,
    ]);
  });

  it("gives a VALIDATION error as a 422 CLIENT_REQUEST_ERROR whose originalError holds the field errors", async () => {
    const failure = await instance
      .request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { ...VISA, number: "4111111111111112" } },
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
    });
    expect((failure as { details: unknown }).details).toEqual({
      httpStatus: 422,
      originalError: {
        error: { message: "Credit card is invalid" },
        fieldErrors: [
          { field: "creditCard", fieldErrors: [{ code: "81715", field: "number", message: expect.any(String) }] },
        ],
      },
    });
    expect(gatewayRequests().map((request) => request.path)).toEqual(["/graphql"]);
  });

  it("falls back to the classic endpoint on an UNKNOWN error class", async () => {
    sandbox().inject({ path: "/graphql", graphqlErrorClass: "UNKNOWN" });
    await expect(
      instance.request({ method: "post", endpoint: "payment_methods/credit_cards", data: { creditCard: VISA } }),
    ).resolves.toMatchObject({ _httpStatus: 201, creditCards: expect.any(Array) });
    expect(gatewayRequests().map((request) => request.path)).toEqual([
      "/graphql",
      `/merchants/${sandbox().merchantId}/client_api/v1/payment_methods/credit_cards`,
    ]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

/** Settles within `ms` or fails the property: a hang is a bug too. */
async function outcome(run: () => unknown, ms = 5000): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("hang")), ms);
  });
  try {
    await Promise.race([Promise.resolve().then(run), hang]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

const CLIENT_CODES = new Set([
  "INSTANTIATION_OPTION_REQUIRED",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_AUTHORIZATION_INSUFFICIENT",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
  "CLIENT_MISSING_GATEWAY_CONFIGURATION",
  "CLIENT_REQUEST_TIMEOUT",
]);

const REQUEST_CODES = new Set([
  "CLIENT_OPTION_REQUIRED",
  "CLIENT_OPTION_INVALID",
  "CLIENT_REQUEST_ERROR",
  "CLIENT_GRAPHQL_REQUEST_ERROR",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_AUTHORIZATION_INSUFFICIENT",
  "CLIENT_RATE_LIMITED",
  "CLIENT_REQUEST_TIMEOUT",
]);

function expectCatalogueError(result: { ok: boolean; error?: unknown }, codes: Set<string>): void {
  if (result.ok) return;
  const error = result.error as { name?: string; code?: string; type?: string; message?: string };
  expect(error?.name, String(result.error)).toBe("BraintreeError");
  expect(codes.has(String(error.code)), String(error.code)).toBe(true);
  expect(["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"]).toContain(error.type);
  expect(typeof error.message).toBe("string");
}

/** Real provider environments would send requests off this machine; tests only reach the sandbox. */
const offMachine = (value: unknown) => typeof value !== "string" || !/^(sandbox|production)_/.test(value);

const authorizationLike = () =>
  fc
    .oneof(
      fc.anything(),
      fc.string(),
      fc.stringMatching(/^[a-z]{1,12}_[a-zA-Z0-9]{1,8}_[a-zA-Z0-9_]{1,16}$/),
      fc.constantFrom("development_x_unknownmerchant", "development_k7x2m9qa_sandbox_merchant_2"),
      fc.jsonValue().map((value) => btoa(JSON.stringify(value))),
      fc
        .record({
          authorizationFingerprint: fc.string(),
          configUrl: fc.oneof(
            fc.constant("https://evil.example.com/configuration"),
            fc.webUrl().filter((url) => !/paypal\.com|braintree/.test(url)),
          ),
          environment: fc.string(),
        })
        .map((token) => btoa(JSON.stringify(token))),
    )
    .filter(offMachine);

describe("bad input never escapes the catalogue", () => {
  it("client.create either succeeds or fails with a client catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.anything(),
            fc.record(
              { authorization: authorizationLike(), sessionId: fc.anything(), debug: fc.anything() },
              { requiredKeys: [] },
            ),
          )
          .filter((options) => offMachine((options as { authorization?: unknown } | null)?.authorization)),
        async (options) => {
          clearClientCache();
          expectCatalogueError(await outcome(() => client.create(options as never)), CLIENT_CODES);
        },
      ),
      { numRuns: 150 },
    );
  });

  describe("client.request", () => {
    let instance: Client;
    beforeAll(async () => {
      clearClientCache();
      instance = await client.create({ authorization: sandbox().tokenizationKey });
    });

    it("either succeeds or fails with a request catalogue error", async () => {
      const requestOptions = fc.oneof(
        fc.anything(),
        fc.record(
          {
            method: fc.oneof(fc.constantFrom("get", "post", "GET", "patch", "delete"), fc.anything()),
            endpoint: fc.oneof(
              fc.constantFrom("payment_methods/credit_cards", "configuration", "nope"),
              fc.anything(),
              fc.string(),
            ),
            api: fc.oneof(fc.constantFrom("clientApi", "graphQLApi"), fc.anything()),
            data: fc.oneof(fc.object(), fc.anything()),
            timeout: fc.oneof(fc.constant(2000), fc.anything()),
          },
          { requiredKeys: [] },
        ),
      );
      await fc.assert(
        fc.asyncProperty(requestOptions, async (options) => {
          expectCatalogueError(await outcome(() => instance.request(options as never)), REQUEST_CODES);
        }),
        { numRuns: 150 },
      );
    });
  });
});

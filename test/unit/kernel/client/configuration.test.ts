// @vitest-environment jsdom
// A configuration fetch that reaches no local sandbox, on a development-trust build (these tests run as one):
// code and message stay the provider's, `details` say where paykit looked and how to point it elsewhere.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseAuthorization } from "../../../../kernel/authorization/parse.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { unreachableSandboxDetails } from "../../../../kernel/client/configuration.js";
import { DEFAULT_DEVELOPMENT_GATEWAY } from "../../../../kernel/constants.js";
import { client } from "../../../../kernel/index.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
});

describe("a development client token whose sandbox gives no answer", () => {
  it("keeps CLIENT_GATEWAY_NETWORK and its message, and names the gateway it tried and where to get a new token", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    sandbox().inject({ path: "/v1/configuration", drop: true, times: 2 });
    const failure = await client.create({ authorization }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BraintreeError", code: "CLIENT_GATEWAY_NETWORK", type: "NETWORK", message: "Cannot contact the gateway at this time." });
    expect((failure as { details: unknown }).details).toEqual({
      originalError: "error",
      gatewayUrl: sandbox().gatewayUrl,
      fix: expect.stringContaining("POST /client_token"),
    });
  });

  it("says nothing more when the sandbox answers with an error instead", async () => {
    const authorization = await sandbox().createClientToken({ graphQLDate: "2019-01-01" });
    sandbox().inject({ path: "/v1/configuration", status: 503, times: 2 });
    const failure = await client.create({ authorization }).catch((error: unknown) => error);
    expect(Object.keys((failure as { details: object }).details)).toEqual(["originalError"]);
  });
});

describe("the unreachable-sandbox details of a tokenization key", () => {
  const key = () => parseAuthorization(sandbox().tokenizationKey);
  const defaultLocation = `${DEFAULT_DEVELOPMENT_GATEWAY}/merchants/sandbox_merchant_1/client_api/v1/configuration`;
  let named: string | undefined;
  beforeEach(() => {
    named = globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__;
  });
  afterEach(() => {
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = named;
  });

  it("name the default address paykit tried and the line that points it at another gateway, when the page named none", () => {
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = undefined;
    expect(unreachableSandboxDetails(key(), defaultLocation)).toEqual({
      gatewayUrl: "http://127.0.0.1:4400",
      fix: expect.stringContaining('window.__PAYKIT_DEVELOPMENT_GATEWAY__ = "<its gateway URL>"'),
    });
  });

  it("are left out when the page named its gateway itself", () => {
    expect(globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__).toBe(sandbox().gatewayUrl);
    expect(unreachableSandboxDetails(key(), `${sandbox().gatewayUrl}/merchants/sandbox_merchant_1/client_api/v1/configuration`)).toBeUndefined();
  });

  it("are left out for an authorization that is not a local sandbox one", () => {
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = undefined;
    const sandboxKey = parseAuthorization("sandbox_g42y39zw_348pk9cgf3bgyw2b");
    expect(unreachableSandboxDetails(sandboxKey, "https://api.sandbox.braintreegateway.com:443/merchants/348pk9cgf3bgyw2b/client_api/v1/configuration")).toBeUndefined();
  });
});

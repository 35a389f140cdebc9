// @vitest-environment jsdom
// A configuration fetch that reaches no local sandbox, on a development-trust build (these tests run as one):
// code and message stay the provider's, `details` say where paykit looked and how to point it elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
    expect(failure).toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
    });
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
    expect(
      unreachableSandboxDetails(
        key(),
        `${sandbox().gatewayUrl}/merchants/sandbox_merchant_1/client_api/v1/configuration`,
      ),
    ).toBeUndefined();
  });

  it("for a key of the provider's gateway (the README's placeholder) say to copy the local sandbox's key from its banner", () => {
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = undefined;
    for (const value of ["sandbox_xxxxxxxx_merchantid", "sandbox_g42y39zw_348pk9cgf3bgyw2b"]) {
      const location = `https://api.sandbox.braintreegateway.com:443/merchants/${value.split("_")[2]}/client_api/v1/configuration`;
      expect(unreachableSandboxDetails(parseAuthorization(value), location)).toEqual({
        fix: expect.stringContaining("copy the tokenization key from its banner"),
      });
    }
  });
});

describe("a development tokenization key the sandbox does not know", () => {
  it("keeps the provider's error and message, and says which merchants the sandbox has and where to copy a key", async () => {
    const failure = await client
      .create({ authorization: "development_abc123_sandbox_merchant_9" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      message:
        "Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.",
      details: { originalError: { error: { message: "Tokenization key is invalid" } } },
    });
    const fix = (failure as { details: { fix: string } }).details.fix;
    expect(fix).toContain('no merchant "sandbox_merchant_9"');
    for (const merchant of sandbox().merchants) expect(fix).toContain(merchant.merchantId);
    expect(fix).toContain(sandbox().tokenizationKey);
  });

  it("names the merchant whose key it is not, for a known merchant with a wrong key", async () => {
    const failure = await client
      .create({ authorization: sandbox().tokenizationKey.replace(/_[^_]+_/, "_zzzz_") })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      details: { fix: expect.stringContaining('not the tokenization key of merchant "sandbox_merchant_1"') },
    });
  });
});

describe("on a development build, a failure with details.fix", () => {
  it("prints the fix once as a console warning, however often the call fails, and still fails as before", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const key = "development_abc123_sandbox_merchant_8";
      await expect(client.create({ authorization: key })).rejects.toMatchObject({
        code: "CLIENT_AUTHORIZATION_INVALID",
      });
      clearClientCache();
      const viaCallback = await new Promise((resolve) =>
        client.create({ authorization: key }, (error) => resolve(error)),
      );
      expect(viaCallback).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
      const printed = warn.mock.calls.filter(([text]) => String(text).includes('no merchant "sandbox_merchant_8"'));
      expect(printed).toHaveLength(1);
      expect(String(printed[0]?.[0])).toMatch(/^paykit: This sandbox has no merchant/);
    } finally {
      warn.mockRestore();
    }
  });

  it("prints nothing for a failure without a fix", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      sandbox().inject({ path: "/v1/configuration", status: 401 });
      await expect(client.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
        code: "CLIENT_AUTHORIZATION_INVALID",
      });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

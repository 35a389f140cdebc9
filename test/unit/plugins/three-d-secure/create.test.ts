// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import type { Client } from "../../../../kernel/index.js";
import { threeDSecure, type ThreeDSecure } from "../../../../plugins/three-d-secure/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { clientTokenClient, installCardinal, type FakeCardinal } from "./cardinal.js";

const sandbox = useSandbox();
let cardinal: FakeCardinal;
let stopLoading: () => void;
let instances: ThreeDSecure[] = [];

beforeEach(() => {
  clearClientCache();
  cardinal = installCardinal();
  stopLoading = loadScriptsInstantly();
});

afterEach(async () => {
  stopLoading();
  await Promise.all(instances.map((instance) => instance.teardown()));
  instances = [];
});

async function create(options: Record<string, unknown>): Promise<ThreeDSecure> {
  const instance = await threeDSecure.create(options as never);
  instances.push(instance);
  return instance;
}

/** A client whose configuration the test chooses (the sandbox only has development merchants). */
function clientWith(authorizationType: string, gateway: Record<string, unknown>): Client {
  const configuration = {
    authorizationType,
    authorizationFingerprint: "fingerprint",
    gatewayConfiguration: {
      environment: "sandbox",
      threeDSecureEnabled: true,
      threeDSecure: { cardinalAuthenticationJWT: "a.b.c" },
      ...gateway,
    },
  };
  return {
    getConfiguration: () => configuration,
    getVersion: () => "3.132.0",
    request: async () => ({}),
  } as unknown as Client;
}

describe("threeDSecure.create versions", () => {
  it("refuses version 1 with THREEDS_UNSUPPORTED_VERSION", async () => {
    await expect(
      threeDSecure.create({ client: await clientTokenClient(sandbox()), version: "1" }),
    ).rejects.toMatchObject({
      code: "THREEDS_UNSUPPORTED_VERSION",
      type: "MERCHANT",
      message:
        "3D Secure `1` is deprecated and no longer supported. See available versions at https://braintree.github.io/braintree-web/current/module-braintree-web_three-d-secure.html#.create",
    });
  });

  it("refuses a missing version with THREEDS_UNSUPPORTED_VERSION", async () => {
    await expect(threeDSecure.create({ client: await clientTokenClient(sandbox()) } as never)).rejects.toMatchObject({
      code: "THREEDS_UNSUPPORTED_VERSION",
    });
  });

  it("refuses an unknown version with THREEDS_UNRECOGNIZED_VERSION naming it", async () => {
    await expect(
      threeDSecure.create({ client: await clientTokenClient(sandbox()), version: "3" }),
    ).rejects.toMatchObject({
      code: "THREEDS_UNRECOGNIZED_VERSION",
      type: "MERCHANT",
      message:
        "Version `3` is not a recognized version. You may need to update the version of your Braintree SDK to support this version.",
    });
  });

  it("refuses an inherited property name as a version", async () => {
    await expect(
      threeDSecure.create({ client: await clientTokenClient(sandbox()), version: "toString" }),
    ).rejects.toMatchObject({ code: "THREEDS_UNRECOGNIZED_VERSION" });
  });

  it.each([
    ["2", undefined],
    ["2-cardinal-modal", undefined],
    ["2-bootstrap3-modal", "bootstrap3"],
    ["2-inline-iframe", "inline"],
  ])("configures Cardinal for version %s with framework %s", async (version, framework) => {
    await create({ client: await clientTokenClient(sandbox()), version });
    await expect.poll(() => cardinal.configured).toBeDefined();
    expect(cardinal.configured.payment.framework).toBe(framework);
  });
});

describe("threeDSecure.create refusals", () => {
  it("refuses a tokenization key with THREEDS_CAN_NOT_USE_TOKENIZATION_KEY", async () => {
    await expect(threeDSecure.create({ authorization: sandbox().tokenizationKey, version: "2" })).rejects.toMatchObject(
      {
        code: "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY",
        type: "MERCHANT",
        message: "3D Secure can not use a tokenization key for authorization.",
      },
    );
  });

  it("refuses a merchant with 3D Secure disabled with THREEDS_NOT_ENABLED", async () => {
    await expect(
      threeDSecure.create({ client: clientWith("CLIENT_TOKEN", { threeDSecureEnabled: false }), version: "2" }),
    ).rejects.toMatchObject({
      code: "THREEDS_NOT_ENABLED",
      message: "3D Secure is not enabled for this merchant.",
    });
  });

  it("refuses a production configuration on a page without HTTPS with THREEDS_HTTPS_REQUIRED", async () => {
    expect(location.protocol).toBe("http:");
    await expect(
      threeDSecure.create({ client: clientWith("CLIENT_TOKEN", { environment: "production" }), version: "2" }),
    ).rejects.toMatchObject({
      code: "THREEDS_HTTPS_REQUIRED",
      message: "3D Secure requires HTTPS.",
    });
  });

  it("refuses a configuration without an authentication JWT with THREEDS_NOT_ENABLED_FOR_V2", async () => {
    await expect(
      threeDSecure.create({ client: clientWith("CLIENT_TOKEN", { threeDSecure: {} }), version: "2" }),
    ).rejects.toMatchObject({
      code: "THREEDS_NOT_ENABLED_FOR_V2",
      message:
        "3D Secure version 2 is not enabled for this merchant. Contact Braintree Support for assistance at https://help.braintreepayments.com/",
    });
  });

  it("reports the last failing check when several fail, as the provider does", async () => {
    const client = clientWith("TOKENIZATION_KEY", { threeDSecureEnabled: false, threeDSecure: null });
    await expect(threeDSecure.create({ client, version: "2" })).rejects.toMatchObject({
      code: "THREEDS_NOT_ENABLED_FOR_V2",
    });
  });

  it("requests no Songbird.js before refusing (a deliberate difference: the provider's requests it first)", async () => {
    const songbird = () => document.querySelectorAll('script[src*="songbird"]').length;
    const before = songbird();
    await expect(threeDSecure.create({ authorization: sandbox().tokenizationKey, version: "2" })).rejects.toMatchObject(
      {
        code: "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY",
      },
    );
    const token = await sandbox().createClientToken({ merchantId: sandbox().merchants[1]!.merchantId });
    await expect(threeDSecure.create({ authorization: token, version: "2" })).rejects.toMatchObject({
      code: "THREEDS_NOT_ENABLED_FOR_V2",
    });
    expect(songbird()).toBe(before);
  });

  it("refuses the sandbox merchant without 3D Secure", async () => {
    const token = await sandbox().createClientToken({ merchantId: sandbox().merchants[1]!.merchantId });
    await expect(threeDSecure.create({ authorization: token, version: "2" })).rejects.toMatchObject({
      code: "THREEDS_NOT_ENABLED_FOR_V2",
    });
  });
});

describe("Songbird set-up", () => {
  it("loads Songbird.js from the configuration's URL", async () => {
    const client = await clientTokenClient(sandbox());
    await create({ client, version: "2" });
    const url = (client.getConfiguration().gatewayConfiguration.threeDSecure as { cardinalSongbirdUrl: string })
      .cardinalSongbirdUrl;
    expect(document.querySelector(`script[src="${url}"]`)).not.toBeNull();
    expect(url).toBe(`${sandbox().gatewayUrl}/simulators/cardinal/songbird.js`);
  });

  it("initialises Cardinal with the configuration's authentication JWT", async () => {
    const client = await clientTokenClient(sandbox());
    await create({ client, version: "2" });
    await expect
      .poll(() => cardinal.setupJwt)
      .toBe(
        (client.getConfiguration().gatewayConfiguration.threeDSecure as { cardinalAuthenticationJWT: string })
          .cardinalAuthenticationJWT,
      );
  });

  it("passes cardinalSDKConfig on and asks for verbose logging when loggingEnabled", async () => {
    await create({
      client: await clientTokenClient(sandbox()),
      version: "2",
      loggingEnabled: true,
      cardinalSDKConfig: {
        maxRequestRetries: 2,
        payment: { displayLoading: true, displayExitButton: false, other: 1 },
      },
    });
    await expect.poll(() => cardinal.configured).toBeDefined();
    expect(cardinal.configured).toEqual({
      maxRequestRetries: 2,
      logging: { level: "verbose" },
      payment: { displayLoading: true, displayExitButton: false },
    });
  });
});

describe("hasListener", () => {
  it("says whether a listener is registered for an event, as the provider's instances do", async () => {
    const instance = await create({ client: await clientTokenClient(sandbox()), version: "2" });
    const listener = () => undefined;
    expect(instance.hasListener("lookup-complete")).toBe(false);
    instance.on("lookup-complete", listener);
    expect(instance.hasListener("lookup-complete")).toBe(true);
    expect(instance.hasListener("customer-canceled")).toBe(false);
    instance.off("lookup-complete", listener);
    expect(instance.hasListener("lookup-complete")).toBe(false);
  });

  it("cannot be called after teardown", async () => {
    const instance = await threeDSecure.create({ client: await clientTokenClient(sandbox()), version: "2" });
    await instance.teardown();
    expect(() => instance.hasListener("lookup-complete")).toThrow(
      expect.objectContaining({
        code: "METHOD_CALLED_AFTER_TEARDOWN",
        message: "hasListener cannot be called after teardown.",
      }),
    );
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { client as clientNamespace, type Client } from "../../../../kernel/index.js";
import { fastlane } from "../../../../plugins/fastlane/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectSuccessOrCatalogueError, outcome } from "../support.js";

const sandbox = useSandbox();
type Sdk = { create(options: unknown): unknown };
type Root = { braintree?: { _fastlane?: Sdk; fastlane?: Sdk } };
const root = globalThis as unknown as Root;
let stopLoading: () => void;
let client: Client;
let received: Record<string, any> | undefined;

beforeEach(async () => {
  clearClientCache();
  stopLoading = loadScriptsInstantly();
  client = await clientNamespace.create({ authorization: sandbox().tokenizationKey });
  received = undefined;
  // jsdom runs no external script: this stands in for what the accelerated checkout script defines.
  (root.braintree ??= {})._fastlane = {
    create: (options) => {
      received = options as Record<string, any>;
      return Promise.resolve({ identity: {}, simulator: true });
    },
  };
});

afterEach(() => {
  stopLoading();
  delete root.braintree?._fastlane;
  delete root.braintree?.fastlane;
});

const fastlaneScript = () => document.querySelector<HTMLScriptElement>('script[src$="/simulators/fastlane/axo.js"]');

describe("fastlane.create", () => {
  it("loads the accelerated checkout script (the sandbox's on a development gateway)", async () => {
    await fastlane.create({ client });
    expect(fastlaneScript()?.src).toBe(`${sandbox().gatewayUrl}/simulators/fastlane/axo.js`);
  });

  it("creates the Fastlane instance with the platform options and passes the merchant's options on", async () => {
    const instance = await fastlane.create({
      client,
      deviceData: '{"correlation_id":"x"}',
      styles: { root: { backgroundColor: "white" } },
    });
    expect(instance).toMatchObject({ simulator: true });
    expect(received).toEqual({
      styles: { root: { backgroundColor: "white" } },
      platformOptions: { platform: "BT", authorization: undefined, client, deviceData: '{"correlation_id":"x"}' },
      localeUrl: `${sandbox().gatewayUrl}/simulators/fastlane/locales/`,
    });
  });

  it("passes the authorization the merchant gave in the platform options, as the provider's loader does", async () => {
    await fastlane.create({ authorization: sandbox().tokenizationKey });
    expect(received?.platformOptions).toMatchObject({ platform: "BT", authorization: sandbox().tokenizationKey });
  });

  it("keeps the loader's own options (minified, btSdkVersion) from the Fastlane SDK, as the provider's", async () => {
    await fastlane.create({ client, minified: true, btSdkVersion: "1.0.0", locale: "fr_fr" });
    expect(received).not.toHaveProperty("minified");
    expect(received).not.toHaveProperty("btSdkVersion");
    expect(received).toMatchObject({ locale: "fr_fr" });
  });

  it("passes the loader's metadata (localeUrl) to the Fastlane SDK", async () => {
    await fastlane.create({ client });
    expect(received?.localeUrl).toBe(`${sandbox().gatewayUrl}/simulators/fastlane/locales/`);
  });

  it("falls back to braintree.fastlane.create when the script defines no braintree._fastlane", async () => {
    delete root.braintree!._fastlane;
    root.braintree!.fastlane = { create: (options) => Promise.resolve({ identity: {}, surface: "fastlane", options }) };
    const instance = (await fastlane.create({ client })) as unknown as Record<string, any>;
    expect(instance.surface).toBe("fastlane");
    expect(instance.options.platformOptions).toMatchObject({ platform: "BT", client });
  });

  it("resolves with the Fastlane SDK's own object, with no teardown added", async () => {
    const own = { identity: {}, simulator: true };
    root.braintree!._fastlane = { create: () => Promise.resolve(own) };
    const instance = await fastlane.create({ client });
    expect(instance).toBe(own);
    expect(Object.keys(instance)).toEqual(["identity", "simulator"]);
    expect("teardown" in instance).toBe(false);
  });

  it("fails with FASTLANE_SDK_LOAD_ERROR carrying the SDK's message when its create fails", async () => {
    root.braintree!._fastlane = {
      create: () => Promise.reject(new Error("Fastlane is not available for this merchant")),
    };
    await expect(fastlane.create({ client })).rejects.toMatchObject({
      code: "FASTLANE_SDK_LOAD_ERROR",
      type: "MERCHANT",
      message: "Fastlane is not available for this merchant",
    });
  });

  it("fails with FASTLANE_SDK_LOAD_ERROR when the script defines no Fastlane SDK", async () => {
    delete root.braintree!._fastlane;
    await expect(fastlane.create({ client })).rejects.toMatchObject({
      code: "FASTLANE_SDK_LOAD_ERROR",
      message: "The Fastlane SDK did not load.",
    });
  });
});

describe("bad input never escapes the Fastlane catalogue", () => {
  it("fastlane.create either succeeds or fails with a catalogue error", async () => {
    const CODES = [
      "INSTANTIATION_OPTION_REQUIRED",
      "INCOMPATIBLE_VERSIONS",
      "CLIENT_INVALID_AUTHORIZATION",
      "CLIENT_AUTHORIZATION_INVALID",
      "CLIENT_GATEWAY_NETWORK",
      "FASTLANE_SDK_LOAD_ERROR",
    ];
    const options = often(
      fc.record(
        {
          authorization: localAuthorization([sandbox().tokenizationKey]),
          client: hostile(),
          deviceData: hostile(),
          extra: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => fastlane.create(value as never)), CODES);
      }),
      { numRuns: 40 },
    );
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client, type GatewayConfiguration } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypalCheckout, type PayPalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { sdkAttributes, sdkBaseUrl, sdkQuery } from "../../../../plugins/paypal-checkout/sdk.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";

const sandbox = useSandbox();

const production = {
  environment: "production",
  clientApiUrl: "https://api.braintreegateway.com:443/merchants/m/client_api",
} as GatewayConfiguration;

describe("PayPal SDK URL", () => {
  it("defaults to the buttons component, intent authorize and currency USD", () => {
    expect(sdkQuery({}, "client-1")).toEqual({
      components: "buttons",
      intent: "authorize",
      currency: "USD",
      "client-id": "client-1",
    });
  });

  it("defaults the intent to tokenize for the vault flow, without a currency", () => {
    expect(sdkQuery({ vault: true }, "client-1")).toEqual({
      components: "buttons",
      vault: "true",
      intent: "tokenize",
      "client-id": "client-1",
    });
  });

  it("keeps the merchant's query parameters and client id", () => {
    expect(
      sdkQuery(
        { "client-id": "mine", intent: "capture", currency: "EUR", components: "buttons,messages", locale: "de_DE" },
        "configured",
      ),
    ).toEqual({
      "client-id": "mine",
      intent: "capture",
      currency: "EUR",
      components: "buttons,messages",
      locale: "de_DE",
    });
  });

  it("keeps env and data attributes out of the query", () => {
    expect(sdkQuery({ env: "sandbox", dataAttributes: { "csp-nonce": "n" } }, "c")).not.toHaveProperty("env");
    expect(sdkQuery({ env: "sandbox", dataAttributes: { "csp-nonce": "n" } }, "c")).not.toHaveProperty(
      "dataAttributes",
    );
  });

  it("loads the production SDK by default", () => {
    expect(sdkBaseUrl(undefined, production)).toBe("https://www.paypal.com/sdk/js");
  });

  it("loads the SDK of the env option", () => {
    expect(sdkBaseUrl("sandbox", production)).toBe("https://www.sandbox.paypal.com/sdk/js");
    expect(sdkBaseUrl("stage", production)).toBe("https://www.msmaster.qa.paypal.com/sdk/js");
    expect(sdkBaseUrl("teBraintree", production)).toBe("https://www.braintree.stage.paypal.com/sdk/js");
    expect(sdkBaseUrl("elsewhere", production)).toBe("https://www.paypal.com/sdk/js");
  });

  it("loads the sandbox's simulated SDK for a development gateway", () => {
    const development = {
      environment: "development",
      clientApiUrl: "http://127.0.0.1:4400/merchants/m/client_api",
    } as GatewayConfiguration;
    expect(sdkBaseUrl("sandbox", development)).toBe("http://127.0.0.1:4400/simulators/paypal/sdk/js");
  });
});

describe("PayPal SDK script attributes", () => {
  const context = {
    configuration: production,
    environment: "production",
    sessionId: "session-1",
    autoSetDataUserIdToken: false,
  };

  it("identifies the integration and the session", () => {
    expect(sdkAttributes({}, context)).toEqual({
      "client-metadata-id": "session-1",
      "sdk-integration-source": "BRAINTREE_WEB_SDK",
    });
  });

  it("adds the merchant's attributes, with or without the data- prefix", () => {
    expect(
      sdkAttributes(
        { dataAttributes: { "csp-nonce": "abc", "data-page-type": "checkout", "client-metadata-id": "mine" } },
        context,
      ),
    ).toEqual({
      "client-metadata-id": "mine",
      "sdk-integration-source": "BRAINTREE_WEB_SDK",
      "csp-nonce": "abc",
      "page-type": "checkout",
    });
  });

  it("sets the user id token from the fingerprint, without its query, when asked to", () => {
    const attributes = sdkAttributes(
      {},
      { ...context, autoSetDataUserIdToken: true, fingerprint: "eyJfingerprint?customer_id=42" },
    );
    expect(attributes["user-id-token"]).toBe("eyJfingerprint");
  });

  it("sets no user id token unless asked to", () => {
    expect(sdkAttributes({}, { ...context, fingerprint: "eyJfingerprint" })).not.toHaveProperty("user-id-token");
  });
});

describe("loadPayPalSDK", () => {
  let instance: PayPalCheckout;
  let stopLoading: () => void;

  beforeEach(async () => {
    clearClientCache();
    sandbox().clearRequests();
    stopLoading = loadScriptsInstantly();
  });

  afterEach(async () => {
    stopLoading();
    await instance.teardown();
    vi.restoreAllMocks();
  });

  function sdkScript(): HTMLScriptElement | null {
    return document.querySelector<HTMLScriptElement>('script[src*="/simulators/paypal/sdk/js"]');
  }

  it("puts the simulated SDK of the development gateway on the page and resolves with the instance", async () => {
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
    await expect(instance.loadPayPalSDK({ currency: "EUR" })).resolves.toBe(instance);
    const src = new URL(sdkScript()?.src ?? "");
    expect(src.origin).toBe(sandbox().gatewayUrl);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      components: "buttons",
      currency: "EUR",
      intent: "authorize",
      "client-id": await instance.getClientId(),
    });
    expect(sdkScript()?.getAttribute("data-sdk-integration-source")).toBe("BRAINTREE_WEB_SDK");
  });

  it("removes the SDK script on teardown", async () => {
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
    await instance.loadPayPalSDK({ currency: "GBP" });
    await instance.teardown();
    expect(sdkScript()).toBeNull();
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
  });

  it("preloads the buttons for the client token's shopper when asked to", async () => {
    const clientToken = await sandbox().createClientToken({ customerId: "7" });
    instance = await paypalCheckout.create({ authorization: clientToken, autoSetDataUserIdToken: true });
    await instance.loadPayPalSDK({ currency: "CAD", dataAttributes: { amount: "10.00" } });
    const fingerprint =
      (await client.create({ authorization: clientToken })).getConfiguration().authorizationFingerprint ?? "";
    expect(sdkScript()?.getAttribute("data-user-id-token")).toBe(fingerprint.split("?")[0]);
    await vi.waitFor(() =>
      expect(sandbox().requests.some((request) => request.path === "/simulators/paypal/smart/buttons/preload")).toBe(
        true,
      ),
    );
    const ping = sandbox().requests.find((request) => request.path === "/simulators/paypal/smart/buttons/preload");
    expect(ping?.query).toEqual({
      "client-id": await instance.getClientId(),
      "user-id-token": fingerprint.split("?")[0],
      amount: "10.00",
      currency: "CAD",
    });
  });

  it("fails with a catalogue error when the SDK cannot load", async () => {
    stopLoading();
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event("error"));
    });
    observer.observe(document, { childList: true, subtree: true });
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
    await expect(instance.loadPayPalSDK({ currency: "JPY" })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      type: "NETWORK",
      message: "PayPal SDK could not be loaded.",
    });
    observer.disconnect();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { masterpass, type Masterpass } from "../../../../plugins/masterpass/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { bodiesSentTo, decideOnSimulator, fromDispatchFrame, stubPopups, type FakePopup } from "../frame-flows.js";

const sandbox = useSandbox();
const CARDS_ONLY_KEY = "development_b3n8w4zp_sandbox_merchant_2";
const ANDROID_WEB_VIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";
const ORDER = { subtotal: "12.50", currencyCode: "USD" };

let instance: Masterpass;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  instance = await masterpass.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
});

afterEach(async () => {
  await Promise.resolve()
    .then(() => instance.teardown())
    .catch(() => undefined);
  vi.restoreAllMocks();
  delete (navigator as { userAgent?: string }).userAgent;
});

/** Sends the pop-up on to the loading frame and returns the loading frame's URL. */
async function loadingFrameUrl(popup: FakePopup): Promise<URL> {
  fromDispatchFrame(sandbox().assetsUrl, "ready");
  await vi.waitFor(() => expect(popup.location.href).toContain("masterpass-loading-frame"));
  return new URL(popup.location.href);
}

async function approvedParameters(popup: FakePopup): Promise<Record<string, string>> {
  const token = (await loadingFrameUrl(popup)).searchParams.get("requestToken");
  return decideOnSimulator(sandbox(), "masterpass", `oauth_token=${token}`, "approve");
}

describe("masterpass.create", () => {
  it("carries the library version and is supported by browsers with pop-ups", () => {
    expect(masterpass.VERSION).toBe("3.132.0");
    expect(masterpass.isSupported()).toBe(true);
  });

  it("refuses a merchant without Masterpass", async () => {
    await expect(masterpass.create({ authorization: CARDS_ONLY_KEY })).rejects.toMatchObject({
      code: "MASTERPASS_NOT_ENABLED",
      type: "MERCHANT",
      message: "Masterpass is not enabled for this merchant.",
    });
  });

  it("refuses a browser without pop-ups", async () => {
    Object.defineProperty(navigator, "userAgent", { value: ANDROID_WEB_VIEW, configurable: true });
    expect(masterpass.isSupported()).toBe(false);
    await expect(masterpass.create({ authorization: sandbox().tokenizationKey })).rejects.toMatchObject({
      code: "MASTERPASS_BROWSER_NOT_SUPPORTED",
      type: "CUSTOMER",
      message: "Browser is not supported.",
    });
  });

  it("is supported in a web view with a pop-up bridge", () => {
    Object.defineProperty(navigator, "userAgent", { value: ANDROID_WEB_VIEW, configurable: true });
    (globalThis as { popupBridge?: unknown }).popupBridge = { open() {}, getReturnUrlPrefix: () => "app://" };
    expect(masterpass.isSupported()).toBe(true);
    delete (globalThis as { popupBridge?: unknown }).popupBridge;
  });
});

describe("when create resolves", () => {
  it("resolves once the dispatch frame is placed, before it reports ready (kept: the provider's waits); the pop-up moves on only once it is ready", async () => {
    // The instance of beforeEach: created, and its dispatch frame (jsdom loads no frame page) never reported ready.
    const frames = document.querySelectorAll<HTMLIFrameElement>("iframe.braintree-dispatch-frame");
    expect(frames[frames.length - 1]?.src).toBe(`${sandbox().assetsUrl}/web/3.132.0/html/dispatch-frame.min.html`);
    const opened = stubPopups();
    const pending = instance.tokenize(ORDER).catch(() => undefined);
    const popup = opened[0] as FakePopup;
    // Generous waits: the gateway answers in its own time on a busy machine.
    await vi.waitFor(() => expect(bodiesSentTo(sandbox(), "masterpass/request_token")).toHaveLength(1), {
      timeout: 10000,
    });
    expect(popup.location.href).not.toContain("masterpass-loading-frame");
    fromDispatchFrame(sandbox().assetsUrl, "ready");
    await vi.waitFor(() => expect(popup.location.href).toContain("masterpass-loading-frame"), { timeout: 10000 });
    await instance.teardown();
    await pending;
  });
});

describe("tokenize options", () => {
  for (const options of [{ currencyCode: "USD" }, { subtotal: "1.00" }, {}, undefined, null, "12.50"]) {
    it(`requires subtotal and currencyCode (${JSON.stringify(options)})`, async () => {
      await expect(instance.tokenize(options as never)).rejects.toMatchObject({
        code: "MASTERPASS_TOKENIZE_MISSING_REQUIRED_OPTION",
        type: "MERCHANT",
        message: "Missing required option for tokenize.",
      });
    });
  }
});

describe("tokenize pop-up", () => {
  it("opens the Masterpass landing page in a 450x660 pop-up", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    void instance.tokenize(ORDER).catch(() => undefined);
    expect(open.mock.calls[0]?.[0]).toBe(`${sandbox().assetsUrl}/web/3.132.0/html/masterpass-landing-frame.min.html`);
    expect(open.mock.calls[0]?.[1]).toMatch(/^braintreemasterpasslanding_[0-9a-f]{32}$/);
    expect(open.mock.calls[0]?.[2]).toMatch(/^resizable,scrollbars,height=660,width=450,/);
  });

  it("sizes and places the pop-up from frameOptions", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    void instance
      .tokenize({ ...ORDER, frameOptions: { width: 500, height: 700, top: 5, left: 6 } })
      .catch(() => undefined);
    expect(open.mock.calls[0]?.[2]).toBe("resizable,scrollbars,height=700,width=500,top=5,left=6");
  });

  it("fails with MASTERPASS_POPUP_OPEN_FAILED when pop-ups are blocked", async () => {
    stubPopups(true);
    await expect(instance.tokenize(ORDER)).rejects.toMatchObject({
      code: "MASTERPASS_POPUP_OPEN_FAILED",
      type: "MERCHANT",
      message: "Masterpass popup failed to open. Make sure to tokenize in response to a user action, such as a click.",
      details: { originalError: { code: "FRAME_SERVICE_FRAME_OPEN_FAILED" } },
    });
  });

  it("rejects a second tokenize while one is in progress", async () => {
    const opened = stubPopups();
    const first = instance.tokenize(ORDER).catch((error: unknown) => error);
    await expect(instance.tokenize(ORDER)).rejects.toMatchObject({
      code: "MASTERPASS_TOKENIZATION_ALREADY_IN_PROGRESS",
      type: "MERCHANT",
      message: "Masterpass tokenization is already in progress.",
    });
    (opened[0] as FakePopup).closed = true;
    await first;
  });

  it("fails with MASTERPASS_POPUP_CLOSED when the shopper closes the pop-up", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize(ORDER);
    (opened[0] as FakePopup).closed = true;
    await expect(pending).rejects.toMatchObject({
      code: "MASTERPASS_POPUP_CLOSED",
      type: "CUSTOMER",
      message: "Customer closed Masterpass popup before authorizing.",
    });
  });
});

describe("tokenize request token", () => {
  it("asks for a request token returning to the redirect frame", async () => {
    stubPopups();
    const pending = instance.tokenize(ORDER).catch(() => undefined);
    const sent = () =>
      bodiesSentTo(sandbox(), "masterpass/request_token").find(
        (body) => (body.requestToken as { subtotal?: string }).subtotal === "12.50",
      );
    await vi.waitFor(() => expect(sent()).toBeDefined());
    expect(sent()?.requestToken).toEqual({
      originUrl: `${location.protocol}//${location.hostname}`,
      subtotal: "12.50",
      currencyCode: "USD",
      callbackUrl: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.min.html`,
    });
    await instance.teardown();
    await pending;
  });

  it("sends the pop-up to the loading frame with Masterpass's parameters and the merchant's config", async () => {
    const opened = stubPopups();
    const pending = instance
      .tokenize({ ...ORDER, config: { locale: "en_US", shippingLocationProfile: "US", onError: () => undefined } })
      .catch(() => undefined);
    const url = await loadingFrameUrl(opened[0] as FakePopup);
    const configuration = (await client.create({ authorization: sandbox().tokenizationKey })).getConfiguration()
      .gatewayConfiguration;
    const section = configuration.masterpass as { merchantCheckoutId: string; supportedNetworks: string[] };
    expect(`${url.origin}${url.pathname}`).toBe(
      `${sandbox().assetsUrl}/web/3.132.0/html/masterpass-loading-frame.min.html`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      environment: "development",
      requestToken: expect.stringMatching(/^[0-9a-f]{40}$/),
      callbackUrl: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.min.html`,
      merchantCheckoutId: section.merchantCheckoutId,
      allowedCardTypes: section.supportedNetworks.join(","),
      version: "v6",
      locale: "en_US",
      shippingLocationProfile: "US",
      simulatorOrigin: sandbox().gatewayUrl,
    });
    await instance.teardown();
    await pending;
  });

  it("fails with MASTERPASS_INVALID_PAYMENT_OPTION and closes the pop-up when the gateway refuses", async () => {
    const opened = stubPopups();
    await expect(instance.tokenize({ subtotal: "lots", currencyCode: "USD" })).rejects.toMatchObject({
      code: "MASTERPASS_INVALID_PAYMENT_OPTION",
      type: "MERCHANT",
      message: "Masterpass payment options are invalid.",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
    expect(opened[0]?.closed).toBe(true);
  });

  it("fails with MASTERPASS_FLOW_FAILED when the gateway fails", async () => {
    stubPopups();
    sandbox().inject({ path: "request_token", status: 500, times: 2 });
    await expect(instance.tokenize(ORDER)).rejects.toMatchObject({
      code: "MASTERPASS_FLOW_FAILED",
      type: "NETWORK",
      message: "Could not initialize Masterpass flow.",
    });
  });
});

describe("tokenize return", () => {
  it("tokenizes the card the shopper picked", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize(ORDER);
    const parameters = await approvedParameters(opened[0] as FakePopup);
    fromDispatchFrame(sandbox().assetsUrl, "report", { kind: "return", parameters });
    await expect(pending).resolves.toMatchObject({
      nonce: expect.any(String),
      type: "MasterpassCard",
      description: "ending in 44",
      details: { cardType: "MasterCard", lastFour: "4444", lastTwo: "44" },
      contact: { emailAddress: "sandbox.shopper@example.com" },
    });
    expect(bodiesSentTo(sandbox(), "payment_methods/masterpass_cards")[0]).toMatchObject({
      masterpassCard: {
        checkoutResourceUrl: parameters.checkout_resource_url,
        requestToken: parameters.oauth_token,
        verifierToken: parameters.oauth_verifier,
      },
    });
  });

  it("fails with MASTERPASS_POPUP_CLOSED when Masterpass reports no success", async () => {
    stubPopups();
    const pending = instance.tokenize(ORDER);
    fromDispatchFrame(sandbox().assetsUrl, "report", {
      kind: "return",
      parameters: { mpstatus: "cancel", oauth_token: "t" },
    });
    await expect(pending).rejects.toMatchObject({ code: "MASTERPASS_POPUP_CLOSED" });
  });

  for (const missing of ["oauth_verifier", "oauth_token", "checkout_resource_url"]) {
    it(`fails with MASTERPASS_POPUP_MISSING_REQUIRED_PARAMETERS without ${missing}`, async () => {
      stubPopups();
      const pending = instance.tokenize(ORDER);
      const parameters: Record<string, string> = {
        mpstatus: "success",
        oauth_verifier: "v",
        oauth_token: "t",
        checkout_resource_url: "https://x",
      };
      delete parameters[missing];
      fromDispatchFrame(sandbox().assetsUrl, "report", { kind: "return", parameters });
      await expect(pending).rejects.toMatchObject({
        code: "MASTERPASS_POPUP_MISSING_REQUIRED_PARAMETERS",
        type: "MERCHANT",
        message: "Masterpass popup failed to return all required parameters needed to continue tokenization.",
      });
    });
  }

  it("treats a parameter of 'null' as missing", async () => {
    stubPopups();
    const pending = instance.tokenize(ORDER);
    fromDispatchFrame(sandbox().assetsUrl, "report", {
      kind: "return",
      parameters: { mpstatus: "success", oauth_verifier: "null", oauth_token: "t", checkout_resource_url: "https://x" },
    });
    await expect(pending).rejects.toMatchObject({ code: "MASTERPASS_POPUP_MISSING_REQUIRED_PARAMETERS" });
  });

  it("fails with MASTERPASS_ACCOUNT_TOKENIZATION_FAILED when the gateway refuses the card", async () => {
    stubPopups();
    const pending = instance.tokenize(ORDER);
    fromDispatchFrame(sandbox().assetsUrl, "report", {
      kind: "return",
      parameters: {
        mpstatus: "success",
        oauth_verifier: "v",
        oauth_token: "unknown",
        checkout_resource_url: "https://x",
      },
    });
    await expect(pending).rejects.toMatchObject({
      code: "MASTERPASS_ACCOUNT_TOKENIZATION_FAILED",
      type: "NETWORK",
      message: "Could not tokenize user's Masterpass account.",
    });
  });
});

describe("teardown", () => {
  it("ends an open tokenize as closed and leaves no dispatch frame", async () => {
    stubPopups();
    const pending = instance.tokenize(ORDER);
    await instance.teardown();
    await expect(pending).rejects.toMatchObject({ code: "MASTERPASS_POPUP_CLOSED" });
    expect(document.querySelector("iframe.braintree-dispatch-frame")).toBeNull();
  });

  it("makes tokenize throw afterwards", async () => {
    await instance.teardown();
    expect(() => instance.tokenize(ORDER)).toThrowError(
      expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN" }),
    );
  });
});

// @vitest-environment jsdom
// The Venmo component in jsdom over the sandbox's payment-context state machine (in process), with fake
// timers: create options and defaults, validation, contexts and their refresh, each tokenization flow
// that jsdom can run (hash change, manual return), cancelling and teardown.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { venmo, type Venmo } from "../../../../plugins/venmo/index.js";
import { fakeClient, flush } from "./support.js";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let instances: Venmo[] = [];
let fake: ReturnType<typeof fakeClient>;

async function create(
  options: Record<string, unknown> = {},
  setup: Parameters<typeof fakeClient>[0] = {},
): Promise<Venmo> {
  fake = fakeClient(setup);
  const instance = await venmo.create({ client: fake.client, ...options });
  instances.push(instance);
  await flush();
  return instance;
}

function settle<T>(promise: Promise<T>): { result: () => { value?: T; error?: any } | undefined } {
  let outcome: { value?: T; error?: any } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  return { result: () => outcome };
}

function fakeWindow(): Window {
  return { closed: false, close() {}, focus() {} } as unknown as Window;
}

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState({}, "", "/checkout");
  vi.spyOn(window, "open").mockImplementation(() => fakeWindow());
});

afterEach(async () => {
  for (const instance of instances)
    await Promise.resolve()
      .then(() => instance.teardown())
      .catch(() => undefined);
  instances = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (navigator as { userAgent?: string }).userAgent;
  history.replaceState({}, "", "/checkout");
});

describe("venmo.create", () => {
  it("carries the library version and the static isBrowserSupported", () => {
    expect(venmo.VERSION).toBe("3.132.0");
    expect(typeof venmo.isBrowserSupported).toBe("function");
  });

  it("fails with VENMO_NOT_ENABLED when the configuration has no payWithVenmo", async () => {
    await expect(create({}, { venmo: false })).rejects.toMatchObject({
      code: "VENMO_NOT_ENABLED",
      type: "MERCHANT",
      message: "Venmo is not enabled for this merchant.",
    });
  });

  for (const profileId of [123, {}, true, ["a"]]) {
    it(`fails with VENMO_INVALID_PROFILE_ID for profileId ${JSON.stringify(profileId)}`, async () => {
      await expect(create({ profileId })).rejects.toMatchObject({
        code: "VENMO_INVALID_PROFILE_ID",
        type: "MERCHANT",
        message: "Venmo profile ID is invalid.",
      });
    });
  }

  for (const deepLinkReturnUrl of [42, {}, true]) {
    it(`fails with VENMO_INVALID_DEEP_LINK_RETURN_URL for ${JSON.stringify(deepLinkReturnUrl)}`, async () => {
      await expect(create({ deepLinkReturnUrl })).rejects.toMatchObject({
        code: "VENMO_INVALID_DEEP_LINK_RETURN_URL",
        type: "MERCHANT",
        message: "Venmo deep link return URL is invalid.",
      });
    });
  }

  // As braintree-web 3.132.0: `create` resolves; the context it starts is refused before any request, so getUrl and
  // tokenize fail with the context's set-up error, whose cause is ECD_DISABLED.
  for (const collect of [{ collectCustomerBillingAddress: true }, { collectCustomerShippingAddress: true }]) {
    it(`resolves create with ${Object.keys(collect)[0]} and no enriched customer data; getUrl and tokenize fail, caused by ECD_DISABLED`, async () => {
      const instance = await create({ paymentMethodUsage: "single_use", ...collect }, { enriched: false });
      const ecd = {
        code: "ECD_DISABLED",
        type: "MERCHANT",
        message:
          "Cannot collect customer data when ECD is disabled. Enable this feature in the Control Panel to collect this data.",
      };
      const setupFailed = {
        code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
        type: "NETWORK",
        message: "Something went wrong creating the Venmo Payment Context.",
        details: { originalError: expect.objectContaining(ecd) },
      };
      await expect(instance.getUrl()).rejects.toMatchObject(setupFailed);
      await expect(instance.tokenize()).rejects.toMatchObject(setupFailed);
      expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(0);
    });
  }

  it("fails the desktop QR tokenization with ECD_DISABLED when it would collect addresses without enriched customer data", async () => {
    const instance = await create(
      { allowDesktop: true, paymentMethodUsage: "single_use", collectCustomerShippingAddress: true },
      { enriched: false },
    );
    await expect(instance.tokenize()).rejects.toMatchObject({ code: "ECD_DISABLED", type: "MERCHANT" });
    expect(document.querySelector<HTMLElement>('iframe[name="venmo-desktop-iframe"]')?.style.display).toBe("none");
  });

  it("asks for the addresses when enriched customer data is enabled", async () => {
    await create({
      paymentMethodUsage: "single_use",
      collectCustomerBillingAddress: true,
      collectCustomerShippingAddress: true,
    });
    expect(fake.named("CreateVenmoPaymentContext")[0]?.variables.input.paysheetDetails).toMatchObject({
      collectCustomerBillingAddress: true,
      collectCustomerShippingAddress: true,
    });
  });

  it("creates a MOBILE_WEB context with the defaults of spec 001 §9", async () => {
    await create({ paymentMethodUsage: "multi_use" });
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(1);
    expect(fake.named("CreateVenmoPaymentContext")[0]?.variables.input).toEqual({
      paymentMethodUsage: "MULTI_USE",
      intent: "CONTINUE",
      customerClient: "MOBILE_WEB",
      isFinalAmount: false,
      paysheetDetails: { collectCustomerBillingAddress: false, collectCustomerShippingAddress: false },
    });
  });

  it("sends the amounts and line items, each line's unitTaxAmount defaulting to \"0\", leaving the merchant's array alone", async () => {
    const lineItems = [
      { name: "Tea", quantity: 1, unitAmount: "4.00", type: "DEBIT" },
      { name: "Cup", quantity: 2, unitAmount: "3.00", type: "DEBIT", unitTaxAmount: "0.30" },
    ];
    await create({
      paymentMethodUsage: "single_use",
      isFinalAmount: true,
      displayName: "Tea Shop",
      lineItems,
      subTotalAmount: "10.00",
      totalAmount: "10.60",
      taxAmount: "0.60",
    });
    const input = fake.named("CreateVenmoPaymentContext")[0]?.variables.input;
    expect(input).toMatchObject({ isFinalAmount: true, displayName: "Tea Shop" });
    expect(input.paysheetDetails.transactionDetails).toEqual({
      subTotalAmount: "10.00",
      taxAmount: "0.60",
      totalAmount: "10.60",
      lineItems: [
        { name: "Tea", quantity: 1, unitAmount: "4.00", type: "DEBIT", unitTaxAmount: "0" },
        { name: "Cup", quantity: 2, unitAmount: "3.00", type: "DEBIT", unitTaxAmount: "0.30" },
      ],
    });
    expect(lineItems[0]).not.toHaveProperty("unitTaxAmount");
  });

  it("uses the legacy QR-code context when manual return is required without paymentMethodUsage", async () => {
    const instance = await create({ requireManualReturn: true });
    expect(fake.named("CreateVenmoQRCodePaymentContext")[0]?.variables.input).toEqual({
      environment: "DEVELOPMENT",
      intent: "PAY_FROM_APP",
    });
    const id = fake.ledger.all()[0]?.id;
    const url = new URL(await instance.getUrl());
    expect(url.searchParams.get("braintree_access_token")).toBe(`access_token$development$abc|pcid:${id}`);
    expect(url.searchParams.get("resource_id")).toBeNull();
  });

  it("creates no context in the legacy flow when the app can return to the page", async () => {
    await create();
    expect(fake.calls).toEqual([]);
  });

  it("reports a context the gateway refuses as VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED with the gateway's message", async () => {
    const instance = await create({ paymentMethodUsage: "sometimes" });
    await expect(instance.tokenize()).rejects.toMatchObject({
      code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
      type: "NETWORK",
      message: "Payment method usage is invalid.",
    });
  });
});

describe("payment contexts", () => {
  it("refreshes the context at 66.66 % of its lifetime", async () => {
    await create({ paymentMethodUsage: "single_use" });
    // The sandbox's contexts live 300000 ms: the refresh is due after 199980 ms.
    await vi.advanceTimersByTimeAsync(199979);
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(2);
    const [first, second] = fake.ledger.all();
    const url = new URL(await instances[0]!.getUrl());
    expect(url.searchParams.get("resource_id")).toBe(second?.id);
    expect(first?.id).not.toBe(second?.id);
  });

  it("does not refresh while a tokenization is in progress", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    void settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(200000);
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(1);
  });

  it("creates a new context after a tokenization that succeeded", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    fake.ledger.move(fake.ledger.all()[0]!, "APPROVED");
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.value).toMatchObject({ type: "VenmoAccount" });
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(2);
  });

  it("creates a new context after a tokenization that failed", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    fake.ledger.move(fake.ledger.all()[0]!, "FAILED");
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.error).toMatchObject({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_FAILED" });
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(2);
  });
});

describe("getUrl", () => {
  it("carries the context, the return URLs and the merchant's Venmo details", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", profileId: "profile-9" });
    const url = new URL(await instance.getUrl());
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:4400/simulators/venmo/braintree/checkout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      resource_id: fake.ledger.all()[0]?.id,
      "x-success": `${location.origin}/checkout#venmoSuccess=1`,
      "x-cancel": `${location.origin}/checkout#venmoCancel=1`,
      "x-error": `${location.origin}/checkout#venmoError=1`,
      allowAndroidRecreation: "1",
      ua: navigator.userAgent,
      braintree_merchant_id: "profile-9",
      braintree_access_token: "access_token$development$abc",
      braintree_environment: "sandbox",
      braintree_sdk_data: btoa(
        JSON.stringify({
          _meta: { version: "3.132.0", integration: "custom", platform: "web", sessionId: "session-1" },
        }),
      ),
    });
  });

  it("returns to deepLinkReturnUrl, and to Venmo's site with mobileWebFallBack", async () => {
    const instance = await create({
      paymentMethodUsage: "single_use",
      deepLinkReturnUrl: "myapp://venmo",
      mobileWebFallBack: true,
      allowAndroidRecreation: false,
    });
    const url = new URL(await instance.getUrl());
    expect(url.pathname).toBe("/simulators/venmo/go/checkout");
    expect(url.searchParams.get("x-success")).toBe("myapp://venmo#venmoSuccess=1");
    expect(url.searchParams.get("allowAndroidRecreation")).toBe("0");
  });

  it("says NOOP for every return URL when the shopper must return by hand", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const url = new URL(await instance.getUrl());
    expect([
      url.searchParams.get("x-success"),
      url.searchParams.get("x-cancel"),
      url.searchParams.get("x-error"),
    ]).toEqual(["NOOP", "NOOP", "NOOP"]);
  });
});

describe("tokenize", () => {
  it("allows one tokenization at a time (VENMO_TOKENIZATION_REQUEST_ACTIVE)", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    void settle(instance.tokenize());
    await expect(instance.tokenize()).rejects.toMatchObject({
      code: "VENMO_TOKENIZATION_REQUEST_ACTIVE",
      type: "MERCHANT",
      message: "Another tokenization request is active.",
    });
  });

  it("cancelTokenization fails with VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE when nothing is in progress", async () => {
    const instance = await create({ paymentMethodUsage: "single_use" });
    await expect(instance.cancelTokenization()).rejects.toMatchObject({
      code: "VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE",
      type: "MERCHANT",
      message: "No tokenization in progress.",
    });
  });

  it("cancelTokenization ends the tokenization with VENMO_TOKENIZATION_CANCELED_BY_MERCHANT and sets the context CANCELED", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    const context = fake.ledger.all()[0]!;
    await instance.cancelTokenization();
    await flush();
    expect(outcome.result()?.error).toMatchObject({
      code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT",
      type: "MERCHANT",
      message: "The Venmo tokenization was canceled by the merchant.",
    });
    expect(context.status).toBe("CANCELED");
    const queries = fake.named("PaymentContext").length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.named("PaymentContext")).toHaveLength(queries);
  });

  it("cancelTokenization resolves, as the provider's, with the gateway's answer to the CANCELED update and undefined", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    settle(instance.tokenize()).result();
    await vi.advanceTimersByTimeAsync(250);
    const value = await instance.cancelTokenization();
    expect(value).toEqual([
      { data: { updateVenmoPaymentContextStatus: expect.objectContaining({ clientMutationId: expect.any(String) }) } },
      undefined,
    ]);
  });

  it("cancelTokenization resolves with [undefined, undefined] when the flow has no payment context (legacy flow)", async () => {
    const instance = await create();
    settle(instance.tokenize()).result();
    await flush();
    expect(await instance.cancelTokenization()).toEqual([undefined, undefined]);
  });

  it("opens the deep link and sets the context CANCELED when the window closes while CREATED", async () => {
    const opened = fakeWindow();
    vi.mocked(open).mockReturnValue(opened);
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    expect(open).toHaveBeenCalledWith(expect.stringContaining("/simulators/venmo/braintree/checkout?resource_id="));
    (opened as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.error).toMatchObject({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED" });
    expect(fake.ledger.all()[0]?.status).toBe("CANCELED");
  });

  it("resolves with the payer's details, usernames prefixed with @", async () => {
    const instance = await create({
      paymentMethodUsage: "single_use",
      requireManualReturn: true,
      collectCustomerShippingAddress: true,
    });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    const context = fake.ledger.all()[0]!;
    fake.ledger.move(context, "APPROVED");
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.value).toEqual({
      nonce: context.paymentMethodId,
      type: "VenmoAccount",
      details: {
        username: "@venmojoe",
        paymentContextId: context.id,
        payerInfo: expect.objectContaining({
          userName: "@venmojoe",
          shippingAddress: expect.objectContaining({ postalCode: "60654" }),
          billingAddress: null,
        }),
      },
    });
  });
});

describe("return to the page (hash change and visibility)", () => {
  function showPage(): void {
    document.dispatchEvent(new Event("visibilitychange"));
  }

  it("listens for the page becoming visible only after 500 ms, then reads the result after 1000 ms", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(499);
    showPage();
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcome.result()).toBeUndefined();
    showPage();
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome.result()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.result()?.error).toMatchObject({
      code: "VENMO_CANCELED",
      type: "CUSTOMER",
      message: "User canceled Venmo authorization, or Venmo app is not available.",
    });
  });

  it("waits processResultsDelay instead when given", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize({ processResultsDelay: 3000 }));
    await vi.advanceTimersByTimeAsync(500);
    showPage();
    await vi.advanceTimersByTimeAsync(2999);
    expect(outcome.result()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.result()?.error).toMatchObject({ code: "VENMO_CANCELED" });
  });

  function returnWith(fragment: string): void {
    history.replaceState({}, "", `/checkout#${fragment}`);
    window.dispatchEvent(
      new HashChangeEvent("hashchange", { newURL: location.href, oldURL: `${location.origin}/checkout` }),
    );
  }

  it("resolves from venmoSuccess in the fragment (legacy flow) and restores the fragment", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize());
    await flush();
    returnWith("venmoSuccess=1&paymentMethodNonce=fake-nonce&username=%40venmojoe");
    await flush();
    expect(outcome.result()?.value).toEqual({
      nonce: "fake-nonce",
      type: "VenmoAccount",
      details: { username: "@venmojoe" },
    });
    expect(location.hash).toBe("");
  });

  it("fails with VENMO_APP_FAILED carrying the app's message and code on venmoError", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize());
    await flush();
    returnWith("venmoError=1&errorMessage=Account%20locked&errorCode=42");
    await flush();
    expect(outcome.result()?.error).toMatchObject({
      code: "VENMO_APP_FAILED",
      type: "UNKNOWN",
      message: "Venmo app encountered a problem.",
      details: { originalError: { message: "Account locked", code: "42" } },
    });
  });

  it("fails with VENMO_APP_CANCELED on venmoCancel", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize());
    await flush();
    returnWith("venmoCancel=1");
    await flush();
    expect(outcome.result()?.error).toMatchObject({
      code: "VENMO_APP_CANCELED",
      type: "CUSTOMER",
      message: "Venmo app authorization was canceled.",
    });
  });

  it("ignores fragment changes that carry no result", async () => {
    const instance = await create();
    const outcome = settle(instance.tokenize());
    await flush();
    returnWith("section-2");
    await flush();
    expect(outcome.result()).toBeUndefined();
  });

  it("takes no nonce from a fragment on a page that started no payment and names no context to ask (legacy flow)", async () => {
    // A crafted link: the page never sent the shopper to the app, and there is nothing the gateway could confirm.
    history.replaceState({}, "", "/checkout#venmoSuccess=1&paymentMethodNonce=nonce-2&username=joe");
    const instance = await create();
    expect(instance.hasTokenizationResult()).toBe(false);
    const outcome = settle(instance.tokenize());
    await flush();
    expect(open).toHaveBeenCalled();
    expect(outcome.result()).toBeUndefined();
  });

  it("on a page opened with the app's error return, tokenize fails VENMO_APP_FAILED with the app's code and message (no new app switch)", async () => {
    history.replaceState({}, "", "/checkout#venmoError=1&errorCode=1001&errorMessage=Card%20declined");
    const instance = await create();
    expect(instance.hasTokenizationResult()).toBe(true);
    const outcome = settle(instance.tokenize());
    await flush();
    expect(open).not.toHaveBeenCalled();
    expect(outcome.result()?.error).toMatchObject({
      name: "BraintreeError",
      code: "VENMO_APP_FAILED",
      type: "UNKNOWN",
      message: "Venmo app encountered a problem.",
      details: { originalError: { message: "Card declined", code: "1001" } },
    });
    expect(location.hash).toBe("");
  });

  it("in the current flow asks the payment context named in the fragment", async () => {
    const instance = await create({ paymentMethodUsage: "single_use" });
    const context = fake.ledger.all()[0]!;
    fake.ledger.move(context, "APPROVED");
    const outcome = settle(instance.tokenize());
    await flush();
    returnWith(`venmoSuccess=1&resource_id=${context.id}`);
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.value).toMatchObject({
      nonce: context.paymentMethodId,
      details: { paymentContextId: context.id },
    });
  });
});

describe("a page opened with the app's answer", () => {
  it("on a desktop with allowDesktop, tokenize reads the answer from the context it names instead of failing on a missing QR frame", async () => {
    await create({ paymentMethodUsage: "single_use" });
    const context = fake.ledger.all()[0]!;
    fake.ledger.move(context, "APPROVED");
    history.replaceState({}, "", `/checkout#venmoSuccess=1&resource_id=${context.id}`);
    const returned = await venmo.create({ client: fake.client, paymentMethodUsage: "single_use", allowDesktop: true });
    instances.push(returned);
    expect(returned.hasTokenizationResult()).toBe(true);
    const outcome = settle(returned.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    expect(outcome.result()?.value).toMatchObject({
      nonce: context.paymentMethodId,
      details: { paymentContextId: context.id },
    });
  });
});

describe("isBrowserSupported", () => {
  const agents = {
    desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    iosSafari:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    iosChrome:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
    iosWebview:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    androidChrome: ANDROID_CHROME,
    androidWebview:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36",
    samsung:
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36",
    androidFacebook:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/400.0]",
  };
  const cases: Array<[keyof typeof agents, Record<string, unknown> | undefined, boolean]> = [
    ["desktop", undefined, false],
    ["desktop", { allowDesktop: true }, true],
    ["desktop", { allowDesktopWebLogin: true }, true],
    ["iosSafari", undefined, true],
    ["iosSafari", { allowNewBrowserTab: false }, true],
    ["iosChrome", undefined, true],
    ["iosChrome", { allowNonDefaultBrowsers: false }, false],
    ["iosWebview", { allowWebviews: false }, false],
    ["androidChrome", { allowNewBrowserTab: false }, true],
    ["androidWebview", undefined, true],
    ["androidWebview", { allowWebviews: false }, false],
    ["samsung", undefined, true],
    ["samsung", { allowNewBrowserTab: false }, false],
    ["samsung", { allowNonDefaultBrowsers: false }, false],
    ["androidFacebook", undefined, false],
  ];
  for (const [agent, options, expected] of cases) {
    it(`${expected ? "supports" : "refuses"} ${agent} with ${JSON.stringify(options ?? {})}`, () => {
      Object.defineProperty(navigator, "userAgent", { value: agents[agent], configurable: true });
      expect(venmo.isBrowserSupported(options as never)).toBe(expected);
    });
  }

  it("answers for the instance's own options", async () => {
    const instance = await create({ allowDesktop: true });
    expect(instance.isBrowserSupported()).toBe(true);
    const other = await create();
    expect(other.isBrowserSupported()).toBe(false);
  });
});

describe("teardown", () => {
  it("ends a tokenization in progress, cancels its context and retires every method", async () => {
    const instance = await create({ paymentMethodUsage: "single_use", requireManualReturn: true });
    const outcome = settle(instance.tokenize());
    await vi.advanceTimersByTimeAsync(250);
    await instance.teardown();
    await flush();
    expect(outcome.result()?.error).toMatchObject({ code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT" });
    expect(fake.ledger.all()[0]?.status).toBe("CANCELED");
    for (const method of [
      "tokenize",
      "cancelTokenization",
      "getUrl",
      "isBrowserSupported",
      "hasTokenizationResult",
      "appSwitch",
      "teardown",
    ] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrow(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
    const created = fake.named("CreateVenmoPaymentContext").length;
    await vi.advanceTimersByTimeAsync(400000);
    expect(fake.named("CreateVenmoPaymentContext")).toHaveLength(created);
  });
});

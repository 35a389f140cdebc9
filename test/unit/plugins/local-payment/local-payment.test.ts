// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { localPayment, type LocalPayment } from "../../../../plugins/local-payment/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { cardsOnlyKey } from "../support.js";
import { bodiesSentTo, stubPopups } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: LocalPayment;

const IDEAL = {
  paymentType: "ideal",
  paymentTypeCountryCode: "NL",
  amount: "10.00",
  currencyCode: "EUR",
  givenName: "Joe",
  surname: "Doe",
  email: "joe@example.com",
  phone: "612345678",
  phoneCountryCode: "31",
  displayName: "Shop",
  locale: "nl-NL",
  shippingAmount: "1.00",
  discountAmount: "0.50",
  correlationId: "corr-1",
  customerId: "cust-1",
  address: {
    streetAddress: "Damrak 1",
    extendedAddress: "2",
    locality: "Amsterdam",
    region: "NH",
    postalCode: "1012",
    countryCode: "NL",
  },
  billingAddress: { streetAddress: "Rokin 9", locality: "Amsterdam", postalCode: "1012", countryCode: "NL" },
  fallback: {
    url: "https://shop.example/back",
    buttonText: "Back",
    cancelUrl: "https://shop.example/cancel",
    cancelButtonText: "Cancelled",
  },
  onPaymentStart: () => undefined,
};

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  history.replaceState(null, "", "/");
  instance = await localPayment.create({ authorization: sandbox().tokenizationKey, merchantAccountId: "eur_account" });
});

afterEach(async () => {
  await Promise.resolve()
    .then(() => instance.teardown())
    .catch(() => undefined);
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

describe("localPayment.create", () => {
  it("carries the library version", () => {
    expect(localPayment.VERSION).toBe("3.132.0");
  });

  it("refuses a merchant without PayPal with LOCAL_PAYMENT_NOT_ENABLED", async () => {
    await expect(localPayment.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_NOT_ENABLED",
      type: "MERCHANT",
      message: "LocalPayment is not enabled for this merchant.",
    });
  });

  it("leaves tokenizePayload unset in the redirect flow when the address carries no return", async () => {
    const redirecting = await localPayment.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/back",
    });
    expect(redirecting.tokenizePayload).toBeUndefined();
    expect(redirecting.tokenizeError).toBeUndefined();
    await redirecting.teardown();
  });

  it("records the cancellation when the redirect flow's page comes back with wasCanceled", async () => {
    history.replaceState(null, "", "/?wasCanceled=true&btLpToken=EC-1");
    const redirecting = await localPayment.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/back",
    });
    expect(redirecting.tokenizeError).toMatchObject({
      code: "LOCAL_PAYMENT_CANCELED",
      details: { originalError: { token: "EC-1" } },
    });
    await redirecting.teardown();
  });
});

describe("startPayment", () => {
  it("fails with LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION naming the option in details", async () => {
    await expect(instance.startPayment({ ...IDEAL, surname: undefined } as never)).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION",
      type: "MERCHANT",
      message: "Missing required option for startPayment.",
      details: "Missing required 'surname' option.",
    });
  });

  it("fails the same way without any options", async () => {
    await expect(instance.startPayment(undefined as never)).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION",
      details: "Missing required 'givenName' option.",
    });
  });

  it("opens the pop-up before anything is sent, inside the call", async () => {
    const popups = stubPopups();
    void instance.startPayment(IDEAL).catch(() => undefined);
    expect(popups).toHaveLength(1);
    expect(sandbox().requests.filter((request) => request.path.includes("local_payments"))).toHaveLength(0);
    instance.closeWindow();
    // The request it started lands now, not during the next test.
    await vi.waitFor(() => expect(bodiesSentTo(sandbox(), "local_payments/create")).toHaveLength(1));
  });

  it("still sends the payment it started when the shopper closes the pop-up at once", async () => {
    stubPopups();
    const started = instance.startPayment(IDEAL).catch((error: unknown) => error);
    instance.closeWindow();
    await expect(started).resolves.toMatchObject({ code: "LOCAL_PAYMENT_WINDOW_CLOSED" });
    // The create request left inside the call: it lands now, not during a later test.
    await vi.waitFor(() => expect(bodiesSentTo(sandbox(), "local_payments/create")).toHaveLength(1));
  });

  it("sends every option under the API's names, with the pop-up's return pages and the fallback", async () => {
    stubPopups();
    const started = instance.startPayment(IDEAL).catch((error: unknown) => error);
    await vi.waitFor(() => expect(bodiesSentTo(sandbox(), "local_payments/create")).toHaveLength(1));
    const [body] = bodiesSentTo(sandbox(), "local_payments/create");
    const redirectFrame = `${sandbox().assetsUrl}/web/3.132.0/html/local-payment-redirect-frame.min.html`;
    expect(body).toMatchObject({
      amount: "10.00",
      currencyIsoCode: "EUR",
      fundingSource: "ideal",
      intent: "sale",
      firstName: "Joe",
      lastName: "Doe",
      payerEmail: "joe@example.com",
      phone: "612345678",
      phoneCountryCode: "31",
      paymentTypeCountryCode: "NL",
      shippingAmount: "1.00",
      discountAmount: "0.50",
      correlationId: "corr-1",
      merchantAccountId: "eur_account",
      merchantOrPartnerCustomerId: "cust-1",
      line1: "Damrak 1",
      line2: "2",
      city: "Amsterdam",
      state: "NH",
      postalCode: "1012",
      countryCode: "NL",
      billingAddress: { line1: "Rokin 9", city: "Amsterdam", postalCode: "1012", countryCode: "NL" },
      experienceProfile: { brandName: "Shop", locale: "nl-NL", noShipping: true },
    });
    const returnUrl = new URL(String(body?.returnUrl));
    const cancelUrl = new URL(String(body?.cancelUrl));
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(redirectFrame);
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      channel: expect.stringMatching(/^[0-9a-f]{32}$/),
      r: "https://shop.example/back",
      t: "Back",
    });
    expect(Object.fromEntries(cancelUrl.searchParams)).toEqual({
      channel: expect.any(String),
      r: "https://shop.example/cancel",
      t: "Cancelled",
      c: "1",
    });
    instance.closeWindow();
    expect(await started).toMatchObject({ code: "LOCAL_PAYMENT_WINDOW_CLOSED", type: "CUSTOMER" });
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK when the gateway fails to create the payment, as the provider's", async () => {
    stubPopups();
    sandbox().inject({ path: "local_payments/create", status: 500 });
    await expect(instance.startPayment(IDEAL)).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      details: { httpStatus: 500 },
    });
  });

  it("fails with the client's CLIENT_AUTHORIZATION_INVALID when the gateway answers 401, as the provider's", async () => {
    stubPopups();
    sandbox().inject({ path: "local_payments/create", status: 401 });
    await expect(instance.startPayment(IDEAL)).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      details: { httpStatus: 401 },
    });
  });

  it("fails with LOCAL_PAYMENT_INVALID_PAYMENT_OPTION wrapping the client's error when the gateway answers 422", async () => {
    stubPopups();
    sandbox().inject({ path: "local_payments/create", status: 422 });
    await expect(instance.startPayment(IDEAL)).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_INVALID_PAYMENT_OPTION",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR", details: { httpStatus: 422 } } },
    });
  });

  it("fails a deferred payment the gateway cannot reach with the client's CLIENT_GATEWAY_NETWORK", async () => {
    sandbox().inject({ path: "local_payments/create", drop: true, times: 2 });
    const blik = { ...IDEAL, paymentType: "blik", blikOptions: { level_0: { authCode: "777123" } } };
    await expect(instance.startPayment(blik)).rejects.toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
  });

  it("rejects a Pay Upon Invoice line item without its name before any request", async () => {
    sandbox().clearRequests();
    const address = { streetAddress: "Taunusanlage 12", locality: "Frankfurt", postalCode: "60325", countryCode: "DE" };
    await expect(
      instance.startPayment({
        paymentType: "pay_upon_invoice",
        amount: "100.00",
        currencyCode: "EUR",
        givenName: "Max",
        surname: "Mustermann",
        address,
        billingAddress: address,
        birthDate: "1990-01-01",
        email: "buyer@example.com",
        locale: "en-DE",
        customerServiceInstructions: "Call us.",
        correlationId: "corr",
        phone: "6912345678",
        phoneCountryCode: "49",
        lineItems: [{ category: "PHYSICAL_GOODS", quantity: "1", unitAmount: "81.00", unitTaxAmount: "19.00" }],
        onPaymentStart: () => undefined,
      } as never),
    ).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION",
      details: "Missing required 'lineItems.name' option.",
    });
    expect(bodiesSentTo(sandbox(), "local_payments/create")).toHaveLength(0);
  });

  it("resolves a deferred Pay Upon Invoice payment through onPaymentStart without a window", async () => {
    const popups = stubPopups();
    const onPaymentStart = vi.fn(async () => undefined);
    const address = { streetAddress: "Taunusanlage 12", locality: "Frankfurt", postalCode: "60325", countryCode: "DE" };
    await expect(
      instance.startPayment({
        paymentType: "pay_upon_invoice",
        amount: "100.00",
        currencyCode: "EUR",
        givenName: "Max",
        surname: "Mustermann",
        address,
        billingAddress: address,
        birthDate: "1990-01-01",
        email: "buyer@example.com",
        locale: "en-DE",
        customerServiceInstructions: "Call us.",
        correlationId: "corr",
        phone: "6912345678",
        phoneCountryCode: "49",
        lineItems: [
          { category: "PHYSICAL_GOODS", name: "Shoes", quantity: "1", unitAmount: "81.00", unitTaxAmount: "19.00" },
        ],
        onPaymentStart,
      }),
    ).resolves.toBeUndefined();
    expect(onPaymentStart).toHaveBeenCalledWith({ paymentId: expect.stringMatching(/^PAYID-/) });
    expect(popups).toHaveLength(0);
  });
});

describe("tokenize", () => {
  it("fails with LOCAL_PAYMENT_CANCELED for c or wasCanceled", async () => {
    for (const params of [
      { c: "1", btLpToken: "EC-1" },
      { wasCanceled: "true", btLpToken: "EC-1", errorcode: "payment_error" },
    ]) {
      await expect(instance.tokenize(params as never)).rejects.toMatchObject({
        code: "LOCAL_PAYMENT_CANCELED",
        details: { originalError: { token: "EC-1", errorcode: params.errorcode } },
      });
    }
  });

  it("fails with LOCAL_PAYMENT_START_PAYMENT_FAILED for an errorcode", async () => {
    await expect(instance.tokenize({ errorcode: "processing_error", btLpToken: "EC-2" })).rejects.toMatchObject({
      code: "LOCAL_PAYMENT_START_PAYMENT_FAILED",
      type: "NETWORK",
      details: { originalError: { errorcode: "processing_error", token: "EC-2" } },
    });
  });

  it("fails a payment the gateway does not know with the client's CLIENT_REQUEST_ERROR (HTTP 422), as the provider's", async () => {
    await expect(
      instance.tokenize({ btLpToken: "EC-x", btLpPaymentId: "PAYID-x", btLpPayerId: "P" }),
    ).rejects.toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      type: "NETWORK",
      details: { httpStatus: 422 },
    });
  });

  for (const [status, code] of [
    [401, "CLIENT_AUTHORIZATION_INVALID"],
    [500, "CLIENT_GATEWAY_NETWORK"],
  ] as const) {
    it(`fails with the client's ${code} when the gateway answers ${status}, as the provider's`, async () => {
      sandbox().inject({ path: "payment_methods/paypal_accounts", status });
      await expect(
        instance.tokenize({ btLpToken: "EC-y", btLpPaymentId: "PAYID-y", btLpPayerId: "P" }),
      ).rejects.toMatchObject({
        code,
        details: { httpStatus: status },
      });
    });
  }

  it("fails with the client's CLIENT_GATEWAY_NETWORK when the gateway cannot be reached, as the provider's", async () => {
    sandbox().inject({ path: "payment_methods/paypal_accounts", drop: true, times: 2 });
    await expect(
      instance.tokenize({ btLpToken: "EC-z", btLpPaymentId: "PAYID-z", btLpPayerId: "P" }),
    ).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      message: "Cannot contact the gateway at this time.",
    });
  });

  it("sends the return parameters, or their token/paymentId/PayerID aliases, as the PayPal account", async () => {
    await instance
      .tokenize({ queryItems: { token: "EC-3", paymentId: "PAYID-3", PayerID: "PAYER3" } })
      .catch(() => undefined);
    expect(bodiesSentTo(sandbox(), "payment_methods/paypal_accounts").at(-1)).toMatchObject({
      merchantAccountId: "eur_account",
      paypalAccount: {
        correlationId: "EC-3",
        paymentToken: "PAYID-3",
        payerId: "PAYER3",
        intent: "sale",
        unilateral: false,
      },
    });
  });

  it("reads the page's address when given no parameters", async () => {
    history.replaceState(null, "", "/?btLpToken=EC-4&btLpPaymentId=PAYID-4&btLpPayerId=PAYER4");
    await instance.tokenize().catch(() => undefined);
    expect(bodiesSentTo(sandbox(), "payment_methods/paypal_accounts").at(-1)).toMatchObject({
      paypalAccount: { correlationId: "EC-4", paymentToken: "PAYID-4", payerId: "PAYER4" },
    });
  });
});

describe("hasTokenizationParams", () => {
  const cases: Array<[string, boolean]> = [
    ["", false],
    ["?btLpToken=a&btLpPaymentId=b", false],
    ["?btLpToken=a&btLpPaymentId=b&btLpPayerId=c", true],
    ["?errorcode=processing_error", true],
    ["?token=EC-1", true],
  ];
  for (const [query, expected] of cases) {
    it(`is ${expected} for "${query}"`, () => {
      history.replaceState(null, "", `/${query}`);
      expect(instance.hasTokenizationParams()).toBe(expected);
    });
  }
});

describe("redirect flow", () => {
  it("loads no dispatch frame, as it opens no window", async () => {
    const before = document.querySelectorAll("iframe").length;
    const redirecting = await localPayment.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/pay",
    });
    expect(document.querySelectorAll("iframe").length).toBe(before);
    await redirecting.teardown();
  });
});

describe("teardown", () => {
  it("retires every public method", async () => {
    await instance.teardown();
    for (const method of [
      "startPayment",
      "tokenize",
      "hasTokenizationParams",
      "closeWindow",
      "focusWindow",
      "teardown",
    ] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrow(`${method} cannot be called after teardown.`);
    }
  });

  it("removes the dispatch frame", async () => {
    const before = document.querySelectorAll(".braintree-dispatch-frame").length;
    await instance.teardown();
    expect(document.querySelectorAll(".braintree-dispatch-frame").length).toBe(before - 1);
  });
});

describe("pop-up bridge", () => {
  it("returns through an app's pop-up bridge and tokenizes its query items", async () => {
    const bridge = {
      open: vi.fn(),
      getReturnUrlPrefix: () => "com.shop.app://popupbridgev1/",
      onComplete: undefined as any,
    };
    (globalThis as { popupBridge?: unknown }).popupBridge = bridge;
    try {
      await instance.teardown();
      instance = await localPayment.create({ authorization: sandbox().tokenizationKey });
      const pending = instance.startPayment({
        ...IDEAL,
        onPaymentStart: (_data: unknown, start: () => void) => start(),
      });
      await vi.waitFor(() => expect(bridge.open).toHaveBeenCalledOnce());
      expect(bodiesSentTo(sandbox(), "local_payments/create").at(-1)).toMatchObject({
        returnUrl: "com.shop.app://popupbridgev1/return",
        cancelUrl: "com.shop.app://popupbridgev1/cancel",
      });
      const token = new URL(bridge.open.mock.calls[0]?.[0] as string).searchParams.get("token");
      const back = await fetch(
        `${sandbox().gatewayUrl}/simulators/local-payment/decide?token=${token}&decision=approve`,
        { redirect: "manual" },
      );
      const queryItems = Object.fromEntries(new URL(back.headers.get("location") ?? "", "https://x").searchParams);
      bridge.onComplete(null, { path: "/return", queryItems });
      await expect(pending).resolves.toMatchObject({ type: "PayPalAccount", nonce: expect.any(String) });
    } finally {
      delete (globalThis as { popupBridge?: unknown }).popupBridge;
    }
  });
});

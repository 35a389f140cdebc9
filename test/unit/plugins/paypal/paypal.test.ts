// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypal, type PayPal } from "../../../../plugins/paypal/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import {
  bodiesSentTo,
  decideOnSimulator,
  dispatchFrame,
  fromDispatchFrame,
  sentBefore,
  stubPopups,
} from "../frame-flows.js";

const sandbox = useSandbox();
const CARDS_ONLY_KEY = "development_b3n8w4zp_sandbox_merchant_2";
const CHECKOUT = { flow: "checkout" as const, amount: "20.00", currency: "USD" };

let instance: PayPal;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  instance = await paypal.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
});

afterEach(async () => {
  await Promise.resolve()
    .then(() => instance.teardown())
    .catch(() => undefined);
  vi.restoreAllMocks();
  delete (globalThis as { popupBridge?: unknown }).popupBridge;
});

type Tokenize = (options: unknown, callback?: (error: unknown, payload?: unknown) => void) => unknown;

/** Sends the pop-up to the simulator and returns the EC or BA token it shows. */
async function providerToken(popup: { location: { href: string } }, name = "token"): Promise<string> {
  fromDispatchFrame(sandbox().assetsUrl, "ready");
  await vi.waitFor(() => expect(popup.location.href).toContain("/simulators/paypal/"));
  return new URL(popup.location.href).searchParams.get(name) ?? "";
}

describe("paypal.create", () => {
  it("carries the library version and is supported everywhere", () => {
    expect(paypal.VERSION).toBe("3.132.0");
    expect(paypal.isSupported()).toBe(true);
  });

  it("refuses a merchant without PayPal", async () => {
    await expect(paypal.create({ authorization: CARDS_ONLY_KEY })).rejects.toMatchObject({
      code: "PAYPAL_NOT_ENABLED",
      type: "MERCHANT",
      message: "PayPal is not enabled for this merchant.",
    });
  });

  it("places the frame service's dispatch frame on the PayPal asset origin", () => {
    expect(dispatchFrame().src).toBe(`${sandbox().assetsUrl}/web/3.132.0/html/dispatch-frame.min.html`);
  });
});

describe("tokenize options", () => {
  it("requires flow checkout or vault", async () => {
    for (const options of [undefined, {}, { flow: "later" }, "checkout"]) {
      await expect(instance.tokenize(options as never)).rejects.toMatchObject({
        code: "PAYPAL_FLOW_OPTION_REQUIRED",
        type: "MERCHANT",
        message: "PayPal flow property is invalid or missing.",
      });
    }
  });

  it("opens nothing for an invalid flow", async () => {
    const opened = stubPopups();
    await instance.tokenize({ flow: "nope" }).catch(() => undefined);
    expect(opened).toEqual([]);
  });
});

describe("tokenize frame handler", () => {
  it("returns the frame handler at once in callback style", async () => {
    const opened = stubPopups();
    const failure = new Promise((resolve) => {
      const handler = (instance.tokenize as unknown as Tokenize)(CHECKOUT, (error) => resolve(error)) as {
        close(): void;
        focus(): void;
      };
      expect(typeof handler.close).toBe("function");
      handler.focus();
      expect(opened[0]?.focus).toHaveBeenCalledOnce();
      handler.close();
    });
    await expect(failure).resolves.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("also carries close and focus on the Promise", async () => {
    stubPopups();
    const pending = instance.tokenize(CHECKOUT) as Promise<unknown> & { close(): void };
    pending.close();
    await expect(pending).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("returns a handler that does nothing when the flow option is invalid", async () => {
    const failure = new Promise((resolve) => {
      const handler = (instance.tokenize as unknown as Tokenize)({ flow: "bad" }, (error) => resolve(error)) as {
        close(): void;
      };
      handler.close();
    });
    await expect(failure).resolves.toMatchObject({ code: "PAYPAL_FLOW_OPTION_REQUIRED" });
  });
});

describe("tokenize pop-up", () => {
  it("opens PayPal's landing page 450x535 inside the call", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    void instance.tokenize(CHECKOUT).catch(() => undefined);
    expect(open.mock.calls[0]?.[0]).toBe(`${sandbox().assetsUrl}/web/3.132.0/html/paypal-landing-frame.min.html`);
    expect(open.mock.calls[0]?.[2]).toMatch(/height=535,width=450/);
  });

  it("fails with PAYPAL_POPUP_OPEN_FAILED when pop-ups are blocked", async () => {
    stubPopups(true);
    await expect(instance.tokenize({ ...CHECKOUT, amount: "20.07" })).rejects.toMatchObject({
      code: "PAYPAL_POPUP_OPEN_FAILED",
      type: "MERCHANT",
      message: "PayPal popup failed to open, make sure to tokenize in response to a user action.",
      details: { originalError: { code: "FRAME_SERVICE_FRAME_OPEN_FAILED" } },
    });
    await sentBefore(sandbox().tokenizationKey, "paypal_hermes/create_payment_resource");
    expect(bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").filter((body) => body.marker)).toHaveLength(
      1,
    );
    expect(
      bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").filter((body) => body.amount === "20.07"),
    ).toEqual([]);
  });

  it("rejects a second tokenize while one is active", async () => {
    stubPopups();
    const first = instance.tokenize(CHECKOUT).catch((error: unknown) => error);
    await expect(instance.tokenize(CHECKOUT)).rejects.toMatchObject({
      code: "PAYPAL_TOKENIZATION_REQUEST_ACTIVE",
      type: "MERCHANT",
      message: "Another tokenization request is active.",
    });
    instance.closeWindow();
    await first;
  });

  it("allows a new tokenize once the previous one ended", async () => {
    stubPopups(true);
    await instance.tokenize(CHECKOUT).catch(() => undefined);
    await expect(instance.tokenize(CHECKOUT)).rejects.toMatchObject({ code: "PAYPAL_POPUP_OPEN_FAILED" });
  });

  it("fails with PAYPAL_POPUP_CLOSED when the shopper closes the pop-up", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize(CHECKOUT);
    (opened[0] as { closed: boolean }).closed = true;
    await expect(pending).rejects.toMatchObject({
      code: "PAYPAL_POPUP_CLOSED",
      type: "CUSTOMER",
      message: "Customer closed PayPal popup before authorizing.",
    });
  });

  it("fails with PAYPAL_POPUP_CLOSED when the merchant closes the window", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize(CHECKOUT);
    instance.closeWindow();
    await expect(pending).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
    expect(opened[0]?.closed).toBe(true);
  });

  it("focuses the window on request", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize(CHECKOUT).catch(() => undefined);
    instance.focusWindow();
    expect(opened[0]?.focus).toHaveBeenCalledOnce();
    instance.closeWindow();
    await pending;
  });

  it("fails with PAYPAL_POPUP_CLOSED when the shopper cancels at PayPal", async () => {
    stubPopups();
    const pending = instance.tokenize(CHECKOUT);
    fromDispatchFrame(sandbox().assetsUrl, "report", { kind: "cancel", parameters: { token: "EC-1" } });
    await expect(pending).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });
});

describe("tokenize payment resource", () => {
  it("creates a checkout payment returning to this service's frames", async () => {
    stubPopups();
    const pending = instance
      .tokenize({
        ...CHECKOUT,
        intent: "sale",
        offerPayLater: true,
        displayName: "Legacy Shop",
        locale: "fr_FR",
        enableShippingAddress: true,
        shippingAddressOverride: {
          line1: "1 Rue",
          city: "Paris",
          state: "IDF",
          postalCode: "75001",
          countryCode: "FR",
        },
      })
      .catch(() => undefined);
    // Only this test's payment: a flow closed in an earlier test may still have a request in flight.
    const sent = () =>
      bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").find((body) => body.offerPayLater === true);
    await vi.waitFor(() => expect(sent()).toBeDefined());
    const channel = dispatchFrame().name.replace("dispatch_", "");
    expect(sent()).toMatchObject({
      returnUrl: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.min.html?channel=${channel}`,
      cancelUrl: `${sandbox().assetsUrl}/web/3.132.0/html/cancel-frame.min.html?channel=${channel}`,
      offerPaypalCredit: false,
      offerPayLater: true,
      experienceProfile: { brandName: "Legacy Shop", localeCode: "fr_FR", noShipping: "false", addressOverride: false },
      amount: "20.00",
      currencyIsoCode: "USD",
      intent: "sale",
      line1: "1 Rue",
      city: "Paris",
      countryCode: "FR",
    });
    instance.closeWindow();
    await pending;
  });

  it("sets up a billing agreement with the shipping address and description", async () => {
    stubPopups();
    const shippingAddressOverride = {
      line1: "1 Main St",
      city: "Chicago",
      state: "IL",
      postalCode: "60606",
      countryCode: "US",
    };
    const pending = instance
      .tokenize({ flow: "vault", shippingAddressOverride, billingAgreementDescription: "Coffee club" })
      .catch(() => undefined);
    const sent = () =>
      bodiesSentTo(sandbox(), "paypal_hermes/setup_billing_agreement").find(
        (body) => body.description === "Coffee club",
      );
    await vi.waitFor(() => expect(sent()).toBeDefined());
    const body = sent();
    expect(body).toMatchObject({ shippingAddress: shippingAddressOverride, description: "Coffee club" });
    expect(body).not.toHaveProperty("amount");
    instance.closeWindow();
    await pending;
  });

  it("sends the pop-up to PayPal's page, asking for Pay Now with useraction commit", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize({ ...CHECKOUT, useraction: "commit" }).catch(() => undefined);
    await providerToken(opened[0] as { location: { href: string } });
    expect(new URL(opened[0]?.location.href ?? "").searchParams.get("useraction")).toBe("commit");
    instance.closeWindow();
    await pending;
  });

  it("fails with PAYPAL_INVALID_PAYMENT_OPTION and closes the pop-up when the gateway refuses", async () => {
    const opened = stubPopups();
    await expect(instance.tokenize({ ...CHECKOUT, amount: "-5" })).rejects.toMatchObject({
      code: "PAYPAL_INVALID_PAYMENT_OPTION",
      type: "MERCHANT",
      message: "PayPal payment options are invalid.",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
    expect(opened[0]?.closed).toBe(true);
  });

  it("fails with PAYPAL_FLOW_FAILED when the gateway fails", async () => {
    stubPopups();
    sandbox().inject({ path: "create_payment_resource", status: 502, times: 2 });
    await expect(instance.tokenize(CHECKOUT)).rejects.toMatchObject({
      code: "PAYPAL_FLOW_FAILED",
      type: "NETWORK",
      message: "Could not initialize PayPal flow.",
    });
  });
});

describe("tokenize approval", () => {
  it("tokenizes an approved checkout into a nonce", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize({ ...CHECKOUT, intent: "authorize" });
    const token = await providerToken(opened[0] as { location: { href: string } });
    const parameters = await decideOnSimulator(sandbox(), "paypal", `token=${token}`, "approve");
    fromDispatchFrame(sandbox().assetsUrl, "report", { kind: "return", parameters });
    await expect(pending).resolves.toEqual({
      nonce: expect.any(String),
      type: "PayPalAccount",
      details: expect.objectContaining({ payerId: parameters.PayerID, email: "sandbox.shopper@example.com" }),
    });
    expect(bodiesSentTo(sandbox(), "payment_methods/paypal_accounts")[0]).toMatchObject({
      paypalAccount: {
        correlationId: token,
        options: { validate: false },
        paymentToken: parameters.paymentId,
        payerId: parameters.PayerID,
        unilateral: false,
        intent: "authorize",
      },
    });
  });

  it("tokenizes an approved billing agreement by its ba_token", async () => {
    const opened = stubPopups();
    const pending = instance.tokenize({ flow: "vault" });
    const baToken = await providerToken(opened[0] as { location: { href: string } }, "ba_token");
    const parameters = await decideOnSimulator(sandbox(), "paypal", `ba_token=${baToken}`, "approve");
    fromDispatchFrame(sandbox().assetsUrl, "report", { kind: "return", parameters });
    await expect(pending).resolves.toMatchObject({ type: "PayPalAccount" });
    expect(bodiesSentTo(sandbox(), "payment_methods/paypal_accounts")[0]).toMatchObject({
      paypalAccount: { correlationId: baToken, billingAgreementToken: baToken, options: { validate: false } },
    });
  });

  it("fails with PAYPAL_ACCOUNT_TOKENIZATION_FAILED when the gateway refuses the account", async () => {
    stubPopups();
    const pending = instance.tokenize(CHECKOUT);
    fromDispatchFrame(sandbox().assetsUrl, "report", {
      kind: "return",
      parameters: { token: "EC-FAKE", paymentId: "PAYID-FAKE", PayerID: "X" },
    });
    await expect(pending).rejects.toMatchObject({
      code: "PAYPAL_ACCOUNT_TOKENIZATION_FAILED",
      type: "NETWORK",
      message: "Could not tokenize user's PayPal account.",
    });
  });
});

describe("pop-up bridge", () => {
  it("returns through the bridge and tokenizes its query items", async () => {
    const bridge = {
      open: vi.fn(),
      getReturnUrlPrefix: () => "com.shop.app://popupbridgev1/",
      onComplete: undefined as any,
    };
    (globalThis as { popupBridge?: unknown }).popupBridge = bridge;
    await instance.teardown();
    instance = await paypal.create({ authorization: sandbox().tokenizationKey });
    const pending = instance.tokenize(CHECKOUT);
    await vi.waitFor(() => expect(bridge.open).toHaveBeenCalledOnce());
    expect(bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").at(-1)).toMatchObject({
      returnUrl: "com.shop.app://popupbridgev1/return",
      cancelUrl: "com.shop.app://popupbridgev1/cancel",
    });
    const token = new URL(bridge.open.mock.calls[0]?.[0] as string).searchParams.get("token");
    const parameters = await decideOnSimulator(sandbox(), "paypal", `token=${token}`, "approve");
    bridge.onComplete(null, { path: "/return", queryItems: parameters });
    await expect(pending).resolves.toMatchObject({ type: "PayPalAccount" });
  });
});

describe("teardown", () => {
  it("ends an open tokenize as closed and leaves no dispatch frame", async () => {
    stubPopups();
    const pending = instance.tokenize(CHECKOUT);
    await instance.teardown();
    await expect(pending).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
    expect(document.querySelector("iframe.braintree-dispatch-frame")).toBeNull();
  });

  it("makes every method throw afterwards", async () => {
    await instance.teardown();
    for (const method of ["tokenize", "closeWindow", "focusWindow", "teardown"] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paypalCheckout, type PayPalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { bodiesSentTo, decideOnSimulator, sentBefore, stubPopups } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: PayPalCheckout;

const OPTIONS = { amount: "10.00", currency: "USD", vaultInitiatedCheckoutPaymentMethodToken: "vaulted-paypal-token" };
const BACKDROP = "[data-braintree-paypal-vault-initiated-checkout-modal]";

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
  instance = await paypalCheckout.create({ client: await client.create({ authorization: sandbox().tokenizationKey }) });
  // The shared frame service loads in the background; a real page has it long before the shopper clicks.
  await vi.waitFor(() => expect(document.querySelector("iframe.braintree-dispatch-frame")).not.toBeNull());
});

afterEach(async () => {
  await instance.teardown();
  vi.restoreAllMocks();
});

function dispatchFrame(): HTMLIFrameElement {
  return document.querySelector("iframe.braintree-dispatch-frame") as HTMLIFrameElement;
}

/** What the dispatch frame on the asset origin posts to the merchant page. */
function fromDispatchFrame(type: string, payload?: unknown): void {
  const frame = dispatchFrame();
  window.dispatchEvent(
    new MessageEvent("message", {
      data: { paykit: frame.name.replace("dispatch_", ""), type, payload },
      origin: sandbox().assetsUrl,
      source: frame.contentWindow,
    }),
  );
}

describe("startVaultInitiatedCheckout options", () => {
  for (const name of ["amount", "currency", "vaultInitiatedCheckoutPaymentMethodToken"] as const) {
    it(`requires ${name}`, async () => {
      const options: Record<string, unknown> = { ...OPTIONS };
      delete options[name];
      await expect(instance.startVaultInitiatedCheckout(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_PARAM_REQUIRED",
        type: "MERCHANT",
        message: `Required param ${name} is missing.`,
      });
    });
  }

  it("requires options at all", async () => {
    await expect(instance.startVaultInitiatedCheckout(undefined as never)).rejects.toMatchObject({
      message: "Required param amount is missing.",
    });
  });

  it("opens nothing when a param is missing", async () => {
    const opened = stubPopups();
    await instance.startVaultInitiatedCheckout({ amount: "1.00" } as never).catch(() => undefined);
    expect(opened).toEqual([]);
    expect(document.querySelector(BACKDROP)).toBeNull();
  });
});

describe("startVaultInitiatedCheckout pop-up", () => {
  it("opens PayPal's landing page from the PayPal asset origin inside the call", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    void instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    expect(open).toHaveBeenCalledOnce();
    expect(open.mock.calls[0]?.[0]).toBe(`${sandbox().assetsUrl}/web/3.132.0/html/paypal-landing-frame.min.html`);
    expect(open.mock.calls[0]?.[1]).toMatch(/^braintreepaypallanding_[0-9a-f]{32}$/);
  });

  it("fails with the pop-up error when the browser blocks the pop-up", async () => {
    stubPopups(true);
    const failure = await instance.startVaultInitiatedCheckout(OPTIONS).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED",
      type: "MERCHANT",
      message: "PayPal popup failed to open, make sure to initiate the vault checkout in response to a user action.",
      details: { originalError: { code: "FRAME_SERVICE_FRAME_OPEN_FAILED" } },
    });
  });

  it("sends no payment when the pop-up is blocked", async () => {
    stubPopups(true);
    await instance.startVaultInitiatedCheckout({ ...OPTIONS, amount: "10.07" }).catch(() => undefined);
    await sentBefore(sandbox().tokenizationKey, "paypal_hermes/create_payment_resource");
    expect(bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").filter((body) => body.marker)).toHaveLength(
      1,
    );
    expect(
      bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").filter((body) => body.amount === "10.07"),
    ).toEqual([]);
  });

  it("can start again after a blocked pop-up", async () => {
    stubPopups(true);
    await instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    await expect(instance.startVaultInitiatedCheckout(OPTIONS)).rejects.toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED",
    });
  });

  it("creates a checkout payment returning to the redirect and cancel frames of its own channel", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch((error: unknown) => error);
    const channel = dispatchFrame().name.replace("dispatch_", "");
    // Only this instance's payment: a flow closed in an earlier test may still have a request in flight.
    const sent = () =>
      bodiesSentTo(sandbox(), "paypal_hermes/create_payment_resource").find((body) =>
        String(body.returnUrl).endsWith(channel),
      );
    await vi.waitFor(() => expect(sent()).toBeDefined());
    expect(sent()).toMatchObject({
      returnUrl: `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.min.html?channel=${channel}`,
      cancelUrl: `${sandbox().assetsUrl}/web/3.132.0/html/cancel-frame.min.html?channel=${channel}`,
      amount: "10.00",
      currencyIsoCode: "USD",
      vaultInitiatedCheckoutPaymentMethodToken: "vaulted-paypal-token",
      offerPaypalCredit: false,
    });
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
    expect(opened).toHaveLength(1);
  });

  it("sends the pop-up to PayPal once the payment exists and the dispatch frame is ready", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch((error: unknown) => error);
    expect(opened[0]?.location.href).toBe("");
    fromDispatchFrame("frameService:DISPATCH_FRAME_READY");
    await vi.waitFor(() =>
      expect(opened[0]?.location.href).toMatch(
        new RegExp(`^${sandbox().gatewayUrl}/simulators/paypal/checkout\\?token=EC-[A-Z0-9]{17}$`),
      ),
    );
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
  });

  it("tokenizes what the shopper approved and resolves with the nonce", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS);
    fromDispatchFrame("frameService:DISPATCH_FRAME_READY");
    await vi.waitFor(() => expect(opened[0]?.location.href).toContain("token=EC-"));
    const token = new URL(opened[0]?.location.href ?? "").searchParams.get("token");
    const parameters = await decideOnSimulator(sandbox(), "paypal", `token=${token}`, "approve");
    fromDispatchFrame("frameService:DISPATCH_FRAME_REPORT", { kind: "return", parameters });
    await expect(flow).resolves.toMatchObject({
      nonce: expect.any(String),
      type: "PayPalAccount",
      details: { payerId: parameters.PayerID },
    });
    expect(bodiesSentTo(sandbox(), "payment_methods/paypal_accounts")[0]).toMatchObject({
      paypalAccount: { paymentToken: parameters.paymentId, payerId: parameters.PayerID, correlationId: token },
    });
  });

  it("fails with CANCELED when the shopper cancels at PayPal", async () => {
    stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS);
    fromDispatchFrame("frameService:DISPATCH_FRAME_REPORT", { kind: "cancel", parameters: { token: "EC-1" } });
    await expect(flow).rejects.toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED",
      type: "CUSTOMER",
      message: "Customer closed PayPal popup before authorizing.",
    });
  });

  it("fails with CANCELED when the shopper closes the pop-up", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS);
    (opened[0] as { closed: boolean }).closed = true;
    await expect(flow).rejects.toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED" });
  });

  it("fails with CANCELED when the merchant closes the window", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS);
    await instance.closeVaultInitiatedCheckoutWindow();
    await expect(flow).rejects.toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED" });
    expect(opened[0]?.closed).toBe(true);
  });

  it("rejects a second start while one is in progress", async () => {
    stubPopups();
    const first = instance.startVaultInitiatedCheckout(OPTIONS).catch((error: unknown) => error);
    await expect(instance.startVaultInitiatedCheckout(OPTIONS)).rejects.toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_IN_PROGRESS",
      type: "MERCHANT",
      message: "Vault initiated checkout already in progress.",
    });
    await instance.closeVaultInitiatedCheckoutWindow();
    await first;
  });

  it("fails with PAYPAL_INVALID_PAYMENT_OPTION and closes the pop-up when the gateway refuses the payment", async () => {
    const opened = stubPopups();
    await expect(instance.startVaultInitiatedCheckout({ ...OPTIONS, amount: "lots" })).rejects.toMatchObject({
      code: "PAYPAL_INVALID_PAYMENT_OPTION",
    });
    expect(opened[0]?.closed).toBe(true);
    expect(document.querySelector(BACKDROP)).toBeNull();
  });

  it("fails with the setup error when PayPal's answer names no page to send the shopper to", async () => {
    const opened = stubPopups();
    sandbox().inject({
      path: "create_payment_resource",
      status: 201,
      body: { paymentResource: { paymentToken: "PAYID-1" } },
    });
    await expect(instance.startVaultInitiatedCheckout(OPTIONS)).rejects.toMatchObject({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED",
      type: "NETWORK",
      message: "Something went wrong when setting up the checkout workflow.",
    });
    expect(opened[0]?.closed).toBe(true);
  });

  it("ends an open flow as CANCELED on teardown", async () => {
    stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS);
    await instance.teardown();
    await expect(flow).rejects.toMatchObject({ code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED" });
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
  });
});

describe("startVaultInitiatedCheckout backdrop", () => {
  it("dims the page while the pop-up is open", async () => {
    stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    const backdrop = document.querySelector<HTMLElement>(BACKDROP);
    expect(backdrop?.style.zIndex).toBe("9999");
    expect(backdrop?.style.opacity).toBe("0.7");
    expect(backdrop?.style.position).toBe("fixed");
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
  });

  it("removes the backdrop when the flow ends", async () => {
    stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
    expect(document.querySelector(BACKDROP)).toBeNull();
  });

  it("removes the backdrop when the pop-up is blocked", async () => {
    stubPopups(true);
    await instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    expect(document.querySelector(BACKDROP)).toBeNull();
  });

  it("focuses the pop-up when the backdrop is clicked", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    document.querySelector<HTMLElement>(BACKDROP)?.click();
    expect(opened[0]?.focus).toHaveBeenCalledOnce();
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
  });

  it("focuses the pop-up on request", async () => {
    const opened = stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    await instance.focusVaultInitiatedCheckoutWindow();
    expect(opened[0]?.focus).toHaveBeenCalledOnce();
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
  });

  it("leaves the page undimmed when the merchant opts out", async () => {
    stubPopups();
    const flow = instance
      .startVaultInitiatedCheckout({ ...OPTIONS, optOutOfModalBackdrop: true })
      .catch(() => undefined);
    expect(document.querySelector(BACKDROP)).toBeNull();
    await instance.closeVaultInitiatedCheckoutWindow();
    await flow;
  });

  it("removes the backdrop on teardown", async () => {
    stubPopups();
    const flow = instance.startVaultInitiatedCheckout(OPTIONS).catch(() => undefined);
    await instance.teardown();
    await flow;
    expect(document.querySelector(BACKDROP)).toBeNull();
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
  });

  it("leaves no dispatch frame behind after teardown", async () => {
    await instance.teardown();
    expect(document.querySelector("iframe.braintree-dispatch-frame")).toBeNull();
    instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
  });
});

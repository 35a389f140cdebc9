// The flow contract (kernel/registry/flow.ts) as the flows' table serves it: every plugin whose manifest says it has
// a flow is in the table and default-exports one, and the flows answer as the contract says.
import { describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import type { FlowContext, FlowRequest } from "../../../kernel/index.js";
import { FLOW_BUTTONS, hasButton, hasFlow, loadFlow } from "../../../plugins/flows.generated.js";

const context = (options: Record<string, unknown> = {}) => ({ options }) as unknown as FlowContext;

describe("the flows' table", () => {
  const withFlow = PLUGINS.filter((plugin) => plugin.flow);

  it("lists every plugin whose manifest says it has a flow, and only those", () => {
    expect(withFlow.length).toBeGreaterThan(0);
    for (const plugin of PLUGINS) expect(hasFlow(plugin.name), plugin.name).toBe(Boolean(plugin.flow));
  });

  it("imports each one's flow.ts, whose default export has a pay", async () => {
    for (const plugin of withFlow) {
      const flow = await loadFlow(plugin.name);
      expect(typeof flow?.pay, plugin.name).toBe("function");
    }
    expect(loadFlow("hostedFields")).toBeUndefined();
  });

  it("gives each default button the label, brand and colour of its manifest", () => {
    for (const plugin of withFlow.filter((each) => each.defaultButton)) {
      expect(hasButton(plugin.name)).toBe(true);
      expect(FLOW_BUTTONS[plugin.name as keyof typeof FLOW_BUTTONS]).toEqual({
        label: plugin.defaultButton?.label,
        branded: Boolean(plugin.defaultButton?.mark),
        ...(plugin.defaultButton?.color ? { color: plugin.defaultButton.color } : {}),
      });
    }
  });
});

describe("the flows", () => {
  it("runs a one-call method's tokenize with the surface's tokenizeOptions and gives its payload", async () => {
    const flow = await loadFlow("sepa");
    const instance = { tokenize: (options: { iban: string }) => Promise.resolve({ nonce: `nonce-${options.iban}` }) };
    await expect(flow?.pay({ instance, tokenizeOptions: { iban: "FR76" } } as unknown as FlowRequest)).resolves.toEqual(
      { payload: { nonce: "nonce-FR76" } },
    );
  });

  it("gives Venmo the desktop QR code unless a desktop flow was chosen", async () => {
    const flow = await loadFlow("venmo");
    expect(flow?.defaults?.({ paymentMethodUsage: "single_use" })).toEqual({
      allowDesktop: true,
      paymentMethodUsage: "single_use",
    });
    expect(flow?.defaults?.({ allowDesktopWebLogin: true })).toEqual({ allowDesktopWebLogin: true });
  });

  it("says why Apple Pay cannot pay where there is no ApplePaySession", async () => {
    const flow = await loadFlow("applePay");
    expect(await flow?.supported?.(context())).toBe("Apple Pay needs Safari's ApplePaySession on a secure page.");
  });

  it("says why Payment Request cannot pay where the browser has no PaymentRequest API", async () => {
    const flow = await loadFlow("paymentRequest");
    expect(await flow?.supported?.(context())).toBe("This browser has no PaymentRequest API.");
  });

  it("refuses to pay PayPal Checkout without PayPal's approval, with a catalogue error", async () => {
    const flow = await loadFlow("paypalCheckout");
    await expect(flow?.pay({ instance: {} } as unknown as FlowRequest)).rejects.toMatchObject({
      name: "BraintreeError",
      code: "PAYPAL_CHECKOUT_APPROVAL_REQUIRED",
      type: "MERCHANT",
    });
  });

  it("starts a local payment with the payment request, the bank's pop-up opened as soon as the payment exists", async () => {
    const flow = await loadFlow("localPayment");
    const started: string[] = [];
    const instance = {
      startPayment: (options: { paymentType: string; onPaymentStart(data: object, start: () => void): void }) =>
        new Promise((resolve) => {
          options.onPaymentStart({ paymentId: "PAY-1" }, () => {
            started.push(options.paymentType);
            resolve({ nonce: "local-nonce" });
          });
        }),
    };
    await expect(
      flow?.pay({ instance, paymentRequest: { paymentType: "ideal" } } as unknown as FlowRequest),
    ).resolves.toEqual({ payload: { nonce: "local-nonce" } });
    expect(started).toEqual(["ideal"]);
  });
});

// PayPal Checkout's shopper flow on a page, framework-free: PayPal's own buttons (the PayPal JS SDK the instance
// loads; the sandbox's simulated SDK on a development gateway), whose order is the instance's `createPayment` with the
// surface's payment request, and whose approval `pay` tokenizes. It imports no instance code, so it loads without
// the plugin's bundle.
import { catalogue, createError, type MethodFlow } from "../../kernel/index.js";

/**
 * Failures of the flow itself. The provider's SDK leaves PayPal's buttons to the merchant, so it has no code for
 * this; it follows its naming and types.
 */
export const paypalCheckoutFlowErrors = /* @__PURE__ */ catalogue([
  [
    "PAYPAL_CHECKOUT_APPROVAL_REQUIRED",
    "MERCHANT",
    "PayPal Checkout is paid from PayPal's own button: there is no approval to tokenize yet.",
  ],
] as const);

/** What the flow needs of a paypalCheckout instance. */
export interface PayPalCheckoutLike {
  loadPayPalSDK(options?: never): Promise<unknown>;
  createPayment(options: never): Promise<string>;
  tokenizePayment(approval: never): Promise<unknown>;
}

/** The parts of the PayPal JS SDK's buttons used here. */
interface PayPalButtonsSdk {
  Buttons(options: Record<string, unknown>): { render(container: HTMLElement): Promise<unknown> };
}

/** The order's options: the surface's payment request (`flow`, `amount`, `currency`, `intent`, …); "checkout" when none. */
function paymentOptions(request: object | undefined): Record<string, unknown> {
  return { flow: "checkout", ...request };
}

const flow: MethodFlow<PayPalCheckoutLike> = {
  pay: ({ instance, answer }) =>
    answer === undefined
      ? Promise.reject(createError(paypalCheckoutFlowErrors.PAYPAL_CHECKOUT_APPROVAL_REQUIRED))
      : instance.tokenizePayment(answer as never).then((payload) => ({ payload, raw: answer })),
  drawButton: async (host, { instance, paymentRequest }, start, look) => {
    const options = paymentOptions(paymentRequest);
    const vault = options.flow === "vault";
    await instance.loadPayPalSDK(
      (vault
        ? { vault: true }
        : { currency: options.currency, intent: options.intent ?? "authorize", commit: options.commit }) as never,
    );
    const sdk = (globalThis as { paypal?: PayPalButtonsSdk }).paypal as PayPalButtonsSdk;
    const holder = document.createElement("div");
    host.replaceChildren(holder);
    await sdk
      .Buttons({
        style: { color: look.color, shape: look.shape, height: look.height },
        [vault ? "createBillingAgreement" : "createOrder"]: () => instance.createPayment(options as never),
        onApprove: (approval: unknown) => start(approval),
      })
      .render(holder);
    return () => host.replaceChildren();
  },
};

export default flow;

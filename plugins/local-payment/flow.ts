// A local payment method's shopper flow on a page, framework-free: `startPayment` with the surface's payment request
// (`paymentType`, `amount`, `currencyCode`, …) in the shopper's click, the bank's pop-up opened at once (the payment
// is started as soon as it is created). It imports no instance code, so it loads without the plugin's bundle.
import type { MethodFlow } from "../../kernel/index.js";

/** What the flow needs of a localPayment instance. */
export interface LocalPaymentLike {
  startPayment(options: never): Promise<unknown>;
}

const flow: MethodFlow<LocalPaymentLike> = {
  pay: ({ instance, paymentRequest }) =>
    instance
      .startPayment({ ...paymentRequest, onPaymentStart: (_data: unknown, start: () => void) => start() } as never)
      .then((payload) => ({ payload })),
};

export default flow;

// Visa Checkout as braintree-web's documentation teaches it, in TypeScript. `V` is Visa's own SDK global.
import * as braintree from "braintree-web";
import visaCheckout from "braintree-web/visa-checkout";

declare const clientInstance: braintree.Client;
declare const V: { init(options: object): void; on(event: string, handler: (payment: never) => void): void };

visaCheckout.create({ client: clientInstance }, function (createErr, visaCheckoutInstance) {
  if (createErr || !visaCheckoutInstance) {
    console.error(createErr?.code);
    return;
  }
  const initOptions = visaCheckoutInstance.createInitOptions({
    paymentRequest: { currencyCode: "USD", subtotal: "10.00" },
  });
  V.init(initOptions);
  V.on("payment.success", function (payment) {
    visaCheckoutInstance.tokenize(payment, function (tokenizeErr, payload) {
      if (tokenizeErr) return;
      console.log(payload?.nonce);
    });
  });
  visaCheckoutInstance.teardown((err) => err?.code);
});

export async function withPromises(payment: {
  callid: string;
  encKey: string;
  encPaymentData: string;
}): Promise<string> {
  const instance = await braintree.visaCheckout.create({ client: clientInstance });
  const payload = await instance.tokenize(payment);
  await instance.teardown();
  return payload.nonce;
}

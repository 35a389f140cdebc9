// The Payment Request API component as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import paymentRequest from "braintree-web/payment-request";

declare const clientInstance: braintree.Client;

const details = { total: { label: "Total", amount: { currency: "USD", value: "10.00" } } };

paymentRequest.create(
  { client: clientInstance, enabledPaymentMethods: { basicCard: false, googlePay: true } },
  function (createErr, instance) {
    if (createErr || !instance) {
      console.error(createErr?.code);
      return;
    }
    const googlePay = instance.createSupportedPaymentMethodsConfiguration("googlePay", {
      merchantInfo: { merchantId: "id" },
    });
    instance.canMakePayment({ details, supportedPaymentMethods: [googlePay] }, function (err, canMakePayment) {
      if (err || !canMakePayment) return;
      instance.tokenize({ details }, function (tokenizeErr, payload) {
        if (tokenizeErr) {
          if (tokenizeErr.code === "PAYMENT_REQUEST_CANCELED") console.log("canceled");
          return;
        }
        console.log(payload?.nonce);
      });
    });
    const onAddress = (event: unknown) => console.log(event);
    instance.on("shippingAddressChange", onAddress);
    instance.off("shippingAddressChange", onAddress);
    instance.teardown((err) => err?.code);
  },
);

export async function withPromises(): Promise<string> {
  const instance = await braintree.paymentRequest.create({ client: clientInstance });
  if (!(await instance.canMakePayment({ details }))) return "";
  const payload = await instance.tokenize({ details });
  await instance.teardown();
  return payload.nonce;
}

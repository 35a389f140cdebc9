// PayPal Checkout as braintree-web's documentation teaches it, in TypeScript: every instance method, with callbacks
// and with Promises.
import * as braintree from "braintree-web";
import paypalCheckout, { type PayPalCheckout } from "braintree-web/paypal-checkout";

declare const clientInstance: braintree.Client;

paypalCheckout.create({ client: clientInstance }, function (createErr, paypalCheckoutInstance) {
  if (createErr) {
    if (createErr.code === "PAYPAL_BROWSER_NOT_SUPPORTED") console.error("This browser is not supported.");
    return;
  }
  if (!paypalCheckoutInstance) return;
  paypalCheckoutInstance.loadPayPalSDK({ currency: "USD", intent: "capture" }, function (loadErr, instance) {
    if (loadErr) return;
    console.log(instance?.getClientId);
  });
  paypalCheckoutInstance.createPayment(
    { flow: "checkout", amount: "10.00", currency: "USD", intent: "capture" },
    (err, orderId) => {
      if (err) return;
      console.log(orderId);
    },
  );
  paypalCheckoutInstance.updatePayment(
    { paymentId: "PAY-1", amount: "12.00", currency: "USD", lineItems: [] },
    (err) => err?.code,
  );
  paypalCheckoutInstance.tokenizePayment(
    { payerID: "PAYER", orderID: "ORDER" },
    function (err, payload?: braintree.PayPalCheckoutTokenizePayload) {
      if (err || !payload) return;
      console.log(payload.nonce, payload.details.email);
    },
  );
  paypalCheckoutInstance.getClientId((err, id) => console.log(err?.code, id));
  paypalCheckoutInstance.startVaultInitiatedCheckout(
    { vaultInitiatedCheckoutPaymentMethodToken: "token", amount: "10.00", currency: "USD" },
    (err, payload) => payload?.nonce,
  );
  paypalCheckoutInstance.closeVaultInitiatedCheckoutWindow((err) => err?.code);
  paypalCheckoutInstance.focusVaultInitiatedCheckoutWindow();
  paypalCheckoutInstance.teardown((err) => err?.code);
});

export async function withPromises(): Promise<string> {
  const instance: PayPalCheckout = await braintree.paypalCheckout.create({ client: clientInstance });
  const loaded: braintree.PayPalCheckout = await instance.loadPayPalSDK({
    "client-id": "id",
    currency: "USD",
    vault: true,
  });
  const orderId: string = await loaded.createPayment({ flow: "vault", billingAgreementDescription: "Subscription" });
  const payload = await instance.tokenizePayment({ billingToken: orderId });
  console.log(paypalCheckout.isSupported(), await instance.getClientId());
  await instance.teardown();
  return payload.nonce;
}

// The landing page from a variable typed as text, as the community typings type it.
export async function withLandingPage(instance: PayPalCheckout, landingPageType: string): Promise<string> {
  return instance.createPayment({ flow: "checkout", amount: "10.00", currency: "USD", landingPageType });
}

// Local payment methods as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import localPayment, { type LocalPayment, type LocalPaymentTokenizePayload } from "braintree-web/local-payment";

declare const clientInstance: braintree.Client;

localPayment.create(
  { client: clientInstance, merchantAccountId: "EUR_local" },
  function (createErr, localPaymentInstance?: LocalPayment) {
    if (createErr || !localPaymentInstance) {
      console.error(createErr?.code);
      return;
    }
    localPaymentInstance.startPayment(
      {
        paymentType: "ideal",
        amount: "10.00",
        fallback: { url: "https://example.com/return", buttonText: "Complete Payment" },
        currencyCode: "EUR",
        givenName: "Joe",
        surname: "Doe",
        address: { countryCode: "NL" },
        onPaymentStart: function (data, start) {
          console.log(data.paymentId);
          start();
        },
      },
      function (startPaymentError: braintree.BraintreeError, payload: LocalPaymentTokenizePayload) {
        if (startPaymentError) {
          if (startPaymentError.code === "LOCAL_PAYMENT_POPUP_CLOSED")
            console.error("Customer closed Local Payment popup.");
          return;
        }
        console.log(payload.nonce, payload.details);
      },
    );
    if (localPaymentInstance.hasTokenizationParams()) {
      localPaymentInstance.tokenize(function (tokenizeErr, payload) {
        console.log(tokenizeErr?.code, payload?.nonce);
      });
    }
    localPaymentInstance.closeWindow();
    localPaymentInstance.focusWindow();
    localPaymentInstance.teardown((err) => err?.code);
  },
);

export async function withPromises(): Promise<string | undefined> {
  const instance = await braintree.localPayment.create({
    client: clientInstance,
    redirectUrl: "https://example.com/return",
  });
  const payload = await instance.tokenize({ btLpToken: "token", btLpPaymentId: "payment", btLpPayerId: "payer" });
  await instance.teardown();
  return payload.nonce;
}

// The amount as a number, as the community typings take it (the gateway reads either).
export function withNumericAmount(instance: LocalPayment, total: number): void {
  instance.startPayment(
    {
      paymentType: "ideal",
      amount: total,
      currencyCode: "EUR",
      givenName: "Joe",
      surname: "Doe",
      fallback: { url: "https://example.com/return", buttonText: "Complete payment" },
      onPaymentStart: (data, start) => start(),
    },
    (err) => console.log(err?.code),
  );
}

// Google Pay as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import googlePayment, { type GooglePayment, type GooglePaymentTokenizePayload } from "braintree-web/google-payment";

declare const clientInstance: braintree.Client;
declare const paymentsClient: { loadPaymentData(request: unknown): Promise<never> };

googlePayment.create(
  { client: clientInstance, googlePayVersion: 2, googleMerchantId: "merchant-id" },
  function (createErr, googlePaymentInstance?: GooglePayment) {
    if (createErr || !googlePaymentInstance) {
      console.error(createErr?.code);
      return;
    }
    const paymentDataRequest = googlePaymentInstance.createPaymentDataRequest({
      transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "100.00" },
    });
    paymentsClient.loadPaymentData(paymentDataRequest).then(function (paymentData) {
      googlePaymentInstance.parseResponse(
        paymentData,
        function (parseErr: braintree.BraintreeError, result: GooglePaymentTokenizePayload) {
          if (parseErr) return;
          console.log(result.nonce);
        },
      );
    });
    googlePaymentInstance.teardown((err) => err?.code);
  },
);

export async function withPromises(): Promise<string> {
  const instance = await braintree.googlePayment.create({ client: clientInstance, googlePayVersion: 2 });
  const paymentData = await paymentsClient.loadPaymentData(await instance.createPaymentDataRequest());
  const result: braintree.GooglePaymentTokenizePayload = await instance.parseResponse(paymentData);
  await instance.teardown();
  return result.nonce;
}

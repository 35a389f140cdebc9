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

// The version from a number-typed setting, the request returned at once (a Promise with useDeferredClient), and the
// payload told apart by its type: a card's details, or PayPal's account chosen inside Google Pay.
export async function typedAsTheTypings(version: number): Promise<string> {
  const instance: GooglePayment = await braintree.googlePayment.create({
    client: clientInstance,
    googlePayVersion: version,
  });
  const request = instance.createPaymentDataRequest({
    transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "1.00" },
  });
  console.log(request.apiVersion, request.allowedPaymentMethods);
  const deferred = await braintree.googlePayment.create({ authorization: "sandbox_key", useDeferredClient: true });
  const later = await deferred.createPaymentDataRequest();
  const result = await instance.parseResponse(await paymentsClient.loadPaymentData(request));
  console.log(later.apiVersion, result.details, result.binData?.issuingBank);
  return result.type === "AndroidPayCard" ? result.details.cardType : result.description;
}

export async function withPromises(): Promise<string> {
  const instance = await braintree.googlePayment.create({ client: clientInstance, googlePayVersion: 2 });
  const paymentData = await paymentsClient.loadPaymentData(await instance.createPaymentDataRequest());
  const result: braintree.GooglePaymentTokenizePayload = await instance.parseResponse(paymentData);
  await instance.teardown();
  return result.nonce;
}

// Apple Pay as braintree-web's documentation teaches it, in TypeScript: the payment request, merchant validation and
// tokenization, with callbacks and with Promises. `ApplePaySession` is the browser's (Safari's) global.
import * as braintree from "braintree-web";
import applePay, { type ApplePay, type ApplePayPayload } from "braintree-web/apple-pay";

declare const clientInstance: braintree.Client;
declare const ApplePaySession: {
  new (version: number, request: unknown): braintree.ApplePaySession;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};

applePay.create({ client: clientInstance }, function (createErr, applePayInstance?: ApplePay) {
  if (createErr || !applePayInstance) {
    console.error(createErr?.code);
    return;
  }
  const request = applePayInstance.createPaymentRequest({
    total: { label: "My Store", amount: "19.99" },
    requiredBillingContactFields: ["postalAddress"],
  });
  const session = new ApplePaySession(3, request);
  session.onvalidatemerchant = function (event: { validationURL: string }) {
    applePayInstance.performValidation(
      { validationURL: event.validationURL, displayName: "My Store" },
      function (err, merchantSession) {
        if (err) {
          console.error(err.code);
          session.abort();
          return;
        }
        session.completeMerchantValidation(merchantSession);
      },
    );
  };
  session.onpaymentauthorized = function (event) {
    applePayInstance.tokenize(
      { token: event.payment.token },
      function (tokenizeErr: braintree.BraintreeError, payload: ApplePayPayload) {
        if (tokenizeErr) {
          session.completePayment(ApplePaySession.STATUS_FAILURE);
          return;
        }
        const fresh: boolean = !payload.consumed;
        console.log(payload.nonce, payload.details.cardType, fresh, payload.binData.issuingBank.length);
        session.completePayment(ApplePaySession.STATUS_SUCCESS);
      },
    );
  };
  session.begin();
  applePayInstance.teardown((err) => err?.code);
});

// The request returned at once, typed as the community typings type it, and a Promise of it with useDeferredClient.
export async function requests(instance: ApplePay): Promise<string | undefined> {
  const request: braintree.ApplePayPaymentRequest = instance.createPaymentRequest({
    total: { label: "My Store", amount: "19.99" },
  });
  const deferred: braintree.ApplePayDeferred = await braintree.applePay.create({
    authorization: "sandbox_key",
    useDeferredClient: true,
  });
  const later: braintree.ApplePayPaymentRequest = await deferred.createPaymentRequest({
    total: { label: "My Store", amount: "19.99" },
  });
  return request.countryCode ?? later.currencyCode;
}

export async function withPromises(): Promise<void> {
  const instance = await braintree.applePay.create({ client: clientInstance });
  const merchantSession = await instance.performValidation({
    validationURL: "https://apple-pay-gateway.apple.com/paymentservices/startSession",
  });
  console.log(merchantSession);
  await instance.teardown();
}

// @ts-expect-error: the SDK has no ApplePaySession (it is the browser's global), as the provider's run time has none
console.log(braintree.ApplePaySession.canMakePayments());

// UnionPay as braintree-web's documentation teaches it, in TypeScript: capabilities, enrollment and tokenization.
import * as braintree from "braintree-web";
import unionpay, {
  type UnionPayEnrollPayload,
  type UnionPayFetchCapabilitiesPayload,
  type UnionPayTokenizePayload,
} from "braintree-web/unionpay";

declare const clientInstance: braintree.Client;

unionpay.create({ client: clientInstance }, function (createErr, unionpayInstance) {
  if (createErr || !unionpayInstance) {
    console.error(createErr?.code);
    return;
  }
  unionpayInstance.fetchCapabilities(
    { card: { number: "6211111111111111" } },
    function (fetchErr: braintree.BraintreeError, cardCapabilities: UnionPayFetchCapabilitiesPayload) {
      if (fetchErr) return;
      if (cardCapabilities.isUnionPay && !cardCapabilities.unionPay.isSupported) return;
      console.log(cardCapabilities.isDebit, cardCapabilities.unionPay.supportsTwoStepAuthAndCapture);
    },
  );
  unionpayInstance.enroll(
    {
      card: { number: "6211111111111111", expirationMonth: "12", expirationYear: "2038" },
      mobile: { countryCode: "62", number: "111111111111" },
    },
    function (enrollErr: braintree.BraintreeError, response: UnionPayEnrollPayload) {
      if (enrollErr) return;
      unionpayInstance.tokenize(
        {
          card: { number: "6211111111111111", expirationMonth: "12", expirationYear: "2038", cvv: "123" },
          enrollmentId: response.enrollmentId,
          smsCode: "11111",
        },
        function (tokenizeErr: braintree.BraintreeError, payload: UnionPayTokenizePayload) {
          if (tokenizeErr) return;
          console.log(payload.nonce, response.smsCodeRequired);
        },
      );
    },
  );
  unionpayInstance.teardown((teardownErr) => teardownErr?.code);
});

export async function withPromises(): Promise<string> {
  const instance: braintree.UnionPay = await braintree.unionpay.create({ client: clientInstance });
  const capabilities = await instance.fetchCapabilities({ card: { number: "6211111111111111" } });
  const enrollment = await instance.enroll({
    card: { number: "6211111111111111" },
    mobile: { countryCode: "62", number: "1" },
  });
  const payload = await instance.tokenize({
    card: { number: "6211111111111111" },
    enrollmentId: enrollment.enrollmentId,
  });
  await instance.teardown();
  return String(capabilities.isUnionPay) + payload.nonce;
}

export async function enrollWithoutMobile(): Promise<void> {
  const instance = await braintree.unionpay.create({ client: clientInstance });
  // @ts-expect-error: enroll needs the mobile number
  await instance.enroll({ card: { number: "6211111111111111" } });
}

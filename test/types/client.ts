// The client as braintree-web's documentation creates and uses it, in TypeScript: callbacks and Promises.
import * as braintree from "braintree-web";
import client from "braintree-web/client";
import type { BraintreeError, Client, CreditCardInfo } from "braintree-web/client";

declare const authorization: string;

client.create({ authorization }, function (createErr, clientInstance) {
  if (createErr) {
    console.error(createErr.code, createErr.type, createErr.message, createErr.details);
    return;
  }
  const card: CreditCardInfo = {
    number: "4111111111111111",
    expirationDate: "12/30",
    cvv: "123",
    billingAddress: { postalCode: "12345" },
  };
  clientInstance?.request(
    { endpoint: "payment_methods/credit_cards", method: "post", data: { creditCard: card } },
    function (requestErr: BraintreeError, response: { creditCards: Array<{ nonce: string }> }, status?: number) {
      if (requestErr) throw new Error(requestErr.message);
      console.log(response.creditCards[0]?.nonce, status);
    },
  );
  clientInstance?.teardown(function (teardownErr) {
    if (teardownErr) console.error(teardownErr.code);
  });
});

braintree.client.create({ authorization }, (err: BraintreeError, instance: Client) => {
  if (err) return;
  console.log(instance.getVersion(), instance.getConfiguration().gatewayConfiguration, instance.toJSON());
});

export async function withPromises(): Promise<string> {
  const instance: braintree.Client = await braintree.client.create({ authorization });
  const response = await instance.request({ endpoint: "payment_methods/credit_cards", method: "post", data: {} });
  await instance.teardown();
  return braintree.VERSION + String(response.creditCards);
}

// @ts-expect-error: the authorization is required, as the provider's run time requires it
client.create({});
// @ts-expect-error: the callback's error is a BraintreeError, not a string
client.create({ authorization }, (err: string) => console.log(err));

// Preferred payment methods as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import preferredPaymentMethods from "braintree-web/preferred-payment-methods";

declare const clientInstance: braintree.Client;

preferredPaymentMethods.create({ client: clientInstance }, function (createErr, instance) {
  if (createErr || !instance) return;
  instance.fetchPreferredPaymentMethods(function (err, result) {
    if (err || !result) return;
    console.log(result.paypalPreferred, result.venmoPreferred);
  });
});

export async function withPromises(): Promise<boolean> {
  const instance = await braintree.preferredPaymentMethods.create({ client: clientInstance });
  const result = await instance.fetchPreferredPaymentMethods();
  return result.paypalPreferred;
}

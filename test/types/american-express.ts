// American Express as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import americanExpress from "braintree-web/american-express";

declare const clientInstance: braintree.Client;

americanExpress.create({ client: clientInstance }, function (createErr, americanExpressInstance) {
  if (createErr || !americanExpressInstance) {
    console.error(createErr?.code);
    return;
  }
  americanExpressInstance.getRewardsBalance({ nonce: "card-nonce" }, function (getErr, payload) {
    if (getErr) {
      console.error(getErr.code);
      return;
    }
    console.log(payload);
  });
  americanExpressInstance.getExpressCheckoutProfile({ nonce: "amex-checkout-nonce" }, (getErr, payload) =>
    console.log(getErr?.code, payload),
  );
  americanExpressInstance.teardown((err) => err?.code);
});

export async function withPromises(): Promise<void> {
  const instance: braintree.AmericanExpress = await braintree.americanExpress.create({ client: clientInstance });
  console.log(await instance.getRewardsBalance({ nonce: "card-nonce", currencyIsoCode: "USD" }));
  console.log(await instance.getExpressCheckoutProfile({ nonce: "amex-checkout-nonce" }));
  await instance.teardown();
}

// @ts-expect-error: the nonce is required
braintree.americanExpress.create({ client: clientInstance }).then((instance) => instance.getRewardsBalance({}));

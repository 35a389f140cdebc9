// Vault Manager as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import vaultManager, { type FetchPaymentMethodsPayload, type VaultManager } from "braintree-web/vault-manager";

declare const clientInstance: braintree.Client;

vaultManager.create({ client: clientInstance }, function (createErr, vaultManagerInstance?: VaultManager) {
  if (createErr || !vaultManagerInstance) return;
  vaultManagerInstance.fetchPaymentMethods(function (
    err: braintree.BraintreeError,
    paymentMethods: FetchPaymentMethodsPayload[],
  ) {
    if (err) return;
    paymentMethods.forEach((paymentMethod) =>
      console.log(paymentMethod.nonce, paymentMethod.default, paymentMethod.details),
    );
  });
  vaultManagerInstance.fetchPaymentMethods({ defaultFirst: true }, (err, paymentMethods) =>
    console.log(err?.code, paymentMethods?.length),
  );
  vaultManagerInstance.deletePaymentMethod("nonce-to-delete", (err) => err?.code);
  vaultManagerInstance.teardown((err) => err?.code);
});

export async function withPromises(): Promise<number> {
  const instance = await braintree.vaultManager.create({ client: clientInstance });
  const paymentMethods = await instance.fetchPaymentMethods();
  await instance.deletePaymentMethod("nonce");
  await instance.teardown();
  return paymentMethods.length;
}

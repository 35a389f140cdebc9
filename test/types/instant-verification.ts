// Instant verification (open banking) as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import instantVerification from "braintree-web/instant-verification";

declare const clientInstance: braintree.Client;
declare const jwt: string;

instantVerification.create({ client: clientInstance }, function (createErr, instance) {
  if (createErr || !instance) {
    console.error(createErr?.code);
    return;
  }
  instance.handleRedirect({ success: new URLSearchParams(location.search).get("success") }, function (err, nonce) {
    if (err) return;
    console.log(nonce);
  });
  instance.startPayment({ jwt }, (err) => err?.code);
});

export async function withPromises(): Promise<string | undefined> {
  const instance = await braintree.instantVerification.create({ client: clientInstance });
  await instance.startPayment({ jwt });
  return instance.handleRedirect({ cancel: null });
}

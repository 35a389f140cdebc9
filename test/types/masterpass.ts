// Masterpass as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import masterpass, { type Masterpass, type MasterpassTokenizePayload } from "braintree-web/masterpass";

declare const clientInstance: braintree.Client;

if (masterpass.isSupported()) {
  masterpass.create({ client: clientInstance }, function (createErr, masterpassInstance?: Masterpass) {
    if (createErr || !masterpassInstance) {
      console.error(createErr?.code);
      return;
    }
    masterpassInstance.tokenize(
      { currencyCode: "USD", subtotal: "10.00" },
      function (tokenizeErr: braintree.BraintreeError, payload: MasterpassTokenizePayload) {
        if (tokenizeErr) {
          if (tokenizeErr.code === "MASTERPASS_POPUP_CLOSED") console.log("closed");
          return;
        }
        console.log(payload.nonce);
      },
    );
    masterpassInstance.teardown((err) => err?.code);
  });
}

export async function withPromises(): Promise<string> {
  const instance = await braintree.masterpass.create({ client: clientInstance });
  const payload = await instance.tokenize({ currencyCode: "USD", subtotal: "10.00", frameOptions: { width: 450 } });
  await instance.teardown();
  return payload.nonce;
}

// Venmo as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import venmo, { type Venmo, type VenmoTokenizePayload } from "braintree-web/venmo";

declare const clientInstance: braintree.Client;
declare const button: HTMLButtonElement;

venmo.create(
  { client: clientInstance, allowDesktop: true, paymentMethodUsage: "multi_use" },
  function (venmoErr, venmoInstance?: Venmo) {
    if (venmoErr || !venmoInstance) {
      console.error(venmoErr?.code);
      return;
    }
    if (!venmoInstance.isBrowserSupported()) return;
    if (venmoInstance.hasTokenizationResult()) {
      venmoInstance.tokenize(function (tokenizeErr, payload) {
        if (tokenizeErr) return;
        console.log(payload?.details.username);
      });
    }
    button.addEventListener("click", function () {
      venmoInstance
        .tokenize()
        .then(function (payload: VenmoTokenizePayload) {
          console.log(payload.nonce, payload.details.username);
        })
        .catch(function (tokenizeErr: braintree.BraintreeError) {
          if (tokenizeErr.code === "VENMO_CANCELED") console.log("canceled");
        });
    });
    venmoInstance.getUrl((err, url) => console.log(err?.code, url));
    venmoInstance.cancelTokenization((err) => err?.code);
    venmoInstance.teardown((err) => err?.code);
  },
);

export async function withPromises(): Promise<boolean> {
  const instance = await braintree.venmo.create({ client: clientInstance, mobileWebFallBack: true });
  const url: string = await instance.getUrl();
  instance.appSwitch(url);
  await instance.processHashChangeFlowResults();
  await instance.cancelTokenization();
  await instance.teardown();
  return venmo.isBrowserSupported({ allowNewBrowserTab: false });
}

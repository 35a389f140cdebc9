// PayPal (the pop-up flow) as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import paypal from "braintree-web/paypal";
import type { PayPalTokenizePayload } from "braintree-web/modules/paypal";

declare const clientInstance: braintree.Client;
declare const button: HTMLButtonElement;

paypal.create({ client: clientInstance }, function (createErr, paypalInstance) {
  if (createErr) {
    if (createErr.code === "PAYPAL_BROWSER_NOT_SUPPORTED") console.error("This browser is not supported.");
    return;
  }
  button.addEventListener("click", function () {
    button.setAttribute("disabled", "disabled");
    paypalInstance?.tokenize(
      { flow: "checkout", amount: "10.00", currency: "USD" },
      function (tokenizeErr: braintree.BraintreeError, payload: PayPalTokenizePayload) {
        button.removeAttribute("disabled");
        if (tokenizeErr) {
          switch (tokenizeErr.code) {
            case "PAYPAL_POPUP_CLOSED":
              break;
            default:
              console.error(tokenizeErr.details);
          }
          return;
        }
        console.log(payload.nonce, payload.details.email, payload.details.payerId);
      },
    );
    paypalInstance?.closeWindow();
    paypalInstance?.focusWindow();
  });
  paypalInstance?.teardown((err) => err?.code);
});

export async function withPromises(): Promise<string> {
  const instance: braintree.PayPal = await braintree.paypal.create({ client: clientInstance });
  try {
    const payload = await instance.tokenize({ flow: "vault" });
    return payload.nonce;
  } catch (tokenizeErr) {
    console.error((tokenizeErr as braintree.BraintreeError).code);
    return "";
  } finally {
    await instance.teardown();
  }
}

// @ts-expect-error: the flow is required (the provider's tokenize fails without one)
braintree.paypal.create({ client: clientInstance }).then((instance) => instance.tokenize({}));

// The flow from a variable typed as text, as the community typings type it (checked at run time).
export async function withFlowFromSettings(settings: { flow: string }): Promise<string> {
  const instance = await braintree.paypal.create({ client: clientInstance });
  return (await instance.tokenize({ flow: settings.flow, amount: "10.00", currency: "USD" })).nonce;
}

// Drop-in as its documentation and the community typings (@types/braintree-web-drop-in) teach it, in TypeScript, on
// paykit's braintree-web-drop-in: callbacks and Promises, the payload told apart by `type`, the events.
import dropin, * as dropinModule from "braintree-web-drop-in";
import { create, VERSION, type Dropin, type Options, type PaymentMethodPayload } from "braintree-web-drop-in";

declare const button: HTMLButtonElement;
declare const authorization: string;

const options: Options = {
  authorization,
  container: "#dropin-container",
  locale: "de_DE",
  translations: { chooseAWayToPay: "Wie möchten Sie bezahlen?" },
  paymentOptionPriority: ["card", "paypal", "venmo"],
  card: {
    cardholderName: { required: true },
    overrides: {
      fields: { number: { placeholder: "4111 1111 1111 1111" }, cvv: { maskInput: true } },
      styles: { input: { "font-size": "16px" } },
    },
    clearFieldsAfterTokenization: false,
    vault: { allowVaultCardOverride: true },
  },
  paypal: { flow: "checkout", amount: "10.00", currency: "USD", commit: true },
  venmo: { allowNewBrowserTab: false },
  googlePay: {
    merchantId: "merchant-id",
    transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "10.00" },
  },
  applePay: {
    displayName: "Shop",
    paymentRequest: {
      total: { label: "Shop", amount: "10.00" },
      countryCode: "US",
      currencyCode: "USD",
      supportedNetworks: ["visa", "masterCard"],
      merchantCapabilities: ["supports3DS"],
    },
  },
  dataCollector: true,
  threeDSecure: true,
  vaultManager: true,
  preselectVaultedPaymentMethod: false,
};

function describePayload(payload: PaymentMethodPayload): string {
  switch (payload.type) {
    case "CreditCard":
      return `${payload.details.cardType} ending ${payload.details.lastFour}, ${payload.binData.issuingBank}, ${String(payload.liabilityShifted)}`;
    case "PayPalAccount":
      return payload.details.email;
    case "VenmoAccount":
      return payload.details.username;
    case "ApplePayCard":
      return payload.details.dpanLastTwo;
    case "AndroidPayCard":
      return payload.details.lastFour;
  }
}

dropin.create(options, function (createErr, instance) {
  if (createErr || !instance) {
    console.error(createErr);
    return;
  }
  instance.on("paymentMethodRequestable", (event) => console.log(event.type, event.paymentMethodIsSelected));
  instance.on("noPaymentMethodRequestable", () => button.setAttribute("disabled", "true"));
  instance.on("paymentOptionSelected", (event) => console.log(event.paymentOption));
  instance.on("changeActiveView", (event) => console.log(event.previousViewId, event.newViewId));
  instance.on("card:focus", (event) => console.log(event.emittedBy, event.fields.number.isValid));
  button.addEventListener("click", function () {
    instance.requestPaymentMethod(function (requestPaymentMethodErr, payload) {
      if (requestPaymentMethodErr) return;
      console.log(payload.nonce, payload.deviceData, describePayload(payload));
    });
  });
  instance.requestPaymentMethod({ threeDSecure: { amount: "10.00", email: "shopper@example.com" } }, (err, payload) =>
    console.log(err, payload.nonce),
  );
  if (instance.isPaymentMethodRequestable()) instance.clearSelectedPaymentMethod();
  instance.updateConfiguration("paypal", "amount", "12.00");
  instance.teardown(function (teardownErr) {
    if (teardownErr) console.error("Could not tear down Drop-in!");
  });
});

export async function withPromises(): Promise<string> {
  const instance: Dropin = await create({ authorization, container: document.body });
  const payload = await instance.requestPaymentMethod();
  const verified = await instance.requestPaymentMethod({ threeDSecure: { amount: "10.00" } });
  await instance.teardown();
  return `${VERSION} ${dropinModule.VERSION} ${payload.nonce} ${verified.type}`;
}

// @ts-expect-error: authorization is required, as in Drop-in's typings
void dropin.create({ container: "#dropin-container" });

// Hosted Fields as braintree-web's documentation teaches it, in TypeScript: every instance method, with callbacks and
// with Promises, and the events.
import * as braintree from "braintree-web";
import client from "braintree-web/client";
import hostedFields, {
  type HostedFields,
  type HostedFieldsEvent,
  type HostedFieldsTokenizePayload,
} from "braintree-web/hosted-fields";
import type { HostedFieldsBinPayload, HostedFieldsStateObject } from "braintree-web/modules/hosted-fields";

declare const authorization: string;

client.create({ authorization }, function (clientErr, clientInstance) {
  if (clientErr) {
    console.error(clientErr.code);
    return;
  }
  hostedFields.create(
    {
      client: clientInstance,
      styles: { input: { "font-size": "14px" }, "input.invalid": { color: "red" }, ".valid": { color: "green" } },
      fields: {
        number: { container: "#card-number", placeholder: "4111 1111 1111 1111" },
        cvv: { container: "#cvv", type: "password" },
        expirationDate: { selector: "#expiration-date", placeholder: "10/2030" },
        expirationMonth: { container: "#expiration-month", select: { options: ["01 - Jan", "02 - Feb"] } },
        expirationYear: { container: "#expiration-year", select: true },
        cardholderName: { container: "#cardholder-name" },
      },
    },
    function (hostedFieldsErr, hostedFieldsInstance?: HostedFields) {
      if (hostedFieldsErr || !hostedFieldsInstance) {
        console.error(hostedFieldsErr?.code);
        return;
      }
      hostedFieldsInstance.tokenize(function (
        tokenizeErr: braintree.BraintreeError,
        payload: HostedFieldsTokenizePayload,
      ) {
        if (tokenizeErr) {
          switch (tokenizeErr.code) {
            case "HOSTED_FIELDS_FIELDS_EMPTY":
              break;
            case "HOSTED_FIELDS_FIELDS_INVALID":
              console.error(tokenizeErr.details.invalidFieldKeys);
              break;
            default:
              console.error(tokenizeErr.message);
          }
          return;
        }
        console.log(payload.nonce, payload.details.bin, payload.details.lastFour);
      });
      hostedFieldsInstance.tokenize({ vault: true, cardholderName: "Jane Doe" }, function (err, payload) {
        if (err) return;
        console.log(payload?.nonce);
      });
      hostedFieldsInstance.tokenize().then((payload) => payload.nonce);
      hostedFieldsInstance
        .tokenize({ billingAddress: { postalCode: "12345" } })
        .catch((err: braintree.BraintreeError) => err.code);

      hostedFieldsInstance.on("validityChange", function (event: HostedFieldsEvent) {
        const field = event.fields[event.emittedBy];
        console.log(field.isValid, field.isPotentiallyValid);
      });
      hostedFieldsInstance.on("cardTypeChange", (event) => {
        if (event.cards.length === 1) hostedFieldsInstance.setPlaceholder("cvv", event.cards[0]?.code.name ?? "CVV");
      });
      const onBin = (event: HostedFieldsBinPayload) => console.log(event.bin);
      hostedFieldsInstance.on("binAvailable", onBin);
      hostedFieldsInstance.off("binAvailable", onBin);
      hostedFieldsInstance.on("focus", (event: HostedFieldsStateObject) => console.log(event.emittedBy));

      const state = hostedFieldsInstance.getState();
      const formValid = Object.keys(state.fields).every(
        (key) => state.fields[key as keyof typeof state.fields].isValid,
      );
      console.log(formValid, state.fields.number.isValid, state.cards);

      hostedFieldsInstance.addClass("number", "custom-class", function (addClassErr) {
        if (addClassErr) console.error(addClassErr.code);
      });
      hostedFieldsInstance.removeClass("number", "custom-class").then(() => console.log("removed"));
      hostedFieldsInstance.setAttribute({ field: "number", attribute: "disabled", value: true }, (err) => err?.code);
      hostedFieldsInstance.removeAttribute({ field: "number", attribute: "disabled" });
      hostedFieldsInstance.setPlaceholder(
        "number",
        "4111 1111 1111 1111",
        (err: braintree.BraintreeError) => err?.message,
      );
      hostedFieldsInstance.setMessage({ field: "number", message: "Invalid card number" });
      hostedFieldsInstance.setMonthOptions([
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "May",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Oct",
        "Nov",
        "Dec",
      ]);
      hostedFieldsInstance.clear("number", (err) => err?.code);
      hostedFieldsInstance.clear("cvv");
      hostedFieldsInstance.focus("number", (err) => err?.code);
      hostedFieldsInstance.getSupportedCardTypes((err, cardTypes) => console.log(err?.code, cardTypes));
      hostedFieldsInstance.getSupportedCardTypes().then((cardTypes: string[]) => cardTypes);
      hostedFieldsInstance.getChallenges((err, challenges) => console.log(err?.code, challenges));
      hostedFieldsInstance.teardown(function (teardownErr) {
        if (teardownErr) console.error(teardownErr.code);
      });
      // @ts-expect-error: not a field
      hostedFieldsInstance.clear("postal");
      // @ts-expect-error: an event Hosted Fields never emits
      hostedFieldsInstance.on("paid", () => undefined);
    },
  );
});

export async function withPromises(clientInstance: braintree.Client): Promise<string> {
  console.log(hostedFields.supportsInputFormatting(), braintree.hostedFields.VERSION);
  const instance = await braintree.hostedFields.create({
    client: clientInstance,
    fields: { number: { container: "#number" } },
  });
  const payload: braintree.HostedFieldsTokenizePayload = await instance.tokenize();
  await instance.teardown();
  return payload.nonce;
}

// @ts-expect-error: fields are required
hostedFields.create({ authorization });
// @ts-expect-error: the namespace has no instance methods (the provider's has none either)
braintree.hostedFields.getState();

// The payload read as the community typings type it, under strict: every binData field, its indicators as the
// typings' "Yes" | "No" | "Unknown", the expiry always there.
export function readPayload(payload: braintree.HostedFieldsTokenizePayload): string {
  const debit: import("braintree-web/hosted-fields").HostedFieldsTokenizeValues = payload.binData.debit;
  const prepaid: "Yes" | "No" | "Unknown" = payload.binData.prepaid;
  const bank: string = payload.binData.issuingBank;
  const expiry: string = `${payload.details.expirationMonth}/${payload.details.expirationYear}`;
  return [debit, prepaid, bank, payload.binData.countryOfIssuance, payload.binData.productId, expiry].join(" ");
}

// Month labels kept in a constant array, as the community typings take them (a ReadonlyArray).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export function localisedMonths(instance: braintree.HostedFields): Promise<void> {
  return instance.setMonthOptions(MONTHS);
}

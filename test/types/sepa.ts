// SEPA direct debit as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import sepa from "braintree-web/sepa";

declare const clientInstance: braintree.Client;

const tokenizeOptions = {
  accountHolderName: "Jane Doe",
  customerId: "a-customer-id",
  iban: "FR7612345123450123456789000",
  mandateType: "ONE_OFF" as const,
  countryCode: "FR",
  merchantAccountId: "EUR-sepa-direct-debit",
};

sepa.create({ client: clientInstance, debug: false }, function (createErr, sepaInstance) {
  if (createErr || !sepaInstance) {
    console.error(createErr?.code);
    return;
  }
  sepaInstance.tokenize(tokenizeOptions, function (tokenizeErr, payload) {
    if (tokenizeErr) {
      console.error(tokenizeErr.code);
      return;
    }
    console.log(payload?.nonce);
  });
});

export async function withPromises(): Promise<string | undefined> {
  const instance = await braintree.sepa.create({ client: clientInstance });
  const payload = await instance.tokenize(tokenizeOptions);
  return payload?.nonce;
}

export async function withoutIban(): Promise<void> {
  const instance = await braintree.sepa.create({ client: clientInstance });
  // @ts-expect-error: the IBAN is required
  await instance.tokenize({ ...tokenizeOptions, iban: undefined as never, countryCode: 1 });
}

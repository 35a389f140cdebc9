// US bank accounts as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import usBankAccount, { type USBankAccount } from "braintree-web/us-bank-account";

declare const clientInstance: braintree.Client;
const mandateText = "By clicking Pay, I authorize Braintree to debit my bank account on behalf of My Store.";

usBankAccount.create({ client: clientInstance }, function (createErr, usBankAccountInstance?: USBankAccount) {
  if (createErr || !usBankAccountInstance) {
    console.error(createErr?.code);
    return;
  }
  usBankAccountInstance.tokenize(
    {
      bankDetails: {
        routingNumber: "011000015",
        accountNumber: "1000000000",
        accountType: "checking",
        ownershipType: "personal",
        firstName: "Jane",
        lastName: "Doe",
        billingAddress: { streetAddress: "123 Main St", locality: "Chicago", region: "IL", postalCode: "60606" },
      },
      mandateText,
    },
    function (tokenizeErr, tokenizedPayload) {
      if (tokenizeErr) {
        console.error(tokenizeErr.code);
        return;
      }
      console.log(tokenizedPayload?.nonce);
    },
  );
  usBankAccountInstance.teardown((err) => err?.code);
});

export async function withPromises(): Promise<string> {
  const instance = await braintree.usBankAccount.create({ client: clientInstance });
  const payload = await instance.tokenize({
    bankLogin: { displayName: "My Store", ownershipType: "business", businessName: "Acme" },
    mandateText,
  });
  await instance.teardown();
  return payload.nonce;
}

export async function tokenizeWithoutMandate(): Promise<void> {
  const instance = await braintree.usBankAccount.create({ client: clientInstance });
  // @ts-expect-error: the mandate text is required (the provider refuses a tokenize without one)
  await instance.tokenize({ bankLogin: { displayName: "x", ownershipType: "personal" } });
}

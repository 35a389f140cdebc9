import { recordOf, type Client } from "../../kernel/index.js";
import { BILLING_ADDRESS_FIELDS } from "./constants.js";
import type { SepaTokenizePayload } from "./types.js";

type Body = Record<string, unknown>;

/** What the bank's mandate page needs and what tokenizing the approved mandate needs back. */
export interface Mandate {
  approvalUrl: string;
  last4: string;
  bankReferenceToken: string;
}

/** The part of the tokenize options that identifies the mandate once approved. */
export interface MandateOwner {
  customerId: unknown;
  mandateType: unknown;
  merchantAccountId: unknown;
}

/** `POST sepa_debit`: the API wants snake_case (WIRE §5.15). */
export async function createMandate(
  client: Client,
  options: Body,
  urls: { returnUrl: string; cancelUrl: string },
): Promise<Mandate | undefined> {
  const billingAddress: Body = { country_code: options.countryCode };
  const address = recordOf(options.billingAddress);
  for (const [name, apiName] of Object.entries(BILLING_ADDRESS_FIELDS))
    if (name in address) billingAddress[apiName] = address[name];
  const response: unknown = await client.request({
    method: "post",
    endpoint: "sepa_debit",
    data: {
      sepa_debit: {
        account_holder_name: options.accountHolderName,
        billing_address: billingAddress,
        iban: options.iban,
        merchant_or_partner_customer_id: options.customerId,
        mandate_type: options.mandateType,
      },
      locale: options.locale,
      cancel_url: urls.cancelUrl,
      return_url: urls.returnUrl,
      merchant_account_id: options.merchantAccountId,
    },
  });
  const account = recordOf(recordOf(recordOf(recordOf(response).message).body).sepaDebitAccount);
  if (typeof account.approvalUrl !== "string") return undefined;
  return {
    approvalUrl: account.approvalUrl,
    last4: String(account.last4),
    bankReferenceToken: String(account.bankReferenceToken),
  };
}

/** `POST payment_methods/sepa_debit_accounts`: the approved mandate as a nonce, or undefined without one. */
export async function tokenizeMandate(
  client: Client,
  mandate: Pick<Mandate, "last4" | "bankReferenceToken">,
  owner: MandateOwner,
): Promise<SepaTokenizePayload | undefined> {
  const response: unknown = await client.request({
    method: "post",
    endpoint: "payment_methods/sepa_debit_accounts",
    data: {
      sepa_debit_account: {
        last_4: mandate.last4,
        merchant_or_partner_customer_id: owner.customerId,
        bank_reference_token: mandate.bankReferenceToken,
        mandate_type: owner.mandateType,
      },
      merchant_account_id: owner.merchantAccountId,
    },
  });
  const nonce = recordOf(response).nonce;
  if (typeof nonce !== "string" || !nonce) return undefined;
  return {
    nonce,
    ibanLastFour: mandate.last4,
    customerId: owner.customerId as string,
    mandateType: owner.mandateType as string,
  };
}

/** `GET sepa_debit/{cart_id}`: the mandate the shopper approved before the bank sent the page back. */
export async function mandateDetail(client: Client, cartId: string): Promise<Body> {
  const response: unknown = await client.request({
    method: "get",
    endpoint: `sepa_debit/${encodeURIComponent(cartId)}`,
  });
  return recordOf(recordOf(response).sepaDebitMandateDetail);
}

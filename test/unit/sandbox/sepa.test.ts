import { describe, expect, it } from "vitest";
import { isIban } from "../../../sandbox/gateway/methods/sepa.js";
import { CARDS_ONLY_KEY, CARDS_ONLY_MERCHANT, useSandbox } from "./support.js";

const sandbox = useSandbox();
const RETURN = "http://127.0.0.1:4401/web/3.132.0/html/redirect-frame.min.html?channel=abc&success=1";
const CANCEL = "http://127.0.0.1:4401/web/3.132.0/html/redirect-frame.min.html?channel=abc&cancel=1";

function base(merchantId = sandbox().merchantId) {
  return `${sandbox().gatewayUrl}/merchants/${merchantId}/client_api/v1`;
}

async function post(
  endpoint: string,
  body: Record<string, unknown>,
  merchantId?: string,
  key = sandbox().tokenizationKey,
) {
  const response = await fetch(`${base(merchantId)}/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokenizationKey: key, ...body }),
  });
  return { status: response.status, body: await response.json() };
}

function createMandate(overrides: Record<string, unknown> = {}) {
  return post("sepa_debit", {
    sepa_debit: {
      account_holder_name: "Jane Doe",
      billing_address: { country_code: "FR" },
      iban: "FR7630006000011234567890189",
      merchant_or_partner_customer_id: "customer-42",
      mandate_type: "RECURRENT",
      ...overrides,
    },
    return_url: RETURN,
    cancel_url: CANCEL,
    merchant_account_id: "eur_account",
  });
}

async function decide(approvalUrl: string, decision: string): Promise<URL> {
  const cartId = new URL(approvalUrl).searchParams.get("cart_id");
  const response = await fetch(
    `${sandbox().gatewayUrl}/simulators/sepa/decide?cart_id=${cartId}&decision=${decision}`,
    { redirect: "manual" },
  );
  return new URL(response.headers.get("location") ?? "/", sandbox().gatewayUrl);
}

describe("isIban", () => {
  it("accepts valid IBANs with or without spaces and refuses bad check digits", () => {
    expect(isIban("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isIban("DE89370400440532013000")).toBe(true);
    expect(isIban("FR7630006000011234567890188")).toBe(false);
    expect(isIban(42)).toBe(false);
  });
});

describe("sepa_debit", () => {
  it("answers 201 with the approval address, last four digits and bank reference token under message.body", async () => {
    const { status, body } = await createMandate();
    expect(status).toBe(201);
    expect(body.message.body.sepaDebitAccount).toEqual({
      approvalUrl: expect.stringContaining("/simulators/sepa/mandate?cart_id="),
      last4: "0189",
      bankReferenceToken: expect.stringMatching(/^BRT-/),
    });
  });

  it("refuses an invalid IBAN, mandate type or country with 422", async () => {
    for (const overrides of [
      { iban: "FR00" },
      { mandate_type: "ONCE" },
      { billing_address: { country_code: "France" } },
      { account_holder_name: "" },
    ]) {
      expect((await createMandate(overrides)).status).toBe(422);
    }
  });

  it("refuses a merchant without SEPA", async () => {
    expect((await post("sepa_debit", {}, CARDS_ONLY_MERCHANT, CARDS_ONLY_KEY)).status).toBe(422);
  });
});

describe("the SEPA bank simulator and tokenization", () => {
  it("returns an approval with success=true and cart_id; the mandate reads back and tokenizes once", async () => {
    const created = (await createMandate()).body.message.body.sepaDebitAccount;
    const back = await decide(created.approvalUrl, "approve");
    const cartId = back.searchParams.get("cart_id");
    expect(back.searchParams.get("success")).toBe("1");
    expect(back.searchParams.getAll("success")).toEqual(["1", "true"]);
    const detail = await fetch(`${base()}/sepa_debit/${cartId}?tokenizationKey=${sandbox().tokenizationKey}`);
    expect((await detail.json()).sepaDebitMandateDetail).toEqual({
      last4: "0189",
      merchantOrPartnerCustomerId: "customer-42",
      mandateType: "RECURRENT",
      bankReferenceToken: created.bankReferenceToken,
    });
    const account = {
      last_4: "0189",
      merchant_or_partner_customer_id: "customer-42",
      bank_reference_token: created.bankReferenceToken,
      mandate_type: "RECURRENT",
    };
    const tokenized = await post("payment_methods/sepa_debit_accounts", {
      sepa_debit_account: account,
      merchant_account_id: "eur_account",
    });
    expect(tokenized).toMatchObject({ status: 201, body: { nonce: expect.any(String) } });
    expect((await post("payment_methods/sepa_debit_accounts", { sepa_debit_account: account })).status).toBe(422);
  });

  it("sends a cancellation to the cancel address", async () => {
    const created = (await createMandate()).body.message.body.sepaDebitAccount;
    expect((await decide(created.approvalUrl, "cancel")).searchParams.get("cancel")).toBe("1");
  });

  it("refuses to tokenize a mandate the bank rejected", async () => {
    const created = (await createMandate()).body.message.body.sepaDebitAccount;
    await decide(created.approvalUrl, "fail");
    const account = {
      last_4: "0189",
      merchant_or_partner_customer_id: "customer-42",
      bank_reference_token: created.bankReferenceToken,
      mandate_type: "RECURRENT",
    };
    expect((await post("payment_methods/sepa_debit_accounts", { sepa_debit_account: account })).status).toBe(422);
  });
});

describe("the sandbox's refused IBAN", () => {
  it("is a valid IBAN the bank refuses with 422", async () => {
    expect(isIban("DE62370400440532013001")).toBe(true);
    const { status, body } = await createMandate({ iban: "DE62370400440532013001" });
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0]).toMatchObject({ field: "iban", code: "93703" });
  });
});

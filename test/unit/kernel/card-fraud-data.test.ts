// @vitest-environment jsdom
// The card tokenization fraud hook (WIRE §4.3) against a sandbox whose merchant asks for device data.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../kernel/client/create.js";
import { client as clientNamespace, type Client } from "../../../kernel/index.js";
import type { MerchantSettings } from "../../../sandbox/types.js";
import { useSandbox } from "../../support/sandbox.js";

import merchantsJson from "../../../sandbox/merchants.json";

const merchants = merchantsJson as MerchantSettings[];
const sandbox = useSandbox({ merchants: [{ ...merchants[0]!, collectDeviceData: true }, merchants[1]!] });
const FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";

const blocks = () => document.querySelectorAll<HTMLScriptElement>(`script[type="application/json"][fncls="${FNCLS}"]`);
const fraudScripts = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/simulators/fraudnet/fb.js"]');

async function tokenize(client: Client): Promise<string> {
  const body = (await client.request({
    method: "post",
    endpoint: "payment_methods/credit_cards",
    data: {
      creditCard: {
        number: "4111111111111111",
        expirationDate: `12/${new Date().getFullYear() + 2}`,
        cvv: "123",
        options: { validate: false },
      },
    },
  })) as { creditCards: Array<{ nonce: string }> };
  return body.creditCards[0]!.nonce;
}

beforeEach(() => clearClientCache());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("card tokenization with device data collection", () => {
  it("hands the nonce to FraudNet as its session when the merchant collects device data", async () => {
    const token = await sandbox().createClientToken({ customerId: "cust-7" });
    const client = await clientNamespace.create({ authorization: token });
    const nonce = await tokenize(client);
    expect(blocks()).toHaveLength(1);
    expect(JSON.parse(blocks()[0]!.textContent ?? "")).toEqual({
      f: nonce.slice(0, 32),
      fp: { rda_tenant: "bt_card", mid: sandbox().merchants[0]!.merchantId, cid: "cust-7" },
      bu: false,
      s: "BRAINTREE_SIGNIN",
    });
    expect(fraudScripts()).toHaveLength(1);
    expect(fraudScripts()[0]!.src).toBe(`${sandbox().gatewayUrl}/simulators/fraudnet/fb.js`);
  });

  it("rewrites the one parameter block for each new card", async () => {
    const client = await clientNamespace.create({ authorization: sandbox().tokenizationKey });
    await tokenize(client);
    const second = await tokenize(client);
    expect(blocks()).toHaveLength(1);
    expect(JSON.parse(blocks()[0]!.textContent ?? "").f).toBe(second.slice(0, 32));
  });

  it("leaves the page alone for a merchant that does not collect device data", async () => {
    const client = await clientNamespace.create({ authorization: sandbox().merchants[1]!.tokenizationKey });
    await tokenize(client);
    expect(blocks()).toHaveLength(0);
    expect(fraudScripts()).toHaveLength(0);
  });
});

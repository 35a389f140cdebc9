// @vitest-environment jsdom
// The card tokenization fraud hook (WIRE §4.3) against a sandbox whose merchant asks for device data. Only a
// configuration read from the classic endpoint carries `creditCards.collectDeviceData`: the provider's client reads a
// tokenization key's, and a client token's dated on or before 2018-05-10, over GraphQL, whose query does not ask for it.
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

/** A client token whose configuration the provider's client reads from the classic endpoint. */
const classicClientToken = (merchantId?: string): Promise<string> =>
  sandbox().createClientToken({ merchantId, graphQLDate: "2019-01-01" });

beforeEach(() => clearClientCache());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("card tokenization with device data collection", () => {
  it("hands the nonce to FraudNet as its session when the merchant collects device data", async () => {
    const token = await sandbox().createClientToken({ customerId: "cust-7", graphQLDate: "2019-01-01" });
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
    const client = await clientNamespace.create({ authorization: await classicClientToken() });
    await tokenize(client);
    const second = await tokenize(client);
    expect(blocks()).toHaveLength(1);
    expect(JSON.parse(blocks()[0]!.textContent ?? "").f).toBe(second.slice(0, 32));
  });

  it("leaves the page alone for a merchant that does not collect device data", async () => {
    const merchantId = sandbox().merchants[1]!.merchantId;
    const client = await clientNamespace.create({ authorization: await classicClientToken(merchantId) });
    await tokenize(client);
    expect(blocks()).toHaveLength(0);
    expect(fraudScripts()).toHaveLength(0);
  });

  it("leaves the page alone for a tokenization key, as the provider's client (its configuration has no collectDeviceData)", async () => {
    const client = await clientNamespace.create({ authorization: sandbox().tokenizationKey });
    expect(client.getConfiguration().gatewayConfiguration.creditCards).toEqual({
      supportedCardTypes: expect.any(Array),
    });
    await tokenize(client);
    expect(blocks()).toHaveLength(0);
    expect(fraudScripts()).toHaveLength(0);
  });
});

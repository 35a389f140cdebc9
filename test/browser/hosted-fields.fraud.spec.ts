// The card fraud hook (WIRE §4.3) on the CDN: Hosted Fields tokenizes in its frames, and the page-side
// plugin hands the nonce to FraudNet through the kernel runtime, whose request machinery
// (client-request.min.js) is fetched after the client is made. FraudNet's state (the page's session and parameter
// block, kernel/fraud/page.ts) is on the runtime handle, and its code (kernel/fraud/fraudnet.ts) is a part of the kernel
// (fraud-net.min.js): each once per page, whichever bundles use them. The client token is
// dated after 2018-05-10: only a configuration read from the classic endpoint carries `creditCards.collectDeviceData`
// (the provider's client reads a tokenization key's over GraphQL, which does not ask for it).
import { describe, expect, it } from "vitest";
import type { MerchantSettings } from "../../sandbox/types.js";
import { usePage } from "../support/browser.js";
import { createHostedFields, fillCard, tokenize, VISA } from "../support/hosted-fields.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

import merchantsJson from "../../sandbox/merchants.json";

const merchants = merchantsJson as MerchantSettings[];
const sandbox = useSandbox({ merchants: [{ ...merchants[0]!, collectDeviceData: true }, merchants[1]!] });
const tab = usePage(() => sandbox().clearFaults());
const FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";
const BLOCK = `script[type="application/json"][fncls="${FNCLS}"]`;

/** The page's FraudNet parameter blocks, parsed. */
const parameterBlocks = () =>
  tab
    .page()
    .evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((block) => JSON.parse(block.textContent ?? "") as { f: string }),
      BLOCK,
    );

const classicClientToken = (): Promise<string> => sandbox().createClientToken({ graphQLDate: "2019-01-01" });

/** Runs a script in the page with `braintree` and `authorization` in scope. */
function run<T>(script: string, authorization: string): Promise<T> {
  return tab.page().evaluate(
    ({ script, authorization }) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script as a merchant's page writes it, run as written
      new Function("braintree", "authorization", `return (async () => { ${script} })();`)(
        (window as any).braintree,
        authorization,
      ),
    { script, authorization },
  ) as Promise<T>;
}

describe("Hosted Fields on the CDN for a merchant who collects device data", () => {
  it("hands the tokenized card's nonce to FraudNet as its session", async () => {
    const page = tab.page();
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, await classicClientToken())).toEqual({ ok: true, value: "ready" });
    await fillCard(page, VISA);
    const result = await tokenize(page);
    if (!result.ok) throw new Error(`tokenize failed: ${result.code}`);
    const nonce = (result.value as { nonce: string }).nonce;
    const block = await page.waitForSelector(`script[type="application/json"][fncls="${FNCLS}"]`, {
      state: "attached",
    });
    const parameters = JSON.parse((await block.textContent()) ?? "") as Record<string, unknown>;
    expect(parameters).toMatchObject({
      f: nonce.slice(0, 32),
      fp: { rda_tenant: "bt_card", mid: sandbox().merchants[0]!.merchantId },
      bu: false,
    });
    await page.waitForSelector('script[src$="/simulators/fraudnet/fb.js"]', { state: "attached" });
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("shares one parameter block and one session with the data collector's bundle, and client.request's", async () => {
    const page = tab.page();
    const authorization = await classicClientToken();
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "hosted-fields.min.js", "data-collector.min.js"],
    });
    expect(await createHostedFields(page, authorization)).toEqual({ ok: true, value: "ready" });
    const collect = `return (await braintree.dataCollector.create({ authorization })).rawDeviceData.correlation_id;`;
    const session = await run<string>(collect, authorization);
    expect(await parameterBlocks()).toEqual([expect.objectContaining({ f: session })]);

    await fillCard(page, VISA);
    const result = await tokenize(page);
    if (!result.ok) throw new Error(`tokenize failed: ${result.code}`);
    const nonce = (result.value as { nonce: string }).nonce;
    // Hosted Fields' hook writes before tokenize resolves: what is on the page now is all it wrote.
    expect(await parameterBlocks()).toEqual([expect.objectContaining({ f: nonce.slice(0, 32), bu: false })]);

    const requested = await run<string>(
      `const client = await braintree.client.create({ authorization });
       const body = await client.request({ method: "post", endpoint: "payment_methods/credit_cards",
         data: { creditCard: { number: "4111111111111111", expirationDate: "12/2034", cvv: "123" } } });
       return body.creditCards[0].nonce;`,
      authorization,
    );
    expect(await parameterBlocks()).toEqual([expect.objectContaining({ f: requested.slice(0, 32), bu: false })]);

    expect(await run<string>(collect, authorization)).toBe(session);
    expect(await parameterBlocks()).toHaveLength(1);
    // The code that writes the block is one part of the kernel, fetched once for the three bundles that use it.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name.replace(/^.*\//, ""))
        .filter((file) => /^(fraud-net|client-request)\.min\.js$/.test(file))
        .sort(),
    );
    expect(fetched).toEqual(["client-request.min.js", "fraud-net.min.js"]);
    expect(tab.consoleProblems()).toEqual([]);
  });
});

// The card fraud hook (WIRE §4.3) on the CDN: Hosted Fields tokenizes in its frames, and the page-side
// plugin hands the nonce to FraudNet through the kernel runtime, whose request machinery
// (client-request.min.js) is fetched after the client is made.
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

describe("Hosted Fields on the CDN for a merchant who collects device data", () => {
  it("hands the tokenized card's nonce to FraudNet as its session", async () => {
    const page = tab.page();
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await fillCard(page, VISA);
    const result = await tokenize(page);
    if (!result.ok) throw new Error(`tokenize failed: ${result.code}`);
    const nonce = (result.value as { nonce: string }).nonce;
    const block = await page.waitForSelector(`script[type="application/json"][fncls="${FNCLS}"]`, { state: "attached" });
    const parameters = JSON.parse((await block.textContent()) ?? "") as Record<string, unknown>;
    expect(parameters).toMatchObject({ f: nonce.slice(0, 32), fp: { rda_tenant: "bt_card", mid: sandbox().merchants[0]!.merchantId }, bu: false });
    await page.waitForSelector('script[src$="/simulators/fraudnet/fb.js"]', { state: "attached" });
    expect(tab.consoleProblems()).toEqual([]);
  });
});

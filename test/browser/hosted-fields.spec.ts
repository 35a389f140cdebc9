// Hosted Fields in Chromium: real cross-origin frames from the asset server, tokenizing against the sandbox.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import { fieldFrame, openMerchantPage, typeInto } from "../support/page.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

let page: Page;
let consoleProblems: string[];

beforeEach(async () => {
  sandbox().clearFaults();
  page = await browser().newPage();
  consoleProblems = recordConsole(page);
  return () => page.close();
});

const FIVE_FIELDS = {
  number: { container: "#card-number", placeholder: "4111 1111 1111 1111" },
  cvv: { container: "#cvv" },
  expirationDate: { container: "#expiration-date" },
  postalCode: { container: "#postal-code" },
  cardholderName: { container: "#cardholder-name" },
};

async function createHostedFields(authorization: string, extra: Record<string, unknown> = {}): Promise<unknown> {
  return page.evaluate(
    async ({ auth, fields, rest }) => {
      const w = window as unknown as { braintree: any; hf?: any; events: unknown[] };
      w.events = [];
      try {
        const client = await w.braintree.client.create({ authorization: auth });
        w.hf = await w.braintree.hostedFields.create({ client, fields, ...rest });
        for (const name of ["focus", "blur", "empty", "notEmpty", "validityChange", "cardTypeChange", "binAvailable", "inputSubmitRequest"]) {
          w.hf.on(name, (event: any) => w.events.push({ name, emittedBy: event.emittedBy, bin: event.bin }));
        }
        return "ready";
      } catch (error) {
        const { name, code, type, message } = error as Record<string, string>;
        return { name, code, type, message };
      }
    },
    { auth: authorization, fields: FIVE_FIELDS, rest: extra },
  );
}

async function tokenize(options: Record<string, unknown> = {}): Promise<any> {
  return page.evaluate(async (opts) => {
    const w = window as unknown as { hf: any };
    try {
      return { ok: true, payload: await w.hf.tokenize(opts) };
    } catch (error) {
      const { name, code, type, message, details } = error as Record<string, any>;
      const invalidFields = details?.invalidFields ? Object.keys(details.invalidFields) : undefined;
      return { ok: false, name, code, type, message, invalidFieldKeys: details?.invalidFieldKeys, invalidFields };
    }
  }, options);
}

async function fillCard(card: { number: string; cvv: string; expiration: string; postal?: string; name?: string }) {
  await typeInto(page, "number", card.number);
  await typeInto(page, "cvv", card.cvv);
  await typeInto(page, "expirationDate", card.expiration);
  await typeInto(page, "postalCode", card.postal ?? "12345");
  await typeInto(page, "cardholderName", card.name ?? "Ada Lovelace");
}

describe("Hosted Fields card checkout", () => {
  it("tokenizes a sandbox Visa typed into the frames", async () => {
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(sandbox().tokenizationKey)).toBe("ready");
    await fillCard({ number: "4111111111111111", cvv: "123", expiration: "1234" });
    const result = await tokenize();
    expect(result).toMatchObject({
      ok: true,
      payload: {
        nonce: expect.any(String),
        type: "CreditCard",
        description: "ending in 11",
        details: { bin: "411111", cardType: "Visa", lastFour: "1111", lastTwo: "11", cardholderName: "Ada Lovelace" },
        binData: { prepaid: expect.stringMatching(/^(Yes|No|Unknown)$/), issuingBank: expect.any(String) },
      },
    });
    expect(consoleProblems).toEqual([]);
  });
});

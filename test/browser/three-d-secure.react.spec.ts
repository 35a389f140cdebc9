// useThreeDSecure() in a React app bundled from npm, under StrictMode, against the sandbox.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { buildFixture } from "../support/fixtures.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
beforeAll(async () => {
  await buildFixture("react-three-d-secure.tsx", "react-three-d-secure");
});

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** Opens the app and tokenizes a card with the given authorization; resolves with the card's nonce and BIN. */
async function openApp(authorization: string, number: string): Promise<{ nonce: string; bin: string }> {
  await page.goto(`${sandbox().demoUrl}/blank`);
  return page.evaluate(
    async ({ src, gateway, authorization, number }) => {
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      document.body.innerHTML = '<div id="app"></div>';
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.type = "module";
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      });
      const client = await window.paykitClient.create({ authorization });
      const body = (await client.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: {
          creditCard: {
            number,
            expirationMonth: "12",
            expirationYear: String(new Date().getFullYear() + 2),
            cvv: "123",
            options: { validate: false },
          },
        },
      })) as { creditCards: Array<{ nonce: string; details: { bin: string } }> };
      return { nonce: body.creditCards[0]!.nonce, bin: body.creditCards[0]!.details.bin };
    },
    { src: `${sandbox().demoUrl}/app/react-three-d-secure.js`, gateway: sandbox().gatewayUrl, authorization, number },
  );
}

const result = async () => {
  await page.waitForFunction(() => window.hookResult !== undefined, undefined, { timeout: 20000 });
  return page.evaluate(() => window.hookResult);
};

describe("useThreeDSecure", () => {
  it("verifies a nonce once, with one lookup, under StrictMode", async () => {
    const authorization = await sandbox().createClientToken();
    const card = await openApp(authorization, "4000000000001000");
    await page.evaluate(({ authorization, card }) => window.verifyWithHook({ authorization, ...card }), {
      authorization,
      card,
    });
    expect(await result()).toMatchObject({ liabilityShifted: true, nonce: expect.any(String) });
    expect(
      sandbox().requests.filter(
        (request) => request.method === "POST" && request.path.endsWith("/three_d_secure/lookup"),
      ),
    ).toHaveLength(1);
    expect(consoleProblems).toEqual([]);
  });

  it("reports THREEDS_CAN_NOT_USE_TOKENIZATION_KEY through error for a tokenization key", async () => {
    await openApp(sandbox().tokenizationKey, "4111111111111111");
    await page.evaluate(
      (authorization) => window.verifyWithHook({ authorization, nonce: "n", bin: "411111" }),
      sandbox().tokenizationKey,
    );
    expect(await result()).toEqual({ code: "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY" });
  });

  it("fails the verification and leaves no challenge behind when unmounted during a challenge", async () => {
    const authorization = await sandbox().createClientToken();
    const card = await openApp(authorization, "4000000000001091");
    await page.evaluate(({ authorization, card }) => window.verifyWithHook({ authorization, ...card }), {
      authorization,
      card,
    });
    await page.frameLocator("#Cardinal-CCA-IFrame").locator('button[value="pass"]').waitFor({ timeout: 20000 });
    await page.evaluate(() => window.unmountHook());
    expect(await result()).toEqual({ code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT" });
    expect(await page.locator("#Cardinal-CCA-IFrame").count()).toBe(0);
  });
});

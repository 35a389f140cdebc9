// 3D Secure 2 in Chromium: every UI variant against the sandbox gateway, its 3DS test cards and its
// simulated Songbird.js with the issuer's challenge page.
import { beforeEach, describe, expect, it } from "vitest";
import type { FrameLocator, Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

const FRICTIONLESS = "4000000000001000";
const CHALLENGE = "4000000000001091";
const BODY = `<main><h1>Shop</h1><div id="challenge"></div></main>`;
const EVENTS = ["customer-canceled", "authentication-modal-render", "authentication-modal-close"];

interface Outcome {
  code?: string;
  nonce?: string;
  original?: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  status?: string;
  requiresUserAuthentication?: boolean;
  events: string[];
}

/** Tokenizes a card with a client token, creates 3D Secure and starts verifyCard; the result lands in window.outcome. */
async function startVerification(version: string, number: string, cardinalSDKConfig?: object): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "three-d-secure.min.js"], body: BODY });
  const authorization = await sandbox().createClientToken();
  await page.evaluate(
    async ({ authorization, version, number, cardinalSDKConfig, events }) => {
      const w = window as unknown as { braintree: any; tds: any; outcome?: unknown; seen: string[]; lookup?: boolean };
      const client = await w.braintree.client.create({ authorization });
      const body = await client.request({
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
      });
      const card = body.creditCards[0];
      w.tds = await w.braintree.threeDSecure.create({ client, version, cardinalSDKConfig });
      w.seen = [];
      for (const event of events) w.tds.on(event, () => w.seen.push(event));
      w.tds.on("authentication-iframe-available", (event: { element: HTMLElement }, next: () => void) => {
        document.getElementById("challenge")?.appendChild(event.element);
        next();
      });
      w.tds
        .verifyCard({
          nonce: card.nonce,
          bin: card.details.bin,
          amount: "25.00",
          onLookupComplete: (data: { requiresUserAuthentication: boolean }, next: () => void) => {
            w.lookup = data.requiresUserAuthentication;
            next();
          },
        })
        .then(
          (payload: any) =>
            (w.outcome = {
              nonce: payload.nonce,
              original: card.nonce,
              liabilityShifted: payload.liabilityShifted,
              liabilityShiftPossible: payload.liabilityShiftPossible,
              status: payload.threeDSecureInfo?.status,
            }),
          (error: any) => (w.outcome = { code: error.code, message: error.message }),
        );
    },
    { authorization, version, number, cardinalSDKConfig, events: EVENTS },
  );
}

async function outcome(): Promise<Outcome> {
  await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 20000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { outcome: object; seen: string[]; lookup?: boolean };
    return { ...w.outcome, events: w.seen, requiresUserAuthentication: w.lookup };
  });
}

/** The issuer's challenge page inside Cardinal's frame, once it shows. */
async function challenge(): Promise<FrameLocator> {
  const frame = page.frameLocator("#Cardinal-CCA-IFrame");
  await frame.locator('button[value="pass"]').waitFor({ timeout: 20000 });
  return frame;
}

/** Where the challenge frame is: the merchant's container (inline), a Bootstrap 3 modal or Cardinal's own modal. */
const placement = () =>
  page.evaluate(() => {
    if (document.querySelector("#challenge #Cardinal-CCA-IFrame")) return "inline";
    return document.querySelector("#Cardinal-Modal.modal #Cardinal-CCA-IFrame") ? "bootstrap3" : "cardinal";
  });

const PLACEMENT: Record<string, string> = {
  "2": "cardinal",
  "2-cardinal-modal": "cardinal",
  "2-bootstrap3-modal": "bootstrap3",
  "2-inline-iframe": "inline",
};

const challengeOnPage = () =>
  page.evaluate(() => document.querySelector("#Cardinal-ElementContainer, #Cardinal-CCA-IFrame") !== null);

describe.each(["2", "2-cardinal-modal", "2-bootstrap3-modal", "2-inline-iframe"])("3D Secure version %s", (version) => {
  it("verifies a frictionless card without a challenge and shifts liability", async () => {
    await startVerification(version, FRICTIONLESS);
    const result = await outcome();
    expect(result).toMatchObject({
      liabilityShifted: true,
      liabilityShiftPossible: true,
      status: "authenticate_successful",
      requiresUserAuthentication: false,
    });
    expect(result.nonce).not.toBe(result.original);
    expect(await challengeOnPage()).toBe(false);
    expect(consoleProblems).toEqual([]);
  });

  it("shows the challenge in the version's place and shifts liability when the shopper passes it", async () => {
    await startVerification(version, CHALLENGE);
    const frame = await challenge();
    expect(await placement()).toBe(PLACEMENT[version]);
    await frame.locator('button[value="pass"]').click();
    const result = await outcome();
    expect(result).toMatchObject({
      liabilityShifted: true,
      status: "authenticate_successful",
      requiresUserAuthentication: true,
    });
    expect(result.nonce).not.toBe(result.original);
    expect(await challengeOnPage()).toBe(false);
    expect(consoleProblems).toEqual([]);
  });

  it("resolves without liability shift when the shopper fails the challenge", async () => {
    await startVerification(version, CHALLENGE);
    await (await challenge()).locator('button[value="fail"]').click();
    expect(await outcome()).toMatchObject({
      liabilityShifted: false,
      liabilityShiftPossible: true,
      status: "authenticate_failed",
    });
    expect(await challengeOnPage()).toBe(false);
  });

  it("reports customer-canceled and no liability shift when the shopper cancels the challenge", async () => {
    await startVerification(version, CHALLENGE);
    await (await challenge()).locator('button[value="cancel"]').click();
    const result = await outcome();
    expect(result).toMatchObject({ liabilityShifted: false });
    expect(result.events).toContain("customer-canceled");
    expect(await challengeOnPage()).toBe(false);
  });

  it("fails with THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT and closes the challenge when the merchant cancels", async () => {
    await startVerification(version, CHALLENGE);
    await challenge();
    const canceled = await page.evaluate(() =>
      (window as unknown as { tds: any }).tds.cancelVerifyCard().then((payload: any) => payload.liabilityShiftPossible),
    );
    expect(canceled).toBe(true);
    expect(await outcome()).toMatchObject({ code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT" });
    expect(await challengeOnPage()).toBe(false);
  });

  it("fails with THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT when the SDK never finishes setting up and a challenge is needed", async () => {
    sandbox().inject({ path: "/simulators/cardinal/setup", hang: true });
    await startVerification(version, CHALLENGE, { timeout: 1000 });
    expect(await outcome()).toMatchObject({ code: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT" });
    expect(await challengeOnPage()).toBe(false);
  });

  it("leaves no challenge on the page when torn down during a challenge", async () => {
    await startVerification(version, CHALLENGE);
    await challenge();
    await page.evaluate(() => (window as unknown as { tds: any }).tds.teardown());
    expect(await outcome()).toMatchObject({ code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT" });
    expect(await challengeOnPage()).toBe(false);
  });
});

describe("the sandbox's simulated challenge modal", () => {
  for (const width of [390, 1280])
    it(`says it is the paykit sandbox's, and its close button covers none of that banner's text (${width} px wide)`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await startVerification("2", CHALLENGE);
      // The button rules of create-vite's template stylesheet, which every button on the merchant's page gets.
      await page.addStyleTag({ content: "button { padding: 0.6em 1.2em; font-size: 1em; border-radius: 8px; }" });
      await challenge();
      const layout = await page.evaluate(() => {
        const banner = document.querySelector("#Cardinal-Modal [data-paykit-sandbox-banner]");
        const close = document.querySelector("#Cardinal-ModalClose")?.getBoundingClientRect();
        if (!banner || !close) return undefined;
        const range = document.createRange();
        range.selectNodeContents(banner);
        const covered = [...range.getClientRects()].some(
          (line) =>
            line.left < close.right && close.left < line.right && line.top < close.bottom && close.top < line.bottom,
        );
        return { text: banner.textContent, covered };
      });
      const screenshots = process.env.PAYKIT_SCREENSHOTS;
      if (screenshots) await page.screenshot({ path: `${screenshots}/three-d-secure-challenge-${width}.png` });
      expect(layout).toEqual({ text: expect.stringMatching(/^paykit sandbox: /), covered: false });
    });
});

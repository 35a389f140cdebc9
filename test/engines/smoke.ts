// The cross-engine smoke suite, written once against test/engines/driver.ts and run by each engine's file
// (firefox.engine.ts, webkit.engine.ts): the demo's payments on its three pages, the Checkout, 3-D Secure, the pop-up
// and wallet flows, a decline, Hosted Fields' classes, events and frame styles, a teardown, and a quiet console in
// every window and frame. Each test ends with an authorized sale (or the state it checks). The tests share one
// session, reset between them (driver.ts `reset`), and one that failed leaves a new session to the next test (its
// retry included).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PAGES } from "../support/demo.js";
import { useSandbox } from "../support/sandbox.js";
import type { Engine, In, Session } from "./driver.js";

const VISA = "4111111111111111";
const FIELD = "#field";

/** The frame of one of the demo card form's fields. */
const field = (key: string, form = "#card-form"): In => ({
  frame: `${form} iframe[name="braintree-hosted-field-${key}"]`,
});

export function smokeSuite(engine: Engine): void {
  const sandbox = useSandbox();
  let session: Session;

  beforeAll(() => engine.start(), 60000);
  afterAll(() => engine.stop(), 60000);
  let kept: Session | undefined;
  /** A session on about:blank with nothing recorded: the previous test's reset, or a new one. */
  async function freshSession(): Promise<Session> {
    if (kept && (await kept.reset())) return kept;
    await kept?.close();
    kept = undefined;
    return (kept = await engine.session());
  }
  beforeEach(async () => {
    sandbox().clearFaults();
    session = await freshSession();
  }, 80000);
  afterEach(async ({ task }) => {
    // A failed test's session is not handed on: whatever state it was left in stays out of the next test.
    if (task.result?.state === "fail") {
      await kept?.close();
      kept = undefined;
    }
  }, 30000);
  afterAll(async () => {
    await kept?.close();
    kept = undefined;
  }, 30000);

  const demo = (path: string, methods?: string[]) =>
    `${sandbox().demoUrl}${path}${methods ? `?methods=${["card", ...methods].join(",")}` : ""}`;

  async function open(path: string, methods?: string[]): Promise<void> {
    await session.goto(demo(path, methods));
    await session.waitFor("#card-form[data-state='ready']").catch(async (error: Error) => {
      // What the page shows instead: the form's state, the field frames placed, the demo's log and console errors.
      const seen = await session
        .evaluate<unknown>(
          String(() => ({
            state: document.querySelector<HTMLElement>("#card-form")?.dataset.state,
            frames: [...document.querySelectorAll("iframe")].map((frame) => frame.name || frame.src),
            log: document.querySelector("#event-log")?.textContent?.slice(-1500),
            requests: document.querySelector("#request-log")?.textContent?.slice(-1500),
            error: [
              document.querySelector("#error")?.textContent,
              document.querySelector("#error-details")?.textContent,
            ],
          })),
        )
        .catch((failure: Error) => failure.message);
      const errors = await session.consoleErrors().catch(() => []);
      throw new Error(`${error.message}\npage: ${JSON.stringify(seen)}\nconsole: ${JSON.stringify(errors)}`);
    });
  }

  /** Opens a method's section and waits until it has mounted; a section that failed or never settled is described. */
  async function openSection(id: string): Promise<void> {
    await session.click(`[data-choice="${id}"]`);
    const look = String((choice: string) => {
      const toggle = document.querySelector(`[data-choice="${choice}"]`);
      const section = toggle?.closest<HTMLElement>("section.method");
      return {
        expanded: toggle?.getAttribute("aria-expanded"),
        state: section?.dataset.state,
        error: document.querySelector("#error")?.textContent,
        log: document.querySelector("#event-log")?.textContent?.slice(-800),
      };
    });
    const settled = String((choice: string) => {
      const state = document.querySelector(`[data-choice="${choice}"]`)?.closest<HTMLElement>("section.method")
        ?.dataset.state;
      return state === "ready" || state === "error";
    });
    const seen = async () =>
      JSON.stringify({
        page: await session.evaluate<unknown>(look, id).catch((failure: Error) => failure.message),
        console: await session.consoleErrors().catch(() => []),
      });
    await session.waitUntil(settled, id).catch(async (error: Error) => {
      throw new Error(`the ${id} section did not mount: ${await seen()}`, { cause: error });
    });
    const { state } = await session.evaluate<{ state?: string }>(look, id);
    if (state !== "ready") throw new Error(`the ${id} section failed to mount: ${await seen()}`);
  }

  async function typeCard(number = VISA, form = "#card-form"): Promise<void> {
    await session.fill(FIELD, number, field("number", form));
    await session.fill(FIELD, "1230", field("expirationDate", form));
    await session.fill(FIELD, "123", field("cvv", form));
    await session.fill(FIELD, "12345", field("postalCode", form));
  }

  /** The demo's sale of the nonce on show: "authorized" or "declined". */
  function saleOutcome(): Promise<string> {
    return session.waitUntil(
      String(() => {
        const receipt = document.getElementById("receipt");
        const state = receipt && !receipt.hidden ? receipt.dataset.state : undefined;
        return state === "authorized" || state === "declined" ? state : undefined;
      }),
      undefined,
      40000,
    );
  }

  async function expectQuietConsole(): Promise<void> {
    expect(await session.consoleErrors()).toEqual([]);
  }

  /** The nonce on show once the sale of a nonce other than `previous` has finished, with the sale's outcome. */
  async function nextSale(previous: string): Promise<{ nonce: string; outcome: string }> {
    await session.waitUntil(
      String((before: string) => {
        const nonce = document.getElementById("nonce")?.textContent ?? "";
        return nonce !== "" && nonce !== before;
      }),
      previous,
    );
    return { outcome: await saleOutcome(), nonce: await session.text("#nonce") };
  }

  describe(`${engine.name}: the demo's card`, () => {
    // One session per page: a payment by the Pay button, then (on / and /react), in the form the demo empties for a
    // next order, a payment by Enter in a card field; on / a declined payment comes first and the shopper pays again.
    for (const path of DEMO_PAGES) {
      const byEnter = path !== "/loader";
      const title = byEnter
        ? `pays by card to an authorized sale on ${path}, then a next order when the shopper presses Enter in a card field`
        : `pays by card to an authorized sale on ${path}`;
      it(path === "/" ? `${title}, after the bank's decline in words for the shopper` : title, async () => {
        await open(path, []);
        let previous = "";
        if (path === "/") {
          await session.select("#test-amount", "2000.00");
          await session.waitUntil(String(() => document.getElementById("order-total")?.textContent === "$2,000.00"));
          await typeCard();
          await session.click("#pay:not([disabled])");
          const declined = await nextSale(previous);
          expect(declined.outcome).toBe("declined");
          expect(await session.text("#message")).toBe(
            "Your bank declined the payment (Do Not Honor). Please use another card or way to pay.",
          );
          await session.select("#test-amount", "10.00");
          await session.waitUntil(String(() => document.getElementById("order-total")?.textContent === "$10.00"));
          previous = declined.nonce;
        } else {
          await typeCard();
        }
        await session.click("#pay:not([disabled])");
        const paid = await nextSale(previous);
        expect(paid.outcome).toBe("authorized");
        expect(await session.text("#nonce-details")).toBe("Visa ending in 1111 · CreditCard");
        expect(sandbox().getNonce(paid.nonce)).toMatchObject({ lastFour: "1111", consumed: true });
        if (byEnter) {
          // The demo empties the form after a sale: every field's container loses its valid class.
          await session.waitUntil(
            String(() => document.querySelector("#card-form .braintree-hosted-fields-valid") === null),
          );
          await typeCard();
          await session.pressEnter(FIELD, field("postalCode"));
          const next = await nextSale(paid.nonce);
          expect(next.outcome).toBe("authorized");
          expect(sandbox().getNonce(next.nonce)).toMatchObject({ lastFour: "1111", consumed: true });
        }
        await expectQuietConsole();
      });
    }

    it("passes a 3-D Secure challenge in the issuer's frame and charges the liability-shifted nonce", async () => {
      await open("/");
      await typeCard("4000000000001091");
      await session.click("#three-d-secure");
      await session.click("#pay:not([disabled])");
      await session.click('button[value="pass"]', { frame: "#Cardinal-CCA-IFrame" });
      expect(await saleOutcome()).toBe("authorized");
      expect(await session.text("#three-d-secure-result")).toBe(
        "liability shifted: true · status: authenticate_successful",
      );
      await expectQuietConsole();
    });
  });

  describe(`${engine.name}: Hosted Fields in the demo's card form`, () => {
    it("sets the focus, invalid and card-type state on the containers, reports the events, and styles the inputs inside the frames as the page asked, the invalid colour included", async () => {
      await open("/", []);
      const style = String(() => {
        const input = document.getElementById("field") as HTMLInputElement;
        const computed = getComputedStyle(input);
        return {
          fontSize: computed.fontSize,
          color: computed.color,
          type: input.type,
          autocomplete: input.autocomplete,
        };
      });
      expect(await session.evaluate(style, undefined, field("number"))).toMatchObject({
        fontSize: "16px",
        color: "rgb(29, 35, 48)",
      });
      await session.fill(FIELD, "4111", field("number"));
      await session.waitUntil(String(() => document.querySelector("#card-number.braintree-hosted-fields-focused")));
      await session.waitFor('.card-brand[data-brand="visa"]');
      expect(await session.text(".card-brand")).toBe("VISA");
      // An American Express number of full length that fails the checksum: invalid at once, in the invalid colour.
      await session.fill(FIELD, "378282246310006", field("number"));
      await session.waitUntil(
        String(() =>
          document.querySelector("#card-number.braintree-hosted-fields-invalid.braintree-hosted-fields-focused"),
        ),
      );
      expect(await session.evaluate(style, undefined, field("number"))).toMatchObject({
        fontSize: "16px",
        color: "rgb(164, 22, 26)",
        autocomplete: "cc-number",
      });
      await session.fill(FIELD, "1230", field("expirationDate"));
      await session.waitUntil(
        String(
          () =>
            document.querySelector("#card-expiration.braintree-hosted-fields-focused") &&
            !document.querySelector("#card-number.braintree-hosted-fields-focused"),
        ),
      );
      const log = (
        await session.evaluate<string[]>(
          String(() =>
            [...document.querySelectorAll("#event-log li")].map((item) =>
              [...item.children].map((part) => part.textContent).join(" "),
            ),
          ),
        )
      ).join("\n");
      for (const event of [
        "focus number",
        "cardTypeChange number",
        "validityChange number invalid",
        "blur number",
        "focus expirationDate",
      ]) {
        expect(log).toContain(event);
      }
      await expectQuietConsole();
    });

    it("leaves the merchant's page as it was after teardown", async () => {
      const assets = `${sandbox().assetsUrl}/web/3.132.0/js`;
      await session.goto(`${sandbox().demoUrl}/blank`);
      const outcome = await session.evaluate<{ before: string; after: string; frames: number; error?: string }>(
        String(
          async ({ assets, gateway, authorization }: { assets: string; gateway: string; authorization: string }) => {
            const w = window as unknown as { braintree: any; __PAYKIT_DEVELOPMENT_GATEWAY__: string };
            w.__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
            document.body.innerHTML = '<form id="checkout"><div id="number"></div><div id="cvv"></div></form>';
            for (const file of ["client.min.js", "hosted-fields.min.js"]) {
              await new Promise((resolve, reject) => {
                const script = document.createElement("script");
                script.src = `${assets}/${file}`;
                script.onload = resolve;
                script.onerror = reject;
                document.head.appendChild(script);
              });
            }
            const before = document.body.innerHTML;
            try {
              const client = await w.braintree.client.create({ authorization });
              const hostedFields = await w.braintree.hostedFields.create({
                client,
                fields: { number: { container: "#number" }, cvv: { container: "#cvv" } },
              });
              await hostedFields.teardown();
              return { before, after: document.body.innerHTML, frames: document.querySelectorAll("iframe").length };
            } catch (error) {
              return { before, after: document.body.innerHTML, frames: -1, error: String((error as Error).message) };
            }
          },
        ),
        { assets, gateway: sandbox().gatewayUrl, authorization: sandbox().tokenizationKey },
      );
      expect(outcome).toEqual({ before: outcome.before, after: outcome.before, frames: 0 });
      await expectQuietConsole();
    });
  });

  describe(`${engine.name}: the demo's Checkout tab`, () => {
    async function openCheckout(): Promise<void> {
      await session.goto(`${sandbox().demoUrl}/?methods=checkout`);
      await session.click("section.method:has(#checkout-demo) .method-toggle");
      await session.waitFor('#checkout-demo[data-state="ready"]');
    }

    it("pays by card to an authorized sale", async () => {
      await openCheckout();
      await session.click("#checkout-demo .braintree-option__card");
      await typeCard("4000000000001000", "#checkout-demo");
      await session.click("#checkout-pay:not([disabled])");
      expect(await saleOutcome()).toBe("authorized");
      await expectQuietConsole();
    });

    it("pays with its PayPal option once the shopper approves in PayPal's window", async () => {
      await openCheckout();
      await session.click("#checkout-demo .braintree-option__paypal");
      await session.openedWindow(() => session.click('#checkout-demo [data-braintree-id="paypal-button"] button'));
      await session.click('button[value="approve"]');
      await session.backToPage();
      await session.click("#checkout-pay:not([disabled])");
      expect(await saleOutcome()).toBe("authorized");
      await expectQuietConsole();
    });
  });

  describe(`${engine.name}: pop-up and wallet flows`, () => {
    it("pays with PayPal in its pop-up to an authorized sale", async () => {
      await open("/", ["paypal"]);
      await openSection("paypal");
      await session.waitFor('#paypal-demo[data-state="ready"]');
      await session.openedWindow(() => session.click("#paypal-popup-checkout"));
      await session.click('button[value="approve"]');
      await session.backToPage();
      await session.waitFor('#paypal-result[data-state="nonce"]', undefined, 40000);
      expect(await saleOutcome()).toBe("authorized");
      await expectQuietConsole();
    });

    it("pays with Venmo by its QR code, approved in the simulated app", async () => {
      await open("/", ["venmo"]);
      await openSection("venmo");
      await session.click("#venmo-qr:not([disabled])");
      const qr = { frame: 'iframe[name="venmo-desktop-iframe"]' };
      await session.waitFor(".code svg", qr);
      const app = await session.attribute("a.simulator", "href", qr);
      // The shopper's phone, as a window of its own (WebKitWebDriver keeps one session at a time).
      await session.newWindow(app as string);
      await session.click('button[value="approve"]');
      await session.waitFor('[data-venmo-outcome="APPROVED"]');
      await session.backToPage();
      expect(await saleOutcome()).toBe("authorized");
      expect(await session.text("#nonce")).toMatch(/^fake-venmo-account-nonce-/);
      await expectQuietConsole();
    });

    it("pays with google-payment and then apple-pay through their simulators, each to an authorized sale", async () => {
      const wallets = ["google-payment", "apple-pay"];
      await open("/", wallets);
      let previous = "";
      for (const wallet of wallets) {
        await openSection(wallet);
        await session.click(`[data-wallet-start="${wallet}"]:not([disabled])`);
        await session.click('[data-simulator] [data-simulator-action="pay"]');
        await session.waitFor(`[data-wallet-result="${wallet}"][data-state="nonce"]`);
        const sale = await nextSale(previous);
        expect(sale.outcome).toBe("authorized");
        previous = sale.nonce;
      }
      await expectQuietConsole();
    });
  });
}

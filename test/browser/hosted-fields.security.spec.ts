// Hosted Fields security in Chromium: card data never reaches the merchant page, forged messages from a
// hostile frame on a third origin change nothing, and strict Content Security Policies hold on the merchant
// page and inside the frames.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { createHostedFields, FIVE_FIELDS, shownValue, takeEvents, tokenize } from "../support/hosted-fields.js";
import { fieldFrame, openMerchantPage, typeInto } from "../support/page.js";
import { handledAt, isMarker } from "../support/messages.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

let page: Page;
let consoleProblems: string[];

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** An unrelated site on a fourth origin, e.g. an ad the merchant embeds. */
function useHostileOrigin(): () => string {
  let server: Server | undefined;
  let origin = "";
  beforeAll(async () => {
    server = createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad</title></head><body></body></html>',
      );
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return () => origin;
}

const CARD = { number: "4111111111111111", cvv: "737", expiration: "0931" };

/** Another merchant's client configuration, fetched before the requests under test are recorded. */
async function otherMerchantClient(): Promise<Record<string, unknown>> {
  const other = sandbox().merchants.find((merchant) => merchant.merchantId !== sandbox().merchantId);
  if (!other) throw new Error("the sandbox has one merchant only");
  return clientOf(other.tokenizationKey);
}

/** The client configuration a field frame gets for `authorization`, as a script on the page can make it. */
function clientOf(authorization: string): Promise<Record<string, any>> {
  return page.evaluate(async (auth) => {
    const created = await (window as any).braintree.client.create({ authorization: auth });
    const { authorization, gatewayConfiguration, analyticsMetadata } = created.getConfiguration();
    return { authorization, gatewayConfiguration, analyticsMetadata };
  }, authorization);
}

/** Requests to the gateway under another merchant's authorization. */
const otherMerchantRequests = () =>
  sandbox().requests.filter((request) => request.merchantId && request.merchantId !== sandbox().merchantId);

/**
 * Plants a genuine field frame of the asset origin (titled "planted") in `host`, the merchant page or a frame in it,
 * under a key of the script's own: a frame takes a configuration only with the proof of the id in its address, so
 * this is all a script can configure. Resolves once the frame reports ready; `tokenizePlanted` then asks it to
 * tokenize.
 */
async function plantFrame(host: Page | Frame, configuration: Record<string, unknown>): Promise<void> {
  const proof = randomUUID();
  const key = { proof, id: createHash("sha256").update(proof).digest("hex") };
  await host.evaluate(
    ({ key, src, configuration }) =>
      new Promise<void>((ready) => {
        const frame = document.createElement("iframe");
        frame.name = "braintree-hosted-field-number";
        frame.title = "planted";
        frame.src = `${src}#${key.id}`;
        const w = window as unknown as { askPlanted: () => Promise<unknown> };
        let answered: (answer: unknown) => void = () => undefined;
        w.askPlanted = () => {
          frame.contentWindow?.postMessage(
            { paykit: key.id, type: "hosted-fields:TOKENIZATION_REQUEST", id: 7, payload: {} },
            "*",
          );
          return new Promise((resolve) => (answered = resolve));
        };
        window.addEventListener("message", (event) => {
          if (event.source !== frame.contentWindow) return;
          const message = event.data as {
            type: string;
            id?: number;
            reply?: number;
            payload?: unknown;
            failed?: boolean;
          };
          if (message.type === "hosted-fields:FRAME_READY" && message.id) {
            const payload = { ...configuration, proof: key.proof };
            frame.contentWindow?.postMessage({ paykit: key.id, type: message.type, reply: message.id, payload }, "*");
          }
          if (message.type === "hosted-fields:READY") ready();
          if (message.reply === 7) answered({ failed: message.failed, payload: message.payload });
        });
        document.body.append(frame);
      }),
    { key, src: `${sandbox().assetsUrl}/web/3.132.0/html/hosted-fields-frame.min.html`, configuration },
  );
}

const tokenizePlanted = (host: Page | Frame) =>
  host.evaluate(() => (window as unknown as { askPlanted: () => Promise<unknown> }).askPlanted());

/** Types the card a shopper would; the postal code and name are not secrets. */
async function typeCard(): Promise<void> {
  await typeInto(page, "number", CARD.number);
  await typeInto(page, "cvv", CARD.cvv);
  await typeInto(page, "expirationDate", CARD.expiration);
  await typeInto(page, "postalCode", "12345");
  await typeInto(page, "cardholderName", "Ada Lovelace");
}

describe("a hostile frame on another origin", () => {
  const hostileOrigin = useHostileOrigin();

  async function openWithHostileFrame(): Promise<{ hostile: Frame; componentId: string }> {
    await openMerchantPage(page, sandbox(), {
      body:
        `<form id="checkout"><label for="card-number">Card number</label><div id="card-number"></div>` +
        `<label for="cvv">CVV</label><div id="cvv"></div><label for="expiration-date">Expiration date</label><div id="expiration-date"></div>` +
        `<label for="postal-code">Postal code</label><div id="postal-code"></div><label for="cardholder-name">Name</label><div id="cardholder-name"></div></form>` +
        `<iframe id="ad" name="ad" title="Advertisement" src="${hostileOrigin()}/ad"></iframe>`,
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    const hostile = page.frames().find((frame) => frame.url().startsWith(hostileOrigin()));
    if (!hostile) throw new Error("no hostile frame");
    await hostile.waitForLoadState();
    // The worst case: the hostile frame somehow learnt the instance id from the frames' URLs.
    const componentId = await page.$eval("iframe[name='braintree-hosted-field-number']", (frame) =>
      new URL((frame as HTMLIFrameElement).src).hash.slice(1),
    );
    await hostile.evaluate(() => {
      const w = window as unknown as { received: unknown[] };
      w.received = [];
      window.addEventListener("message", (event) => {
        if (event.source !== window) w.received.push(event.data);
      });
    });
    return { hostile, componentId };
  }

  const state = () =>
    page.evaluate(() => {
      const { cards, fields } = (window as any).hf.getState();
      return JSON.stringify({
        cards,
        fields: Object.fromEntries(
          Object.entries(fields).map(([key, value]: any) => [key, { ...value, container: key }]),
        ),
      });
    });
  const containerClasses = () => page.$$eval("#checkout div", (divs) => divs.map((div) => div.className));
  /** Posts a marker from the page to the hostile frame, or from a sibling frame to it (by its name). */
  const toHostile = ({ marker }: { marker: string }) =>
    (document.getElementById("ad") as HTMLIFrameElement).contentWindow?.postMessage(marker, "*");
  const toSibling = ({ marker, target }: { marker: string; target: string }) =>
    (window.parent.frames as unknown as Record<string, Window | undefined>)[target]?.postMessage(marker, "*");
  /** What the hostile frame received, without the markers of the waits. */
  const receivedBy = (received: unknown[]) => received.filter((data) => !isMarker(data));

  it("cannot fake field events or readiness on the merchant page", async () => {
    const { hostile, componentId } = await openWithHostileFrame();
    const stateBefore = await state();
    await hostile.evaluate((id) => {
      const field = { isEmpty: false, isValid: true, isPotentiallyValid: true, isFocused: true };
      for (const type of [
        "focus",
        "validityChange",
        "notEmpty",
        "cardTypeChange",
        "binAvailable",
        "inputSubmitRequest",
      ]) {
        window.parent.postMessage(
          { paykit: id, type: "hosted-fields:INPUT_EVENT", payload: { type, field, cards: [], bin: "999999" } },
          "*",
        );
      }
      window.parent.postMessage({ paykit: id, type: "hosted-fields:READY", payload: { field, cards: [] } }, "*");
      window.parent.postMessage({ paykit: id, type: "hosted-fields:FRAME_READY", id: 1 }, "*");
    }, componentId);
    await handledAt(page, hostile, ({ marker }) => window.parent.postMessage(marker, "*"));
    expect(await takeEvents(page)).toEqual([]);
    expect(await state()).toBe(stateBefore);
    expect(await containerClasses()).toEqual(["", "", "", "", ""]);
    // Whatever the page answered while handling those messages has reached the hostile frame by now.
    await handledAt(hostile, page, toHostile);
    expect(receivedBy(await hostile.evaluate(() => (window as any).received))).toEqual([]);
  });

  it("cannot answer a tokenization in place of the frames", async () => {
    const { hostile, componentId } = await openWithHostileFrame();
    await typeCard();
    sandbox().inject({ path: "/graphql", operationName: "TokenizeCreditCard", latencyMs: 500 });
    const pending = tokenize(page);
    await hostile.evaluate((id) => {
      for (let reply = 0; reply < 20; reply++) {
        window.parent.postMessage(
          { paykit: id, type: "hosted-fields:TOKENIZATION_REQUEST", reply, payload: { nonce: "forged-nonce" } },
          "*",
        );
        window.parent.postMessage(
          { paykit: id, type: "hosted-fields:TOKENIZATION_REQUEST", reply, failed: true, payload: { code: "FORGED" } },
          "*",
        );
      }
    }, componentId);
    const result = await pending;
    expect(result.ok).toBe(true);
    const nonce = result.ok ? String(result.value.nonce) : "";
    expect(sandbox().getNonce(nonce)).toMatchObject({ lastFour: "1111" });
  });

  it("cannot command the field frames directly", async () => {
    const { hostile, componentId } = await openWithHostileFrame();
    await typeCard();
    sandbox().clearRequests();
    await hostile.evaluate((id) => {
      const commands = [
        { type: "hosted-fields:CLEAR_FIELD" },
        { type: "hosted-fields:SET_ATTRIBUTE", payload: { attribute: "disabled", value: "true" } },
        { type: "hosted-fields:ADD_CLASS", payload: { className: "hacked" } },
        { type: "hosted-fields:TOKENIZATION_REQUEST", id: 1, payload: {} },
      ];
      for (let index = 0; index < window.parent.frames.length; index++) {
        for (const command of commands) window.parent.frames[index]?.postMessage({ paykit: id, ...command }, "*");
      }
    }, componentId);
    const toFrame = ({ marker, target }: { marker: string; target: string }) =>
      (window.parent.frames as unknown as Record<string, Window | undefined>)[target]?.postMessage(marker, "*");
    for (const key of Object.keys(FIVE_FIELDS))
      await handledAt(await fieldFrame(page, key), hostile, toFrame, `braintree-hosted-field-${key}`);
    // And whatever a field frame answered has reached the hostile frame.
    for (const key of Object.keys(FIVE_FIELDS)) await handledAt(hostile, await fieldFrame(page, key), toSibling, "ad");
    expect(await shownValue(page, "number")).toBe("4111 1111 1111 1111");
    const input = await (
      await fieldFrame(page, "number")
    ).$eval("#field", (element) => ({
      disabled: (element as HTMLInputElement).disabled,
      hacked: element.classList.contains("hacked"),
    }));
    expect(input).toEqual({ disabled: false, hacked: false });
    expect(receivedBy(await hostile.evaluate(() => (window as any).received))).toEqual([]);
    // A forged tokenization request that a frame accepted would have been sent before this real one, which the page
    // asks for now and waits on: the sandbox must see this one alone.
    const real = await tokenize(page);
    expect(real.ok).toBe(true);
    expect(apiRequests(sandbox()).map((request) => request.operationName ?? request.path)).toEqual([
      "TokenizeCreditCard",
    ]);
  });

  it("cannot collect the card through a field frame of its own", async () => {
    const { hostile } = await openWithHostileFrame();
    await typeCard();
    const client = await clientOf(sandbox().tokenizationKey);
    sandbox().clearRequests();
    const fields = { number: {}, cvv: {}, expirationDate: {}, postalCode: {}, cardholderName: {} };
    await plantFrame(hostile, {
      key: "number",
      fields,
      styles: {},
      preventAutofill: true,
      supportedCardTypes: [],
      client,
    });
    expect(await tokenizePlanted(hostile)).toMatchObject({
      failed: true,
      payload: { code: "HOSTED_FIELDS_FIELDS_EMPTY" },
    });
    expect(JSON.stringify(sandbox().requests)).not.toContain(CARD.number);
  });
});

describe("what the merchant page can observe", () => {
  /** Records every message event, DOM mutation and key event the merchant page sees, from before paykit loads. */
  function installRecorder(): void {
    if (window !== window.top) return;
    const seen: string[] = [];
    const strings = (value: unknown): string[] => {
      if (typeof value === "string") return [value];
      if (typeof value === "number") return [String(value)];
      if (value && typeof value === "object") return Object.values(value).flatMap(strings);
      return [];
    };
    (window as unknown as { recorded: string[] }).recorded = seen;
    window.addEventListener("message", (event) => seen.push(...strings(event.data)), true);
    for (const type of ["keydown", "keypress", "input", "paste"])
      window.addEventListener(type, () => seen.push(`event:${type}`), true);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes" && record.target instanceof Element) {
          seen.push(record.target.getAttribute(record.attributeName ?? "") ?? "");
        }
        if (record.type === "characterData") seen.push(record.target.textContent ?? "");
        for (const node of record.addedNodes)
          seen.push(node instanceof Element ? node.outerHTML : (node.textContent ?? ""));
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  it("never sees the card number, CVV or expiry during a whole tokenization", async () => {
    await page.addInitScript(installRecorder);
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    const result = await tokenize(page);
    expect(result).toMatchObject({
      ok: true,
      value: { details: { lastFour: "1111", expirationMonth: "09", expirationYear: "2031" } },
    });
    const recorded = await page.evaluate(() => (window as unknown as { recorded: string[] }).recorded);
    expect(recorded.length).toBeGreaterThan(10);
    const leaks = recorded.filter(
      (text) =>
        text.replace(/\D/g, "").includes(CARD.number) ||
        text === CARD.cvv ||
        text.includes("09 / 31") ||
        text === "0931" ||
        text.startsWith("event:"),
    );
    expect(leaks).toEqual([]);
  });
});

describe("a script that runs before paykit (a compromised analytics or chat script)", () => {
  /**
   * The skimmer: installed before any paykit code, it replaces the page realm's MessageChannel with one whose ports
   * it hands out itself and relays between (so it reads every message a channel carries), and wraps
   * MessagePort.prototype.postMessage, EventTarget.prototype.addEventListener, window.postMessage and JSON to
   * read everything else that passes through the page's realm.
   */
  function installSkimmer(): void {
    if (window !== window.top) return;
    const seen: string[] = [];
    (window as unknown as { skimmed: string[] }).skimmed = seen;
    const record = (value: unknown) => {
      try {
        seen.push(typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));
      } catch {
        seen.push(String(value));
      }
    };
    const RealChannel = window.MessageChannel;
    class RelayingChannel {
      port1: MessagePort;
      port2: MessagePort;
      constructor() {
        const a = new RealChannel();
        const b = new RealChannel();
        this.port1 = a.port1;
        this.port2 = b.port1;
        a.port2.onmessage = (event) => {
          record(event.data);
          b.port2.postMessage(event.data);
        };
        b.port2.onmessage = (event) => {
          record(event.data);
          a.port2.postMessage(event.data);
        };
      }
    }
    (window as unknown as { MessageChannel: unknown }).MessageChannel = RelayingChannel;
    const realPortPost = Reflect.get(MessagePort.prototype, "postMessage");
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      record(message);
      return (realPortPost as (...args: unknown[]) => void).call(this, message, ...rest);
    } as typeof MessagePort.prototype.postMessage;
    const realListen = Reflect.get(EventTarget.prototype, "addEventListener");
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: unknown,
      options?: unknown,
    ) {
      const wrapped =
        typeof listener === "function"
          ? function (this: unknown, event: Event) {
              if (event instanceof MessageEvent) record(event.data);
              return (listener as (event: Event) => unknown).call(this, event);
            }
          : listener;
      return (realListen as (...args: unknown[]) => void).call(this, type, wrapped, options);
    };
    const realWindowPost = window.postMessage.bind(window);
    window.postMessage = ((message: unknown, ...rest: unknown[]) => {
      record(message);
      return (realWindowPost as (...args: unknown[]) => void)(message, ...rest);
    }) as typeof window.postMessage;
    const realStringify = JSON.stringify;
    const realParse = JSON.parse;
    JSON.stringify = ((value: unknown, ...rest: unknown[]) => {
      const text = (realStringify as (...args: unknown[]) => string)(value, ...rest);
      seen.push(String(text));
      return text;
    }) as typeof JSON.stringify;
    JSON.parse = ((text: string, ...rest: unknown[]) => {
      seen.push(String(text));
      return (realParse as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof JSON.parse;
  }

  // The card number, CVV, expiry and postal code the shopper typed; the merchant's own placeholder ("4111 1111 1111
  // 1111" in these tests' fields) is page data, and the cardholder name comes back in the nonce's details anyway.
  const leaks = (skimmed: string[]) =>
    skimmed.filter(
      (text) =>
        text
          .replace(/"placeholder":"[^"]*"/g, "")
          .replace(/\D/g, "")
          .includes(CARD.number) ||
        text.includes('"737"') ||
        text === CARD.cvv ||
        text.includes("09 / 31") ||
        text.includes("12345"),
    );

  it("relays no card value: the frames talk over channels they create themselves, and tokenize still works", async () => {
    await page.addInitScript(installSkimmer);
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    const result = await tokenize(page);
    expect(result).toMatchObject({
      ok: true,
      value: { details: { lastFour: "1111", expirationMonth: "09", expirationYear: "2031" } },
    });
    const skimmed = await page.evaluate(() => (window as unknown as { skimmed: string[] }).skimmed);
    // The skimmer was in place and saw the page's own traffic (the frames' state messages)...
    expect(skimmed.length).toBeGreaterThan(10);
    // ...and not one card value.
    expect(leaks(skimmed)).toEqual([]);
  });

  it("relays no card value through the loader either", async () => {
    await page.addInitScript(installSkimmer);
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    expect(await tokenize(page)).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
    const skimmed = await page.evaluate(() => (window as unknown as { skimmed: string[] }).skimmed);
    expect(skimmed.length).toBeGreaterThan(10);
    expect(leaks(skimmed)).toEqual([]);
  });
});

describe("under a strict Content Security Policy", () => {
  /** Collects CSP violations in every document of the page, frames included. */
  function recordViolations(): void {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  }

  async function violationsIn(frame: Page | Frame): Promise<string[]> {
    return frame.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? ["no recorder"]);
  }

  const styles = { input: { color: "rgb(1, 2, 3)", "font-size": "18px" }, ".valid": { color: "rgb(0, 128, 0)" } };

  async function openStrictPage(): Promise<void> {
    await page.addInitScript(recordViolations);
    await openMerchantPage(page, sandbox(), { path: "/blank?csp=strict" });
    expect(await createHostedFields(page, sandbox().tokenizationKey, { styles })).toEqual({ ok: true, value: "ready" });
  }

  it("serves the merchant page under the strict policy", async () => {
    const response = await page.goto(`${sandbox().demoUrl}/blank?csp=strict`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("creates, styles and tokenizes on the merchant page without a violation", async () => {
    await openStrictPage();
    await typeCard();
    expect(await tokenize(page)).toMatchObject({ ok: true, value: { nonce: expect.any(String) } });
    expect(await violationsIn(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  it("applies the merchant's styles inside every frame without a violation of the frame's own policy", async () => {
    await openStrictPage();
    for (const key of Object.keys(FIVE_FIELDS)) {
      const frame = await fieldFrame(page, key);
      const applied = await frame.$eval("#field", (input) => {
        const computed = getComputedStyle(input);
        return { color: computed.color, fontSize: computed.fontSize };
      });
      expect({ key, ...applied }).toEqual({ key, color: "rgb(1, 2, 3)", fontSize: "18px" });
      expect({ key, violations: await violationsIn(frame) }).toEqual({ key, violations: [] });
    }
    await typeInto(page, "number", CARD.number);
    const number = await fieldFrame(page, "number");
    await number.waitForFunction(
      () => getComputedStyle(document.getElementById("field") as Element).color === "rgb(0, 128, 0)",
    );
    expect(consoleProblems).toEqual([]);
  });

  it("gives every frame page its own policy that allows only its inline script", async () => {
    await openStrictPage();
    const policy = await (
      await fieldFrame(page, "number")
    ).$eval("meta[http-equiv='Content-Security-Policy']", (meta) => meta.getAttribute("content") ?? "");
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha384-[A-Za-z0-9+/=]+'; connect-src /);
    expect(policy).not.toContain("unsafe");
  });
});

describe("the sibling frames of an instance, sealed once it is ready", () => {
  const hostileOrigin = useHostileOrigin();

  /** In every document (frames included), from before any script: each message's data, ports shown as "[port]". */
  function recordMessages(): void {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    window.addEventListener("message", (event) => {
      const portless = (_key: string, value: unknown) => (value instanceof MessagePort ? "[port]" : value);
      seen.push({ data: JSON.parse(JSON.stringify(event.data ?? null, portless)), ports: event.ports.length });
    });
  }

  type Seen = { data: { type?: string; reply?: number; payload?: Record<string, unknown> } | null; ports: number };
  const seenIn = (frame: Frame | Page) => frame.evaluate(() => (window as unknown as { seen: Seen[] }).seen);

  /** The merchant page with a ready instance, the card typed, and the configuration the real number frame got. */
  async function readyWithCard(
    body?: string,
  ): Promise<{ componentId: string; configuration: Record<string, unknown> }> {
    await page.addInitScript(recordMessages);
    await openMerchantPage(page, sandbox(), body === undefined ? {} : { body });
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    const componentId = await page.$eval("#braintree-hosted-field-number", (frame) =>
      new URL((frame as HTMLIFrameElement).src).hash.slice(1),
    );
    const answer = (await seenIn(await fieldFrame(page, "number"))).find(
      (message) => typeof message.data?.reply === "number",
    );
    if (!answer?.data?.payload) throw new Error("the number frame got no configuration");
    return { componentId, configuration: answer.data.payload };
  }

  /** Card data that must never leave the real frames, as any request body or message might carry it. */
  function carriesCard(value: unknown): boolean {
    const text = JSON.stringify(value);
    return text.includes(CARD.number) || text.includes(`"${CARD.cvv}"`) || text.includes("09 / 31");
  }

  it("gives a real frame that a page script re-attaches after ready no configuration and no sibling port", async () => {
    await readyWithCard();
    await page.evaluate(() => {
      const w = window as unknown as { frameReadyAsks: number };
      w.frameReadyAsks = 0;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type === "hosted-fields:FRAME_READY") w.frameReadyAsks += 1;
      });
      const frame = document.getElementById("braintree-hosted-field-number") as HTMLIFrameElement;
      const container = frame.parentElement as HTMLElement;
      frame.remove();
      container.append(frame);
    });
    await page.waitForFunction(() => (window as unknown as { frameReadyAsks: number }).frameReadyAsks === 1);
    // An answer would be posted to the frame as the page handles its ask: once a later message from the page has
    // arrived there, none did.
    const reloaded = page.frame({ name: "braintree-hosted-field-number" });
    if (!reloaded) throw new Error("no reloaded frame");
    const toChild = ({ marker, target }: { marker: string; target: string }) =>
      (document.getElementsByName(target)[0] as HTMLIFrameElement).contentWindow?.postMessage(marker, "*");
    await handledAt(reloaded, page, toChild, "braintree-hosted-field-number");
    expect((await seenIn(reloaded)).filter((message) => !isMarker(message.data))).toEqual([]);
    expect(await reloaded.$("#field")).toBeNull();
    expect(consoleProblems).toEqual([]);
  });

  it("lets a frame a page script plants with another merchant's authorization, after re-attaching the number frame, take no card value and send nothing to the gateway", async () => {
    const { configuration } = await readyWithCard();
    const client = await otherMerchantClient();
    sandbox().clearRequests();
    await page.evaluate(() => {
      const frame = document.getElementById("braintree-hosted-field-number") as HTMLIFrameElement;
      const container = frame.parentElement as HTMLElement;
      frame.remove();
      container.append(frame);
    });
    // The worst case: the script knows everything the real number frame was told at set-up, but its proof.
    await plantFrame(page, { ...configuration, client });
    expect(await tokenizePlanted(page)).toMatchObject({
      failed: true,
      payload: { code: "HOSTED_FIELDS_FIELDS_EMPTY" },
    });
    const planted = await (await page.waitForSelector("iframe[title='planted']")).contentFrame();
    expect(carriesCard(await seenIn(planted as Frame))).toBe(false);
    expect(otherMerchantRequests()).toEqual([]);
    expect(carriesCard(sandbox().requests)).toBe(false);
    // The real frames still hold the shopper's card.
    expect(await shownValue(page, "cvv")).toBe(CARD.cvv);
  });

  it("lets a hostile frame that knows the instance's set-up ask the real frames for nothing", async () => {
    const body =
      `<form id="checkout"><div id="card-number"></div><div id="cvv"></div><div id="expiration-date"></div>` +
      `<div id="postal-code"></div><div id="cardholder-name"></div></form><iframe id="ad" title="Advertisement" src="${hostileOrigin()}/ad"></iframe>`;
    const { configuration } = await readyWithCard(body);
    const client = await otherMerchantClient();
    sandbox().clearRequests();
    const hostile = page.frames().find((frame) => frame.url().startsWith(hostileOrigin()));
    if (!hostile) throw new Error("no hostile frame");
    await plantFrame(hostile, { ...configuration, client });
    expect(await tokenizePlanted(hostile)).toMatchObject({
      failed: true,
      payload: { code: "HOSTED_FIELDS_FIELDS_EMPTY" },
    });
    expect(otherMerchantRequests()).toEqual([]);
    expect(carriesCard(sandbox().requests)).toBe(false);
    // The shopper's own payment still goes through, under the merchant's own authorization only.
    const result = await tokenize(page);
    expect(result).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
    expect(
      sandbox().requests.every((request) => !request.merchantId || request.merchantId === sandbox().merchantId),
    ).toBe(true);
  });

  it("sends no value to sibling ports a page script offers the real frames after ready", async () => {
    const { componentId } = await readyWithCard();
    await page.evaluate((id) => {
      const w = window as unknown as { stolen: unknown[] };
      w.stolen = [];
      for (const [index, key] of [...document.querySelectorAll("iframe")].map(
        (frame, at) => [at, frame.getAttribute("type")] as const,
      )) {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = (event) => w.stolen.push(event.data);
        const other = key === "number" ? "cvv" : "number";
        window.frames[index]?.postMessage(
          { paykit: id, type: "hosted-fields:SIBLINGS", payload: { [other]: port2 } },
          "*",
          [port2],
        );
      }
    }, componentId);
    // A spoke's new value goes to the tokenizing frame, which passes it on to its siblings; then a collection.
    await typeInto(page, "postalCode", "6");
    expect(await tokenize(page)).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
    expect(await page.evaluate(() => (window as unknown as { stolen: unknown[] }).stolen)).toEqual([]);
  });
});

describe("a field frame removed and put back after ready", () => {
  it("fails the tokenization with HOSTED_FIELDS_FAILED_TOKENIZATION instead of hanging", async () => {
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    await page.evaluate(() => {
      const w = window as unknown as { frameReadyAsks: number };
      w.frameReadyAsks = 0;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type === "hosted-fields:FRAME_READY") w.frameReadyAsks += 1;
      });
      const frame = document.getElementById("braintree-hosted-field-number") as HTMLIFrameElement;
      const container = frame.parentElement as HTMLElement;
      frame.remove();
      container.append(frame);
    });
    await page.waitForFunction(() => (window as unknown as { frameReadyAsks: number }).frameReadyAsks === 1);
    expect(await tokenize(page)).toMatchObject({
      ok: false,
      code: "HOSTED_FIELDS_FAILED_TOKENIZATION",
      type: "CUSTOMER",
    });
    expect(consoleProblems).toEqual([]);
  });
});

describe("a script that runs after paykit (loaded later, or injected into the page)", () => {
  /** A gateway of the script's own on another loopback port: it records every request, CORS preflights included. */
  const hostileGateway = (() => {
    let server: Server | undefined;
    const seen: string[] = [];
    let origin = "";
    beforeAll(async () => {
      server = createServer((request, response) => {
        seen.push(`${request.method} ${request.url}`);
        response.writeHead(204, {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Headers": "*",
          "Access-Control-Allow-Methods": "*",
        });
        response.end();
      });
      await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    beforeEach(() => {
      seen.length = 0;
    });
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
    return { origin: () => origin, seen };
  })();

  /**
   * The script: from now on it answers every field frame's request for configuration at once, in the same event as
   * paykit hears it, with a set-up whose tokenizing frame holds `client`. Paykit listens later than the script (its
   * plugin places the frames after the script ran), so on the page the script's answer reaches the frame first.
   */
  function answerFramesFirst(client: Record<string, unknown>): Promise<void> {
    return page.evaluate((client) => {
      const fields = { number: {}, cvv: {}, expirationDate: {}, postalCode: {}, cardholderName: {} };
      const w = window as unknown as { forgedAnswers: number };
      w.forgedAnswers = 0;
      window.addEventListener("message", (event) => {
        const message = event.data as { paykit?: string; type?: string; id?: number } | null;
        if (message?.type !== "hosted-fields:FRAME_READY" || typeof message.id !== "number") return;
        const frame = [...document.querySelectorAll("iframe")].find(
          (element) => element.contentWindow === event.source,
        );
        const key = frame?.name.replace("braintree-hosted-field-", "") ?? "";
        const payload = {
          key,
          fields,
          styles: {},
          preventAutofill: false,
          supportedCardTypes: ["Visa"],
          client: key === "number" ? client : undefined,
        };
        (event.source as Window).postMessage(
          { paykit: message.paykit, type: message.type, reply: message.id, payload },
          "*",
        );
        w.forgedAnswers += 1;
      });
    }, client);
  }

  describe.each([
    ["script tags", ["client.min.js", "hosted-fields.min.js"]],
    ["the loader", ["loader.min.js"]],
  ])("through %s", (_name, bundles) => {
    it("answering the frames first with another merchant's authorization gets that merchant no tokenization", async () => {
      await openMerchantPage(page, sandbox(), { bundles });
      await answerFramesFirst(await otherMerchantClient());
      sandbox().clearRequests();
      expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
      // Each of the five frames had the script's answer (through the loader, also the frames' held asks paykit replays).
      expect(
        await page.evaluate(() => (window as unknown as { forgedAnswers: number }).forgedAnswers),
      ).toBeGreaterThanOrEqual(5);
      await typeCard();
      const result = await tokenize(page);
      expect(result).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
      expect(sandbox().getNonce(result.ok ? String(result.value.nonce) : "")).toMatchObject({ lastFour: "1111" });
      expect(otherMerchantRequests()).toEqual([]);
      expect(new Set(apiRequests(sandbox()).map((request) => request.merchantId))).toEqual(
        new Set([sandbox().merchantId]),
      );
    });
  });

  it("answering the frames first with its own gateway gets no request at all, and the card goes to the merchant's gateway (development build)", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const client = await clientOf(sandbox().tokenizationKey);
    const gateway = client.gatewayConfiguration;
    await answerFramesFirst({
      ...client,
      gatewayConfiguration: {
        ...gateway,
        clientApiUrl: hostileGateway.origin(),
        graphQL: gateway.graphQL && { ...gateway.graphQL, url: `${hostileGateway.origin()}/graphql` },
      },
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    await typeCard();
    const result = await tokenize(page);
    expect(hostileGateway.seen).toEqual([]);
    expect(result).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
  });

  it("gets no request from a frame of its own configured without clientApiUrl: the card goes nowhere", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const client = await clientOf(sandbox().tokenizationKey);
    const { clientApiUrl: _dropped, graphQL: _alsoDropped, ...gatewayConfiguration } = client.gatewayConfiguration;
    await plantFrame(page, {
      key: "number",
      fields: { number: {} },
      styles: {},
      preventAutofill: true,
      supportedCardTypes: [],
      client: { ...client, gatewayConfiguration },
    });
    sandbox().assetRequests.length = 0;
    sandbox().clearRequests();
    const planted = await (await page.waitForSelector("iframe[title='planted']")).contentFrame();
    await planted?.click("#field");
    await planted?.locator("#field").pressSequentially(CARD.number);
    expect(await tokenizePlanted(page)).toMatchObject({
      failed: true,
      payload: { code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN" },
    });
    expect(sandbox().assetRequests.map((request) => request.path)).toEqual([]);
    // The page's own client may still send its analytics batch; nothing else reaches the gateway.
    expect(apiRequests(sandbox())).toEqual([]);
  });
});

// A script that runs after paykit (loaded later, or injected into the page) and before the shopper types, as an
// attacker would write it: it replaces built-ins paykit relies on, or calls the runtime handle, to learn a field
// frame's proof, to configure the frames for its own gateway or another merchant, or to get its own code taken for
// a paykit bundle. Each test injects the attack after paykit's bundles have run and then lets the merchant's page do
// what it always does; the card must be tokenized for the page's merchant only (or the field fail with a catalogue
// error), and nothing may reach the attacker's gateway, a second loopback origin this file serves. docs/security.md
// names each test.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { createCheckout, openCheckoutPage, requestPaymentMethod } from "../support/checkout.js";
import { createHostedFields, tokenize } from "../support/hosted-fields.js";
import { handledAt, isMarker } from "../support/messages.js";
import { openMerchantPage, typeInto } from "../support/page.js";
import { BUTTONS_BODY, popupFrom } from "../support/popups.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";
import { RUNTIME_KEYS, runtimeKey } from "../../build/runtime-keys.js";

const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().releaseAssets();
  sandbox().clearRequests();
});
let page: Page;
beforeEach(() => {
  page = tab.page();
});

/** The attacker's gateway and asset host: records every request (CORS preflights included) and answers nothing useful. */
let attacker: Server | undefined;
let attackerOrigin = "";
const attackerRequests: string[] = [];
beforeAll(async () => {
  attacker = createServer((request, response) => {
    attackerRequests.push(`${request.method} ${request.url}`);
    response.writeHead(204, {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "*",
      "Access-Control-Allow-Methods": "*",
    });
    response.end();
  });
  await new Promise<void>((resolve) => attacker?.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
beforeEach(() => {
  attackerRequests.length = 0;
});
afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve())));

/** Three fields: enough for a card, cheaper than five frames. */
const FIELDS = {
  fields: {
    number: { container: "#card-number" },
    cvv: { container: "#cvv" },
    expirationDate: { container: "#expiration-date" },
  },
};

/**
 * Installs the attacker's kit in the page: `steal(value)` looks into whatever an attack gets hold of, records any
 * proof it finds (`window.stolen`) and points any frame set-up at the attacker's gateway; `window.standIn` is a plugin
 * of its own for Hosted Fields, whose create marks the page.
 */
async function installKit(): Promise<void> {
  await page.evaluate((origin) => {
    const w = window as any;
    w.stolen = [];
    w.hostileCreateRan = false;
    w.steal = (value: any) => {
      try {
        for (const candidate of [value, value?.payload, value?.key]) {
          if (candidate && typeof candidate === "object" && typeof candidate.proof === "string") {
            w.stolen.push(candidate.proof);
            const gateway = candidate.client?.gatewayConfiguration;
            if (gateway) {
              gateway.clientApiUrl = origin;
              if (gateway.graphQL) gateway.graphQL.url = `${origin}/graphql`;
            }
          }
        }
      } catch {
        // Not an object the kit can read.
      }
    };
    w.standIn = {
      name: "hostedFields",
      version: "3.132.0",
      displayName: "Hosted Fields",
      methods: { async: [], sync: [] },
      create: () => {
        w.hostileCreateRan = true;
        return {};
      },
    };
  }, attackerOrigin);
}

const stolen = () => page.evaluate(() => (window as any).stolen as string[]);
const hostileCreateRan = () => page.evaluate(() => (window as any).hostileCreateRan as boolean);

/** The shopper types a card and the merchant tokenizes: the nonce must be the page's merchant's. */
async function payAsShopper(): Promise<void> {
  await typeInto(page, "number", "4111111111111111");
  await typeInto(page, "cvv", "737");
  await typeInto(page, "expirationDate", "0931");
  const result = await tokenize(page);
  expect(result).toMatchObject({ ok: true, value: { details: { lastFour: "1111" } } });
  expect(sandbox().getNonce(result.ok ? String(result.value.nonce) : "")).toMatchObject({ lastFour: "1111" });
  expect(
    sandbox().requests.filter((request) => request.merchantId && request.merchantId !== sandbox().merchantId),
  ).toEqual([]);
}

/** What every attack must end with: no proof learnt, no request to the attacker's origin. */
async function attackerGotNothing(): Promise<void> {
  expect(await stolen()).toEqual([]);
  expect(attackerRequests).toEqual([]);
}

describe("a late script that replaces a built-in the frames' set-up goes through", () => {
  it("learns no proof from a getter for `then` on Object.prototype, and the card goes to the merchant only", async () => {
    await openMerchantPage(page, sandbox());
    await installKit();
    await page.evaluate(() => {
      Object.defineProperty(Object.prototype, "then", {
        configurable: true,
        get(this: unknown) {
          (window as any).steal(this);
          return undefined;
        },
      });
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    await payAsShopper();
    await attackerGotNothing();
  });

  it("learns no proof from a wrapper around Promise.prototype.then", async () => {
    await openMerchantPage(page, sandbox());
    await installKit();
    await page.evaluate(() => {
      const then = Reflect.get(Promise.prototype, "then");
      Promise.prototype.then = function (this: Promise<unknown>, onFulfilled?: any, onRejected?: any) {
        const spy =
          typeof onFulfilled === "function"
            ? (value: unknown) => {
                (window as any).steal(value);
                return onFulfilled(value);
              }
            : onFulfilled;
        return then.call(this, spy, onRejected);
      } as typeof then;
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    await payAsShopper();
    await attackerGotNothing();
  });

  it("gets nothing posted through a contentWindow getter that hands paykit's source check the real window and its posts a forwarder", async () => {
    await openMerchantPage(page, sandbox());
    await installKit();
    await page.evaluate(() => {
      const get = Reflect.get(
        Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow") ?? {},
        "get",
      ) as (this: HTMLIFrameElement) => Window | null;
      // A frame's window is asked for twice per message: first by the source check, while the message is handled,
      // then to post the answer. The first ask after each message gets the real window; later asks the forwarder.
      const askedSince = new Set<HTMLIFrameElement>();
      window.addEventListener("message", () => askedSince.clear());
      Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", {
        configurable: true,
        get(this: HTMLIFrameElement) {
          const real = get.call(this);
          if (!real || !this.name.startsWith("braintree-hosted-field-")) return real;
          if (!askedSince.has(this)) {
            askedSince.add(this);
            return real;
          }
          (window as any).forwarded = ((window as any).forwarded ?? 0) + 1;
          return {
            postMessage(message: any, origin: string, transfer?: Transferable[]) {
              (window as any).steal(message);
              real.postMessage(message, origin, transfer ?? []);
            },
          };
        },
      });
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    await payAsShopper();
    await attackerGotNothing();
    expect(await page.evaluate(() => (window as any).forwarded ?? 0)).toBe(0);
  });
});

/**
 * A `JSON.parse` hook that points every `assetsUrl` it sees at the attacker's host: in the configuration a client
 * fetches (and its `paypal` section) and in the copy `client.getConfiguration()` gives. On a development build the
 * attacker's host (another loopback port) is one the trusted-host check accepts, so only paykit's own JSON keeps the
 * configuration the gateway's.
 */
async function rewriteAssetsUrls(): Promise<void> {
  await page.evaluate((origin) => {
    const parse = JSON.parse;
    JSON.parse = function (this: unknown, text: string, reviver?: any) {
      const value = parse.call(this, text, reviver);
      for (const holder of [value, value?.paypal, value?.gatewayConfiguration, value?.gatewayConfiguration?.paypal])
        if (holder && typeof holder === "object" && typeof holder.assetsUrl === "string") holder.assetsUrl = origin;
      return value;
    } as typeof parse;
  }, attackerOrigin);
}

/** Every frame, script and stylesheet on the page, by the address it loads. */
const placedAddresses = () =>
  page.$$eval("iframe, script[src], link[href]", (elements) =>
    elements.map((element) => (element as HTMLIFrameElement).src || (element as HTMLLinkElement).href),
  );

/** Nothing placed from the attacker's host, something from the asset origin, and no request reached the attacker. */
async function placedFromAssetsOnly(selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { state: "attached" });
  const address = await element.evaluate((node) => (node as HTMLIFrameElement).src || (node as HTMLLinkElement).href);
  expect(address.startsWith(`${sandbox().assetsUrl}/`)).toBe(true);
  expect((await placedAddresses()).filter((placed) => placed.startsWith(attackerOrigin))).toEqual([]);
  expect(attackerRequests).toEqual([]);
}

describe("a late script that rewrites assetsUrl in JSON.parse before a component's client fetches its configuration", () => {
  it("cannot point the frames at its own asset host by rewriting assetsUrl in JSON.parse", async () => {
    await openMerchantPage(page, sandbox());
    await installKit();
    await rewriteAssetsUrls();
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    const sources = await page.$$eval("iframe", (frames) => frames.map((frame) => frame.src));
    expect(sources.every((src) => src.startsWith(`${sandbox().assetsUrl}/`))).toBe(true);
    await payAsShopper();
    await attackerGotNothing();
  });

  it("cannot load Venmo's desktop QR frame from its own host", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "venmo.min.js"], body: BUTTONS_BODY });
    await rewriteAssetsUrls();
    const created = await page.evaluate(async (authorization) => {
      const options = { authorization, allowDesktop: true, paymentMethodUsage: "single_use" };
      return (window as any).braintree.venmo.create(options).then(
        () => "created",
        (error: any) => error.code,
      );
    }, sandbox().tokenizationKey);
    expect(created).toBe("created");
    await placedFromAssetsOnly('iframe[name="venmo-desktop-iframe"]');
    await page.frame({ name: "venmo-desktop-iframe" })?.waitForLoadState();
    expect(attackerRequests).toEqual([]);
  });

  it("cannot load PayPal Checkout's dispatch frame from its own host (paypal.assetsUrl, the frame service)", async () => {
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "paypal-checkout.min.js"],
      body: BUTTONS_BODY,
    });
    await rewriteAssetsUrls();
    const created = await page.evaluate(async (authorization) => {
      return (window as any).braintree.paypalCheckout.create({ authorization }).then(
        () => "created",
        (error: any) => error.code,
      );
    }, sandbox().tokenizationKey);
    expect(created).toBe("created");
    await placedFromAssetsOnly("iframe.braintree-dispatch-frame");
  });

  it("cannot give the bank SEPA's return pages on its own host, nor open the pop-up there", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "sepa.min.js"], body: BUTTONS_BODY });
    await rewriteAssetsUrls();
    await page.evaluate(async (authorization) => {
      const w = window as any;
      const sepa = await w.braintree.sepa.create({ authorization });
      const mandate = { accountHolderName: "Jane Doe", customerId: "customer-42", iban: "FR7630006000011234567890189" };
      const options = { ...mandate, mandateType: "ONE_OFF", countryCode: "FR", merchantAccountId: "eur_account" };
      document.getElementById("pay")?.addEventListener("click", () => void sepa.tokenize(options).catch(() => {}));
    }, sandbox().tokenizationKey);
    const popup = await popupFrom(page, () => page.click("#pay"));
    const mandates = JSON.stringify(
      apiRequests(sandbox()).filter((request) => request.path.endsWith("/v1/sepa_debit")),
    );
    expect(mandates).toContain(`${sandbox().assetsUrl}/web/`);
    expect(mandates).not.toContain(attackerOrigin);
    expect(popup.url().startsWith(attackerOrigin)).toBe(false);
    await popup.close();
    expect(attackerRequests).toEqual([]);
  });

  it("cannot link the Checkout's stylesheet or place its card frames from its own host", async () => {
    await openCheckoutPage(page, sandbox(), "CDN bundles");
    // dropin.min.js loaded alone fetches the kernel (client.min.js) when it runs: the attack comes once that ran too.
    await page.waitForFunction(() => (window as any).braintree?.__paykit !== undefined);
    await rewriteAssetsUrls();
    expect(await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey })).toMatchObject({
      ok: true,
    });
    await placedFromAssetsOnly("link#braintree-dropin-stylesheet");
    await placedFromAssetsOnly("iframe[name='braintree-hosted-field-number']");
  });
});

/** In every document (frames included), from before any script: the paykit messages it received. */
function recordMessages(): void {
  const seen: unknown[] = [];
  (window as unknown as { seen: unknown[] }).seen = seen;
  window.addEventListener("message", (event) => {
    const data = event.data as { paykit?: unknown } | null;
    if (data && typeof data === "object" && "paykit" in data) seen.push(data);
  });
}

/**
 * After ready: `Set.prototype.delete` answers true, whatever it deleted, and the number frame is reloaded (same
 * window, same instance id). Resolves with the reloaded frame once paykit has handled its request for a configuration.
 */
async function reloadNumberFrameWithSetDeleteHooked(): Promise<Frame> {
  await page.evaluate(() => {
    const remove = Reflect.get(Set.prototype, "delete");
    Set.prototype.delete = function (this: Set<unknown>, value: unknown) {
      remove.call(this, value);
      return true;
    };
    const w = window as unknown as { asks: number };
    w.asks = 0;
    window.addEventListener("message", (event) => {
      if ((event.data as { type?: string } | null)?.type === "hosted-fields:FRAME_READY") w.asks += 1;
    });
    const frame = document.querySelector("iframe[name='braintree-hosted-field-number']") as HTMLIFrameElement;
    frame.src = frame.src.replace("#", "&reloaded=1#");
  });
  await page.waitForFunction(() => (window as unknown as { asks: number }).asks === 1);
  const reloaded = page.frame({ name: "braintree-hosted-field-number" });
  if (!reloaded) throw new Error("no reloaded frame");
  const toChild = ({ marker, target }: { marker: string; target: string }) =>
    (document.getElementsByName(target)[0] as HTMLIFrameElement).contentWindow?.postMessage(marker, "*");
  await handledAt(reloaded, page, toChild, "braintree-hosted-field-number");
  return reloaded;
}

/** What a frame received from the page but markers: nothing, for a frame paykit does not configure again. */
const configurationsIn = async (frame: Frame) =>
  (await frame.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).filter((data) => !isMarker(data));

describe("a late script that reloads a field frame after ready, with Set.prototype.delete answering true", () => {
  it("gets the reloaded Hosted Fields frame no configuration, and tokenize fails with the catalogue error", async () => {
    await page.addInitScript(recordMessages);
    await openMerchantPage(page, sandbox());
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    await typeInto(page, "number", "4111111111111111");
    const reloaded = await reloadNumberFrameWithSetDeleteHooked();
    expect(await configurationsIn(reloaded)).toEqual([]);
    expect(await tokenize(page)).toMatchObject({
      ok: false,
      code: "HOSTED_FIELDS_FAILED_TOKENIZATION",
      type: "CUSTOMER",
    });
    expect(attackerRequests).toEqual([]);
  });

  it("gets the Checkout's reloaded card frame no configuration, and requestPaymentMethod fails", async () => {
    await page.addInitScript(recordMessages);
    await openCheckoutPage(page, sandbox(), "CDN bundles");
    expect(await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey })).toMatchObject({
      ok: true,
    });
    await typeInto(page, "number", "4111111111111111");
    const reloaded = await reloadNumberFrameWithSetDeleteHooked();
    expect(await configurationsIn(reloaded)).toEqual([]);
    const result = await requestPaymentMethod(page, "CDN bundles");
    expect(result.ok).toBe(false);
    // The card the shopper typed went nowhere: the reloaded frame lost it and no other frame sent it.
    expect(JSON.stringify(sandbox().requests)).not.toContain("4111111111111111");
    expect(attackerRequests).toEqual([]);
  });
});

describe("a late script against the loader's early frames", () => {
  it("finds no early-work function on the runtime handle and no proof through a Map.prototype.get hook", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await installKit();
    // The handle holds the runtime's exports, each under its key (build/runtime-keys.ts), and nothing else; the
    // loader's early work has no key.
    const published = await page.evaluate(() => Object.keys((window as any).braintree.__paykit));
    const keys = Object.values(RUNTIME_KEYS);
    expect(published.length).toBeGreaterThan(40);
    expect(published.filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(RUNTIME_KEYS).filter((name) => /early/i.test(name))).toEqual([]);
    await page.evaluate(() => {
      const get = Reflect.get(Map.prototype, "get");
      Map.prototype.get = function (this: Map<unknown, unknown>, key: unknown) {
        const value = get.call(this, key);
        (window as any).steal(value);
        return value;
      };
    });
    expect(await createHostedFields(page, sandbox().tokenizationKey, FIELDS)).toEqual({ ok: true, value: "ready" });
    await payAsShopper();
    await attackerGotNothing();
  });
});

describe("a late script that offers its own Hosted Fields while the loader fetches the genuine bundle", () => {
  const BUNDLE = "/js/hosted-fields.min.js";

  /** `keys`: where the handle holds the registry's `providePart` and `installPlugin` (read from any bundle). */
  type Spoof = (given: { src: string; extra: string; keys: { providePart: string; installPlugin: string } }) => void;

  const HANDLE_KEYS = { providePart: runtimeKey("providePart"), installPlugin: runtimeKey("installPlugin") };

  /**
   * Starts the merchant's create through the loader with the bundle held, runs `spoof` in the page (with the bundle's
   * address and `extra`), then lets the bundle come.
   */
  async function createWhile(spoof: Spoof, extra = ""): Promise<Awaited<ReturnType<typeof createHostedFields>>> {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await installKit();
    const release = sandbox().holdAssets(BUNDLE);
    const created = createHostedFields(page, sandbox().tokenizationKey, FIELDS);
    const script = await page.waitForSelector(`script[src$='${BUNDLE}']`, { state: "attached" });
    await page.evaluate(spoof, { src: String(await script.getAttribute("src")), extra, keys: HANDLE_KEYS });
    release();
    return created;
  }

  /** An inline script that makes itself look like the bundle with `extra` (its own code), then offers the stand-in. */
  const inlineSpoof: Spoof = ({ src, extra, keys }) => {
    const script = document.createElement("script");
    script.textContent =
      `(function (src) { ${extra} ` +
      `window.braintree.__paykit.${keys.providePart}("hostedFields", "3.132.0", window.standIn, "Hosted Fields"); })(${JSON.stringify(src)});`;
    document.head.append(script);
  };

  /** A hook on the built-in `extra` ("Owner.method") that offers the stand-in whenever the bundle's script calls it. */
  const builtInSpoof: Spoof = ({ src, extra, keys }) => {
    const [owner, method] = extra.split(".") as [string, string];
    const target = (window as any)[owner];
    const original = target[method];
    target[method] = function (this: unknown, ...args: unknown[]) {
      const running = document.currentScript as HTMLScriptElement | null;
      if (running && running.src === src)
        (window as any).braintree.__paykit[keys.providePart](
          "hostedFields",
          "3.132.0",
          (window as any).standIn,
          "Hosted Fields",
        );
      return original.apply(this, args);
    };
  };

  it.each([
    ["setting its own src attribute", 'document.currentScript.setAttribute("src", src);'],
    ["setting its own src property", "document.currentScript.src = src;"],
    [
      "with HTMLScriptElement.prototype.src redefined",
      'Object.defineProperty(HTMLScriptElement.prototype, "src", { configurable: true, get: () => src });',
    ],
  ])("is ignored from an inline script %s", async (_name, disguise) => {
    expect(await createWhile(inlineSpoof, disguise)).toEqual({ ok: true, value: "ready" });
    expect(await hostileCreateRan()).toBe(false);
    await payAsShopper();
    await attackerGotNothing();
  });

  it("is ignored from a wrapper swapped in for window.braintree before the genuine bundle runs", async () => {
    const created = await createWhile(({ keys }) => {
      const w = window as any;
      const real = w.braintree;
      const handle = real.__paykit;
      const wrapper: Record<string, unknown> = { ...real };
      // The genuine bundle installs its plugin through the handle it reads from window.braintree: the wrapper's
      // offers the stand-in instead, from within the genuine bundle's run.
      const offerStandIn = () => handle[keys.providePart]("hostedFields", "3.132.0", w.standIn, "Hosted Fields");
      wrapper.__paykit = { ...handle, [keys.installPlugin]: offerStandIn, [keys.providePart]: offerStandIn };
      w.braintree = wrapper;
    });
    expect(created).toEqual({ ok: true, value: "ready" });
    expect(await hostileCreateRan()).toBe(false);
    await payAsShopper();
    await attackerGotNothing();
  });

  it.each(["Object.freeze", "Math.cbrt"])(
    "gets nothing from a hook on %s offering first while the genuine bundle runs: the load fails closed or the genuine plugin is taken",
    async (builtIn) => {
      const created = await createWhile(builtInSpoof, builtIn);
      expect(await hostileCreateRan()).toBe(false);
      if (created.ok) await payAsShopper();
      else expect(created).toMatchObject({ code: "CLIENT_SCRIPT_FAILED_TO_LOAD", type: "NETWORK" });
      await attackerGotNothing();
    },
  );
});

// paykit's braintree-web-drop-in as a Drop-in merchant installs it (docs/drop-in-package.md): a new app whose
// package.json is the doc's (braintree-web and braintree-web-drop-in, each a tarball packed from this checkout),
// installed by `npm install` from a loopback registry (test/support/local-registry.ts), bundled once by esbuild (and
// webpack for the one-kernel check), served by the sandbox the app installed, and paid with in Chromium: Drop-in's page
// from npm (the same fixture the provider's Drop-in pays with in drop-in-from-npm.spec.ts) and Drop-in's script-tag
// page with only its host changed; then a merchant's checkout written for Drop-in (test/fixtures/drop-in-package/shop.*:
// one page per way to pay, its own stylesheet overriding `.braintree-*` rules, its steps found by Drop-in's
// `data-braintree-id` selectors) pays by card, with a saved method, PayPal, Venmo, Google Pay, Apple Pay and 3-D
// Secure, bundled from npm and by script tag with only the host changed. The wallets are driven as in the Checkout's
// own tests (test/support/checkout.ts), the sandbox standing in for their SDKs, browser APIs and apps.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build as esbuild, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { recordConsole, useKeptPages } from "../support/browser.js";
import { buildWithWebpack } from "../support/bundlers.js";
import {
  approveInPopup,
  approveInVenmo,
  fillCard,
  passChallenge,
  payInWalletSheet,
  quietConsole,
} from "../support/checkout.js";
import { ROOT } from "../support/fixtures.js";
import { type InstalledSandbox, pack, packDropIn, run, startInstalledSandbox } from "../support/fresh-app.js";
import { type LocalRegistry, startLocalRegistry } from "../support/local-registry.js";

// One page handed from test to test (reset between them: about:blank, its pop-ups closed, cookies and cache gone).
const pages = useKeptPages();

const FIXTURES = join(ROOT, "test/fixtures/drop-in-package");
/** The provider's host in Drop-in's script-tag page, which the merchant replaces with paykit's asset host. */
const PROVIDER_HOST = "https://js.braintreegateway.com";
/** A string of the kernel's error catalogue: one copy per kernel a bundle carries. */
const KERNEL_MARKER = "Authorization is invalid. Make sure your client token or tokenization key is valid.";

let registry: LocalRegistry | undefined;
let workspace: string;
let app: string;
let sandbox: InstalledSandbox | undefined;
let server: Server | undefined;
let merchantUrl: string;
let metafile: Metafile | undefined;

/** The doc's package.json block with the two tarball lines. */
async function docPackageJson(): Promise<{ dependencies: Record<string, string> }> {
  const doc = await readFile(join(ROOT, "docs/drop-in-package.md"), "utf8");
  for (const [, body = ""] of doc.matchAll(/```json\n([\s\S]*?)```/g))
    if (body.includes("file:") && body.includes("braintree-web-drop-in")) return JSON.parse(body) as never;
  throw new Error("docs/drop-in-package.md has no package.json block with the tarballs");
}

/** The browser APIs the sandbox stands in for (ApplePaySession, Google's PaymentsClient), as Safari and Chrome have them. */
const walletApis = () =>
  ["apple-pay", "google-pay"]
    .map((name) => `<script src="${installed().assets}/simulators/${name}.js"></script>`)
    .join("");

/**
 * `/npm`: Drop-in's page from npm; `/one-kernel/<bundler>`; `/script-tag`: Drop-in's CDN page, its host changed;
 * `/shop/npm` and `/shop/script-tag`: the merchant's checkout (shop.js, shop.css), one page per `?method=`.
 */
async function page(pathname: string): Promise<string | undefined> {
  const shell = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>` +
    `<div id="dropin-container"></div><button id="submit-button">Purchase</button>${script}</body></html>`;
  if (pathname === "/npm") return shell(`<script type="module" src="/esbuild/checkout.js"></script>`);
  if (pathname === "/one-kernel/esbuild") return shell(`<script type="module" src="/esbuild/one-kernel.js"></script>`);
  if (pathname === "/one-kernel/webpack") return shell(`<script src="/webpack/one-kernel.js"></script>`);
  if (pathname === "/script-tag")
    return (await readFile(join(FIXTURES, "script-tag.html"), "utf8")).replace(PROVIDER_HOST, installed().assets);
  if (pathname === "/shop/npm")
    return shell(`<script type="module" src="/esbuild/shop.js"></script>`).replace(
      "</head>",
      `<link rel="stylesheet" href="/shop.css">${walletApis()}</head>`,
    );
  if (pathname === "/shop/script-tag")
    return (await readFile(join(FIXTURES, "shop.html"), "utf8"))
      .replace(PROVIDER_HOST, installed().assets)
      .replace("</head>", `${walletApis()}</head>`);
  return undefined;
}

async function startMerchant(): Promise<void> {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://merchant.invalid").pathname;
    void page(pathname).then((html) => {
      if (html) return void response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
      if (pathname === "/favicon.ico") return void response.writeHead(204).end();
      const own = /^\/shop\.(js|css)$/.exec(pathname);
      if (own)
        return void readFile(join(FIXTURES, pathname)).then((content) =>
          response
            .writeHead(200, { "Content-Type": `text/${own[1] === "js" ? "javascript" : "css"}; charset=utf-8` })
            .end(content),
        );
      if (!/^\/(esbuild|webpack)\/[\w-]+\.js$/.test(pathname)) return void response.writeHead(404).end();
      readFile(join(app, pathname)).then(
        (content) => response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(content),
        () => response.writeHead(404).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(server?.address() as { port: number }).port}`;
}

beforeAll(async () => {
  const [paykit, dropIn] = await Promise.all([pack(), packDropIn()]);
  registry = await startLocalRegistry([paykit, dropIn]);
  // The clone beside the app after `npm run build && npm pack && npm pack ./dist/paykit-drop-in`.
  workspace = await mkdtemp(join(tmpdir(), "paykit-drop-in-package-"));
  await mkdir(join(workspace, "paykit"));
  await copyFile(paykit, join(workspace, "paykit", "paykit-3.132.0.tgz"));
  await copyFile(dropIn, join(workspace, "paykit", "paykit-drop-in-1.48.0.tgz"));
  app = join(workspace, "shop");
  await mkdir(join(app, "src"), { recursive: true });
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "shop", private: true, type: "module", ...(await docPackageJson()) }, null, 2),
  );
  await run("npm", ["install"], { cwd: app, env: registry.env, timeout: 240000 });
  await copyFile(join(ROOT, "test/fixtures/braintree-web-drop-in/checkout.js"), join(app, "src", "checkout.js"));
  for (const file of ["one-kernel.js", "drop-in.cjs", "shop.js", "shop-npm.js"])
    await copyFile(join(FIXTURES, file), join(app, "src", file));
  const [built] = await Promise.all([
    esbuild({
      absWorkingDir: app,
      entryPoints: { checkout: "src/checkout.js", "one-kernel": "src/one-kernel.js", shop: "src/shop-npm.js" },
      outdir: join(app, "esbuild"),
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      target: "es2022",
      // The doc's esbuild setting: the sandbox's condition, and `module`, which esbuild drops once conditions are set.
      conditions: ["development", "module"],
      metafile: true,
      logLevel: "silent",
    }),
    buildWithWebpack({ app, entries: { "one-kernel": "src/one-kernel.js" }, outDir: "webpack" }),
  ]);
  metafile = built.metafile;
  sandbox = await startInstalledSandbox(app);
  await startMerchant();
}, 360000);

afterAll(async () => {
  await sandbox?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await registry?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

function installed(): InstalledSandbox {
  if (!sandbox) throw new Error("the app's sandbox did not start");
  return sandbox;
}

/** Opens a merchant page on a page as good as new, with the sandbox's key (or `authorization`) and gateway set before any script. */
async function open(path: string, authorization?: string): Promise<{ page: Page; problems: string[] }> {
  const tab = await pages.page({});
  const problems = recordConsole(tab);
  tab.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const { gateway } = installed();
  const key = authorization ?? installed().key;
  await pages.beforeScripts(
    tab,
    ({ key, gateway }) => Object.assign(window, { AUTHORIZATION: key, __PAYKIT_DEVELOPMENT_GATEWAY__: gateway }),
    { key, gateway },
  );
  await tab.goto(`${merchantUrl}${path}`);
  return { page: tab, problems };
}

/** Waits for the page's Drop-in to be ready (its create callback ran), failing with the console's problems if never. */
async function ready(tab: Page, problems: string[]): Promise<void> {
  await tab
    .waitForFunction(
      () => (window as { ready?: boolean }).ready === true || (window as { outcome?: unknown }).outcome !== undefined,
      undefined,
      { timeout: 30000 },
    )
    .catch((error: Error) => {
      throw new Error(`Drop-in never became ready: ${problems.join(" | ")}`, { cause: error });
    });
  expect(await tab.evaluate(() => (window as { outcome?: unknown }).outcome)).toBeUndefined();
}

/** Clicks the merchant's Purchase button (`during`: what the shopper does meanwhile): what `requestPaymentMethod` gave. */
async function purchase(tab: Page, during?: (tab: Page) => Promise<void>): Promise<Record<string, unknown>> {
  await tab.click("#submit-button");
  await during?.(tab);
  await tab.waitForFunction(() => (window as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 30000,
  });
  return tab.evaluate(() => (window as unknown as { outcome: Record<string, unknown> }).outcome);
}

/** Waits for Drop-in's ready, types a card, clicks Purchase: what `requestPaymentMethod` gave. */
async function payByCard(tab: Page, problems: string[]): Promise<Record<string, unknown>> {
  await ready(tab, problems);
  await fillCard(tab, "4111111111111111");
  return purchase(tab);
}

/** The merchant's server charges the nonce on the sandbox's gateway: the transaction's answer. */
async function sell(nonce: unknown): Promise<unknown> {
  const { gateway, merchant } = installed();
  const response = await fetch(`${gateway}/merchants/${merchant}/transactions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ transaction: { type: "sale", amount: "10.00", paymentMethodNonce: nonce } }),
  });
  return response.json();
}

/** A client token from the merchant's server (the sandbox's gateway plays it: POST /client_token), for a customer. */
async function clientToken(customerId?: string): Promise<string> {
  const response = await fetch(`${installed().gateway}/client_token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(customerId ? { customerId } : {}),
  });
  return ((await response.json()) as { clientToken: string }).clientToken;
}

/** The computed value of a style property of the first element the selector finds. */
const styleOf = (tab: Page, selector: string, property: string) =>
  tab.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** One page of the merchant's checkout (shop.js): how the shopper pays there and what the merchant gets. */
interface ShopPage {
  /** The merchant's server's authorization (default: the tokenization key). */
  authorization?: () => Promise<string>;
  /** An element of the page's view, found by Drop-in's selector, and the merchant's override of its `.braintree-*` rule. */
  styled: [selector: string, property: string, value: string];
  /** What the shopper does before pressing Purchase. */
  pay: (tab: Page) => Promise<void>;
  /** What the shopper does after pressing Purchase (the issuer's challenge). */
  during?: (tab: Page) => Promise<void>;
  /** Whether the page's Drop-in reports the chosen method requestable before Purchase (wallets, a saved method). */
  selected?: boolean;
  payload: Record<string, unknown>;
  transaction: Record<string, unknown>;
}

const GREEN_SHEET = (id: string): ShopPage["styled"] => [
  `[data-braintree-id="${id}"]`,
  "border-top-color",
  "rgb(0, 128, 0)",
];
const AUTHORIZED = { status: "authorized" };

const SHOP: Record<string, ShopPage> = {
  card: {
    styled: GREEN_SHEET("card"),
    pay: (tab) => fillCard(tab, "4111111111111111"),
    payload: { type: "CreditCard", details: { lastFour: "1111", cardType: "Visa" } },
    transaction: { ...AUTHORIZED, last4: "1111" },
  },
  vaulted: {
    authorization: () => clientToken(`shop-${Date.now()}-${Math.random().toString(36).slice(2)}`),
    styled: ['[data-braintree-id="methods-container"] > .braintree-method', "border-top-color", "rgb(0, 0, 200)"],
    // The shopper chooses the saved MasterCard (not the default Visa).
    pay: (tab) =>
      tab.locator('[data-braintree-id="methods-container"] > .braintree-method', { hasText: "4444" }).click(),
    selected: true,
    payload: { type: "CreditCard", vaulted: true, details: { lastFour: "4444" } },
    transaction: { ...AUTHORIZED, last4: "4444" },
  },
  paypal: {
    styled: GREEN_SHEET("paypal"),
    pay: (tab) => approveInPopup(tab, "paypal"),
    selected: true,
    payload: { type: "PayPalAccount" },
    transaction: AUTHORIZED,
  },
  venmo: {
    styled: GREEN_SHEET("venmo"),
    pay: (tab) => approveInVenmo(tab, tab.context()),
    selected: true,
    payload: { type: "VenmoAccount" },
    transaction: AUTHORIZED,
  },
  googlePay: {
    styled: GREEN_SHEET("googlePay"),
    pay: (tab) => payInWalletSheet(tab, "googlePay"),
    selected: true,
    payload: { type: "AndroidPayCard" },
    transaction: AUTHORIZED,
  },
  applePay: {
    styled: GREEN_SHEET("applePay"),
    pay: (tab) => payInWalletSheet(tab, "applePay"),
    selected: true,
    payload: { type: "ApplePayCard" },
    transaction: AUTHORIZED,
  },
  threeDSecure: {
    authorization: () => clientToken(),
    styled: GREEN_SHEET("card"),
    pay: (tab) => fillCard(tab, "4000000000001091"),
    during: passChallenge,
    payload: { type: "CreditCard", liabilityShifted: true, liabilityShiftPossible: true },
    transaction: AUTHORIZED,
  },
};

/**
 * The merchant's checkout page for `method`, from npm or by script tag: Drop-in's and the merchant's stylesheets apply
 * (the merchant's overrides of `.braintree-*` rules win), the shopper pays, the nonce is sold.
 */
async function payOnShop(via: "npm" | "script-tag", method: string): Promise<void> {
  const shopPage = SHOP[method] as ShopPage;
  const { page: tab, problems } = await open(`/shop/${via}?method=${method}`, await shopPage.authorization?.());
  await ready(tab, problems);
  // Drop-in's own stylesheet is in (its link from the asset host loaded), and the merchant's rules win over it.
  await tab.waitForFunction(
    () => document.querySelector<HTMLLinkElement>("#braintree-dropin-stylesheet")?.sheet != null,
  );
  expect(await tab.$eval("#braintree-dropin-stylesheet", (link) => (link as HTMLLinkElement).href)).toBe(
    `${installed().assets}/web/dropin/1.48.0/css/dropin.css`,
  );
  expect(await styleOf(tab, '[data-braintree-id="choose-a-way-to-pay"]', "font-size")).toBe("22px");
  const [selector, property, value] = shopPage.styled;
  await tab.waitForSelector(selector, { state: "attached" });
  expect(await styleOf(tab, selector, property)).toBe(value);
  await shopPage.pay(tab);
  if (shopPage.selected)
    await tab.waitForFunction(
      () =>
        (
          window as unknown as { events: Array<{ name: string; event?: { paymentMethodIsSelected?: boolean } }> }
        ).events.some(
          ({ name, event }) => name === "paymentMethodRequestable" && event?.paymentMethodIsSelected === true,
        ),
      undefined,
      { timeout: 30000 },
    );
  const outcome = await purchase(tab, shopPage.during);
  expect(outcome).toMatchObject({ nonce: expect.any(String), ...shopPage.payload });
  expect(await sell(outcome.nonce)).toMatchObject({ success: true, transaction: shopPage.transaction });
  expect(quietConsole(problems)).toEqual([]);
}

describe("an app that installs paykit's braintree-web-drop-in with the doc's package.json", () => {
  it("gets one paykit, deduped for Drop-in, from the tarballs and not from the registry", async () => {
    const { stdout } = await run("npm", ["ls", "--all", "--json"], { cwd: app, env: registry?.env });
    const tree = JSON.parse(stdout) as {
      dependencies: Record<string, { version: string; dependencies?: Record<string, { version: string }> }>;
    };
    expect(tree.dependencies["braintree-web"]?.version).toBe("3.132.0");
    expect(tree.dependencies["braintree-web-drop-in"]?.version).toBe("1.48.0");
    expect(tree.dependencies["braintree-web-drop-in"]?.dependencies?.["braintree-web"]?.version).toBe("3.132.0");
    expect(existsSync(join(app, "node_modules", "braintree-web-drop-in", "node_modules"))).toBe(false);
    expect(registry?.downloads.filter((download) => /^paykit/.test(download))).toEqual([]);
  });

  it("gives Drop-in's module to Node's require and import", async () => {
    const script =
      'const dropin = require("braintree-web-drop-in");' +
      'import("braintree-web-drop-in").then((esm) => console.log(dropin.VERSION, typeof dropin.create, typeof dropin.default.create, typeof esm.create, esm.default.create === esm.create));';
    const { stdout } = await run(process.execPath, ["--input-type=commonjs", "-e", script], { cwd: app });
    expect(stdout.trim()).toBe("1.48.0 function function function true");
  });

  it("is bundled with paykit's kernel once when the app imports paykit and requires Drop-in (esbuild, webpack)", async () => {
    const kernels = Object.keys(metafile?.inputs ?? {}).filter((input) =>
      /^node_modules\/braintree-web\/dist\/npm\/development\/.*\.c?js$/.test(input),
    );
    expect(kernels.some((input) => input.endsWith(".cjs"))).toBe(false);
    for (const bundle of ["esbuild/one-kernel.js", "webpack/one-kernel.js"]) {
      const chunks = bundle.startsWith("esbuild")
        ? Object.keys(metafile?.outputs ?? {}).filter((output) => output.endsWith(".js"))
        : [bundle];
      const text = (await Promise.all(chunks.map((chunk) => readFile(join(app, chunk), "utf8")))).join("\n");
      expect(text.split(KERNEL_MARKER).length - 1, bundle).toBe(1);
    }
  });

  it("creates Drop-in's errors from the BraintreeError class the app imported (one kernel at run time)", async () => {
    for (const bundler of ["esbuild", "webpack"]) {
      const { page: tab } = await open(`/one-kernel/${bundler}`);
      await tab.waitForFunction(() => (window as { oneKernel?: unknown }).oneKernel !== undefined, undefined, {
        timeout: 30000,
      });
      expect(await tab.evaluate(() => (window as { oneKernel?: unknown }).oneKernel), bundler).toEqual({
        code: "DROPIN_AUTHORIZATION_REQUIRED",
        sameClass: true,
      });
    }
  });

  it("starts the sandbox installed with paykit, which serves paykit's own Drop-in styles", async () => {
    expect(installed().banner).toContain(
      `\n  Drop-in styles     paykit's own (the braintree-web-drop-in in ${join(app, "node_modules", "braintree-web-drop-in")} is paykit's)\n`,
    );
    const served = await fetch(`${installed().assets}/web/dropin/1.48.0/css/dropin.css`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(
      await readFile(join(app, "node_modules", "braintree-web-drop-in", "dropin.css"), "utf8"),
    );
  });
});

describe("Drop-in's merchant pages on paykit", () => {
  it("pays by card on the page written for Drop-in from npm, bundled against paykit's package: a nonce, then a sale", async () => {
    const { page: tab, problems } = await open("/npm");
    const outcome = await payByCard(tab, problems);
    expect(outcome).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
    expect(await sell(outcome.nonce)).toMatchObject({
      success: true,
      transaction: { status: "authorized", last4: "1111" },
    });
    expect(quietConsole(problems)).toEqual([]);
  });

  it("pays by card on Drop-in's script-tag page with only the host changed (web/dropin/1.48.0/js/dropin.min.js)", async () => {
    const { page: tab, problems } = await open("/script-tag");
    expect(await tab.evaluate(() => document.querySelector("body script[src]")?.getAttribute("src"))).toBe(
      `${installed().assets}/web/dropin/1.48.0/js/dropin.min.js`,
    );
    expect(await payByCard(tab, problems)).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
    // Like Drop-in's own script, the bundle carries its client (paykit's kernel): no client.min.js was fetched, and
    // the card's parts came, pinned, from the release's own directory.
    const scripts = await tab.evaluate(() =>
      [...document.scripts].map((script) => ({ src: script.src, integrity: script.integrity })),
    );
    expect(scripts.map((script) => script.src)).not.toContain(`${installed().assets}/web/3.132.0/js/client.min.js`);
    expect(scripts).toContainEqual({
      src: `${installed().assets}/web/3.132.0/js/hosted-fields.min.js`,
      integrity: expect.stringMatching(/^sha256-/),
    });
    expect(quietConsole(problems)).toEqual([]);
  });
});

describe("a Drop-in merchant's checkout page with its own selectors and stylesheet, one page per way to pay", () => {
  const METHODS = ["card", "vaulted", "paypal", "venmo", "googlePay", "applePay", "threeDSecure"];
  const NAMES: Record<string, string> = {
    card: "by card",
    vaulted: "with a saved method the shopper chooses (a client token with a customer id)",
    paypal: "with PayPal (approved in PayPal's window)",
    venmo: "with Venmo (approved in the Venmo app)",
    googlePay: "with Google Pay",
    applePay: "with Apple Pay",
    threeDSecure: "by card with 3-D Secure (the issuer's challenge passed)",
  };
  for (const via of ["npm", "script-tag"] as const)
    for (const method of METHODS)
      it(`pays ${NAMES[method]} on the page ${via === "npm" ? "bundled from npm against paykit's package" : "by script tag with only the host changed"}: a nonce, then a sale`, async () => {
        await payOnShop(via, method);
      });
});

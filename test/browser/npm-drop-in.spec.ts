// paykit as an npm drop-in for braintree-web: merchant apps written as the provider's npm documentation teaches,
// and the provider's own Drop-in UI built from its npm source (lib/, views/, not its bundled dist/), with
// `braintree-web` aliased to paykit's packed tarball (as `"braintree-web": "npm:paykit"` installs it), bundled
// with esbuild, Vite and webpack, and paid in Chromium against the sandbox.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { build as esbuild } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { recordConsole, useKeptPages } from "../support/browser.js";
import { ROOT } from "../support/fixtures.js";
import { buildWithVite, buildWithWebpack } from "../support/bundlers.js";
import { installTarball, pack } from "../support/fresh-app.js";
import { fillField } from "../support/page.js";
import { decideInSimulator, popupFrom } from "../support/popups.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
// One page handed from test to test (reset between them: about:blank, its pop-ups closed, cookies and cache gone).
const pages = useKeptPages();

const FIXTURES = ["card", "three-d-secure", "paypal-venmo"] as const;
const BUNDLERS = ["esbuild", "vite", "webpack"] as const;
type Bundler = (typeof BUNDLERS)[number];

let app: string;
let server: Server | undefined;
let merchantUrl: string;

/** The packages the apps need besides braintree-web, linked from this repository as an install would provide them. */
const DROP_IN_DEPENDENCIES = [
  "@braintree/asset-loader",
  "@braintree/browser-detection",
  "@braintree/event-emitter",
  "@braintree/uuid",
  "@braintree/wrap-promise",
];

async function buildWithEsbuild(): Promise<void> {
  await esbuild({
    absWorkingDir: app,
    entryPoints: Object.fromEntries(FIXTURES.map((name) => [name, join(app, "src", `${name}.js`)])),
    outdir: join(app, "esbuild"),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    conditions: ["development"],
    logLevel: "silent",
  });
}

/**
 * braintree-web-drop-in 1.48 from its npm source: its package copied into the app (so its `require("braintree-web/…")`
 * resolve to the alias, not to the provider's SDK it was published with), bundled by esbuild from `index.js`.
 */
async function buildDropIn(): Promise<void> {
  const target = join(app, "node_modules", "braintree-web-drop-in");
  await cp(join(ROOT, "node_modules", "braintree-web-drop-in"), target, {
    recursive: true,
    filter: (source) =>
      !source.includes(join("braintree-web-drop-in", "node_modules")) &&
      !source.includes(join("braintree-web-drop-in", "dist")),
  });
  await esbuild({
    absWorkingDir: app,
    stdin: {
      contents:
        'import dropin from "braintree-web-drop-in";\nwindow.braintree = Object.assign(window.braintree || {}, { dropin });\n',
      resolveDir: app,
    },
    outfile: join(app, "dropin", "dropin.js"),
    bundle: true,
    format: "iife",
    target: "es2022",
    conditions: ["development"],
    // Its source was written for browserify, which provides `global`.
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    logLevel: "silent",
  });
}

const CARD_BODY =
  `<form id="checkout"><label>Card number<div id="card-number"></div></label><label>CVV<div id="cvv"></div></label>` +
  `<label>Expiration date<div id="expiration-date"></div></label><button type="submit" id="pay">Pay</button></form>`;
const WALLET_BODY = `<div id="paypal-button"></div><button type="button" id="venmo-button">Venmo</button>`;
const DROP_IN_BODY =
  // No stylesheet: Drop-in links its own from the sandbox's asset server, which serves this repository's braintree-web-drop-in.
  `<div id="dropin-container"></div><button id="submit-button">Purchase</button>` +
  `<script src="/dropin/dropin.js"></script>` +
  `<script>
     var button = document.querySelector("#submit-button");
     braintree.dropin.create({ authorization: window.AUTHORIZATION, container: "#dropin-container", threeDSecure: window.THREE_D_SECURE || false },
       function (createErr, instance) {
         if (createErr) { window.outcome = { error: createErr.code || String(createErr) }; return; }
         window.ready = true;
         button.addEventListener("click", function () {
           instance.requestPaymentMethod(window.THREE_D_SECURE ? { threeDSecure: { amount: "10.00", email: "test@example.com" } } : undefined,
             function (err, payload) {
               window.outcome = err ? { error: err.message } : { nonce: payload.nonce, type: payload.type, liabilityShifted: payload.liabilityShifted };
             });
         });
       });
   </script>`;

/** The merchant's pages: one per fixture and bundler (`/<bundler>/<fixture>`), the Drop-in page, and the built files. */
function page(pathname: string): string | undefined {
  const [, bundler, fixture] = /^\/(esbuild|vite|webpack)\/([\w-]+)$/.exec(pathname) ?? [];
  const body =
    fixture === "card" || fixture === "three-d-secure"
      ? CARD_BODY
      : fixture === "paypal-venmo"
        ? WALLET_BODY
        : undefined;
  if (pathname === "/drop-in")
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drop-in</title></head><body>${DROP_IN_BODY}</body></html>`;
  if (!bundler || !body) return undefined;
  const script =
    bundler === "webpack"
      ? `<script src="/webpack/${fixture}.js"></script>`
      : `<script type="module" src="/${bundler}/${fixture}.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>${body}${script}</body></html>`;
}

const TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

async function startMerchant(): Promise<void> {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://merchant.invalid").pathname;
    const html = page(pathname);
    if (html) {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    if (pathname === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    if (!/^\/(esbuild|vite|webpack|dropin)\/[\w-]+(\/[\w-]+)*(\.[\w-]+)*\.(js|css)$/.test(pathname)) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(app, pathname)).then(
      (content) =>
        response
          .writeHead(200, { "Content-Type": TYPES[extname(pathname)] ?? "application/octet-stream" })
          .end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  merchantUrl = `http://127.0.0.1:${(server?.address() as { port: number }).port}`;
}

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-braintree-web-"));
  const tarball = await pack(app);
  await installTarball(app, tarball, DROP_IN_DEPENDENCIES, "braintree-web");
  await mkdir(join(app, "src"), { recursive: true });
  for (const name of FIXTURES)
    await cp(join(ROOT, "test/fixtures/braintree-web", `${name}.js`), join(app, "src", `${name}.js`));
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "shop", private: true, type: "module", dependencies: { "braintree-web": "npm:paykit" } }),
  );
  const entries = Object.fromEntries(FIXTURES.map((name) => [name, `src/${name}.js`]));
  await Promise.all([
    buildWithEsbuild(),
    buildWithVite({ app, entries, outDir: "vite" }),
    buildWithWebpack({ app, entries, outDir: "webpack" }),
    buildDropIn(),
  ]);
  await startMerchant();
}, 240000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (app) await rm(app, { recursive: true, force: true });
});

/** Opens a merchant page on a page as good as new, with the page's authorization and the sandbox gateway set before any script. */
async function open(
  path: string,
  authorization: string,
  extra: Record<string, unknown> = {},
): Promise<{ page: Page; problems: string[] }> {
  const tab = await pages.page({});
  const problems = recordConsole(tab);
  tab.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await pages.beforeScripts(
    tab,
    ({ authorization, gateway, extra }) => {
      Object.assign(window, { AUTHORIZATION: authorization, __PAYKIT_DEVELOPMENT_GATEWAY__: gateway, ...extra });
    },
    { authorization, gateway: sandbox().gatewayUrl, extra },
  );
  await tab.goto(`${merchantUrl}${path}`);
  await tab
    .waitForFunction(
      () =>
        (window as { ready?: boolean; outcome?: unknown }).ready === true ||
        (window as { outcome?: unknown }).outcome !== undefined,
      undefined,
      {
        timeout: 30000,
      },
    )
    .catch((error: Error) => {
      throw new Error(`${path} never became ready: ${problems.join(" | ")}`, { cause: error });
    });
  return { page: tab, problems };
}

async function outcome(tab: Page): Promise<Record<string, unknown>> {
  await tab.waitForFunction(() => (window as { outcome?: unknown }).outcome !== undefined, undefined, {
    timeout: 30000,
  });
  return tab.evaluate(() => (window as unknown as { outcome: Record<string, unknown> }).outcome);
}

async function typeCard(tab: Page, number: string): Promise<void> {
  await fillField(tab, "number", number);
  await fillField(tab, "cvv", "123");
  await fillField(tab, "expirationDate", `12${String(new Date().getFullYear() + 2).slice(2)}`);
}

/** The Drop-in asks for the postal code too: the sandbox merchant's configuration has the postal_code challenge. */
async function typeDropInCard(tab: Page, number: string): Promise<void> {
  await typeCard(tab, number);
  await fillField(tab, "postalCode", "12345");
}

describe.each(BUNDLERS)("an app bundled with %s", (bundler: Bundler) => {
  it("pays by card through braintree-web/client and braintree-web/hosted-fields", async () => {
    const { page: tab, problems } = await open(`/${bundler}/card`, sandbox().tokenizationKey);
    await typeCard(tab, "4111111111111111");
    await tab.click("#pay");
    expect(await outcome(tab)).toMatchObject({ nonce: expect.any(String), type: "CreditCard", lastFour: "1111" });
    expect(problems).toEqual([]);
  });

  it("verifies the card with braintree-web/three-d-secure and sends device data from braintree-web/data-collector", async () => {
    const { page: tab } = await open(`/${bundler}/three-d-secure`, await sandbox().createClientToken());
    await typeCard(tab, "4000000000001000");
    await tab.click("#pay");
    const result = await outcome(tab);
    expect(result).toMatchObject({ nonce: expect.any(String), liabilityShifted: true });
    expect(JSON.parse(String(result.deviceData))).toMatchObject({ correlation_id: expect.any(String) });
  });

  it("pays with braintree-web/paypal-checkout through the PayPal SDK's buttons, and creates braintree-web/venmo", async () => {
    const { page: tab } = await open(`/${bundler}/paypal-venmo`, sandbox().tokenizationKey);
    const popup = await popupFrom(tab, () => tab.click("#paypal-button button"));
    await decideInSimulator(popup, "approve");
    expect(await outcome(tab)).toMatchObject({ nonce: expect.any(String), type: "PayPalAccount" });
  });
});

describe("braintree-web-drop-in 1.48, built from its npm source against paykit", () => {
  it("pays by card with a tokenization key", async () => {
    const { page: tab, problems } = await open("/drop-in", sandbox().tokenizationKey);
    await typeDropInCard(tab, "4111111111111111");
    await tab.click("#submit-button");
    expect(await outcome(tab)).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
    expect(
      await tab.evaluate(() => document.querySelector<HTMLLinkElement>("#braintree-dropin-stylesheet")?.href),
    ).toBe(`${sandbox().assetsUrl}/web/dropin/1.48.0/css/dropin.css`);
    expect(problems).toEqual([]);
  });

  it("pays by card with a client token", async () => {
    const { page: tab } = await open("/drop-in", await sandbox().createClientToken());
    await typeDropInCard(tab, "4111111111111111");
    await tab.click("#submit-button");
    expect(await outcome(tab)).toMatchObject({ nonce: expect.any(String), type: "CreditCard" });
  });

  it("completes a 3-D Secure challenge the issuer asks for", async () => {
    const { page: tab } = await open("/drop-in", await sandbox().createClientToken(), { THREE_D_SECURE: true });
    await typeDropInCard(tab, "4000000000001091");
    await tab.click("#submit-button");
    const challenge = tab.frameLocator("#Cardinal-CCA-IFrame");
    await challenge.locator('button[value="pass"]').click({ timeout: 30000 });
    expect(await outcome(tab)).toMatchObject({ nonce: expect.any(String), type: "CreditCard", liabilityShifted: true });
  });
});

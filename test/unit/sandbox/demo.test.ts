// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type Json, decodeClientToken, fetchConfiguration, useSandbox } from "./support.js";

const sandbox = useSandbox();

async function page(): Promise<{ response: Response; html: string }> {
  const response = await fetch(sandbox().demoUrl);
  return { response, html: await response.text() };
}

describe("demo merchant page", () => {
  it("is served as UTF-8 HTML", async () => {
    const { response } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("has every placeholder replaced", async () => {
    const { html } = await page();
    expect(html).not.toContain("{{");
    expect(html).toContain(sandbox().gatewayUrl);
    expect(html).toContain(sandbox().assetsUrl);
  });

  it("passes the URLs and the tokenization key in a JSON config block", async () => {
    const { html } = await page();
    const block = /<script type="application\/json" id="sandbox-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? "null")).toEqual({
      gatewayUrl: sandbox().gatewayUrl,
      assetsUrl: sandbox().assetsUrl,
      tokenizationKey: sandbox().tokenizationKey,
    });
  });

  it("loads demo.js, then the client and Hosted Fields bundles from the assets origin", async () => {
    const { html } = await page();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.slice(0, 3)).toEqual([
      "/demo.js",
      `${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`,
      `${sandbox().assetsUrl}/web/3.132.0/js/hosted-fields.min.js`,
    ]);
  });

  it("has a card form with field containers, a Pay button and the nonce output", async () => {
    const { html } = await page();
    for (const id of ["card-number", "card-expiration", "card-cvv", "card-postal-code"]) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<button type="submit" id="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<output id="nonce"/);
  });

  it("loads the wallet simulators and wallet bundles from the assets origin, then wallets.js", async () => {
    const { html } = await page();
    const block = html.slice(html.indexOf("Wallets (simulated, sandbox): begin"), html.indexOf("Wallets (simulated, sandbox): end"));
    const sources = [...block.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    const assets = sandbox().assetsUrl;
    expect(sources).toEqual([
      ...["apple-pay", "google-pay", "payment-request", "visa-checkout"].map((name) => `${assets}/simulators/${name}.js`),
      ...["apple-pay", "google-payment", "payment-request", "visa-checkout"].map((dir) => `${assets}/web/3.132.0/js/${dir}.min.js`),
      "/wallets.js",
    ]);
  });

  it("labels every wallet section as a simulated wallet (sandbox)", async () => {
    const { html } = await page();
    const sections = [...html.matchAll(/<article class="wallet" data-wallet="([^"]+)">[\s\S]*?<\/article>/g)];
    expect(sections.map((match) => match[1])).toEqual(["apple-pay", "google-payment", "payment-request", "visa-checkout"]);
    for (const [section] of sections) expect(section).toContain("simulated wallet (sandbox)");
  });

  it("serves the Local Payment, SEPA and Instant Verification demo scripts as JavaScript", async () => {
    const { html } = await page();
    for (const [file, bundle] of [["local-payment", "local-payment.min.js"], ["sepa", "sepa.min.js"], ["instant-verification", "instant-verification.min.js"]]) {
      expect(html).toContain(`<script src="/${file}.js"></script>`);
      const response = await fetch(`${sandbox().demoUrl}/${file}.js`);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await response.text()).toContain(bundle);
    }
  });

  it("serves wallets.js and wallets.css", async () => {
    const script = await fetch(`${sandbox().demoUrl}/wallets.js`);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("braintree.applePay.create");
    const styles = await fetch(`${sandbox().demoUrl}/wallets.css`);
    expect(styles.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("has no inline scripts or inline event handlers", async () => {
    const { html } = await page();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/g)];
    expect(inlineScripts).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("has both create buttons, the configuration output and the error alert", async () => {
    const { html } = await page();
    expect(html).toContain("Create client (tokenization key)");
    expect(html).toContain("Create client (client token)");
    expect(html).toMatch(/<pre id="configuration"/);
    expect(html).toMatch(/<p id="error" role="alert">/);
  });

  it("serves demo.js as JavaScript that sets the development gateway", async () => {
    const response = await fetch(`${sandbox().demoUrl}/demo.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("__PAYKIT_DEVELOPMENT_GATEWAY__");
  });

  it("mints a working client token at /client-token", async () => {
    const response = await fetch(`${sandbox().demoUrl}/client-token`);
    const body: Json = await response.json();
    const token = decodeClientToken(body.clientToken);
    expect(token.merchantId).toBe(sandbox().merchantId);
    const configuration = await fetchConfiguration(sandbox(), { authorizationFingerprint: token.authorizationFingerprint });
    expect(configuration.status).toBe(200);
  });

  it("serves paypal.js after the client bundle, as JavaScript", async () => {
    const { html } = await page();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.indexOf("/paypal.js")).toBeGreaterThan(sources.indexOf(`${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`));
    const response = await fetch(`${sandbox().demoUrl}/paypal.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("paypal-checkout.min.js");
  });

  it("answers 404 for other paths", async () => {
    expect((await fetch(`${sandbox().demoUrl}/nothing`)).status).toBe(404);
  });
});

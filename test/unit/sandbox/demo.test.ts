import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/fixtures.js";
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

  it("loads the method list and checkout.js, then the client bundle from the assets origin", async () => {
    const { html } = await page();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      "/methods/list.js",
      "/checkout.js",
      `${sandbox().assetsUrl}/web/3.132.0/js/client.min.js`,
    ]);
  });

  it("lays out an order summary, the payment methods (an accordion) and a developer panel with the nonce, error and logs", async () => {
    const { html } = await page();
    for (const id of [
      "order-items",
      "order-total",
      "methods",
      "message",
      "nonce",
      "nonce-details",
      "error",
      "request-log",
      "event-log",
      "test-amount",
      "latency",
      "fault",
    ]) {
      expect(html, id).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<p id="message" class="message" role="alert"/);
  });

  it("lists every payment method the demo shows, each in its own file served as JavaScript", async () => {
    const list = await (await fetch(`${sandbox().demoUrl}/methods/list.js`)).text();
    const ids = JSON.parse(/DEMO_METHODS = (\[[^\]]*\])/.exec(list)?.[1]?.replace(/,\s*\]/, "]") ?? "[]") as string[];
    expect(ids).toEqual(
      expect.arrayContaining([
        ...[
          "card",
          "american-express",
          "apple-pay",
          "google-payment",
          "payment-request",
          "visa-checkout",
          "paypal",
          "venmo",
          "unionpay",
        ],
        ...[
          "us-bank-account",
          "sepa",
          "local-payment",
          "instant-verification",
          "vault-manager",
          "payment-ready",
          "preferred-payment-methods",
        ],
      ]),
    );
    for (const id of ids) {
      const response = await fetch(`${sandbox().demoUrl}/methods/${id}.js`);
      expect(response.headers.get("content-type"), id).toBe("text/javascript; charset=utf-8");
      expect(await response.text(), id).toContain(`id: ${id === "card" ? '"card"' : "ID"}`);
    }
  });

  it("labels every wallet method as a simulated wallet (sandbox)", async () => {
    for (const id of ["apple-pay", "google-payment", "payment-request", "visa-checkout"]) {
      expect(await (await fetch(`${sandbox().demoUrl}/methods/${id}.js`)).text(), id).toContain(
        "Simulated wallet (sandbox)",
      );
    }
  });

  it("answers 404 for a method file that does not exist", async () => {
    expect((await fetch(`${sandbox().demoUrl}/methods/nothing.js`)).status).toBe(404);
  });

  it("serves the three pages with one body, each loading paykit its own way", async () => {
    const bodies = await Promise.all(
      ["/", "/loader", "/react"].map(async (path) => {
        const html = await (await fetch(`${sandbox().demoUrl}${path}`)).text();
        return { html, body: html.slice(html.indexOf("<body"), html.indexOf("</body>")).trimEnd() };
      }),
    );
    expect(bodies[1]?.body).toBe(bodies[0]?.body);
    expect(bodies[2]?.body).toBe(bodies[0]?.body);
    expect(bodies[0]?.html).toContain("/web/3.132.0/js/client.min.js");
    expect(bodies[1]?.html).toContain("/web/3.132.0/js/loader.min.js");
    expect(bodies[2]?.html).toContain('src="/app/react.js"');
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
    expect(html).toMatch(/<code id="error">/);
  });

  it("serves the card's add-ons (3-D Secure, Data Collector) as JavaScript", async () => {
    const response = await fetch(`${sandbox().demoUrl}/card-checks.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("window.demoCardChecks");
  });

  it("serves checkout.js as JavaScript that sets the development gateway", async () => {
    const response = await fetch(`${sandbox().demoUrl}/checkout.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("__PAYKIT_DEVELOPMENT_GATEWAY__");
  });

  it("mints a working client token at /client-token", async () => {
    const response = await fetch(`${sandbox().demoUrl}/client-token`);
    const body: Json = await response.json();
    const token = decodeClientToken(body.clientToken);
    expect(token.merchantId).toBe(sandbox().merchantId);
    const configuration = await fetchConfiguration(sandbox(), {
      authorizationFingerprint: token.authorizationFingerprint,
    });
    expect(configuration.status).toBe(200);
  });

  it("charges a nonce at POST /sale through the gateway's transaction sale", async () => {
    const response = await fetch(`${sandbox().demoUrl}/sale`, {
      method: "POST",
      body: JSON.stringify({ nonce: "fake-valid-nonce", amount: "10.00" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      success: true,
      transaction: { status: "authorized", amount: "10.00" },
    });
    expect(sandbox().requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /merchants/${sandbox().merchantId}/transactions`,
    );
  });

  it("answers a decline at POST /sale for the provider's decline amounts", async () => {
    const response = await fetch(`${sandbox().demoUrl}/sale`, {
      method: "POST",
      body: JSON.stringify({ nonce: "fake-valid-nonce", amount: "2000.00" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      success: false,
      message: "Do Not Honor",
      transaction: { status: "processor_declined" },
    });
  });

  it("passes the page's device data to the gateway's transaction sale", async () => {
    const deviceData = JSON.stringify({ correlation_id: "demo-correlation" });
    const response = await fetch(`${sandbox().demoUrl}/sale`, {
      method: "POST",
      body: JSON.stringify({ nonce: "fake-valid-nonce", amount: "10.00", deviceData }),
    });
    expect(response.status).toBe(201);
    const sale = sandbox()
      .requests.filter((request) => request.path === `/merchants/${sandbox().merchantId}/transactions`)
      .at(-1);
    expect(sale?.body).toMatchObject({ transaction: { deviceData } });
  });

  it("refuses device data that is not a string", async () => {
    const response = await fetch(`${sandbox().demoUrl}/sale`, {
      method: "POST",
      body: JSON.stringify({ nonce: "fake-valid-nonce", amount: "10.00", deviceData: 1 }),
    });
    expect(response.status).toBe(400);
  });

  it("refuses a sale body that is not JSON with nonce and amount", async () => {
    expect((await fetch(`${sandbox().demoUrl}/sale`, { method: "POST", body: "nonce=x" })).status).toBe(400);
    expect(
      (await fetch(`${sandbox().demoUrl}/sale`, { method: "POST", body: JSON.stringify({ nonce: 1, amount: "1" }) }))
        .status,
    ).toBe(400);
  });

  it("answers 404 for other paths", async () => {
    expect((await fetch(`${sandbox().demoUrl}/nothing`)).status).toBe(404);
  });
});

describe("React demo sources", () => {
  const folder = join(ROOT, "sandbox/demo/react");
  const sources = readdirSync(folder).filter((file) => /\.tsx?$/.test(file));
  const importsOf = (file: string) =>
    [...readFileSync(join(folder, file), "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1] as string);
  const imports = sources.flatMap(importsOf);

  it("imports the package's public entries, never the plugins' internal kernel entry", () => {
    expect(importsOf("main.tsx")).toContain("../../../kernel/public.js");
    expect(imports.filter((path) => path.includes("/kernel/") && path !== "../../../kernel/public.js")).toEqual([]);
  });

  it("imports nothing from the plain-JS method files of methods/, nor a namespace for them", () => {
    expect(imports.filter((path) => path.includes("methods/") || path.includes("plugins.generated"))).toEqual([]);
    expect(sources).not.toContain("plugins.generated.ts");
  });

  it("draws every method of the demo's list with a React section of its own", () => {
    const list = readFileSync(join(ROOT, "sandbox/demo/methods/list.js"), "utf8");
    const ids = [...list.matchAll(/^ {2}"([a-z-]+)",$/gm)].map((match) => match[1] as string);
    const main = readFileSync(join(folder, "main.tsx"), "utf8");
    const sections = /const SECTIONS: MethodSpec\[\] = \[([^\]]*)\]/.exec(main)?.[1]?.match(/\w+/g) ?? [];
    const drawn = sources.flatMap((file) =>
      [...readFileSync(join(folder, file), "utf8").matchAll(/\bid: "([a-z-]+)"|\bconst ID = "([a-z-]+)"/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect(ids.length).toBe(18);
    expect(sections).toHaveLength(ids.length);
    expect(drawn).toEqual(expect.arrayContaining(ids));
  });
});

import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/fixtures.js";
import { CARDS_ONLY_MERCHANT, FULL_MERCHANT, type Json, decodeClientToken, useSandbox } from "./support.js";

const sandbox = useSandbox();

describe("client tokens", () => {
  it("mints base64 JSON with the fields the client reads", async () => {
    const { gatewayUrl, assetsUrl } = sandbox();
    const token = decodeClientToken(await sandbox().createClientToken());
    expect(token).toEqual({
      version: 2,
      authorizationFingerprint: expect.any(String),
      configUrl: `${gatewayUrl}/merchants/${FULL_MERCHANT}/client_api/v1/configuration`,
      graphQL: { url: `${gatewayUrl}/graphql`, date: "2018-05-08" },
      environment: "development",
      merchantId: FULL_MERCHANT,
      clientApiUrl: `${gatewayUrl}/merchants/${FULL_MERCHANT}/client_api`,
      assetsUrl,
      challenges: ["cvv", "postal_code"],
      analytics: { url: `${gatewayUrl}/xoplatform/logger/api/logger` },
    });
  });

  it("uses the requested GraphQL date so the client can be sent to the classic configuration", async () => {
    const token = decodeClientToken(await sandbox().createClientToken({ graphQLDate: "2019-01-01" }));
    expect(token.graphQL.date).toBe("2019-01-01");
  });

  it("appends the customer id to the fingerprint as an &-separated piece", async () => {
    const token = decodeClientToken(await sandbox().createClientToken({ customerId: "customer-42" }));
    expect(token.authorizationFingerprint.split("&")).toContain("customer_id=customer-42");
  });

  it("mints a different fingerprint every time", async () => {
    const first = decodeClientToken(await sandbox().createClientToken());
    const second = decodeClientToken(await sandbox().createClientToken());
    expect(first.authorizationFingerprint).not.toBe(second.authorizationFingerprint);
  });

  it("mints tokens for another merchant with that merchant's URLs and challenges", async () => {
    const token = decodeClientToken(await sandbox().createClientToken({ merchantId: CARDS_ONLY_MERCHANT }));
    expect(token.merchantId).toBe(CARDS_ONLY_MERCHANT);
    expect(token.configUrl).toContain(`/merchants/${CARDS_ONLY_MERCHANT}/`);
    expect(token.challenges).toEqual([]);
  });

  it("refuses to mint a token for a merchant it does not know", async () => {
    await expect(sandbox().createClientToken({ merchantId: "nobody" })).rejects.toThrow(/nobody/);
  });

  it("mints client tokens over POST /client_token", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/client_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ merchantId: CARDS_ONLY_MERCHANT, customerId: "7" }),
    });
    const body: Json = await response.json();
    expect(response.status).toBe(201);
    expect(decodeClientToken(body.clientToken)).toMatchObject({ merchantId: CARDS_ONLY_MERCHANT });
  });

  it("answers 404 on POST /client_token for an unknown merchant", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/client_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ merchantId: "nobody" }),
    });
    expect(response.status).toBe(404);
  });

  it("keeps the tokenization key in the development_<id>_<merchantId> form", () => {
    expect(sandbox().tokenizationKey).toMatch(new RegExp(`^development_[a-zA-Z0-9]+_${FULL_MERCHANT}$`));
    expect(sandbox().merchantId).toBe(FULL_MERCHANT);
  });
});

describe('docs/payment-methods.md "Getting a client token"', () => {
  const readme = readFileSync(join(ROOT, "docs", "payment-methods.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Getting a client token"),
    readme.indexOf("## 3-D Secure, Data Collector and Fastlane"),
  );
  const DOCUMENTED_GATEWAY = "http://127.0.0.1:4400";

  /** The documented snippet, pointed at this test's sandbox instead of the default port. */
  const asWritten = (code: string) => code.replaceAll(DOCUMENTED_GATEWAY, sandbox().gatewayUrl);

  it("documents a fetch of POST /client_token that, run as written, gets a client token for the customer", async () => {
    const code = /```js\n(const response = await fetch\("http:\/\/127\.0\.0\.1:4400\/client_token"[\s\S]*?)```/.exec(
      section,
    )?.[1];
    expect(code).toBeDefined();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the documented snippet, run as written
    const run = new Function(
      "fetch",
      `return (async () => {\n${asWritten(code ?? "")}\nreturn { status: response.status, clientToken };\n})();`,
    ) as (fetch: typeof globalThis.fetch) => Promise<{ status: number; clientToken: string }>;
    const { status, clientToken } = await run(fetch);
    expect(status).toBe(201);
    const token = decodeClientToken(clientToken);
    expect(token.authorizationFingerprint).toMatch(/&customer_id=customer-42$/);
    expect(token.configUrl).toBe(`${sandbox().gatewayUrl}/merchants/${FULL_MERCHANT}/client_api/v1/configuration`);
  });

  it("documents a curl command that, run as written, answers the same", async () => {
    const command = /`(curl -X POST http:\/\/127\.0\.0\.1:4400\/client_token[^`]*)`/.exec(section)?.[1];
    expect(command).toBeDefined();
    const { stdout } = await promisify(execFile)("sh", ["-c", asWritten(command ?? "").replace(/\n/g, " ")]);
    expect(
      decodeClientToken((JSON.parse(stdout) as { clientToken: string }).clientToken).authorizationFingerprint,
    ).toMatch(/&customer_id=customer-42$/);
  });

  it("names every option the endpoint reads", () => {
    for (const field of ["merchantId", "customerId", "graphQLDate", "failOnDuplicatePaymentMethod", "expired"]) {
      expect(section).toContain(`| \`${field}\` |`);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
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

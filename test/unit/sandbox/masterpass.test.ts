import { describe, expect, it } from "vitest";
import { CARDS_ONLY_KEY, CARDS_ONLY_MERCHANT, type Json, useSandbox } from "./support.js";

const sandbox = useSandbox();
const CALLBACK = "http://127.0.0.1:4401/web/3.132.0/html/redirect-frame.min.html";

async function post(
  endpoint: string,
  body: Record<string, unknown>,
  merchantId = sandbox().merchantId,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}/merchants/${merchantId}/client_api/v1/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokenizationKey: sandbox().tokenizationKey, ...body }),
  });
  return { status: response.status, body: await response.json() };
}

function requestToken(overrides: Record<string, unknown> = {}) {
  return post("masterpass/request_token", {
    requestToken: {
      originUrl: "http://127.0.0.1",
      subtotal: "10.00",
      currencyCode: "USD",
      callbackUrl: CALLBACK,
      ...overrides,
    },
  });
}

async function decide(token: string, decision: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(
    `${sandbox().gatewayUrl}/simulators/masterpass/decide?oauth_token=${token}&decision=${decision}`,
    { redirect: "manual" },
  );
  return { status: response.status, location: new URL(response.headers.get("location") ?? "/", sandbox().gatewayUrl) };
}

describe("masterpass/request_token", () => {
  it("answers 201 with a request token", async () => {
    const { status, body } = await requestToken();
    expect(status).toBe(201);
    expect(body).toEqual({ requestToken: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it("refuses a missing subtotal with 422", async () => {
    const { status, body } = await requestToken({ subtotal: undefined });
    expect(status).toBe(422);
    expect(body.fieldErrors[0].fieldErrors[0]).toMatchObject({ field: "subtotal" });
  });

  it("refuses an unsupported currency", async () => {
    expect((await requestToken({ currencyCode: "ABC" })).status).toBe(422);
  });

  it("refuses a merchant without Masterpass", async () => {
    const { status } = await post(
      "masterpass/request_token",
      {
        tokenizationKey: CARDS_ONLY_KEY,
        requestToken: { originUrl: "http://x", subtotal: "1.00", currencyCode: "USD", callbackUrl: CALLBACK },
      },
      CARDS_ONLY_MERCHANT,
    );
    expect(status).toBe(422);
  });
});

describe("Masterpass simulator", () => {
  it("shows the subtotal with a clear simulator label", async () => {
    const { body } = await requestToken({ subtotal: "19.99", currencyCode: "GBP" });
    const page = await (
      await fetch(`${sandbox().gatewayUrl}/simulators/masterpass/checkout?oauth_token=${body.requestToken}`)
    ).text();
    expect(page).toContain("Masterpass simulator — paykit local sandbox");
    expect(page).toContain("19.99 GBP");
  });

  it("returns success, the token, a verifier and a checkout resource to the callback URL", async () => {
    const { body } = await requestToken();
    const { status, location } = await decide(body.requestToken, "approve");
    expect(status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      mpstatus: "success",
      oauth_token: body.requestToken,
      oauth_verifier: expect.stringMatching(/^[0-9a-f]{40}$/),
      checkout_resource_url: expect.stringContaining("/simulators/masterpass/v6/checkout/"),
    });
  });

  it("returns mpstatus cancel when the shopper cancels", async () => {
    const { body } = await requestToken();
    const { location } = await decide(body.requestToken, "cancel");
    expect(Object.fromEntries(location.searchParams)).toEqual({ mpstatus: "cancel", oauth_token: body.requestToken });
  });
});

describe("payment_methods/masterpass_cards", () => {
  async function approved() {
    const { body } = await requestToken();
    const { location } = await decide(body.requestToken, "approve");
    return Object.fromEntries(location.searchParams);
  }

  it("tokenizes the approved card", async () => {
    const parameters = await approved();
    const { status, body } = await post("payment_methods/masterpass_cards", {
      masterpassCard: {
        checkoutResourceUrl: parameters.checkout_resource_url,
        requestToken: parameters.oauth_token,
        verifierToken: parameters.oauth_verifier,
      },
    });
    expect(status).toBe(201);
    expect(body.masterpassCards[0]).toMatchObject({
      type: "MasterpassCard",
      nonce: expect.any(String),
      description: "ending in 44",
      details: { cardType: "MasterCard", lastFour: "4444", lastTwo: "44" },
    });
  });

  it("refuses a wrong verifier", async () => {
    const parameters = await approved();
    const { status, body } = await post("payment_methods/masterpass_cards", {
      masterpassCard: {
        checkoutResourceUrl: parameters.checkout_resource_url,
        requestToken: parameters.oauth_token,
        verifierToken: "nope",
      },
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe("Verifier token does not match");
  });

  it("refuses a checkout the shopper has not approved", async () => {
    const { body } = await requestToken();
    const { status } = await post("payment_methods/masterpass_cards", {
      masterpassCard: { requestToken: body.requestToken },
    });
    expect(status).toBe(422);
  });
});

import { describe, expect, it } from "vitest";
import { CARDS_ONLY_MERCHANT, type Json, useSandbox } from "./support.js";

const sandbox = useSandbox();

async function mint(body: Record<string, unknown>): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}/open_banking/jwt`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function decide(jwt: string, decision: string): Promise<URL> {
  const response = await fetch(
    `${sandbox().gatewayUrl}/simulators/open-banking/decide?ct=${jwt}&decision=${decision}`,
    { redirect: "manual" },
  );
  return new URL(response.headers.get("location") ?? "/", sandbox().gatewayUrl);
}

const decode = (value: string | null) => JSON.parse(Buffer.from(value ?? "", "base64").toString("utf8"));

describe("open banking sessions", () => {
  it("mints a three-part JWT for an http(s) return address", async () => {
    const { status, body } = await mint({ redirectUrl: "https://shop.example/back" });
    expect(status).toBe(201);
    expect(body.jwt.split(".")).toHaveLength(3);
  });

  it("refuses a return address that is not http(s), and a merchant without open banking", async () => {
    expect((await mint({ redirectUrl: "javascript:alert(1)" })).status).toBe(400);
    expect((await mint({ redirectUrl: "https://shop.example", merchantId: CARDS_ONLY_MERCHANT })).status).toBe(422);
  });

  it("returns success with a tokenized account, once", async () => {
    const { body } = await mint({ redirectUrl: "https://shop.example/back?x=1" });
    const back = await decide(body.jwt, "approve");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/back");
    expect(decode(back.searchParams.get("success"))).toMatchObject({
      tokenizedAccounts: [{ tokenized_account: expect.any(String) }],
    });
    const again = await fetch(
      `${sandbox().gatewayUrl}/simulators/open-banking/decide?ct=${body.jwt}&decision=approve`,
      { redirect: "manual" },
    );
    expect(again.status).toBe(401);
  });

  it("returns cancel and error as base64 JSON", async () => {
    const cancelled = await decide((await mint({ redirectUrl: "https://shop.example/back" })).body.jwt, "cancel");
    expect(decode(cancelled.searchParams.get("cancel"))).toEqual({ reason: "CUSTOMER_CANCELED" });
    const failed = await decide((await mint({ redirectUrl: "https://shop.example/back" })).body.jwt, "fail");
    expect(decode(failed.searchParams.get("error"))).toMatchObject({ reason: "BANK_AUTHORIZATION_FAILED" });
  });

  it("refuses a token it did not sign", async () => {
    const { body } = await mint({ redirectUrl: "https://shop.example/back" });
    const [header, payload] = body.jwt.split(".");
    const response = await fetch(`${sandbox().gatewayUrl}/simulators/open-banking/create?ct=${header}.${payload}.AAAA`);
    expect(response.status).toBe(401);
  });
});

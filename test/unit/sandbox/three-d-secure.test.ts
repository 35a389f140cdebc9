// The sandbox's 3-D Secure side: the lookup and JWT endpoints driven by the 3DS test cards, and the
// simulated Cardinal (Songbird.js, its /Init and the issuer's challenge page).
import { describe, expect, it } from "vitest";
import { FULL_MERCHANT, FUTURE_YEAR, useSandbox } from "./support.js";

const sandbox = useSandbox();
type Json = any;

async function fingerprint(): Promise<string> {
  const token = await sandbox().createClientToken();
  return JSON.parse(Buffer.from(token, "base64").toString("utf8")).authorizationFingerprint;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox().gatewayUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const api = (path: string) => `/merchants/${FULL_MERCHANT}/client_api/v1/${path}`;

async function cardNonce(auth: string, number: string): Promise<string> {
  const response = await post(api("payment_methods/credit_cards"), {
    authorizationFingerprint: auth,
    creditCard: {
      number,
      expirationMonth: "12",
      expirationYear: FUTURE_YEAR,
      cvv: "123",
      options: { validate: false },
    },
  });
  return response.body.creditCards[0].nonce;
}

async function lookup(number: string): Promise<{ status: number; body: Json; auth: string; nonce: string }> {
  const auth = await fingerprint();
  const nonce = await cardNonce(auth, number);
  return {
    ...(await post(api(`payment_methods/${nonce}/three_d_secure/lookup`), {
      authorizationFingerprint: auth,
      amount: "10.00",
    })),
    auth,
    nonce,
  };
}

async function decide(transactionId: string, decision: string): Promise<Response> {
  return fetch(
    `${sandbox().gatewayUrl}/simulators/cardinal/decide?format=json&decision=${decision}&transactionId=${transactionId}`,
  );
}

describe("3-D Secure lookup", () => {
  it.each([
    ["4000000000001000", "authenticate_successful", true, true],
    ["4000000000001018", "authenticate_failed", false, true],
    ["4000000000001026", "authenticate_attempt_successful", true, true],
    ["4000000000001083", "authentication_unavailable", false, false],
    ["5200000000001005", "authenticate_successful", true, true],
    ["4111111111111111", "lookup_not_enrolled", false, false],
  ])("answers the frictionless card %s with %s", async (number, status, liabilityShifted, liabilityShiftPossible) => {
    const { status: http, body, nonce } = await lookup(number);
    expect(http).toBe(201);
    expect(body.lookup.acsUrl).toBeNull();
    expect(body.threeDSecureInfo).toEqual({ liabilityShifted, liabilityShiftPossible });
    expect(body.paymentMethod).toMatchObject({ type: "CreditCard", threeDSecureInfo: { status, liabilityShifted } });
    expect(body.paymentMethod.nonce).not.toBe(nonce);
  });

  it("asks for a challenge on the gateway's issuer page for 4000000000001091", async () => {
    const { body } = await lookup("4000000000001091");
    expect(body.lookup).toMatchObject({
      acsUrl: `${sandbox().gatewayUrl}/simulators/cardinal/challenge`,
      transactionId: expect.any(String),
      pareq: expect.any(String),
    });
    expect(body.paymentMethod.threeDSecureInfo.status).toBe("challenge_required");
  });

  it("consumes the nonce it looks up", async () => {
    const { auth, nonce } = await lookup("4000000000001000");
    const again = await post(api(`payment_methods/${nonce}/three_d_secure/lookup`), {
      authorizationFingerprint: auth,
      amount: "1",
    });
    expect(again.status).toBe(404);
  });

  it("refuses a tokenization key with 403", async () => {
    const auth = await fingerprint();
    const nonce = await cardNonce(auth, "4000000000001000");
    const response = await post(api(`payment_methods/${nonce}/three_d_secure/lookup`), {
      tokenizationKey: sandbox().tokenizationKey,
      amount: "1",
    });
    expect(response.status).toBe(403);
  });

  it("refuses an amount that is not a number with 422", async () => {
    const auth = await fingerprint();
    const nonce = await cardNonce(auth, "4000000000001000");
    const response = await post(api(`payment_methods/${nonce}/three_d_secure/lookup`), {
      authorizationFingerprint: auth,
      amount: "ten",
    });
    expect(response.status).toBe(422);
  });
});

describe("authenticate_from_jwt", () => {
  it("upgrades the lookup nonce with the outcome the tester chose, once", async () => {
    const { body, auth } = await lookup("4000000000001091");
    const { jwt } = (await (await decide(body.lookup.transactionId, "pass")).json()) as { jwt: string };
    const path = api(`payment_methods/${body.paymentMethod.nonce}/three_d_secure/authenticate_from_jwt`);
    const first = await post(path, {
      authorizationFingerprint: auth,
      jwt,
      paymentMethodNonce: body.paymentMethod.nonce,
    });
    expect(first.status).toBe(201);
    expect(first.body.paymentMethod.threeDSecureInfo).toMatchObject({
      status: "authenticate_successful",
      liabilityShifted: true,
    });
    expect((await post(path, { authorizationFingerprint: auth, jwt })).status).toBe(422);
  });

  it("fails the challenge of 4000000000001109 even when the tester passes it", async () => {
    const { body, auth } = await lookup("4000000000001109");
    const { jwt } = (await (await decide(body.lookup.transactionId, "pass")).json()) as { jwt: string };
    const response = await post(
      api(`payment_methods/${body.paymentMethod.nonce}/three_d_secure/authenticate_from_jwt`),
      { authorizationFingerprint: auth, jwt },
    );
    expect(response.body.paymentMethod.threeDSecureInfo).toMatchObject({
      status: "authenticate_failed",
      liabilityShifted: false,
    });
  });

  it("refuses a JWT the sandbox did not sign with 422", async () => {
    const { body, auth } = await lookup("4000000000001091");
    const response = await post(
      api(`payment_methods/${body.paymentMethod.nonce}/three_d_secure/authenticate_from_jwt`),
      { authorizationFingerprint: auth, jwt: "a.b.c" },
    );
    expect(response.status).toBe(422);
  });
});

describe("the simulated Cardinal", () => {
  it("serves Songbird.js labelled as a simulator", async () => {
    const response = await fetch(`${sandbox().gatewayUrl}/simulators/cardinal/songbird.js`);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("SIMULATED Cardinal Songbird.js");
  });

  it("answers /Init without a JWT with Cardinal's error 10008", async () => {
    expect(await post("/simulators/cardinal/setup", {})).toEqual({
      status: 400,
      body: { ErrorNumber: 10008, ErrorDescription: "Songbird was initialized without a merchant JWT." },
    });
  });

  it("shows a challenge page labelled as a simulator, with pass, fail and cancel", async () => {
    const { body } = await lookup("4000000000001091");
    const html = await (
      await fetch(`${body.lookup.acsUrl}?transactionId=${body.lookup.transactionId}&origin=http://shop.example`)
    ).text();
    expect(html).toContain("simulator — paykit local sandbox");
    for (const decision of ["pass", "fail", "cancel"]) expect(html).toContain(`value="${decision}"`);
  });

  it("takes one decision per challenge", async () => {
    const { body } = await lookup("4000000000001091");
    expect((await decide(body.lookup.transactionId, "fail")).status).toBe(200);
    expect((await decide(body.lookup.transactionId, "pass")).status).toBe(409);
  });
});

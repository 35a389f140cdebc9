// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import type { Client } from "../../../../kernel/index.js";
import { threeDSecure, type ThreeDSecure, type VerifyCardOptions } from "../../../../plugins/three-d-secure/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { lastRequestTo, type Json } from "../support.js";
import {
  CHALLENGE,
  FRICTIONLESS,
  cardNonce,
  challengeResult,
  clientTokenClient,
  installCardinal,
  type FakeCardinal,
} from "./cardinal.js";

const sandbox = useSandbox();
let cardinal: FakeCardinal;
let stopLoading: () => void;
let client: Client;
let instance: ThreeDSecure;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  cardinal = installCardinal();
  stopLoading = loadScriptsInstantly();
  client = await clientTokenClient(sandbox());
  instance = await threeDSecure.create({ client, version: "2" });
});

afterEach(async () => {
  stopLoading();
  // Some tests tear the instance down themselves; a second teardown throws by design.
  await Promise.resolve()
    .then(() => instance.teardown())
    .catch(() => undefined);
  document.body.innerHTML = "";
});

const next = (_data: unknown, go: () => void) => go();

async function options(number: string, extra: Partial<VerifyCardOptions> = {}): Promise<VerifyCardOptions> {
  return { ...(await cardNonce(client, number)), amount: "10.00", onLookupComplete: next, ...extra };
}

/** Answers Cardinal's challenge with the sandbox issuer's signed result for `decision`. */
function answerChallenge(decision: "pass" | "fail" | "cancel", data: Record<string, unknown> = {}): void {
  cardinal.onContinue = (_kind, _acs, order) => {
    const transactionId = (order as { OrderDetails: { TransactionId: string } }).OrderDetails.TransactionId;
    void challengeResult(sandbox(), transactionId, decision).then(({ jwt }) =>
      cardinal.emit(
        "payments.validated",
        { ActionCode: decision === "pass" ? "SUCCESS" : "FAILURE", Validated: true, ...data },
        jwt,
      ),
    );
  };
}

describe("verifyCard option checks", () => {
  it.each([
    [{ nonce: "n", amount: "1", onLookupComplete: next }, "verifyCard options must include a BIN."],
    [{ bin: "400000", amount: "1", onLookupComplete: next }, "verifyCard options must include a nonce."],
    [{ bin: "400000", nonce: "n", onLookupComplete: next }, "verifyCard options must include an amount."],
    [{ bin: "400000", nonce: "n", amount: "", onLookupComplete: next }, "verifyCard options must include an amount."],
    [{ bin: "400000", nonce: "n", amount: true, onLookupComplete: next }, "verifyCard options must include an amount."],
    [
      { bin: "400000", nonce: "n", amount: ["1"], onLookupComplete: next },
      "verifyCard options must include an amount.",
    ],
    [
      { bin: "400000", nonce: "n", amount: "ten", onLookupComplete: next },
      "verifyCard options must include an amount.",
    ],
    [{ bin: "400000", nonce: "n", amount: "1" }, "verifyCard options must include an onLookupComplete function."],
  ])("refuses %o with THREEDS_MISSING_VERIFY_CARD_OPTION", async (given, message) => {
    await expect(instance.verifyCard(given as never)).rejects.toMatchObject({
      code: "THREEDS_MISSING_VERIFY_CARD_OPTION",
      type: "MERCHANT",
      message,
    });
  });

  it("accepts a lookup-complete listener in place of onLookupComplete", async () => {
    instance.on("lookup-complete", next);
    const { onLookupComplete: _callback, ...rest } = await options(FRICTIONLESS);
    await expect(instance.verifyCard(rest as VerifyCardOptions)).resolves.toMatchObject({ liabilityShifted: true });
  });

  it("refuses an unknown requestedExemptionType before the lookup", async () => {
    await expect(
      instance.verifyCard(await options(FRICTIONLESS, { requestedExemptionType: "nope" })),
    ).rejects.toMatchObject({
      code: "THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID",
      message:
        "requestedExemptionType `nope` is not a valid exemption. The accepted values are: `low_value`, `transaction_risk_analysis`",
    });
  });

  it("refuses a second verifyCard while one is in progress with THREEDS_AUTHENTICATION_IN_PROGRESS", async () => {
    const second = await options(FRICTIONLESS);
    let lookedUp!: () => void;
    const lookupDone = new Promise<void>((resolve) => (lookedUp = resolve));
    const first = instance.verifyCard(await options(FRICTIONLESS, { onLookupComplete: () => lookedUp() }));
    await expect(instance.verifyCard(second)).rejects.toMatchObject({ code: "THREEDS_AUTHENTICATION_IN_PROGRESS" });
    await lookupDone;
    await instance.cancelVerifyCard();
    await expect(first).rejects.toMatchObject({ code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT" });
  });
});

describe("the lookup", () => {
  it("carries the time Cardinal's set-up took since create as clientMetadata.cardinalDeviceDataCollectionTimeElapsed", async () => {
    const given = await options(FRICTIONLESS);
    await instance.verifyCard(given);
    const metadata = lastRequestTo(sandbox(), `/v1/payment_methods/${given.nonce}/three_d_secure/lookup`).body
      .clientMetadata;
    expect(metadata.cardinalDeviceDataCollectionTimeElapsed).toEqual(expect.any(Number));
    expect(metadata.cardinalDeviceDataCollectionTimeElapsed).toBeGreaterThanOrEqual(0);
  });

  it("posts the body of WIRE §5.16 to the nonce's lookup endpoint", async () => {
    const given = await options(FRICTIONLESS, {
      billingAddress: {
        givenName: "Ada",
        surname: "Lovelace",
        phoneNumber: "5551234",
        streetAddress: "1 Main St",
        extendedAddress: "Apt 2",
        line3: "Rear",
        locality: "Chicago",
        region: "IL",
        postalCode: "60606",
        countryCodeAlpha2: "US",
      },
      additionalInformation: {
        shippingMethod: "01",
        shippingAddress: {
          streetAddress: "9 Side St",
          locality: "Austin",
          region: "TX",
          postalCode: "73301",
          countryCodeAlpha2: "US",
        },
      },
      email: "ada@example.com",
      mobilePhoneNumber: "5550000",
      accountType: "credit",
      challengeRequested: true,
      requestedExemptionType: "low_value",
      customFields: { a: "b" },
      dataOnlyRequested: false,
      exemptionRequested: true,
      requestVisaDAF: true,
      cardAdd: false,
      cardAddChallengeRequested: true,
      merchantName: "Shop",
    });
    await instance.verifyCard(given);
    const request = lastRequestTo(sandbox(), `/v1/payment_methods/${given.nonce}/three_d_secure/lookup`);
    expect(request.method).toBe("POST");
    const body = request.body;
    expect(body).toMatchObject({
      amount: "10.00",
      bin: "400000",
      accountType: "credit",
      challengeRequested: true,
      requestedExemptionType: "low_value",
      customFields: { a: "b" },
      exemptionRequested: true,
      requestVisaDAF: true,
      cardAdd: true,
      merchantName: "Shop",
      dfReferenceId: "df-session-1",
      clientMetadata: {
        requestedThreeDSecureVersion: "2",
        sdkVersion: "web/3.132.0",
        issuerDeviceDataCollectionResult: true,
      },
      authorizationFingerprint: client.getConfiguration().authorizationFingerprint,
      braintreeLibraryVersion: "braintree/web/3.132.0",
    });
    expect(body).not.toHaveProperty("dataOnlyRequested");
    expect(body).not.toHaveProperty("browserColorDepth");
    expect(body.additionalInfo).toEqual({
      shippingMethod: "01",
      billingLine1: "1 Main St",
      billingLine2: "Apt 2",
      billingLine3: "Rear",
      billingCity: "Chicago",
      billingState: "IL",
      billingPostalCode: "60606",
      billingCountryCode: "US",
      billingPhoneNumber: "5551234",
      billingGivenName: "Ada",
      billingSurname: "Lovelace",
      shippingLine1: "9 Side St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingPostalCode: "73301",
      shippingCountryCode: "US",
      email: "ada@example.com",
      mobilePhoneNumber: "5550000",
    });
  });

  it("adds the browser's data when collectDeviceData is true", async () => {
    const given = await options(FRICTIONLESS, { collectDeviceData: true });
    await instance.verifyCard(given);
    expect(lastRequestTo(sandbox(), "/three_d_secure/lookup").body).toMatchObject({
      browserColorDepth: screen.colorDepth,
      browserJavascriptEnabled: true,
      browserLanguage: navigator.language,
      browserScreenHeight: screen.height,
      browserScreenWidth: screen.width,
      browserTimeZone: new Date().getTimezoneOffset(),
      deviceChannel: "Browser",
    });
  });

  it("maps a 404 to THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR", async () => {
    await expect(
      instance.verifyCard({ nonce: "unknown-nonce", bin: "400000", amount: 1, onLookupComplete: next }),
    ).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
      details: { originalError: { details: { httpStatus: 404 } } },
    });
  });

  it("maps a 422 to THREEDS_LOOKUP_VALIDATION_ERROR", async () => {
    sandbox().inject({ path: "/three_d_secure/lookup", status: 422 });
    await expect(instance.verifyCard(await options(FRICTIONLESS))).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_VALIDATION_ERROR",
      type: "CUSTOMER",
    });
  });

  it("maps any other failure to THREEDS_LOOKUP_ERROR", async () => {
    sandbox().inject({ path: "/three_d_secure/lookup", status: 500, times: 2 });
    await expect(instance.verifyCard(await options(FRICTIONLESS))).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_ERROR",
    });
  });

  it("refuses a reused nonce (the lookup consumes it)", async () => {
    const given = await options(FRICTIONLESS);
    await instance.verifyCard(given);
    await expect(instance.verifyCard(given)).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
    });
  });
});

describe("frictionless verification", () => {
  it("resolves with the lookup's new nonce, liability fields and verification details", async () => {
    const given = await options(FRICTIONLESS);
    const payload = await instance.verifyCard(given);
    expect(payload).toMatchObject({
      type: "CreditCard",
      description: "ending in 00",
      details: { bin: "400000", lastFour: "1000", lastTwo: "00" },
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: "authenticate_successful", liabilityShifted: true },
      verificationDetails: { liabilityShifted: true, liabilityShiftPossible: true },
    });
    expect(payload.nonce).not.toBe(given.nonce);
    expect(cardinal.continued).toEqual([]);
  });

  it("tells onLookupComplete that no challenge is needed", async () => {
    let requires: boolean | undefined;
    await instance.verifyCard(
      await options(FRICTIONLESS, {
        onLookupComplete: (data, go) => ((requires = data.requiresUserAuthentication), go()),
      }),
    );
    expect(requires).toBe(false);
  });

  it("still succeeds without Cardinal when its set-up timed out", async () => {
    await instance.teardown();
    cardinal = installCardinal();
    cardinal.setupBehaviour = "silent";
    instance = await threeDSecure.create({ client, version: "2", cardinalSDKConfig: { timeout: 20 } });
    const given = await options(FRICTIONLESS);
    await expect(instance.verifyCard(given)).resolves.toMatchObject({ liabilityShifted: true });
    expect(lastRequestTo(sandbox(), "/three_d_secure/lookup").body).not.toHaveProperty("dfReferenceId");
  });
});

describe("challenge", () => {
  it("asks Cardinal to continue with the lookup's ACS URL, payload and transaction", async () => {
    answerChallenge("pass");
    await instance.verifyCard(await options(CHALLENGE));
    const [kind, acs, order] = cardinal.continued[0] as [
      string,
      { AcsUrl: string; Payload: string },
      { OrderDetails: { TransactionId: string } },
    ];
    expect(kind).toBe("cca");
    expect(acs.AcsUrl).toBe(`${sandbox().gatewayUrl}/simulators/cardinal/challenge`);
    expect(typeof acs.Payload).toBe("string");
    expect(order.OrderDetails.TransactionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("exchanges Cardinal's JWT for the authenticated nonce when the shopper passes", async () => {
    answerChallenge("pass");
    const given = await options(CHALLENGE);
    const payload = await instance.verifyCard(given);
    const request = requestsToJwt();
    expect(request.body).toMatchObject({
      jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      paymentMethodNonce: expect.any(String),
    });
    expect(payload).toMatchObject({
      liabilityShifted: true,
      threeDSecureInfo: { status: "authenticate_successful" },
      rawCardinalSDKVerificationData: { ActionCode: "SUCCESS" },
    });
  });

  it("resolves without liability shift when the shopper fails", async () => {
    answerChallenge("fail");
    await expect(instance.verifyCard(await options(CHALLENGE))).resolves.toMatchObject({
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it("emits customer-canceled when Cardinal reports the shopper's cancel code", async () => {
    const events: string[] = [];
    instance.on("customer-canceled", () => events.push("customer-canceled"));
    answerChallenge("cancel", { Payment: { ExtendedData: { ChallengeCancel: "01" } } });
    await expect(instance.verifyCard(await options(CHALLENGE))).resolves.toMatchObject({ liabilityShifted: false });
    expect(events).toEqual(["customer-canceled"]);
  });

  it("fails with THREEDS_JWT_AUTHENTICATION_FAILED when the gateway refuses the JWT", async () => {
    cardinal.onContinue = () =>
      queueMicrotask(() => cardinal.emit("payments.validated", { ActionCode: "SUCCESS" }, "not.a.jwt"));
    await expect(instance.verifyCard(await options(CHALLENGE))).rejects.toMatchObject({
      code: "THREEDS_JWT_AUTHENTICATION_FAILED",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
  });

  it("turns Cardinal's UI events into authentication-modal events", async () => {
    const seen: string[] = [];
    for (const event of [
      "authentication-modal-render",
      "authentication-modal-close",
      "authentication-modal-render-hidden",
      "authentication-modal-loader-render",
      "authentication-modal-loader-close",
    ] as const) {
      instance.on(event, () => seen.push(event));
    }
    await expect.poll(() => cardinal.listeners.has("ui.render")).toBe(true);
    for (const event of ["ui.render", "ui.renderHidden", "ui.loading.render", "ui.loading.close", "ui.close"])
      cardinal.emit(event);
    expect(seen).toEqual([
      "authentication-modal-render",
      "authentication-modal-render-hidden",
      "authentication-modal-loader-render",
      "authentication-modal-loader-close",
      "authentication-modal-close",
    ]);
  });

  it("stops calling a listener removed with off", async () => {
    const seen: string[] = [];
    const listener = () => seen.push("render");
    instance.on("authentication-modal-render", listener);
    instance.off("authentication-modal-render", listener);
    await expect.poll(() => cardinal.listeners.has("ui.render")).toBe(true);
    cardinal.emit("ui.render");
    expect(seen).toEqual([]);
  });
});

function requestsToJwt(): Json {
  return lastRequestTo(sandbox(), "/three_d_secure/authenticate_from_jwt");
}

describe("cancelVerifyCard", () => {
  it("fails with THREEDS_NO_VERIFICATION_PAYLOAD before any lookup", async () => {
    await expect(instance.cancelVerifyCard()).rejects.toMatchObject({
      code: "THREEDS_NO_VERIFICATION_PAYLOAD",
      message: "No verification payload available.",
    });
  });

  it("resolves with the looked-up payment method and fails the verification as canceled by the merchant", async () => {
    let canceled: Promise<unknown> | undefined;
    const verification = instance.verifyCard(
      await options(CHALLENGE, {
        onLookupComplete: () => {
          canceled = instance.cancelVerifyCard();
        },
      }),
    );
    await expect(verification).rejects.toMatchObject({
      code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT",
      type: "MERCHANT",
    });
    await expect(canceled).resolves.toMatchObject({
      type: "CreditCard",
      liabilityShifted: false,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: "challenge_required" },
    });
    expect(cardinal.continued).toEqual([]);
  });
});

describe("server-side lookups", () => {
  it("prepareLookup resolves with the client data as a JSON string", async () => {
    const text = await instance.prepareLookup({ nonce: "abc", bin: "400000" });
    expect(JSON.parse(text)).toEqual({
      nonce: "abc",
      bin: "400000",
      dfReferenceId: "df-session-1",
      clientMetadata: {
        requestedThreeDSecureVersion: "2",
        sdkVersion: "web/3.132.0",
        cardinalDeviceDataCollectionTimeElapsed: expect.any(Number),
        issuerDeviceDataCollectionTimeElapsed: expect.any(Number),
        issuerDeviceDataCollectionResult: true,
      },
      authorizationFingerprint: client.getConfiguration().authorizationFingerprint,
      braintreeLibraryVersion: "braintree/web/3.132.0",
    });
  });

  it("initializeChallengeWithLookupResponse resolves a lookup without ACS URL given as text", async () => {
    const response = {
      lookup: { acsUrl: null },
      paymentMethod: {
        nonce: "server-nonce",
        type: "CreditCard",
        description: "ending+in+11",
        threeDSecureInfo: { liabilityShifted: true },
      },
      threeDSecureInfo: { liabilityShifted: true, liabilityShiftPossible: true },
    };
    await expect(instance.initializeChallengeWithLookupResponse(JSON.stringify(response))).resolves.toMatchObject({
      nonce: "server-nonce",
      description: "ending in 11",
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
  });

  it("initializeChallengeWithLookupResponse fails with THREEDS_LOOKUP_ERROR on text that is not a lookup", async () => {
    await expect(instance.initializeChallengeWithLookupResponse("{not json")).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_ERROR",
    });
    await expect(instance.initializeChallengeWithLookupResponse({ lookup: {} })).rejects.toMatchObject({
      code: "THREEDS_LOOKUP_ERROR",
    });
  });
});

describe("inline iframe (version 2-inline-iframe)", () => {
  beforeEach(async () => {
    await instance.teardown();
    cardinal = installCardinal();
    instance = await threeDSecure.create({ client, version: "2-inline-iframe" });
    await expect.poll(() => cardinal.listeners.has("ui.inline.setup")).toBe(true);
  });

  it("hands the challenge element to authentication-iframe-available and lets Cardinal go on after next()", async () => {
    let element: HTMLElement | undefined;
    instance.on("authentication-iframe-available", (event: { element: HTMLElement }, go: () => void) => {
      element = event.element;
      go();
    });
    let resolved = false;
    cardinal.emit(
      "ui.inline.setup",
      '<iframe id="Cardinal-CCA-IFrame"></iframe>',
      { paymentType: "CCA", data: { mode: "static" } },
      () => (resolved = true),
      () => undefined,
    );
    expect(element?.querySelector("#Cardinal-CCA-IFrame")).not.toBeNull();
    expect(resolved).toBe(true);
  });

  it("rejects details it cannot use with THREEDS_INLINE_IFRAME_DETAILS_INCORRECT", () => {
    let error: { code?: string } | undefined;
    cardinal.emit(
      "ui.inline.setup",
      "<iframe></iframe>",
      { paymentType: "CCA", data: { mode: "other" } },
      () => undefined,
      (reason: { code: string }) => (error = reason),
    );
    expect(error?.code).toBe("THREEDS_INLINE_IFRAME_DETAILS_INCORRECT");
  });
});

describe("teardown", () => {
  it("unhooks every Cardinal listener it set", async () => {
    await expect.poll(() => cardinal.listeners.size).toBeGreaterThan(0);
    await instance.teardown();
    expect([...cardinal.listeners.keys()]).toEqual([]);
  });

  it("fails a verification in progress and removes Cardinal's challenge container", async () => {
    cardinal.onContinue = () => {
      const container = document.createElement("div");
      container.id = "Cardinal-ElementContainer";
      document.body.appendChild(container);
      void instance.teardown();
    };
    await expect(instance.verifyCard(await options(CHALLENGE))).rejects.toMatchObject({
      code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT",
    });
    expect(document.getElementById("Cardinal-ElementContainer")).toBeNull();
  });

  it("makes every method throw METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await instance.teardown();
    for (const method of [
      "verifyCard",
      "cancelVerifyCard",
      "initializeChallengeWithLookupResponse",
      "prepareLookup",
      "teardown",
      "on",
      "off",
    ] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrow(`${method} cannot be called after teardown.`);
    }
  });
});

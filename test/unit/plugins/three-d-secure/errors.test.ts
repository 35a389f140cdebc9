// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { threeDSecure, threeDSecureErrors, type ThreeDSecure } from "../../../../plugins/three-d-secure/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { CHALLENGE, cardNonce, clientTokenClient, installCardinal, type FakeCardinal } from "./cardinal.js";

const sandbox = useSandbox();
let cardinal: FakeCardinal;
let stopLoading: () => void;
let instance: ThreeDSecure;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  cardinal = installCardinal();
  stopLoading = loadScriptsInstantly();
});

afterEach(async () => {
  stopLoading();
  await instance?.teardown();
});

describe("the 3D Secure catalogue", () => {
  it("has every code of WIRE §6.18 with its type and message", () => {
    const rows = Object.values(threeDSecureErrors).map(({ code, type, message }) => [code, type, message]);
    expect(rows).toEqual([
      ["THREEDS_NOT_ENABLED", "MERCHANT", "3D Secure is not enabled for this merchant."],
      [
        "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY",
        "MERCHANT",
        "3D Secure can not use a tokenization key for authorization.",
      ],
      ["THREEDS_HTTPS_REQUIRED", "MERCHANT", "3D Secure requires HTTPS."],
      [
        "THREEDS_NOT_ENABLED_FOR_V2",
        "MERCHANT",
        "3D Secure version 2 is not enabled for this merchant. Contact Braintree Support for assistance at https://help.braintreepayments.com/",
      ],
      ["THREEDS_UNRECOGNIZED_VERSION", "MERCHANT", undefined],
      [
        "THREEDS_CARDINAL_SDK_SETUP_FAILED",
        "UNKNOWN",
        "Something went wrong setting up Cardinal's Songbird.js library.",
      ],
      ["THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED", "NETWORK", "Cardinal's Songbird.js library could not be loaded."],
      ["THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT", "UNKNOWN", "Cardinal's Songbird.js took too long to setup."],
      ["THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT", "UNKNOWN", "Cardinal's API took too long to respond."],
      [
        "THREEDS_CARDINAL_SDK_BAD_CONFIG",
        "MERCHANT",
        "JWT or other required field missing. Please check your setup configuration.",
      ],
      [
        "THREEDS_CARDINAL_SDK_BAD_JWT",
        "MERCHANT",
        "Cardinal JWT missing or malformed. Please check your setup configuration.",
      ],
      [
        "THREEDS_CARDINAL_SDK_ERROR",
        "UNKNOWN",
        "A general error has occurred with Cardinal. See description for more information.",
      ],
      ["THREEDS_CARDINAL_SDK_CANCELED", "CUSTOMER", "Canceled by user."],
      ["THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT", "MERCHANT", "3D Secure verfication canceled by merchant."],
      [
        "THREEDS_AUTHENTICATION_IN_PROGRESS",
        "MERCHANT",
        "Cannot call verifyCard while existing authentication is in progress.",
      ],
      ["THREEDS_MISSING_VERIFY_CARD_OPTION", "MERCHANT", undefined],
      ["THREEDS_JWT_AUTHENTICATION_FAILED", "UNKNOWN", "Something went wrong authenticating the JWT from Cardinal"],
      [
        "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
        "MERCHANT",
        "Either the payment method nonce passed to `verifyCard` does not exist, or it was already consumed",
      ],
      [
        "THREEDS_LOOKUP_VALIDATION_ERROR",
        "CUSTOMER",
        "The data passed in `verifyCard` did not pass validation checks. See details for more info",
      ],
      ["THREEDS_LOOKUP_ERROR", "UNKNOWN", "Something went wrong during the 3D Secure lookup"],
      [
        "THREEDS_INLINE_IFRAME_DETAILS_INCORRECT",
        "UNKNOWN",
        "Something went wrong when attempting to add the authentication iframe to the page.",
      ],
      ["THREEDS_NO_VERIFICATION_PAYLOAD", "MERCHANT", "No verification payload available."],
      ["THREEDS_TERM_URL_REQUIRES_BRAINTREE_DOMAIN", "INTERNAL", "Term Url must be on a Braintree domain."],
      ["THREEDS_FRAMEWORK_METHOD_NOT_IMPLEMENTED", "INTERNAL", "Method not implemented for this framework."],
      ["THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID", "MERCHANT", "Requested Exemption Type is invalid."],
      [
        "THREEDS_UNSUPPORTED_VERSION",
        "MERCHANT",
        "3D Secure `1` is deprecated and no longer supported. See available versions at https://braintree.github.io/braintree-web/current/module-braintree-web_three-d-secure.html#.create",
      ],
      ["UNKNOWN_AUTH_RESPONSE", "UNKNOWN", undefined],
    ]);
  });
});

/** Starts a verification of a challenge card; Cardinal reports `data` once asked to show the challenge. */
async function verifyWithCardinalReporting(data: Record<string, unknown>, jwt?: string): Promise<unknown> {
  const client = await clientTokenClient(sandbox());
  instance = await threeDSecure.create({ client, version: "2" });
  const card = await cardNonce(client, CHALLENGE);
  cardinal.onContinue = () => queueMicrotask(() => cardinal.emit("payments.validated", data, jwt));
  return instance.verifyCard({ ...card, amount: "10.00", onLookupComplete: (_data, next) => next() });
}

describe("Cardinal error numbers", () => {
  it.each([
    [10001, "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT"],
    [10002, "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT"],
    [10003, "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"],
    [10007, "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"],
    [10009, "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"],
    [10005, "THREEDS_CARDINAL_SDK_BAD_CONFIG"],
    [10006, "THREEDS_CARDINAL_SDK_BAD_CONFIG"],
    [10008, "THREEDS_CARDINAL_SDK_BAD_JWT"],
    [10010, "THREEDS_CARDINAL_SDK_BAD_JWT"],
    [10011, "THREEDS_CARDINAL_SDK_CANCELED"],
    [10004, "THREEDS_CARDINAL_SDK_ERROR"],
    [10012, "THREEDS_CARDINAL_SDK_ERROR"],
    [0, "THREEDS_CARDINAL_SDK_ERROR"],
    [10000, "THREEDS_CARDINAL_SDK_ERROR"],
    [10001.5, "THREEDS_CARDINAL_SDK_ERROR"],
    [Number.NaN, "THREEDS_CARDINAL_SDK_ERROR"],
  ])(
    "fails verifyCard with Cardinal's error %d as %s, carrying the number and description",
    async (errorNumber, code) => {
      const description = `Cardinal error ${errorNumber}`;
      await expect(
        verifyWithCardinalReporting({ ActionCode: "ERROR", ErrorNumber: errorNumber, ErrorDescription: description }),
      ).rejects.toMatchObject({
        name: "BraintreeError",
        code,
        message: threeDSecureErrors[code as keyof typeof threeDSecureErrors].message,
        details: { originalError: { code: errorNumber, description } },
      });
    },
  );

  it("treats a non-numeric error number as a general Cardinal error", async () => {
    await expect(verifyWithCardinalReporting({ ActionCode: "ERROR", ErrorNumber: "10001" })).rejects.toMatchObject({
      code: "THREEDS_CARDINAL_SDK_ERROR",
    });
  });

  it("fails a later challenge with the error Cardinal reported during set-up", async () => {
    cardinal.setupBehaviour = "silent";
    const client = await clientTokenClient(sandbox());
    instance = await threeDSecure.create({ client, version: "2" });
    await expect.poll(() => cardinal.listeners.has("payments.validated")).toBe(true);
    cardinal.emit("payments.validated", {
      ActionCode: "ERROR",
      ErrorNumber: 10001,
      ErrorDescription: "Timeout when sending an /Init message",
    });
    const card = await cardNonce(client, CHALLENGE);
    await expect(
      instance.verifyCard({ ...card, amount: "10.00", onLookupComplete: (_data, next) => next() }),
    ).rejects.toMatchObject({
      code: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
      details: { originalError: { code: 10001 } },
    });
    expect(cardinal.continued).toEqual([]);
  });
});

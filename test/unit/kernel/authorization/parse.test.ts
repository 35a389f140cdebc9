import { describe, expect, it } from "vitest";
import {
  bearerOf,
  classicCredential,
  parseAuthorization,
  readAuthorization,
} from "../../../../kernel/authorization/parse.js";

const token = (payload: unknown) => btoa(JSON.stringify(payload));

describe("parseAuthorization", () => {
  it("reads environment and merchant id from a tokenization key", () => {
    expect(parseAuthorization("sandbox_g42y39zw_348pk9cgf3bgyw2b")).toEqual({
      kind: "TOKENIZATION_KEY",
      raw: "sandbox_g42y39zw_348pk9cgf3bgyw2b",
      environment: "sandbox",
      merchantId: "348pk9cgf3bgyw2b",
    });
  });

  it("keeps underscores of the merchant id part", () => {
    expect(parseAuthorization("production_abc_merchant_with_parts")).toMatchObject({
      merchantId: "merchant_with_parts",
    });
  });

  it("reads fingerprint, config URL and GraphQL settings from a client token", () => {
    const raw = token({
      authorizationFingerprint: "fp",
      configUrl: "https://api.sandbox.braintreegateway.com/merchants/m/client_api/v1/configuration",
      environment: "sandbox",
      graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", date: "2018-05-08" },
    });
    expect(parseAuthorization(raw)).toMatchObject({
      kind: "CLIENT_TOKEN",
      authorizationFingerprint: "fp",
      environment: "sandbox",
      graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", date: "2018-05-08" },
    });
  });

  it.each([
    ["not base64", "%%%"],
    ["base64 of non-JSON", btoa("hello")],
    ["a token without fingerprint", token({ configUrl: "https://x" })],
    ["a token whose JSON is null", btoa("null")],
    ["a two-part key", "sandbox_onlytwo"],
  ])("rejects %s with CLIENT_INVALID_AUTHORIZATION", (_, raw) => {
    expect(() => parseAuthorization(raw)).toThrowError(
      expect.objectContaining({
        name: "BraintreeError",
        code: "CLIENT_INVALID_AUTHORIZATION",
        type: "MERCHANT",
        message: "Authorization is invalid. Make sure your client token or tokenization key is valid.",
      }),
    );
  });

  it("sends a tokenization key as tokenizationKey and as the Bearer credential", () => {
    const key = parseAuthorization("sandbox_a_b");
    expect(classicCredential(key)).toEqual({ tokenizationKey: "sandbox_a_b" });
    expect(bearerOf(key)).toBe("sandbox_a_b");
  });

  it("sends a client token's fingerprint, never the whole token", () => {
    const clientToken = parseAuthorization(token({ authorizationFingerprint: "fp", configUrl: "https://x" }));
    expect(classicCredential(clientToken)).toEqual({ authorizationFingerprint: "fp" });
    expect(bearerOf(clientToken)).toBe("fp");
  });
});

describe("readAuthorization", () => {
  it("reads what parseAuthorization reads, and answers undefined exactly where it throws", () => {
    const samples = [
      "sandbox_g42y39zw_348pk9cgf3bgyw2b",
      token({
        authorizationFingerprint: "fp",
        configUrl: "https://api.sandbox.braintreegateway.com/x",
        graphQL: { url: "https://g" },
      }),
      "%%%",
      btoa("null"),
      token({ configUrl: "https://x" }),
      "sandbox_onlytwo",
      "",
    ];
    for (const raw of samples) {
      let parsed: unknown;
      try {
        parsed = parseAuthorization(raw);
      } catch {
        parsed = undefined;
      }
      expect(readAuthorization(raw), raw).toEqual(parsed);
    }
  });
});

import { describe, expect, it } from "vitest";
import { isTrustedUrl } from "../../../../kernel/configuration/trusted-domains.js";

describe("isTrustedUrl", () => {
  it.each([
    "https://api.braintreegateway.com:443/merchants/x/client_api",
    "https://assets.braintreegateway.com",
    "https://payments.sandbox.braintree-api.com/graphql",
    "https://www.paypal.com/x",
    "https://braintreepayments.com",
  ])("trusts %s", (url) => {
    expect(isTrustedUrl(url, false)).toBe(true);
  });

  it.each([
    ["plain http", "http://api.braintreegateway.com"],
    ["a look-alike domain", "https://braintreegateway.com.evil.example"],
    ["a suffix trick", "https://evilbraintreegateway.com"],
    ["a javascript URL", "javascript:alert(1)"],
    ["not a URL", "not a url"],
    ["a non-string", 42],
    ["localhost in production", "http://localhost:4400"],
    ["127.0.0.1 in production", "https://127.0.0.1:4400"],
  ])("refuses %s", (_, url) => {
    expect(isTrustedUrl(url, false)).toBe(false);
  });

  it("trusts localhost and 127.0.0.1 over http only in the development build", () => {
    expect(isTrustedUrl("http://localhost:4400/x", true)).toBe(true);
    expect(isTrustedUrl("http://127.0.0.1:9/x", true)).toBe(true);
    expect(isTrustedUrl("ftp://127.0.0.1/x", true)).toBe(false);
    expect(isTrustedUrl("http://192.168.1.1/x", true)).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  instantVerification,
  INSTANT_VERIFICATION_JWT_REQUIRED,
  type InstantVerification,
} from "../../../../plugins/instant-verification/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { cardsOnlyKey } from "../support.js";

const sandbox = useSandbox();
let instance: InstantVerification;
const encode = (value: unknown) => btoa(JSON.stringify(value));

beforeAll(async () => {
  instance = await instantVerification.create({ authorization: await sandbox().createClientToken() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("instantVerification.create", () => {
  it("carries the library version", () => {
    expect(instantVerification.VERSION).toBe("3.132.0");
  });

  it("refuses a merchant without open banking with INSTANT_VERIFICATION_NOT_ENABLED", async () => {
    await expect(instantVerification.create({ authorization: cardsOnlyKey(sandbox()) })).rejects.toMatchObject({
      code: "INSTANT_VERIFICATION_NOT_ENABLED",
      type: "MERCHANT",
      message: "Instant Verification is not enabled for this merchant account.",
    });
  });
});

describe("startPayment", () => {
  it("fails with INSTANT_VERIFICATION_JWT_MISSING without a jwt", async () => {
    for (const options of [undefined, {}, { jwt: "" }, { jwt: 42 }]) {
      await expect(instance.startPayment(options as never)).rejects.toMatchObject({
        code: "INSTANT_VERIFICATION_JWT_MISSING",
        type: "MERCHANT",
        message: "JWT is required for Instant Verification payment flow.",
      });
    }
  });

  it("exports the missing-JWT error under the provider SDK's key", () => {
    expect(INSTANT_VERIFICATION_JWT_REQUIRED.code).toBe("INSTANT_VERIFICATION_JWT_MISSING");
  });

  it("sends the page to the development gateway's simulator with ct and at", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await expect(instance.startPayment({ jwt: "a.b.c" })).resolves.toBeUndefined();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox().gatewayUrl}/simulators/open-banking/create`);
    expect(url.searchParams.get("ct")).toBe("a.b.c");
    expect(url.searchParams.get("at")).toMatch(/./);
  });
});

describe("handleRedirect", () => {
  it("resolves with the nonce of the first tokenized account on success", async () => {
    await expect(
      instance.handleRedirect({ success: encode({ tokenizedAccounts: [{ tokenized_account: "nonce-1" }] }) }),
    ).resolves.toBe("nonce-1");
  });

  it("resolves with nothing when success names no account", async () => {
    await expect(instance.handleRedirect({ success: encode({}) })).resolves.toBeUndefined();
  });

  it("fails with INSTANT_VERIFICATION_CANCELED on cancel", async () => {
    await expect(instance.handleRedirect({ cancel: encode({}) })).rejects.toMatchObject({
      code: "INSTANT_VERIFICATION_CANCELED",
      type: "CUSTOMER",
      message: "Customer canceled the Instant Verification payment before authorizing.",
    });
  });

  it("fails with INSTANT_VERIFICATION_FAILURE on error, with no details, as the provider's", async () => {
    const error = await instance
      .handleRedirect({ error: encode({ reason: "DECLINED" }) })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      code: "INSTANT_VERIFICATION_FAILURE",
      type: "UNKNOWN",
      message: "Instant Verification payment failed during authorizing.",
    });
    expect((error as { details: unknown }).details).toBeUndefined();
  });

  it("lets error win over cancel, as the provider's", async () => {
    await expect(instance.handleRedirect({ cancel: encode({}), error: encode({}) })).rejects.toMatchObject({
      code: "INSTANT_VERIFICATION_FAILURE",
    });
  });

  it("has the provider's public methods only, and no teardown", () => {
    expect(typeof instance.startPayment).toBe("function");
    expect(typeof instance.handleRedirect).toBe("function");
    expect("teardown" in instance).toBe(false);
  });

  it("fails with INSTANT_VERIFICATION_ERROR when none of success, cancel or error is given", async () => {
    await expect(instance.handleRedirect({})).rejects.toMatchObject({
      code: "INSTANT_VERIFICATION_ERROR",
      type: "MERCHANT",
      message: "handleRedirect must be called with success, cancel or error.",
    });
  });

  it("fails with INSTANT_VERIFICATION_ERROR, with no originalError, when the value is not base64 JSON", async () => {
    const error = await instance.handleRedirect({ success: "%%%" }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      code: "INSTANT_VERIFICATION_ERROR",
      message: "The Instant Verification redirect result could not be read.",
    });
    expect((error as { details: unknown }).details).toBeUndefined();
  });
});

describe("the provider's address", () => {
  it("is the sandbox experience for a sandbox configuration and the production one otherwise", async () => {
    const { experienceUrl } = await import("../../../../plugins/instant-verification/instant-verification.js");
    const clientApiUrl = "https://api.sandbox.braintreegateway.com:443/merchants/m/client_api";
    expect(experienceUrl({ environment: "sandbox", clientApiUrl })).toBe(
      "https://www.sandbox.paypal.com/openfinance/v1/bank/payment-method/create",
    );
    expect(experienceUrl({ environment: "production", clientApiUrl })).toBe(
      "https://www.paypal.com/openfinance/v1/bank/payment-method/create",
    );
    expect(experienceUrl({ environment: "qa", clientApiUrl })).toBe(
      "https://www.paypal.com/openfinance/v1/bank/payment-method/create",
    );
  });
});

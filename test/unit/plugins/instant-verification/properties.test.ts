// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { instantVerification, type InstantVerification } from "../../../../plugins/instant-verification/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectCatalogueError, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: InstantVerification;

beforeAll(async () => {
  instance = await instantVerification.create({ authorization: sandbox().tokenizationKey });
});

const CODES = [
  "INSTANT_VERIFICATION_ERROR",
  "INSTANT_VERIFICATION_CANCELED",
  "INSTANT_VERIFICATION_FAILURE",
  "INSTANT_VERIFICATION_JWT_MISSING",
];

describe("bad input never escapes the Instant Verification catalogue", () => {
  it("create succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(localAuthorization([sandbox().tokenizationKey]), async (authorization) => {
        expectCatalogueError(await settle(() => instantVerification.create({ authorization } as never)), [
          "INSTANTIATION_OPTION_REQUIRED",
          "CLIENT_INVALID_AUTHORIZATION",
          "CLIENT_AUTHORIZATION_INVALID",
          "CLIENT_GATEWAY_NETWORK",
          "INSTANT_VERIFICATION_NOT_ENABLED",
        ]);
      }),
      { numRuns: 30 },
    );
  });

  it("startPayment navigates or fails with a catalogue error", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, search: "" });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostile(), fc.record({ jwt: often(fc.string()) }, { requiredKeys: [] })),
        async (options) => {
          expectCatalogueError(await settle(() => instance.startPayment(options as never)), CODES);
        },
      ),
      { numRuns: 60 },
    );
    vi.unstubAllGlobals();
    expect(assign.mock.calls.every(([url]) => String(url).includes("/simulators/open-banking/create?ct="))).toBe(true);
  });

  it("handleRedirect resolves or fails with a catalogue error", async () => {
    const base64Json = fc.jsonValue().map((value) => btoa(JSON.stringify(value) ?? "null"));
    const value = fc.oneof(base64Json, hostile(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostile(), fc.record({ success: value, cancel: value, error: value }, { requiredKeys: [] })),
        async (params) => {
          expectCatalogueError(await settle(() => instance.handleRedirect(params as never)), CODES);
        },
      ),
      { numRuns: 80 },
    );
  });
});

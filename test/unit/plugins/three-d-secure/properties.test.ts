// @vitest-environment jsdom
import { afterAll, beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { clearClientCache } from "../../../../kernel/client/create.js";
import type { Client } from "../../../../kernel/index.js";
import { threeDSecure, type ThreeDSecure } from "../../../../plugins/three-d-secure/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { loadScriptsInstantly } from "../frame-flows.js";
import { hostile, often } from "../arbitraries.js";
import { expectSuccessOrCatalogueError, outcome, syncOutcome } from "../support.js";
import { FRICTIONLESS, cardNonce, clientTokenClient, installCardinal } from "./cardinal.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "THREEDS_UNSUPPORTED_VERSION",
  "THREEDS_UNRECOGNIZED_VERSION",
  "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY",
];
const VERIFY_CODES = [
  "THREEDS_MISSING_VERIFY_CARD_OPTION",
  "THREEDS_AUTHENTICATION_IN_PROGRESS",
  "THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID",
  "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
  "THREEDS_LOOKUP_VALIDATION_ERROR",
  "THREEDS_LOOKUP_ERROR",
];
const LOOKUP_RESPONSE_CODES = [
  "THREEDS_LOOKUP_ERROR",
  "THREEDS_AUTHENTICATION_IN_PROGRESS",
  "THREEDS_CARDINAL_SDK_ERROR",
];

let client: Client;
let instance: ThreeDSecure;
let stopLoading: () => void;
let nonce: { nonce: string; bin: string };

beforeAll(async () => {
  clearClientCache();
  installCardinal();
  stopLoading = loadScriptsInstantly();
  client = await clientTokenClient(sandbox());
  instance = await threeDSecure.create({ client, version: "2" });
  nonce = await cardNonce(client, FRICTIONLESS);
});

afterAll(async () => {
  stopLoading();
  await instance.teardown();
});

const next = (_data: unknown, go: () => void) => go();

/** verifyCard options: each field sometimes right, sometimes anything at all. */
const verifyOptions = () =>
  often(
    fc.record(
      {
        nonce: often(fc.constantFrom("unknown-nonce", "a/b?c#d", "")),
        bin: often(fc.constantFrom("400000", 400000)),
        amount: often(fc.constantFrom("10.00", 5, " 1 ", "1e3")),
        onLookupComplete: often(fc.constant(next)),
        billingAddress: hostile(),
        additionalInformation: hostile(),
        requestedExemptionType: often(fc.constantFrom("low_value", "transaction_risk_analysis", "x")),
        collectDeviceData: hostile(),
        customFields: hostile(),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the 3D Secure catalogue", () => {
  it("threeDSecure.create either succeeds or fails with a catalogue error", async () => {
    const options = often(
      fc.record(
        {
          client: fc.oneof(fc.constant(undefined), hostile()),
          authorization: fc.oneof(fc.constant(sandbox().tokenizationKey), hostile()),
          version: often(fc.constantFrom("1", "2", "2-inline-iframe", "3", "constructor")),
          cardinalSDKConfig: hostile(),
          loggingEnabled: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        const result = await outcome(() => threeDSecure.create(value as never));
        if (result.ok) await (result.value as ThreeDSecure).teardown();
        expectSuccessOrCatalogueError(result, CREATE_CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("verifyCard either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(verifyOptions(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.verifyCard(value as never)), VERIFY_CODES);
      }),
      { numRuns: 100 },
    );
  });

  it("verifyCard with throwing getters fails with a catalogue error", async () => {
    const options = Object.defineProperty({ ...nonce, amount: "1", onLookupComplete: next }, "billingAddress", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expectSuccessOrCatalogueError(await outcome(() => instance.verifyCard(options)), VERIFY_CODES);
  });

  it("prepareLookup either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(hostile(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.prepareLookup(value)), [
          "THREEDS_LOOKUP_VALIDATION_ERROR",
        ]);
      }),
      { numRuns: 100 },
    );
  });

  it("initializeChallengeWithLookupResponse either resolves or rejects with a catalogue error", async () => {
    const response = often(
      fc.record(
        {
          lookup: hostile(),
          paymentMethod: often(fc.record({ nonce: often(fc.string()) })),
          threeDSecureInfo: hostile(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          response,
          fc.string(),
          response.map((value) => {
            try {
              return JSON.stringify(value);
            } catch {
              return "{";
            }
          }),
        ),
        async (value) => {
          expectSuccessOrCatalogueError(
            await outcome(() => instance.initializeChallengeWithLookupResponse(value)),
            LOOKUP_RESPONSE_CODES,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("cancelVerifyCard either resolves or rejects with a catalogue error", async () => {
    expectSuccessOrCatalogueError(await outcome(() => instance.cancelVerifyCard()), [
      "THREEDS_NO_VERIFICATION_PAYLOAD",
    ]);
  });

  it("on and off accept anything without throwing", () => {
    fc.assert(
      fc.property(hostile(), hostile(), (event, handler) => {
        const registered = syncOutcome(() => instance.on(event as never, handler as never));
        const removed = syncOutcome(() => instance.off(event as never, handler as never));
        if (!registered.ok || !removed.ok) throw new Error("on/off threw");
      }),
      { numRuns: 100 },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paymentReady, type PaymentReady } from "../../../../plugins/payment-ready/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectSuccessOrCatalogueError, outcome, syncOutcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];
const SESSION_CODES = [
  "PAYMENT_READY_MISSING_REQUIRED_OPTION",
  "PAYMENT_READY_NO_SESSION_ID",
  "PAYMENT_READY_CREATE_SESSION_ERROR",
  "PAYMENT_READY_UPDATE_SESSION_ERROR",
  "PAYMENT_READY_GET_RECOMMENDATIONS_ERROR",
  // The client's errors pass through, as the provider's do.
  "CLIENT_GRAPHQL_REQUEST_ERROR",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_OPTION_INVALID",
];

let instance: PaymentReady;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  clearClientCache();
  instance = await paymentReady.create({ authorization: sandbox().tokenizationKey });
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterAll(() => warn.mockRestore());

const options = () =>
  often(
    fc.record(
      {
        customer: often(
          fc.record({ hashedEmail: often(fc.constant("ab")), venmoAppInstalled: hostile() }, { requiredKeys: [] }),
        ),
        sessionId: often(fc.string({ minLength: 36, maxLength: 40 })),
        paymentReadySessionId: often(fc.string()),
        buttonType: often(fc.constantFrom("paypal", "venmo", "other", "card")),
        presentmentDetails: often(
          fc.record({ experimentType: hostile(), pageType: hostile(), buttonOrder: hostile() }, { requiredKeys: [] }),
        ),
        domain: hostile(),
        purchaseUnits: hostile(),
      },
      { requiredKeys: [] },
    ),
  );

describe("bad input never escapes the Payment Ready catalogue", () => {
  it("paymentReady.create either succeeds or fails with a catalogue error", async () => {
    const createOptions = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(createOptions, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => paymentReady.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("the session methods either resolve or reject with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(options(), async (value) => {
        for (const method of [
          "createCustomerSession",
          "updateCustomerSession",
          "getCustomerRecommendations",
        ] as const) {
          expectSuccessOrCatalogueError(
            await outcome(() => (instance[method] as (options: unknown) => Promise<unknown>)(value)),
            SESSION_CODES,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the event methods never throw and return nothing", () => {
    fc.assert(
      fc.property(options(), (value) => {
        expect(syncOutcome(() => instance.sendPresentedEvent(value as never))).toEqual({ ok: true, value: undefined });
        expect(syncOutcome(() => instance.sendSelectedEvent(value as never))).toEqual({ ok: true, value: undefined });
      }),
      { numRuns: 200 },
    );
  });
});

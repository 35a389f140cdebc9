// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { localPayment, type LocalPayment } from "../../../../plugins/local-payment/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectCatalogueError, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: LocalPayment;

beforeAll(async () => {
  instance = await localPayment.create({ authorization: sandbox().tokenizationKey });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await instance.teardown();
});

const START_CODES = [
  "LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION",
  "LOCAL_PAYMENT_WINDOW_OPEN_FAILED",
  "LOCAL_PAYMENT_INVALID_PAYMENT_OPTION",
  "LOCAL_PAYMENT_START_PAYMENT_FAILED",
  "LOCAL_PAYMENT_START_PAYMENT_DEFERRED_PAYMENT_FAILED",
  "LOCAL_PAYMENT_ALREADY_IN_PROGRESS",
  // The client's errors pass through, as the provider's do.
  "CLIENT_OPTION_INVALID",
  "CLIENT_REQUEST_ERROR",
  "CLIENT_GATEWAY_NETWORK",
];

const startOptions = fc.oneof(
  hostile(),
  fc.record(
    {
      paymentType: often(fc.constantFrom("ideal", "blik", "pay_upon_invoice", "mbway")),
      amount: often(fc.constantFrom("10.00", "-1", "")),
      currencyCode: often(fc.constantFrom("EUR", "PLN", "XXX")),
      givenName: often(fc.string()),
      surname: often(fc.string()),
      fallback: often(fc.record({ url: often(fc.webUrl()), buttonText: often(fc.string()) })),
      onPaymentStart: fc.oneof(
        fc.constant((_: unknown, start?: () => void) => start?.()),
        hostile(),
      ),
      blikOptions: often(
        fc.record({ level_0: often(fc.record({ authCode: often(fc.string()) })) }, { requiredKeys: [] }),
      ),
      windowOptions: hostile(),
      lineItems: hostile(),
      address: hostile(),
      recurrent: hostile(),
    },
    { requiredKeys: [] },
  ),
);

describe("bad input never escapes the Local Payment catalogue", () => {
  it("create succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(
        localAuthorization([sandbox().tokenizationKey]),
        hostile(),
        hostile(),
        async (authorization, merchantAccountId, redirectUrl) => {
          const result = await settle(() =>
            localPayment.create({ authorization, merchantAccountId, redirectUrl } as never),
          );
          if (result.ok) await (result.value as LocalPayment).teardown();
          expectCatalogueError(result, [
            "INSTANTIATION_OPTION_REQUIRED",
            "CLIENT_INVALID_AUTHORIZATION",
            "CLIENT_AUTHORIZATION_INVALID",
            "CLIENT_GATEWAY_NETWORK",
            "LOCAL_PAYMENT_NOT_ENABLED",
          ]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("startPayment fails with a catalogue error when the pop-up is blocked", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    await fc.assert(
      fc.asyncProperty(startOptions, async (options) => {
        const result = await settle(() => instance.startPayment(options as never));
        expectCatalogueError(result, START_CODES);
      }),
      { numRuns: 60 },
    );
    vi.restoreAllMocks();
  });

  it("startPayment ends with a catalogue error when the shopper closes the pop-up at once", async () => {
    vi.spyOn(window, "open").mockImplementation(() => {
      const popup = { closed: false, close() {}, focus() {}, location: { href: "" } };
      setTimeout(() => (popup.closed = true), 0);
      return popup as unknown as Window;
    });
    await fc.assert(
      fc.asyncProperty(startOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.startPayment(options as never)), [
          ...START_CODES,
          "LOCAL_PAYMENT_WINDOW_CLOSED",
        ]);
      }),
      { numRuns: 40 },
    );
    vi.restoreAllMocks();
  });

  it("tokenize fails with a catalogue error for any parameters", async () => {
    await fc.assert(
      fc.asyncProperty(hostile(), async (params) => {
        const result = await settle(() => instance.tokenize(params as never));
        expect(result.ok).toBe(false);
        expectCatalogueError(result, [
          "LOCAL_PAYMENT_CANCELED",
          "LOCAL_PAYMENT_START_PAYMENT_FAILED",
          "LOCAL_PAYMENT_TOKENIZATION_FAILED",
          // The client's errors pass through, as the provider's do.
          "CLIENT_REQUEST_ERROR",
          "CLIENT_GATEWAY_NETWORK",
        ]);
      }),
      { numRuns: 40 },
    );
  });

  it("hasTokenizationParams, closeWindow and focusWindow accept anything without throwing", () => {
    fc.assert(
      fc.property(fc.array(hostile(), { maxLength: 3 }), (args) => {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(typeof (instance.hasTokenizationParams as (...a: unknown[]) => boolean)(...args)).toBe("boolean");
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(() => (instance.closeWindow as (...a: unknown[]) => void)(...args)).not.toThrow();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(() => (instance.focusWindow as (...a: unknown[]) => void)(...args)).not.toThrow();
      }),
    );
  });
});

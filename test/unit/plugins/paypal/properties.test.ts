// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { paypal, type PayPal } from "../../../../plugins/paypal/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { expectCatalogueError, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: PayPal;

beforeAll(async () => {
  instance = await paypal.create({ authorization: sandbox().tokenizationKey });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await instance.teardown();
});

const tokenizeOptions = fc.oneof(
  fc.anything(),
  fc.record(
    {
      flow: fc.constantFrom("checkout", "vault", "other", undefined),
      amount: fc.oneof(fc.constantFrom("10.00", "-1", ""), fc.anything()),
      currency: fc.anything(),
      intent: fc.anything(),
      useraction: fc.anything(),
      shippingAddressOverride: fc.anything(),
      billingAgreementDescription: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

describe("bad input never escapes the PayPal catalogue", () => {
  it("tokenize fails with a catalogue error when the pop-up is blocked", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    await fc.assert(
      fc.asyncProperty(tokenizeOptions, async (options) => {
        const result = await settle(() => instance.tokenize(options as never));
        expect(result.ok).toBe(false);
        expectCatalogueError(result, ["PAYPAL_FLOW_OPTION_REQUIRED", "PAYPAL_POPUP_OPEN_FAILED"]);
      }),
      { numRuns: 60 },
    );
  });

  it("tokenize ends with a catalogue error when the shopper closes the pop-up at once", async () => {
    vi.spyOn(window, "open").mockImplementation(() => {
      const popup = { closed: false, close() {}, focus() {}, location: { href: "" } };
      setTimeout(() => (popup.closed = true), 0);
      return popup as unknown as Window;
    });
    await fc.assert(
      fc.asyncProperty(tokenizeOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.tokenize(options as never)), [
          "PAYPAL_FLOW_OPTION_REQUIRED",
          "PAYPAL_POPUP_OPEN_FAILED",
          "PAYPAL_POPUP_CLOSED",
          "PAYPAL_INVALID_PAYMENT_OPTION",
          "PAYPAL_FLOW_FAILED",
        ]);
      }),
      { numRuns: 40 },
    );
  });

  it("closeWindow and focusWindow accept anything without throwing", () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 3 }), (args) => {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(() => (instance.closeWindow as (...a: unknown[]) => void)(...args)).not.toThrow();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(() => (instance.focusWindow as (...a: unknown[]) => void)(...args)).not.toThrow();
      }),
    );
  });
});

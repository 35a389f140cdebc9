// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { paypalCheckout, type PayPalCheckout } from "../../../../plugins/paypal-checkout/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { expectCatalogueError, loadScriptsInstantly, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: PayPalCheckout;
let stopLoading: () => void;

beforeAll(async () => {
  instance = await paypalCheckout.create({ authorization: sandbox().tokenizationKey });
  stopLoading = loadScriptsInstantly();
  // A blocked pop-up keeps the property runs from leaving windows open.
  vi.spyOn(window, "open").mockImplementation(() => null);
});

afterAll(async () => {
  stopLoading();
  vi.restoreAllMocks();
  await instance.teardown();
});

const flows = fc.constantFrom("checkout", "vault", "other", undefined);
const money = fc.oneof(fc.constantFrom("10.00", "0", "-1", "1e3", ""), fc.double(), fc.string());
const createOptions = fc.oneof(
  fc.anything(),
  fc.record(
    {
      flow: flows,
      amount: money,
      currency: fc.oneof(fc.constantFrom("USD", "eur", "XXX"), fc.string()),
      intent: fc.oneof(fc.constantFrom("capture", "sale", "authorize", "order", "tokenize"), fc.anything()),
      lineItems: fc.oneof(fc.array(fc.dictionary(fc.string(), fc.anything()), { maxLength: 3 }), fc.anything()),
      shippingOptions: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
      shippingAddressOverride: fc.anything(),
      planMetadata: fc.anything(),
      offerCredit: fc.anything(),
      returnUrl: fc.oneof(fc.webUrl(), fc.anything()),
    },
    { requiredKeys: [] },
  ),
);

const CREATE_CODES = ["PAYPAL_FLOW_OPTION_REQUIRED", "PAYPAL_INVALID_PAYMENT_OPTION", "PAYPAL_FLOW_FAILED"];

describe("bad input never escapes the PayPal Checkout catalogue", () => {
  it("createPayment succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(createOptions, async (options) => {
        const result = await settle(() => instance.createPayment(options as never));
        expectCatalogueError(result, CREATE_CODES);
        if (result.ok) expect(String(result.value)).toMatch(/^(EC|BA)-/);
      }),
      // An object whose toString is not a function once made the sandbox gateway throw while checking intent.
      { numRuns: 60, examples: [[{ flow: "checkout", amount: "10.00", currency: "USD", intent: { toString: [] } }]] },
    );
  });

  it("updatePayment succeeds or fails with a catalogue error", async () => {
    const updateOptions = fc.oneof(
      fc.anything(),
      fc.record(
        {
          paymentId: fc.oneof(fc.constantFrom("PAYID-UNKNOWN"), fc.anything()),
          currency: fc.anything(),
          amount: money,
          lineItems: fc.anything(),
          shippingOptions: fc.oneof(
            fc.array(fc.record({ amount: fc.record({ currency: fc.anything() }) }), { maxLength: 3 }),
            fc.anything(),
          ),
          shippingAddress: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(updateOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.updatePayment(options as never)), [
          "PAYPAL_MISSING_REQUIRED_OPTION",
          "PAYPAL_INVALID_PAYMENT_OPTION",
          "PAYPAL_FLOW_FAILED",
        ]);
      }),
      { numRuns: 60 },
    );
  });

  it("tokenizePayment succeeds or fails with a catalogue error", async () => {
    const tokenizeOptions = fc.oneof(
      fc.anything(),
      fc.record(
        {
          payerID: fc.anything(),
          paymentID: fc.anything(),
          orderID: fc.anything(),
          billingToken: fc.anything(),
          vault: fc.anything(),
          flow: flows,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(tokenizeOptions, async (options) => {
        // Client errors pass through unchanged, as the provider's SDK lets them.
        expectCatalogueError(await settle(() => instance.tokenizePayment(options as never)), [
          "PAYPAL_ACCOUNT_TOKENIZATION_FAILED",
          "CLIENT_REQUEST_ERROR",
        ]);
      }),
      { numRuns: 60 },
    );
  });

  it("startVaultInitiatedCheckout succeeds or fails with a catalogue error", async () => {
    const vaultOptions = fc.oneof(
      fc.anything(),
      fc.record(
        {
          amount: money,
          currency: fc.anything(),
          vaultInitiatedCheckoutPaymentMethodToken: fc.anything(),
          optOutOfModalBackdrop: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(vaultOptions, async (options) => {
        expectCatalogueError(await settle(() => instance.startVaultInitiatedCheckout(options as never)), [
          "PAYPAL_START_VAULT_INITIATED_CHECKOUT_PARAM_REQUIRED",
          "PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED",
          "PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED",
        ]);
        expect(document.querySelector("[data-braintree-paypal-vault-initiated-checkout-modal]")).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it("loadPayPalSDK succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), async (options) => {
        const result = await settle(() => instance.loadPayPalSDK(options as never));
        expectCatalogueError(result, ["CLIENT_SCRIPT_FAILED_TO_LOAD"]);
        for (const script of document.querySelectorAll("script")) {
          const src = script.getAttribute("src");
          if (src) expect(new URL(src).hostname).toBe("127.0.0.1");
        }
      }),
      // A value whose toString is not a function cannot become text with String(): found by this property.
      { numRuns: 40, examples: [[{ "": { toString: "" } }], [{ dataAttributes: { amount: Object.create(null) } }]] },
    );
  });

  it("create succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ merchantAccountId: fc.anything(), autoSetDataUserIdToken: fc.anything() }, { requiredKeys: [] }),
        async (options) => {
          const result = await settle(() =>
            paypalCheckout.create({ authorization: sandbox().tokenizationKey, ...options } as never),
          );
          expectCatalogueError(result, []);
          if (result.ok) await (result.value as PayPalCheckout).teardown();
        },
      ),
      { numRuns: 20 },
    );
  });
});

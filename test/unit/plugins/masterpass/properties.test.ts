// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { masterpass, type Masterpass } from "../../../../plugins/masterpass/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { expectCatalogueError, settle } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: Masterpass;

beforeAll(async () => {
  instance = await masterpass.create({ authorization: sandbox().tokenizationKey });
  // Pop-ups that the shopper closes at once: every run reaches the gateway and ends.
  vi.spyOn(window, "open").mockImplementation(() => {
    const popup = { closed: false, close() {}, focus() {}, location: { href: "" } };
    setTimeout(() => (popup.closed = true), 0);
    return popup as unknown as Window;
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await instance.teardown();
});

describe("bad input never escapes the Masterpass catalogue", () => {
  it("tokenize succeeds or fails with a catalogue error", async () => {
    const options = fc.oneof(
      fc.anything(),
      fc.record(
        {
          subtotal: fc.oneof(fc.constantFrom("10.00", "0", "-3"), fc.anything()),
          currencyCode: fc.oneof(fc.constantFrom("USD", "xx"), fc.anything()),
          config: fc.anything(),
          frameOptions: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (input) => {
        const result = await settle(() => instance.tokenize(input as never));
        expect(result.ok).toBe(false);
        expectCatalogueError(result, [
          "MASTERPASS_TOKENIZE_MISSING_REQUIRED_OPTION",
          "MASTERPASS_POPUP_CLOSED",
          "MASTERPASS_INVALID_PAYMENT_OPTION",
          "MASTERPASS_FLOW_FAILED",
        ]);
      }),
      { numRuns: 60 },
    );
  });
});

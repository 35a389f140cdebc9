import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { preferredPaymentMethods } from "../../../../plugins/preferred-payment-methods/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { cardsOnlyKey, expectSuccessOrCatalogueError, outcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];

describe("bad input never escapes the preferred payment methods catalogue", () => {
  it("preferredPaymentMethods.create either succeeds or fails with a catalogue error", async () => {
    const createOptions = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(createOptions, async (value) => {
        expectSuccessOrCatalogueError(
          await outcome(() => preferredPaymentMethods.create(value as never)),
          CREATE_CODES,
        );
      }),
      { numRuns: 40 },
    );
  });

  it("fetchPreferredPaymentMethods ignores any arguments and always resolves with two booleans", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    await fc.assert(
      fc.asyncProperty(hostile(), async (value) => {
        const result = await outcome(() =>
          (instance.fetchPreferredPaymentMethods as (...args: unknown[]) => Promise<unknown>)(value),
        );
        expect(result).toEqual({
          ok: true,
          value: { paypalPreferred: expect.any(Boolean), venmoPreferred: expect.any(Boolean) },
        });
      }),
      { numRuns: 30 },
    );
  });
});

import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { americanExpress, type AmericanExpress } from "../../../../plugins/american-express/index.js";
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
const LOOKUP_CODES = ["AMEX_NONCE_REQUIRED", "AMEX_NETWORK_ERROR"];

let instance: AmericanExpress;

beforeAll(async () => {
  clearClientCache();
  instance = await americanExpress.create({
    client: await client.create({ authorization: sandbox().tokenizationKey }),
  });
});

const lookupOptions = () =>
  often(
    fc
      .dictionary(fc.string(), hostile(), { maxKeys: 4 })
      .chain((extra) =>
        fc
          .record({ nonce: often(fc.constantFrom("amexco_sandbox_3782822463", "tokencc_sb_x", "a/b?c#d")) })
          .map((base) => ({ ...extra, ...base })),
      ),
  );

describe("bad input never escapes the American Express catalogue", () => {
  it("americanExpress.create either succeeds or fails with a catalogue error", async () => {
    const options = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey, cardsOnlyKey(sandbox())]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => americanExpress.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 50 },
    );
  });

  it("getRewardsBalance either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(lookupOptions(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => instance.getRewardsBalance(value as never)), LOOKUP_CODES);
      }),
      { numRuns: 100 },
    );
  });

  it("getExpressCheckoutProfile either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(lookupOptions(), async (value) => {
        expectSuccessOrCatalogueError(
          await outcome(() => instance.getExpressCheckoutProfile(value as never)),
          LOOKUP_CODES,
        );
      }),
      { numRuns: 100 },
    );
  });
});

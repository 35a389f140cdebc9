import { beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { vaultManager, type VaultManager } from "../../../../plugins/vault-manager/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { hostile, localAuthorization, often } from "../arbitraries.js";
import { expectSuccessOrCatalogueError, outcome } from "../support.js";

const sandbox = useSandbox();

const CREATE_CODES = [
  "INSTANTIATION_OPTION_REQUIRED",
  "INCOMPATIBLE_VERSIONS",
  "CLIENT_INVALID_AUTHORIZATION",
  "CLIENT_AUTHORIZATION_INVALID",
  "CLIENT_GATEWAY_NETWORK",
  "CLIENT_SCRIPT_FAILED_TO_LOAD",
];

let withToken: VaultManager;
let withKey: VaultManager;

beforeAll(async () => {
  clearClientCache();
  withToken = await vaultManager.create({
    authorization: await sandbox().createClientToken({ customerId: "properties" }),
  });
  withKey = await vaultManager.create({ authorization: sandbox().tokenizationKey });
});

describe("bad input never escapes the vault manager catalogue", () => {
  it("vaultManager.create either succeeds or fails with a catalogue error", async () => {
    const createOptions = often(
      fc.record(
        { authorization: localAuthorization([sandbox().tokenizationKey]), client: hostile() },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(createOptions, async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => vaultManager.create(value as never)), CREATE_CODES);
      }),
      { numRuns: 40 },
    );
  });

  it("fetchPaymentMethods either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(often(fc.record({ defaultFirst: hostile() }, { requiredKeys: [] })), async (value) => {
        for (const instance of [withToken, withKey]) {
          expectSuccessOrCatalogueError(await outcome(() => instance.fetchPaymentMethods(value as never)), [
            "CLIENT_AUTHORIZATION_INSUFFICIENT",
            "CLIENT_REQUEST_ERROR",
          ]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("deletePaymentMethod either resolves or rejects with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(hostile(), async (value) => {
        expectSuccessOrCatalogueError(await outcome(() => withToken.deletePaymentMethod(value as never)), [
          "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND",
          "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
        ]);
        expectSuccessOrCatalogueError(await outcome(() => withKey.deletePaymentMethod(value as never)), [
          "VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN",
        ]);
      }),
      { numRuns: 60 },
    );
  });
});

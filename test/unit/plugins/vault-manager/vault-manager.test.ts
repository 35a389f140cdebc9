import { beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { vaultManager, type VaultManager } from "../../../../plugins/vault-manager/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { lastRequestTo, requestsTo } from "../support.js";

const sandbox = useSandbox();

let instance: VaultManager;
let customer = 0;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  customer += 1;
  instance = await vaultManager.create({
    authorization: await sandbox().createClientToken({ customerId: `customer-${customer}` }),
  });
  sandbox().clearRequests();
});

describe("fetchPaymentMethods", () => {
  it("lists the customer's stored payment methods, each with a nonce", async () => {
    const methods = await instance.fetchPaymentMethods();
    expect(methods).toHaveLength(3);
    expect(methods[0]).toEqual({
      nonce: expect.any(String),
      default: expect.any(Boolean),
      details: expect.any(Object),
      hasSubscription: expect.any(Boolean),
      type: expect.any(String),
      description: expect.any(String),
      ...(methods[0]?.type === "CreditCard" ? { binData: expect.any(Object) } : {}),
    });
    expect(methods.map((method) => method.type).sort()).toEqual(["CreditCard", "CreditCard", "PayPalAccount"]);
  });

  it("sends defaultFirst 0 unless asked for the default first", async () => {
    await instance.fetchPaymentMethods();
    expect(lastRequestTo(sandbox(), "/v1/payment_methods").query.defaultFirst).toBe("0");
  });

  it("asks for and gets the default method first with defaultFirst: true", async () => {
    const methods = await instance.fetchPaymentMethods({ defaultFirst: true });
    expect(lastRequestTo(sandbox(), "/v1/payment_methods").query.defaultFirst).toBe("1");
    expect(methods[0]?.default).toBe(true);
  });

  it("fails with the client's error when the gateway fails", async () => {
    sandbox().inject({ path: "/v1/payment_methods", status: 500 });
    await expect(instance.fetchPaymentMethods()).rejects.toMatchObject({ code: "CLIENT_GATEWAY_NETWORK" });
  });
});

describe("create", () => {
  it("resolves with an authorization the gateway refuses, and the first method call fails with the client's error, as the provider's", async () => {
    const refused = await vaultManager.create({
      authorization: await sandbox().createClientToken({ customerId: "refused", expired: true }),
    });
    await expect(refused.fetchPaymentMethods()).rejects.toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
  });
});

describe("deletePaymentMethod", () => {
  it("deletes the payment method a nonce stands for with the DeletePaymentMethodFromSingleUseToken mutation", async () => {
    const [first] = await instance.fetchPaymentMethods();
    await expect(instance.deletePaymentMethod(first!.nonce)).resolves.toBeUndefined();
    const request = requestsTo(sandbox(), "/graphql").at(-1);
    expect(request.operationName).toBe("DeletePaymentMethodFromSingleUseToken");
    expect(request.body.variables).toEqual({ input: { singleUseTokenId: first!.nonce } });
    expect(await instance.fetchPaymentMethods()).toHaveLength(2);
  });

  it("fails with VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND for a nonce that names no stored method", async () => {
    await expect(instance.deletePaymentMethod("fake-nonce")).rejects.toMatchObject({
      code: "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND",
      type: "MERCHANT",
      message: "A payment method for payment method nonce `fake-nonce` could not be found.",
    });
  });

  it("gives the gateway's GraphQL errors as originalError of a not-found nonce, as the provider's", async () => {
    const error = (await instance.deletePaymentMethod("fake-nonce").catch((failure: unknown) => failure)) as {
      details: { originalError: unknown };
    };
    expect(Object.keys(error.details)).toEqual(["originalError"]);
    expect(error.details.originalError).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ errorClass: "NOT_FOUND" }) }),
    ]);
  });

  it("fails with VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR for any other failure", async () => {
    const [first] = await instance.fetchPaymentMethods();
    sandbox().inject({ operationName: "DeletePaymentMethodFromSingleUseToken", graphqlErrorClass: "INTERNAL" });
    await expect(instance.deletePaymentMethod(first!.nonce)).rejects.toMatchObject({
      code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
      type: "UNKNOWN",
      message: `An unknown error occured when attempting to delete the payment method assocaited with the payment method nonce \`${first!.nonce}\`.`,
    });
  });

  it("fails with VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR when the gateway cannot be reached", async () => {
    sandbox().inject({ operationName: "DeletePaymentMethodFromSingleUseToken", status: 503 });
    await expect(instance.deletePaymentMethod("anything")).rejects.toMatchObject({
      code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
    });
  });

  it("needs a client token and sends nothing with a tokenization key", async () => {
    const keyed = await vaultManager.create({ authorization: sandbox().tokenizationKey });
    sandbox().clearRequests();
    await expect(keyed.deletePaymentMethod("fake-nonce")).rejects.toMatchObject({
      code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN",
      type: "MERCHANT",
      message: "A client token with a customer id must be used to delete a payment method nonce.",
    });
    expect(requestsTo(sandbox(), "/graphql")).toHaveLength(0);
  });
});

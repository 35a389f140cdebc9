import { beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { preferredPaymentMethods } from "../../../../plugins/preferred-payment-methods/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { cardsOnlyKey, requestsTo } from "../support.js";

const sandbox = useSandbox();

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
  sandbox().clearRequests();
});

describe("fetchPreferredPaymentMethods", () => {
  it("asks the PreferredPaymentMethods query and resolves with both flags", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    await expect(instance.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: true,
      venmoPreferred: false,
    });
    const request = requestsTo(sandbox(), "/graphql").at(-1);
    expect(request.operationName).toBe("PreferredPaymentMethods");
    expect(request.body.query).toContain("preferredPaymentMethods { paypalPreferred venmoPreferred }");
  });

  it("says PayPal is not preferred where the merchant does not offer it", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: cardsOnlyKey(sandbox()) });
    await expect(instance.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: false,
      venmoPreferred: false,
    });
  });

  it("resolves with both flags false, not an error, when the gateway fails", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    sandbox().inject({ operationName: "PreferredPaymentMethods", status: 500 });
    await expect(instance.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: false,
      venmoPreferred: false,
    });
  });

  it("resolves with both flags false when the gateway answers with a GraphQL error", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    sandbox().inject({ operationName: "PreferredPaymentMethods", graphqlErrorClass: "INTERNAL" });
    await expect(instance.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: false,
      venmoPreferred: false,
    });
  });
});

describe("as the provider's", () => {
  it("create resolves with an authorization the gateway refuses, and fetchPreferredPaymentMethods fails with the client's error", async () => {
    clearClientCache();
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    const refused = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    await expect(refused.fetchPreferredPaymentMethods()).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
    });
  });

  it("has no teardown", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    expect("teardown" in instance).toBe(false);
  });

  it("has the public initialize: it resolves with the same instance, now on the client of its options", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    await expect(instance.initialize({ authorization: cardsOnlyKey(sandbox()) })).resolves.toBe(instance);
    await expect(instance.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: false,
      venmoPreferred: false,
    });
    clearClientCache();
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    await expect(instance.initialize({ authorization: sandbox().tokenizationKey })).resolves.toBe(instance);
    await expect(instance.fetchPreferredPaymentMethods()).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
    });
  });

  it("initialize takes a callback, and without a client or an authorization fails with the create's error", async () => {
    const instance = await preferredPaymentMethods.create({ authorization: sandbox().tokenizationKey });
    const viaCallback = await new Promise((resolve) => {
      (instance.initialize as (options: unknown, callback: (error: unknown, value: unknown) => void) => void)(
        { authorization: sandbox().tokenizationKey },
        (error, value) => resolve({ error, value }),
      );
    });
    expect(viaCallback).toEqual({ error: null, value: instance });
    for (const bad of [undefined, null, 5, {}, { client: {} }]) {
      await expect((instance.initialize as (options: unknown) => Promise<unknown>)(bad)).rejects.toMatchObject({
        name: "BraintreeError",
        type: "MERCHANT",
        code: "INSTANTIATION_OPTION_REQUIRED",
        message: "options.client is required when instantiating PreferredPaymentMethods.",
      });
    }
  });

  it("names the component PreferredPaymentMethods in create's errors", async () => {
    await expect(preferredPaymentMethods.create({})).rejects.toMatchObject({
      message: "options.client is required when instantiating PreferredPaymentMethods.",
    });
  });
});

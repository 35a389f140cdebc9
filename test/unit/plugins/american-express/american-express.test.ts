import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { americanExpress, type AmericanExpress } from "../../../../plugins/american-express/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { lastRequestTo, requestsTo, type Json } from "../support.js";

const sandbox = useSandbox();

const EXPRESS_CHECKOUT_NONCE = "amexco_sandbox_3782822463";
const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

let paykitClient: Client;
let instance: AmericanExpress;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  instance = await americanExpress.create({ client: paykitClient });
  sandbox().clearRequests();
});

/** A card nonce from the gateway's own card endpoint. */
async function cardNonce(number: string): Promise<string> {
  const body = await paykitClient.request({
    method: "post",
    endpoint: "payment_methods/credit_cards",
    data: {
      creditCard: {
        number,
        expirationMonth: "12",
        expirationYear: FUTURE_YEAR,
        cvv: number.length === 15 ? "1234" : "123",
      },
    },
  });
  sandbox().clearRequests();
  return body.creditCards[0].nonce;
}

let amexNonce: string;
let visaNonce: string;

beforeAll(async () => {
  clearClientCache();
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey });
  amexNonce = await cardNonce("378282246310005");
  visaNonce = await cardNonce("4111111111111111");
});

describe("getRewardsBalance", () => {
  it("asks for the nonce's rewards balance with the american-express source", async () => {
    await instance.getRewardsBalance({ nonce: amexNonce, currencyIsoCode: "USD" });
    const request = lastRequestTo(sandbox(), "/v1/payment_methods/amex_rewards_balance");
    expect(request.method).toBe("GET");
    expect(request.query).toMatchObject({
      paymentMethodNonce: amexNonce,
      currencyIsoCode: "USD",
      _meta: { source: "american-express", platform: "web" },
      tokenizationKey: sandbox().tokenizationKey,
    });
    expect(request.query).not.toHaveProperty("nonce");
  });

  it("resolves with the gateway's answer unchanged, _httpStatus included", async () => {
    await expect(instance.getRewardsBalance({ nonce: amexNonce })).resolves.toEqual({
      _httpStatus: 200,
      conversionRate: "0.0070",
      currencyAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      currencyIsoCode: "USD",
      requestId: expect.any(String),
      rewardsAmount: expect.stringMatching(/^\d+$/),
      rewardsUnit: "Points",
    });
  });

  it("resolves with the gateway's error for a card without rewards, which is not a failure", async () => {
    const nonce = await cardNonce("371449635398431");
    await expect(instance.getRewardsBalance({ nonce })).resolves.toMatchObject({
      error: { code: "INQ2002", message: "Card is not eligible for rewards." },
    });
  });

  it("requires a nonce and sends nothing without one", async () => {
    for (const options of [undefined, null, {}, { nonce: "" }, { nonce: 42 }]) {
      await expect(instance.getRewardsBalance(options as never)).rejects.toMatchObject({
        name: "BraintreeError",
        code: "AMEX_NONCE_REQUIRED",
        type: "MERCHANT",
        message: "getRewardsBalance must be called with a nonce.",
      });
    }
    expect(requestsTo(sandbox(), "amex_rewards_balance")).toEqual([]);
  });

  it("reports a nonce of another brand as AMEX_NETWORK_ERROR with the client error", async () => {
    await expect(instance.getRewardsBalance({ nonce: visaNonce })).rejects.toMatchObject({
      code: "AMEX_NETWORK_ERROR",
      type: "NETWORK",
      message: "A network error occurred when getting the American Express rewards balance.",
      details: {
        originalError: {
          code: "CLIENT_REQUEST_ERROR",
          details: {
            httpStatus: 422,
            originalError: { error: { message: "Payment method nonce does not represent an American Express card." } },
          },
        },
      },
    });
  });

  it("reports an unknown nonce as AMEX_NETWORK_ERROR", async () => {
    await expect(instance.getRewardsBalance({ nonce: "tokencc_sb_unknown" })).rejects.toMatchObject({
      code: "AMEX_NETWORK_ERROR",
    });
  });

  it("reports a gateway failure as AMEX_NETWORK_ERROR", async () => {
    sandbox().inject({ path: "amex_rewards_balance", status: 503 });
    await expect(instance.getRewardsBalance({ nonce: amexNonce })).rejects.toMatchObject({
      code: "AMEX_NETWORK_ERROR",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK" } },
    });
  });
});

describe("getExpressCheckoutProfile", () => {
  it("asks for the profile of the nonce with the american-express source", async () => {
    await instance.getExpressCheckoutProfile({ nonce: EXPRESS_CHECKOUT_NONCE });
    const request = lastRequestTo(
      sandbox(),
      `/v1/payment_methods/amex_express_checkout_cards/${EXPRESS_CHECKOUT_NONCE}`,
    );
    expect(request.method).toBe("GET");
    expect(request.query).toMatchObject({
      paymentMethodNonce: EXPRESS_CHECKOUT_NONCE,
      _meta: { source: "american-express" },
    });
  });

  it("resolves with the gateway's profile unchanged", async () => {
    const profile = (await instance.getExpressCheckoutProfile({ nonce: EXPRESS_CHECKOUT_NONCE })) as Json;
    expect(profile.amexExpressCheckoutCards).toHaveLength(1);
    expect(profile.amexExpressCheckoutCards[0]).toMatchObject({
      type: "AmexExpressCheckoutCard",
      nonce: expect.any(String),
      details: { cardType: "American Express", bin: "378282", cardMemberNumber: "XXXXXXXXXXX0005" },
    });
  });

  it("keeps a nonce inside its path segment", async () => {
    await instance.getExpressCheckoutProfile({ nonce: "../../configuration" }).catch(() => undefined);
    const [request] = requestsTo(sandbox(), "/v1/payment_methods/amex_express_checkout_cards/..%2F..%2Fconfiguration");
    expect(request).toBeDefined();
  });

  it("requires a nonce and sends nothing without one", async () => {
    for (const options of [undefined, null, {}, { nonce: "" }, { nonce: {} }]) {
      await expect(instance.getExpressCheckoutProfile(options as never)).rejects.toMatchObject({
        code: "AMEX_NONCE_REQUIRED",
        type: "MERCHANT",
        message: "getExpressCheckoutProfile must be called with a nonce.",
      });
    }
    expect(requestsTo(sandbox(), "amex_express_checkout_cards")).toEqual([]);
  });

  it("reports an expired nonce as AMEX_NETWORK_ERROR with its own message", async () => {
    await expect(instance.getExpressCheckoutProfile({ nonce: "amexco_expired" })).rejects.toMatchObject({
      code: "AMEX_NETWORK_ERROR",
      type: "NETWORK",
      message: "A network error occurred when getting the American Express Checkout nonce profile.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR" } },
    });
  });

  it("reports the sandbox's gateway-error nonce as AMEX_NETWORK_ERROR", async () => {
    await expect(instance.getExpressCheckoutProfile({ nonce: "amexco_sandbox_gateway_error" })).rejects.toMatchObject({
      code: "AMEX_NETWORK_ERROR",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } },
    });
  });
});

describe("americanExpress.create and teardown", () => {
  it("works for a merchant with every wallet disabled: it needs no configuration section", async () => {
    const merchant = sandbox().merchants[1];
    await expect(americanExpress.create({ authorization: merchant?.tokenizationKey })).resolves.toBeDefined();
  });

  it("makes every method fail with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await instance.teardown();
    for (const method of ["getRewardsBalance", "getExpressCheckoutProfile", "teardown"] as const) {
      expect(() => (instance[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { RETURN_PARAMETERS, readReturnParameters } from "../../../../plugins/common/return-parameters.js";

describe("readReturnParameters", () => {
  it("knows the sixteen return parameters of document 001 §2", () => {
    expect([...RETURN_PARAMETERS]).toEqual([
      "token",
      "wasCanceled",
      "errorcode",
      "btLpToken",
      "btLpPaymentId",
      "btLpPayerId",
      "PayerID",
      "paymentId",
      "ba_token",
      "success",
      "cancel",
      "cart_id",
      "mpstatus",
      "oauth_verifier",
      "oauth_token",
      "checkout_resource_url",
    ]);
  });

  it("reads the known parameters of a query string", () => {
    expect(readReturnParameters("?token=EC-1&PayerID=P1&paymentId=PAYID-1&channel=abc")).toEqual({
      token: "EC-1",
      PayerID: "P1",
      paymentId: "PAYID-1",
    });
  });

  it("decodes encoded values", () => {
    expect(readReturnParameters("checkout_resource_url=https%3A%2F%2Fexample.test%2Fr%3Fa%3D1")).toEqual({
      checkout_resource_url: "https://example.test/r?a=1",
    });
  });

  it("keeps only string values of a plain object", () => {
    expect(readReturnParameters({ mpstatus: "success", oauth_token: 42, evil: "x", ba_token: "BA-1" })).toEqual({
      mpstatus: "success",
      ba_token: "BA-1",
    });
  });

  it("ignores inherited properties", () => {
    const inherited = Object.create({ token: "from-prototype" }) as object;
    expect(readReturnParameters(inherited)).toEqual({});
  });

  it("reads nothing from values that are not queries or objects", () => {
    for (const source of [undefined, null, 7, true]) expect(readReturnParameters(source)).toEqual({});
  });
});

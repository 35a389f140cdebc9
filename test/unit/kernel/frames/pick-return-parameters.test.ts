import { describe, expect, it } from "vitest";
import { pickReturnParameters } from "../../../../kernel/index.js";

describe("pickReturnParameters", () => {
  it("keeps only the named parameters of a query string", () => {
    expect(pickReturnParameters("?token=EC-1&channel=abc&other=x", ["token"])).toEqual({ token: "EC-1" });
  });

  it("keeps every string parameter when no names are given", () => {
    expect(pickReturnParameters({ token: "EC-1", channel: "abc", count: 3 })).toEqual({
      token: "EC-1",
      channel: "abc",
    });
  });

  it("keeps the first of repeated query parameters", () => {
    expect(pickReturnParameters("token=first&token=second", ["token"])).toEqual({ token: "first" });
  });

  it("never lets a parameter replace the prototype", () => {
    const parameters = pickReturnParameters("__proto__=x&token=EC-1");
    expect(Object.getPrototypeOf(parameters)).toBe(Object.prototype);
    expect(parameters).toEqual({ token: "EC-1" });
  });

  it("passes on at most 64 unnamed parameters", () => {
    const query = Array.from({ length: 100 }, (_, index) => `p${index}=v`).join("&");
    expect(Object.keys(pickReturnParameters(query))).toHaveLength(64);
  });

  it("reads nothing from an object whose properties throw", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no");
        },
      },
    );
    expect(pickReturnParameters(hostile, ["token"])).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { appendQuery, toQueryString } from "../../../../kernel/transport/query-string.js";

describe("toQueryString", () => {
  it("encodes nested objects as key[sub]=value", () => {
    expect(toQueryString({ _meta: { platform: "web", source: "client" }, configVersion: "3" })).toBe(
      "_meta%5Bplatform%5D=web&_meta%5Bsource%5D=client&configVersion=3",
    );
  });

  it("encodes arrays as key[]=value and escapes values", () => {
    expect(toQueryString({ list: ["a b", "c&d"] })).toBe("list%5B%5D=a%20b&list%5B%5D=c%26d");
  });

  it("drops undefined values and sends null as empty", () => {
    expect(toQueryString({ a: undefined, b: null, c: 1 })).toBe("b=&c=1");
  });

  it("appends with ? or & depending on the URL", () => {
    expect(appendQuery("https://x/y", { a: 1 })).toBe("https://x/y?a=1");
    expect(appendQuery("https://x/y?z=2", { a: 1 })).toBe("https://x/y?z=2&a=1");
    expect(appendQuery("https://x/y", {})).toBe("https://x/y");
  });
});

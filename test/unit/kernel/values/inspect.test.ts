import { describe, expect, it } from "vitest";
import { recordOf } from "../../../../kernel/values/inspect.js";

describe("recordOf", () => {
  it("copies the own enumerable properties of an object", () => {
    const source = { a: 1, b: "two" };
    const copy = recordOf(source);
    expect(copy).toEqual({ a: 1, b: "two" });
    expect(copy).not.toBe(source);
  });

  it("reads anything that is not an object as an empty record", () => {
    for (const value of [null, undefined, "text", 42, true, Symbol("s")]) expect(recordOf(value)).toEqual({});
  });

  it("skips an own __proto__ key instead of making it the copy's prototype", () => {
    const copy = recordOf(JSON.parse('{"__proto__":{"authorization":"smuggled"},"kept":"yes"}'));
    expect(copy).toEqual({ kept: "yes" });
    expect(copy.authorization).toBeUndefined();
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it("treats a property whose getter throws as absent and keeps the others", () => {
    const source = Object.defineProperty({ kept: "yes" }, "hostile", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    expect(recordOf(source)).toEqual({ kept: "yes" });
  });

  it("reads a Proxy whose traps throw as an empty record", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("ownKeys");
        },
        get() {
          throw new Error("get");
        },
      },
    );
    expect(recordOf(hostile)).toEqual({});
  });

  it("reads a null-prototype object", () => {
    const source = Object.create(null) as Record<string, unknown>;
    source.amount = "10.00";
    expect(recordOf(source)).toEqual({ amount: "10.00" });
  });
});
